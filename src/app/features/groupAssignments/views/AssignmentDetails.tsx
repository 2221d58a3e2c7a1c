import { Button } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectDownloadUrls, selectOpenedAssignment, selectReminder, selectReportOutcomes } from '../groupAssignmentsSelectors';
import { batchRequested, groupReportRequested, reminderRequested } from '../groupAssignmentsSlice';

/**
 * One assignment opened in the panel: each member's state; a reminder (remote links); the roster
 * sheet (class session); a batch of reports and the group report of the scored ones (through the
 * existing report operations).
 */
export function AssignmentDetails() {
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const format = useFormatters();
  const opened = useAppSelector(selectOpenedAssignment);
  const reminder = useAppSelector(selectReminder);
  const reports = useAppSelector(selectReportOutcomes);
  const urls = useAppSelector(selectDownloadUrls);
  if (opened.status === 'loading') {
    return (
      <LoadingNotice>
        <FormattedMessage id="common.loading" />
      </LoadingNotice>
    );
  }
  if (opened.error) return <ErrorNotice>{errorText(opened.error)}</ErrorNotice>;
  const details = opened.details;
  if (!details) return null;
  const { assignment } = details;
  const scored = details.scoredAssessmentIds;
  return (
    <section className="panel" aria-labelledby={`assignment-${assignment.id}`}>
      <h3 id={`assignment-${assignment.id}`}>
        {assignment.productCode} · {format.date(assignment.plannedDate)}
      </h3>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="groupAssignments.member" />
            </th>
            <th scope="col">
              <FormattedMessage id="groupAssignments.state" />
            </th>
          </tr>
        </thead>
        <tbody>
          {details.members.map((member) => (
            <tr key={member.assessmentId}>
              <th scope="row">
                <a href={`/assessments/${member.assessmentId}`}>{member.name}</a>
              </th>
              <td>
                <FormattedMessage id={`groupAssignments.state.${member.state}`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="actions">
        {assignment.mode === 'remoteLinks' ? (
          <Button className="button" isDisabled={reminder.status === 'loading'} onPress={() => dispatch(reminderRequested({ assignmentId: assignment.id }))}>
            <FormattedMessage id="groupAssignments.remind" />
          </Button>
        ) : null}
        {assignment.mode === 'classSession' && urls.rosterSheet ? (
          <a className="button" href={urls.rosterSheet} download={`roster-sheet-${assignment.id}.pdf`}>
            <FormattedMessage id="groupAssignments.rosterSheet" />
          </a>
        ) : null}
        <Button className="button" isDisabled={scored.length === 0 || reports.batch.status === 'loading'} onPress={() => dispatch(batchRequested({ assessmentIds: scored }))}>
          <FormattedMessage id="groupAssignments.batch" />
        </Button>
        <Button
          className="button"
          isDisabled={scored.length === 0 || reports.groupReport.status === 'loading'}
          onPress={() => dispatch(groupReportRequested({ title: `${details.groupName} – ${assignment.productCode} ${assignment.plannedDate}`, productId: assignment.productId, assessmentIds: scored }))}
        >
          <FormattedMessage id="groupAssignments.groupReport" />
        </Button>
      </p>
      {scored.length === 0 ? (
        <p className="hint">
          <FormattedMessage id="groupAssignments.noneScored" />
        </p>
      ) : null}
      {reminder.result ? (
        <p role="status">
          <FormattedMessage id="groupAssignments.reminded" values={{ count: reminder.result.reminded.length }} />
          {reminder.result.notReminded.length > 0 ? (
            <>
              {' '}
              <FormattedMessage id="groupAssignments.notReminded" values={{ names: reminder.result.notReminded.map((member) => member.name).join(', ') }} />
            </>
          ) : null}
        </p>
      ) : null}
      {reminder.error ? <ErrorNotice>{errorText(reminder.error)}</ErrorNotice> : null}
      {reports.batch.status === 'succeeded' ? (
        <p role="status">
          <a href="/report-batches">
            <FormattedMessage id="groupAssignments.batchStarted" />
          </a>
        </p>
      ) : null}
      {reports.batch.error ? <ErrorNotice>{errorText(reports.batch.error)}</ErrorNotice> : null}
      {urls.groupReport ? (
        <p role="status">
          <a href={urls.groupReport}>
            <FormattedMessage id="groupAssignments.groupReportReady" />
          </a>
        </p>
      ) : null}
      {reports.groupReport.error ? <ErrorNotice>{errorText(reports.groupReport.error)}</ErrorNotice> : null}
    </section>
  );
}
