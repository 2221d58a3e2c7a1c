import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ColumnMapping, mappingProblems } from '../../../../domain/roster/columnMapping';
import { IMPORT_FIELDS } from '../../../../domain/roster/importedExaminee';
import { ErrorNotice } from '../../../components/Notices';
import { SelectField } from '../../../components/SelectField';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useAppDispatch } from '../../../hooks';
import { importDryRunRequested } from '../rosterImportsSlice';

/** An examinee CSV's columns: the offered mapping (saved or guessed by the server), changed by the user, checked by the domain's rule. */
export function MappingForm({ headers, offered, busy }: { headers: string[]; offered: ColumnMapping; busy: boolean }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const terms = useAccountTerms();
  const [mapping, setMapping] = useState<ColumnMapping>(offered);
  const [problems, setProblems] = useState<string[]>([]);
  // The domain's problems start with the field they are about (`examineeId: …`): shown in the user's words.
  const fieldLabel = (field: string) => {
    const known = IMPORT_FIELDS.find((candidate) => candidate === field);
    return known ? intl.formatMessage({ id: `rosterImports.field.${known}` }, terms) : field;
  };
  return (
    <form
      className="panel form"
      aria-labelledby="import-mapping-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = mappingProblems(mapping, headers);
        setProblems(found);
        if (found.length === 0) dispatch(importDryRunRequested({ mapping }));
      }}
    >
      <h2 id="import-mapping-heading">
        <FormattedMessage id="rosterImports.mapping" />
      </h2>
      <p>
        <FormattedMessage id="rosterImports.mappingIntro" />
      </p>
      {problems.length > 0 ? (
        <ErrorNotice>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{intl.formatMessage({ id: 'rosterImports.mappingProblem' }, { field: fieldLabel(problem.split(':')[0] ?? '') })}</li>
            ))}
          </ul>
        </ErrorNotice>
      ) : null}
      {IMPORT_FIELDS.map((field) => (
        <SelectField
          key={field}
          label={intl.formatMessage({ id: `rosterImports.field.${field}` }, terms)}
          name={field}
          value={mapping[field] ?? ''}
          placeholder={intl.formatMessage({ id: 'rosterImports.notMapped' })}
          options={headers.map((header) => ({ value: header, label: header }))}
          onChange={(header) => setMapping((current) => ({ ...current, [field]: header === '' ? undefined : header }))}
        />
      ))}
      <div className="form-actions">
        <Button type="submit" className="button button--primary" isDisabled={busy}>
          <FormattedMessage id="rosterImports.dryRun" />
        </Button>
      </div>
    </form>
  );
}
