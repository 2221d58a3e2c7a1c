import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductProgress, ScaleProgress } from '../../../../domain/progress';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { DownloadButtonLink } from '../../../components/DownloadButtonLink';
import { ErrorNotice } from '../../../components/Notices';
import { TableScroller } from '../../../components/TableScroller';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectExamineeProgress, selectProgressReportUrl } from '../progressSelectors';
import { progressReportRequested, progressRequested } from '../progressSlice';
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
      ) : null}
      {/* One administration says so whether or not the scale publishes a reliability: no change of any kind can be judged yet. */}
      {scale.points.length < 2 ? (
        <p className="hint">
          <FormattedMessage id="progress.single" />
        </p>
      ) : null}
      {scale.reliability ? null : (
        <p className="hint">
          <FormattedMessage id="progress.noReliability" />
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
      {scale.clinicalCutoff ? (
        <p className="hint">
          <FormattedMessage id="progress.cutoffSource" values={{ cutoff: format.number(scale.clinicalCutoff.value), source: scale.clinicalCutoff.source }} />
        </p>
      ) : null}
    </figure>
  );
}

/** The assessment a product's progress report is generated from: the latest scored one (points are oldest first). */
function latestAssessmentId(product: ProductProgress): number | null {
  const latest = product.scales
    .map((scale) => scale.points.at(-1))
    .filter((point) => point !== undefined)
    .sort((a, b) => (a.administrationDate === b.administrationDate ? a.assessmentId - b.assessmentId : a.administrationDate < b.administrationDate ? -1 : 1))
    .at(-1);
  return latest?.assessmentId ?? null;
}

/** "Generate progress report" of a product, and the download of the one generated. */
function ProgressReportActions({ examineeRecordId, product }: { examineeRecordId: number; product: ProductProgress }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const state = useAppSelector(selectExamineeProgress).reports[product.productId];
  const report = state?.report ?? null;
  const downloadUrl = useAppSelector((root) => (report ? selectProgressReportUrl(root, report.id) : null));
  const assessmentId = latestAssessmentId(product);
  const busy = state?.status === 'loading';
  const key = `progress-${product.productId}-report`;
  if (assessmentId === null) return null;
  return (
    <div className="progress-report">
      <Button
        className="button"
        isDisabled={busy}
        aria-describedby={`progress-${product.productId}-heading`}
        onPress={() => dispatch(progressReportRequested({ examineeRecordId, productId: product.productId, assessmentId }))}
      >
        <FormattedMessage id="progress.generateReport" />
      </Button>
      <span role="status" id={key}>
        {busy ? intl.formatMessage({ id: 'progress.generatingReport' }) : state?.status === 'succeeded' ? intl.formatMessage({ id: 'progress.reportGenerated' }) : ''}
      </span>
      {report && downloadUrl ? (
        <DownloadButtonLink href={downloadUrl} fileName={report.fileName} describedBy={key}>
          <FormattedMessage id="progress.downloadReport" values={{ product: product.productCode }} />
        </DownloadButtonLink>
      ) : null}
      {state?.status === 'failed' && state.error ? <ErrorNotice title={intl.formatMessage({ id: 'progress.reportFailed' })}>{errorText(state.error)}</ErrorNotice> : null}
    </div>
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
          <ProgressReportActions examineeRecordId={examineeRecordId} product={product} />
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
