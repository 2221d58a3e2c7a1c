import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { JsonConfig } from '../../../../contract/services/platformConfiguration';
import { FieldFrame } from '../../../components/FieldFrame';
import { ErrorNotice } from '../../../components/Notices';
import { SubmitStatus } from '../../../components/SubmitStatus';
import { TextInputField } from '../../../components/TextInputField';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useReasonError } from '../../../core/i18n/useReasonError';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectConfigChange, selectConfigDraft, selectDraftChanged, selectDraftCheck } from '../platformConfigurationSelectors';
import { configRequested, configSaveRequested, draftChanged, draftReset } from '../platformConfigurationSlice';
import { configRuleText } from './configRuleText';
import { ProblemList } from './ProblemList';

/** The current configuration as editable JSON, its problems against the schema, the reason and Save. */
export function ConfigEditor({ config }: { config: JsonConfig }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const draft = useAppSelector(selectConfigDraft);
  const check = useAppSelector(selectDraftCheck);
  const changed = useAppSelector(selectDraftChanged);
  const change = useAppSelector(selectConfigChange);
  const reasonProblem = useReasonError();
  const [reason, setReason] = useState('');
  const [pressed, setPressed] = useState(false);
  const mine = change.kind === 'save' ? change : null;
  const busy = mine?.status === 'loading';
  const reasonError = pressed ? reasonProblem(reason) : undefined;
  const serverProblems = mine?.status === 'failed' && mine.error ? Object.entries(mine.error.fieldErrors).filter(([field]) => field === 'config' || field.startsWith('config.')) : [];
  const save = () => {
    setPressed(true);
    if (busy || reasonProblem(reason) || !check.ok || !changed) return;
    dispatch(configSaveRequested({ reason: reason.trim() }));
    setReason('');
    setPressed(false);
  };
  const stale = mine?.status === 'failed' && mine.error?.status === 409;
  return (
    <form
      className="panel form"
      noValidate
      aria-labelledby="config-editor-heading"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <h2 id="config-editor-heading">
        <FormattedMessage id="platformConfiguration.editor.heading" values={{ version: config.currentVersion }} />
      </h2>
      <p className="muted">
        <FormattedMessage id="platformConfiguration.editor.saved" values={{ time: format.dateTime(config.version.at), name: config.version.userName }} />
      </p>
      <FieldFrame
        label={<FormattedMessage id="platformConfiguration.editor.label" />}
        description={<FormattedMessage id="platformConfiguration.editor.help" />}
        error={check.ok ? undefined : intl.formatMessage({ id: 'platformConfiguration.problems.count' }, { count: check.problems.length })}
      >
        {(control) => (
          <textarea
            {...control}
            className="field__input config-editor__text"
            name="config"
            rows={24}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            value={draft.text}
            onChange={(event) => dispatch(draftChanged(event.target.value))}
          />
        )}
      </FieldFrame>
      {check.ok ? (
        <p className="muted" role="status">
          <FormattedMessage id={changed ? 'platformConfiguration.problems.valid' : 'platformConfiguration.problems.unchanged'} />
        </p>
      ) : (
        <ProblemList headingId="config-draft-problems" problems={check.problems} />
      )}
      {serverProblems.length > 0 ? (
        <ProblemList headingId="config-server-problems" problems={serverProblems.map(([field, message]) => ({ path: field.replace(/^config\.?/, ''), message }))} />
      ) : null}
      <TextInputField
        label={intl.formatMessage({ id: 'platformConfiguration.reason.label' })}
        description={intl.formatMessage({ id: 'platformConfiguration.reason.help' })}
        name="reason"
        value={reason}
        onChange={setReason}
        error={reasonError ?? configRuleText(intl, mine?.status === 'failed' ? mine.error?.fieldErrors['reason'] : undefined)}
        isRequired
      />
      <div className="form-actions">
        <Button type="submit" className="button button--primary" isDisabled={busy || !check.ok || !changed}>
          <FormattedMessage id="platformConfiguration.save" />
        </Button>
        <Button className="button button--quiet" isDisabled={busy || !changed} onPress={() => dispatch(draftReset())}>
          <FormattedMessage id="platformConfiguration.reset" />
        </Button>
        <SubmitStatus
          busy={busy}
          busyText={intl.formatMessage({ id: 'platformConfiguration.saving' })}
          doneText={change.status === 'succeeded' ? intl.formatMessage({ id: 'platformConfiguration.saved' }, { version: config.currentVersion }) : null}
        />
      </div>
      {stale ? (
        <ErrorNotice>
          <FormattedMessage id="platformConfiguration.stale" />{' '}
          <Button className="button button--small" onPress={() => dispatch(configRequested())}>
            <FormattedMessage id="platformConfiguration.reload" />
          </Button>
        </ErrorNotice>
      ) : mine?.status === 'failed' && mine.error && serverProblems.length === 0 && !mine.error.fieldErrors['reason'] ? (
        <ErrorNotice>{errorText(mine.error)}</ErrorNotice>
      ) : null}
    </form>
  );
}
