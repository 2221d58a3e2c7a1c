import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductProgress, ScaleProgress } from '../../../../domain/progress';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { TableScroller } from '../../../components/TableScroller';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectExamineeProgress } from '../progressSelectors';
import { progressRequested } from '../progressSlice';
import { changeStatement } from './changeStatement';
import { ProgressChart } from './ProgressChart';

/** One headline scale: the chart, the reliable change from first to last, and the table alternative. */
function ScaleProgressView({ product, scale }: { product: ProductProgress; scale: ScaleProgress }) {
  const intl = useIntl();
  const format = useFormatters();
  const key = `progress-${product.productId}-${scale.scaleId}`;
  const title = product.scales.length > 1 ? `${product.productCode}: ${scale.name}` : scale.name;
  const changeTo = new Map(scale.changes.map((change) => [change.toAssessmentId, change]));
  return (
    <figure className="progress-scale" aria-labelledby={`${key}-title`}>
      <figcaption id={`${key}-title`}>{title}</figcaption>
      <ProgressChart scale={scale} titleId={`${key}-title`} />
      {scale.overall ? (
        <p className="progress-statement">
          <strong>
            <FormattedMessage id="progress.overall" values={{ from: format.date(scale.overall.fromDate), to: format.date(scale.overall.toDate) }} />
          </strong>{' '}
          {changeStatement(scale.overall, intl, format)}
        </p>
      ) : (
        <p className="hint">
          <FormattedMessage id={scale.reliability ? 'progress.single' : 'progress.noReliability'} />
        </p>
      )}
      <TableScroller labelledBy={`${key}-title`}>
        <table className="table">
          <caption className="visually-hidden">{intl.formatMessage({ id: 'progress.tableCaption' }, { scale: title })}</caption>
          <ColumnHeaders columns={['progress.date', 'progress.score', 'progress.band', scale.reliability ? 'progress.change' : false]} />
          <tbody>
            {scale.points.map((point) => {
              const change = changeTo.get(point.assessmentId);
              return (
                <tr key={point.assessmentId}>
                  <th scope="row">{format.date(point.administrationDate)}</th>
                  <td>{format.number(point.raw)}</td>
                  <td>{point.band ?? '—'}</td>
                  {scale.reliability ? <td>{change ? changeStatement(change, intl, format) : '—'}</td> : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroller>
      {scale.reliability ? (
        <p className="hint">
          <FormattedMessage id="progress.method" values={{ source: scale.reliability.source }} />
        </p>
      ) : null}
    </figure>
  );
}

/** The examinee's progress per instrument (the examinee's page); nothing until there is a score. */
export function ProgressSection({ examineeRecordId }: { examineeRecordId: number }) {
  const dispatch = useAppDispatch();
  const progress = useAppSelector(selectExamineeProgress);
  useEffect(() => {
    dispatch(progressRequested({ examineeRecordId }));
  }, [dispatch, examineeRecordId]);
  if (progress.examineeRecordId !== examineeRecordId || progress.status !== 'succeeded' || progress.products.length === 0) return null;
  return (
    <section className="section" aria-labelledby="progress-heading">
      <h2 id="progress-heading">
        <FormattedMessage id="progress.heading" />
      </h2>
      {progress.products.map((product) => (
        <section key={product.productId} className="progress-product" aria-labelledby={`progress-${product.productId}-heading`}>
          <h3 id={`progress-${product.productId}-heading`}>{product.productName}</h3>
          {product.scales
            .filter((scale) => scale.points.length > 0)
            .map((scale) => (
              <ScaleProgressView key={scale.scaleId} product={product} scale={scale} />
            ))}
        </section>
      ))}
    </section>
  );
}
