import { useEffect, useState } from 'react';
import { Button, FileTrigger, Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { SubmitStatus } from '../../../components/SubmitStatus';
import { TextInputField } from '../../../components/TextInputField';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { useReasonError } from '../../../core/i18n/useReasonError';
import { selectProductChange } from '../productConfigurationSelectors';
import { changeCleared, importRequested } from '../productConfigurationSlice';
import { JsonField } from './JsonField';
import { ProblemList } from './ProblemList';

/** The JSON typed or read from a file, as a definition object, or why it is not one. */
function parseDefinition(text: string): { definition: Record<string, unknown> } | { problem: 'empty' | 'notObject' } | { syntax: string } {
  if (text.trim() === '') return { problem: 'empty' };
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? { definition: value as Record<string, unknown> } : { problem: 'notObject' };
  } catch (error) {
    return { syntax: error instanceof Error ? error.message : String(error) };
  }
}

/** Imports a product's JSON (a file or pasted) as a draft, with a reason; the server's problems are listed with their field paths. */
export function ImportProductPage() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const reasonProblem = useReasonError();
  const change = useAppSelector(selectProductChange);
  const [json, setJson] = useState('');
  const [fileName, setFileName] = useState('');
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [parseProblem, setParseProblem] = useState<string | null>(null);
  const title = intl.formatMessage({ id: 'products.importTitle' });
  useScreenName(title);
  useEffect(() => {
    dispatch(changeCleared());
  }, [dispatch]);
  const importing = change.kind === 'import' ? change : null;
  const reasonError = submitted ? reasonProblem(reason) : undefined;
  const submit = () => {
    setSubmitted(true);
    const parsed = parseDefinition(json);
    if ('syntax' in parsed) setParseProblem(intl.formatMessage({ id: 'products.importNotJson' }, { detail: parsed.syntax }));
    else if ('problem' in parsed) setParseProblem(intl.formatMessage({ id: parsed.problem === 'empty' ? 'products.importEmpty' : 'products.importNotObject' }));
    else setParseProblem(null);
    if ('definition' in parsed && !reasonProblem(reason)) dispatch(importRequested({ definition: parsed.definition, reason: reason.trim() }));
  };
  return (
    <div className="page">
      <p>
        <Link href="/back-office/products">
          <FormattedMessage id="products.back" />
        </Link>
      </p>
      <h1>{title}</h1>
      <p>
        <FormattedMessage id="products.importIntro" />
      </p>
      <form
        className="panel form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="field">
          <FileTrigger
            acceptedFileTypes={['application/json', '.json']}
            onSelect={(files) => {
              const file = files?.[0];
              if (!file) return;
              setFileName(file.name);
              void file.text().then(setJson);
            }}
          >
            <Button className="button">
              <FormattedMessage id="products.importFile" />
            </Button>
          </FileTrigger>{' '}
          <span>{fileName}</span>
        </div>
        <div className="product-import">
          <JsonField label={intl.formatMessage({ id: 'products.importPaste' })} name="definition" value={json} onChange={setJson} error={parseProblem ?? undefined} rows={16} />
        </div>
        <TextInputField
          label={intl.formatMessage({ id: 'products.reason' })}
          name="reason"
          value={reason}
          onChange={setReason}
          description={intl.formatMessage({ id: 'products.reasonHelp' })}
          error={reasonError}
          isRequired
        />
        {importing?.status === 'failed' && importing.error ? <ProblemList error={importing.error} /> : null}
        <div className="form-actions">
          <Button type="submit" className="button button--primary" isDisabled={importing?.status === 'loading'}>
            <FormattedMessage id="products.importSubmit" />
          </Button>
          <SubmitStatus busy={importing?.status === 'loading'} busyText={intl.formatMessage({ id: 'products.importing' })} />
        </div>
      </form>
    </div>
  );
}
