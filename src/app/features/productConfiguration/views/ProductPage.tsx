import { useEffect } from 'react';
import { Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectProduct } from '../productConfigurationSelectors';
import { decisionRequested, newDraftRequested, productRequested } from '../productConfigurationSlice';
import { ChangeStatus } from './ChangeStatus';
import { DraftPanel } from './DraftPanel';
import { PreviewPanel } from './PreviewPanel';
import { STATE_MESSAGES } from './productLabels';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { PRODUCT_REASON_WORDS } from './reasonWords';
import { VersionsTable } from './VersionsTable';

/** One product: its state, its versions, its draft (test cases, publish, parts, preview) and its lifecycle actions. */
export function ProductPage({ productId }: { productId: string }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const formatters = useFormatters();
  const loaded = useAppSelector(selectProduct);
  const product = loaded.details?.id === productId ? loaded.details : null;
  const title = product ? `${product.code} · ${product.name}` : intl.formatMessage({ id: 'products.summary' });
  useScreenName(title);
  useEffect(() => {
    dispatch(productRequested({ productId }));
  }, [dispatch, productId]);
  const newest = product?.versions[0]?.version ?? null;
  return (
    <div className="page">
      <p>
        <Link href="/back-office/products">
          <FormattedMessage id="products.back" />
        </Link>
      </p>
      <h1>{title}</h1>
      {loaded.status === 'loading' && !product ? (
        <LoadingNotice>
          <FormattedMessage id="products.loading" />
        </LoadingNotice>
      ) : null}
      {loaded.status === 'failed' && loaded.error ? <ErrorNotice>{errorText(loaded.error)}</ErrorNotice> : null}
      {product ? (
        <>
          <ChangeStatus productId={product.id} />
          <section className="panel" aria-labelledby="product-summary-heading">
            <h2 id="product-summary-heading">
              <FormattedMessage id="products.summary" />
            </h2>
            <dl className="details">
              <dt>
                <FormattedMessage id="products.col.state" />
              </dt>
              <dd>
                <FormattedMessage id={STATE_MESSAGES[product.state]} />
              </dd>
              <dt>
                <FormattedMessage id="products.col.published" />
              </dt>
              <dd>{product.publishedVersion ?? intl.formatMessage({ id: 'products.noValue' })}</dd>
              <dt>
                <FormattedMessage id="products.col.assessments" />
              </dt>
              <dd>{product.assessmentCount}</dd>
            </dl>
            {product.retiredAt ? (
              <p>
                <FormattedMessage
                  id="products.retiredBy"
                  values={{ who: product.retiredBy ?? '', when: formatters.dateTime(product.retiredAt), reason: product.retirementReason ?? '' }}
                />
              </p>
            ) : null}
            <div className="product-actions">
              {!product.draft && newest !== null ? (
                <ReasonDialog
                  words={PRODUCT_REASON_WORDS}
                  label={intl.formatMessage({ id: 'products.newDraft' }, { version: newest })}
                  text={intl.formatMessage({ id: 'products.newDraftText' }, { version: newest })}
                  onConfirm={(reason) => dispatch(newDraftRequested({ productId, fromVersion: newest, reason }))}
                />
              ) : null}
              {product.state === 'published' ? (
                <ReasonDialog
                  words={PRODUCT_REASON_WORDS}
                  label={intl.formatMessage({ id: 'products.retire' })}
                  text={intl.formatMessage({ id: 'products.retireText' })}
                  onConfirm={(reason) => dispatch(decisionRequested({ productId, decision: 'retire', reason }))}
                />
              ) : null}
              {product.state === 'retired' ? (
                <ReasonDialog
                  words={PRODUCT_REASON_WORDS}
                  label={intl.formatMessage({ id: 'products.reinstate' })}
                  text={intl.formatMessage({ id: 'products.reinstateText' })}
                  onConfirm={(reason) => dispatch(decisionRequested({ productId, decision: 'reinstate', reason }))}
                />
              ) : null}
            </div>
          </section>
          {product.draft ? (
            <DraftPanel product={product} draft={product.draft} />
          ) : (
            <p>
              <FormattedMessage id="products.noDraft" />
            </p>
          )}
          <VersionsTable product={product} />
          {product.draft ? <PreviewPanel key={product.draft.revision} product={product} draft={product.draft} /> : null}
        </>
      ) : null}
    </div>
  );
}
