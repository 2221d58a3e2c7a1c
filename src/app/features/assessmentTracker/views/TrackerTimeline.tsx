import { FormattedMessage, useIntl } from 'react-intl';
import type { TrackerEvent } from '../../../../contract/services/assessmentTracker';
import type { LicensedReportType } from '../../../../contract/reportTypes';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { REPORT_TYPE_MESSAGES } from '../../reports/views/reportLabels';
import { EVENT_MESSAGES, SUBJECT_MESSAGES } from './trackerText';

/**
 * Who did an event: a user of the account by name; staff (whose events carry their stated reason)
 * by name as Q-global staff, or as Q-global staff when the name is gone; nobody for the respondent or a job.
 */
function Actor({ event }: { event: TrackerEvent }) {
  if (event.reason) return event.actor ? <FormattedMessage id="tracker.timeline.byStaffMember" values={{ name: event.actor }} /> : <FormattedMessage id="tracker.timeline.byStaff" />;
  return event.actor ? <FormattedMessage id="tracker.timeline.by" values={{ name: event.actor }} /> : null;
}

const isReportType = (detail: string): detail is LicensedReportType => Object.hasOwn(REPORT_TYPE_MESSAGES, detail);

/** An event's detail in the UI language where it is a report type; a delivery's SMTP error as the server wrote it. */
function Detail({ event }: { event: TrackerEvent }) {
  if (!event.detail) return null;
  const detail = event.detail;
  return <>{' · '}{event.subject === 'report' && isReportType(detail) ? <FormattedMessage id={REPORT_TYPE_MESSAGES[detail]} /> : detail}</>;
}

/** The assessment's lifecycle, oldest first, as an ordered list; each time in the user's time zone and format. */
export function TrackerTimeline({ events }: { events: readonly TrackerEvent[] }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <section className="panel" aria-labelledby="tracker-timeline-heading">
      <h2 id="tracker-timeline-heading">
        <FormattedMessage id="tracker.timeline.heading" />
      </h2>
      <ol className="timeline" aria-labelledby="tracker-timeline-heading">
        {events.map((event, index) => {
          const actor = <Actor event={event} />;
          return (
            <li key={`${event.at}-${event.kind}-${event.subjectId}-${index}`} className="timeline__event">
              <time dateTime={event.at} className="timeline__time">
                {format.dateTime(event.at)}
              </time>{' '}
              <strong>
                <FormattedMessage id={EVENT_MESSAGES[event.kind]} />
              </strong>
              {' · '}
              {intl.formatMessage({ id: SUBJECT_MESSAGES[event.subject] }, { id: event.subjectId })}
              <Detail event={event} />
              {event.actor || event.reason ? <> {actor}</> : null}
              {event.reason ? (
                <p className="muted timeline__reason">
                  <FormattedMessage id="tracker.timeline.reason" values={{ reason: event.reason }} />
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
