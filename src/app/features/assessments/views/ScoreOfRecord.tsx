import { formatDateTime } from '../../../components/format';
import { useAppSelector } from '../../../hooks';
import { selectIsDirty, selectScoreOfRecord } from '../assessmentsSelectors';
import { FlagList } from './FlagList';
import { ScaleTable } from './ScaleTable';

/** The score of record of a scored assessment, with the instrument's attribution line. */
export function ScoreOfRecord() {
  const record = useAppSelector(selectScoreOfRecord);
  const dirty = useAppSelector(selectIsDirty);
  if (!record) return null;
  return (
    <section className="panel score-of-record" aria-labelledby="score-of-record-heading">
      <h2 id="score-of-record-heading">Score of record</h2>
      {record.scoredAt ? <p className="muted">Scored {formatDateTime(record.scoredAt)}</p> : null}
      {dirty ? <p className="notice notice--warning">Responses changed since scoring. Score again to update the score of record.</p> : null}
      <ScaleTable scales={record.scales} caption="Score of record by scale" provisional={false} />
      <h3>Flags</h3>
      <FlagList flags={record.flags} />
      <p className="attribution">{record.attribution}</p>
    </section>
  );
}
