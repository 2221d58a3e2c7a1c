import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AssessmentTracker } from '../../../../contract/services/assessmentTracker';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch } from '../../../hooks';
import { trackerDialogOpened } from '../assessmentTrackerSlice';
import { STATUS_MESSAGES } from './trackerText';

/** A "Hidden" placeholder for examinee data not revealed. */
const Hidden = () => (
  <span className="muted">
    <FormattedMessage id="tracker.summary.hidden" />
  </span>
);

/** The assessment's facts, its examinee (hidden until revealed) and its responses when revealed; with the reveal and status actions. */
export function TrackerSummary({ tracker }: { tracker: AssessmentTracker }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const format = useFormatters();
  const { assessment, revealed } = tracker;
  const responses = revealed ? Object.entries(revealed.responses) : [];
  return (
    <section className="panel" aria-labelledby="tracker-summary-heading">
      <h2 id="tracker-summary-heading">
        <FormattedMessage id="tracker.summary.heading" />
      </h2>
      <dl className="details">
        <dt>
          <FormattedMessage id="tracker.summary.account" />
        </dt>
        <dd>{`${tracker.accountName} (${tracker.accountId})`}</dd>
        <dt>
          <FormattedMessage id="tracker.summary.form" />
        </dt>
        <dd>{`${assessment.productName} (v${assessment.productVersion})`}</dd>
        <dt>
          <FormattedMessage id="tracker.summary.status" />
        </dt>
        <dd>
          <FormattedMessage id={STATUS_MESSAGES[assessment.status]} />
          {assessment.deletedAt ? ` · ${intl.formatMessage({ id: 'tracker.summary.deletedOn' }, { date: format.dateTime(assessment.deletedAt) })}` : null}
        </dd>
        <dt>
          <FormattedMessage id="tracker.summary.date" />
        </dt>
        <dd>{format.date(assessment.administrationDate)}</dd>
        <dt>
          <FormattedMessage id="tracker.summary.examinee" />
        </dt>
        <dd>{revealed ? `${revealed.lastName}, ${revealed.firstName}` : <Hidden />}</dd>
        <dt>
          <FormattedMessage id="tracker.summary.examineeId" />
        </dt>
        <dd>{revealed ? revealed.examineeId : <Hidden />}</dd>
        <dt>
          <FormattedMessage id="tracker.summary.birthDate" />
        </dt>
        <dd>{revealed ? (revealed.birthDate === null ? '—' : format.date(revealed.birthDate)) : <Hidden />}</dd>
      </dl>
      <h3>
        <FormattedMessage id="tracker.responses.heading" />
      </h3>
      {!revealed ? (
        <p className="muted">
          <FormattedMessage id="tracker.responses.hidden" />
        </p>
      ) : responses.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="tracker.responses.none" />
        </p>
      ) : (
        <dl className="details">
          {responses.map(([item, value]) => (
            <div key={item}>
              <dt>{item}</dt>
              <dd>{format.number(value)}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="form-actions">
        {revealed ? null : (
          <Button className="button" onPress={() => dispatch(trackerDialogOpened('reveal'))}>
            <FormattedMessage id="tracker.reveal.open" />
          </Button>
        )}
        <Button className="button" onPress={() => dispatch(trackerDialogOpened('status'))}>
          <FormattedMessage id="tracker.update.open" />
        </Button>
      </div>
    </section>
  );
}
