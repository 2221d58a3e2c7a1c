import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppSelector } from '../../../hooks';
import { selectIsDirty, selectScoreOfRecord } from '../assessmentsSelectors';
import { selectRecordScaleDetails } from '../scaleDetailsSelectors';
import { FlagList } from './FlagList';
import { ScaleTable } from './ScaleTable';
import { ScoreChanges } from './ScoreChanges';

/** The score of record of a scored assessment, with the instrument's attribution line. */
export function ScoreOfRecord() {
  const intl = useIntl();
  const format = useFormatters();
  const record = useAppSelector(selectScoreOfRecord);
  const dirty = useAppSelector(selectIsDirty);
  const details = useAppSelector(selectRecordScaleDetails);
  if (!record) return null;
  return (
    <section className="panel score-of-record" aria-labelledby="score-of-record-heading">
      <h2 id="score-of-record-heading">
        <FormattedMessage id="scoreOfRecord.title" />
      </h2>
      {record.scoredAt ? (
        <p className="muted">
          <FormattedMessage id="scoreOfRecord.scoredAt" values={{ dateTime: format.dateTime(record.scoredAt) }} />
        </p>
      ) : null}
      {dirty ? (
        <p className="notice notice--warning">
          <FormattedMessage id="scoreOfRecord.changed" />
        </p>
      ) : null}
      <ScaleTable scales={record.scales} caption={intl.formatMessage({ id: 'scoreOfRecord.caption' })} provisional={false} details={details} />
      <ScoreChanges />
      <h3>
        <FormattedMessage id="scoreOfRecord.flags" />
      </h3>
      <FlagList flags={record.flags} />
      <p className="attribution">{record.attribution}</p>
    </section>
  );
}
