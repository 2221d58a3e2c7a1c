/**
 * "Export as CSV": saves the examinees the user sees (the list's search, or a group's members) as
 * a CSV file headed with the account's labels (assessment.exportExaminees). Dispatches and selects
 * only; shown on the examinee list, and mounted by the lead on a group's page with its id.
 */
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice } from '../../../components/Notices';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectExamineeExport } from '../examineeExportSelectors';
import { exportRequested } from '../examineeExportSlice';

/** Props: `groupId` exports that group's members; `search` narrows like the list's search. */
export interface ExportExamineesButtonProps {
  groupId?: number;
  search?: string;
}

/** The export button, with its progress and error (only for the export this button asked for). */
export function ExportExamineesButton({ groupId, search }: ExportExamineesButtonProps) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const terms = useAccountTerms();
  const errorText = useErrorText();
  const state = useAppSelector(selectExamineeExport);
  const trimmed = search?.trim() ?? '';
  const target = { ...(groupId === undefined ? {} : { groupId }), ...(trimmed === '' ? {} : { search: trimmed }) };
  const mine = state.target !== null && state.target.groupId === target.groupId && (state.target.groupId !== undefined || state.target.search === target.search);
  const busy = state.status === 'loading';
  return (
    <div className="toolbar__action">
      <Button className="button" isDisabled={busy} onPress={() => dispatch(exportRequested(target))}>
        <FormattedMessage id={busy && mine ? 'examineeExport.exporting' : 'examineeExport.button'} />
      </Button>
      {mine && state.status === 'failed' && state.error ? (
        <ErrorNotice title={intl.formatMessage({ id: 'examineeExport.failed' }, terms)}>{errorText(state.error)}</ErrorNotice>
      ) : null}
    </div>
  );
}
