import { Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductDetails, ProductVersionDetail } from '../../../../contract/services/productConfiguration';
import { PRODUCT_PARTS } from '../../../../domain/product/productLifecycle';
import { useAppDispatch } from '../../../hooks';
import { decisionRequested } from '../productConfigurationSlice';
import { EDIT_PART_MESSAGES } from './productLabels';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { PRODUCT_REASON_WORDS } from './reasonWords';

/** The test case results of a draft: passed or failed, with each mismatch. */
export function TestResults({ draft }: { draft: ProductVersionDetail }) {
  if (draft.testResults.length === 0) {
    return (
      <p>
        <FormattedMessage id="products.noTestCases" />
      </p>
    );
  }
  return (
    <ul className="link-list">
      {draft.testResults.map((result) => (
        <li key={result.testCaseId}>
          <strong className={result.passed ? 'product-result--passed' : 'product-result--failed'}>
            <FormattedMessage id={result.passed ? 'products.passed' : 'products.failed'} />
          </strong>{' '}
          <code>{result.testCaseId}</code> {result.name}
          {result.mismatches.length > 0 ? (
            <ul>
              {result.mismatches.map((mismatch) => (
                <li key={mismatch.field}>
                  <FormattedMessage
                    id="products.mismatch"
                    values={{ field: <code>{mismatch.field}</code>, expected: <code>{mismatch.expected}</code>, actual: <code>{mismatch.actual}</code> }}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The draft of a product: its test cases, publish and discard, and a link to edit each part. */
export function DraftPanel({ product, draft }: { product: ProductDetails; draft: ProductVersionDetail }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const failing = draft.testResults.filter((result) => !result.passed).length;
  const refusal = draft.testResults.length === 0 ? intl.formatMessage({ id: 'products.publishNoTests' }) : failing > 0 ? intl.formatMessage({ id: 'products.publishFailing' }, { count: failing }) : null;
  return (
    <section className="panel" aria-labelledby="product-draft-heading">
      <h2 id="product-draft-heading">
        <FormattedMessage id="products.draft" values={{ version: draft.version }} />
      </h2>
      <h3>
        <FormattedMessage id="products.testResults" />
      </h3>
      <TestResults draft={draft} />
      <div className="product-actions">
        <ReasonDialog
          words={PRODUCT_REASON_WORDS}
          primary
          label={intl.formatMessage({ id: 'products.publish' }, { version: draft.version })}
          text={intl.formatMessage({ id: 'products.publishText' }, { version: draft.version })}
          isDisabled={!draft.publishable}
          describedBy={refusal ? 'publish-refusal' : undefined}
          onConfirm={(reason) => dispatch(decisionRequested({ productId: product.id, decision: 'publish', reason, revision: draft.revision }))}
        />
        <ReasonDialog
          words={PRODUCT_REASON_WORDS}
          label={intl.formatMessage({ id: 'products.discard' })}
          text={intl.formatMessage({ id: 'products.discardText' })}
          onConfirm={(reason) => dispatch(decisionRequested({ productId: product.id, decision: 'discard', reason }))}
        />
      </div>
      {refusal ? (
        <p id="publish-refusal" className="muted">
          {refusal}
        </p>
      ) : null}
      <h3>
        <FormattedMessage id="products.parts" />
      </h3>
      <ul className="link-list">
        {PRODUCT_PARTS.map((part) => (
          <li key={part}>
            <Link href={`/back-office/products/${encodeURIComponent(product.id)}/draft/${part}`}>
              <FormattedMessage id={EDIT_PART_MESSAGES[part]} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
