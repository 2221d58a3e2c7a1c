import { useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { PERMISSIONS } from '../../../../domain/permissions';
import type { RosterImportKind } from '../../../../domain/roster/rosterImport';
import { SelectField } from '../../../components/SelectField';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useAppDispatch } from '../../../hooks';
import { holdFile } from '../../../core/files/heldFiles';
import { importStartRequested } from '../rosterImportsSlice';

/**
 * The first step: the kind of file and the file. OneRoster (which also makes groups and assigns
 * their teachers) is offered only to account administrators (ACCOUNT_USERS_MANAGE), as the server rules.
 */
export function ImportFileForm() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const terms = useAccountTerms();
  const mayImportOneRoster = useAuthority(PERMISSIONS.ACCOUNT_USERS_MANAGE);
  const kinds: RosterImportKind[] = mayImportOneRoster ? ['oneRoster', 'examineeCsv'] : ['examineeCsv'];
  const [kind, setKind] = useState<RosterImportKind>(kinds[0] ?? 'examineeCsv');
  const [file, setFile] = useState<File | null>(null);
  return (
    <form
      className="panel form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) return;
        dispatch(importStartRequested({ kind, fileKey: holdFile(file), fileName: file.name, sizeBytes: file.size }));
      }}
    >
      <SelectField
        label={intl.formatMessage({ id: 'rosterImports.kind' })}
        name="kind"
        value={kind}
        options={kinds.map((value) => ({ value, label: intl.formatMessage({ id: `rosterImports.kind.${value}` }, terms) }))}
        onChange={(value) => setKind(value === 'oneRoster' ? 'oneRoster' : 'examineeCsv')}
      />
      <div className="field">
        <FileTrigger acceptedFileTypes={kind === 'oneRoster' ? ['.zip', 'application/zip'] : ['.csv', 'text/csv']} onSelect={(files) => setFile(files?.[0] ?? null)}>
          <Button className="button">
            <FormattedMessage id="rosterImports.file" />
          </Button>
        </FileTrigger>{' '}
        <span data-testid="import-file-name">{file?.name}</span>
      </div>
      <div className="form-actions">
        <Button type="submit" className="button button--primary" isDisabled={!file}>
          <FormattedMessage id="rosterImports.upload" />
        </Button>
      </div>
    </form>
  );
}
