import { useEffect } from 'react';
import { Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductPart } from '../../../../domain/product/productLifecycle';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectProduct } from '../productConfigurationSelectors';
import { productRequested } from '../productConfigurationSlice';
import { PartForm } from './PartForm';
import { PART_MESSAGES } from './productLabels';
import { TestResults } from './DraftPanel';

/** The editor of one part of a product's draft, with the draft's test results after each save. */
export function PartEditorPage({ productId, part }: { productId: string; part: ProductPart }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const loaded = useAppSelector(selectProduct);
  const product = loaded.details?.id === productId ? loaded.details : null;
  const partName = intl.formatMessage({ id: PART_MESSAGES[part] });
  const draft = product?.draft ?? null;
  const title = product && draft ? intl.formatMessage({ id: 'products.editTitle' }, { part: partName, code: product.code, version: draft.version }) : partName;
  useScreenName(title);
  useEffect(() => {
    dispatch(productRequested({ productId }));
  }, [dispatch, productId]);
  return (
    <div className="page">
      <p>
        <Link href={`/back-office/products/${encodeURIComponent(productId)}`}>{product ? `${product.code} · ${product.name}` : productId}</Link>
      </p>
      <h1>{title}</h1>
      {loaded.status === 'loading' && !product ? (
        <LoadingNotice>
          <FormattedMessage id="products.loading" />
        </LoadingNotice>
      ) : null}
      {loaded.status === 'failed' && loaded.error ? <ErrorNotice>{errorText(loaded.error)}</ErrorNotice> : null}
      {product && !draft ? (
        <p>
          <FormattedMessage id="products.noDraftToEdit" />
        </p>
      ) : null}
      {product && draft ? (
        <>
          <PartForm key={`${part}-${draft.revision}`} productId={productId} part={part} draft={draft} />
          <section className="panel" aria-labelledby="part-tests-heading">
            <h2 id="part-tests-heading">
              <FormattedMessage id="products.testResults" />
            </h2>
            <TestResults draft={draft} />
          </section>
        </>
      ) : null}
    </div>
  );
}
