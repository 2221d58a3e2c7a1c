/**
 * "Export CSV": saves the assessments matching the list's filter as CSV for research (responses,
 * scores, bands and flags, with the account's labels; assessment.exportAssessmentsCsv): one CSV
 * when the filter names a form, a ZIP of one CSV per form otherwise. Dispatches and selects only.
 */
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice } from '../../../components/Notices';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { csvExportRequested } from '../assessmentCsvExportSlice';
import { selectAssessmentCsvExport, selectAssessmentFilter } from '../assessmentListSelectors';

/** The export button, with its progress and error. */
export function ExportCsvButton() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const filter = useAppSelector(selectAssessmentFilter);
  const state = useAppSelector(selectAssessmentCsvExport);
  const busy = state.status === 'loading';
  return (
    <div className="toolbar__action">
      <Button className="button" isDisabled={busy} onPress={() => dispatch(csvExportRequested({ filter }))}>
        <FormattedMessage id={busy ? 'assessmentList.exportingCsv' : 'assessmentList.exportCsv'} />
      </Button>
      {state.status === 'failed' && state.error ? (
        <ErrorNotice title={intl.formatMessage({ id: 'assessmentList.exportCsvFailed' })}>{errorText(state.error)}</ErrorNotice>
      ) : null}
    </div>
  );
}
