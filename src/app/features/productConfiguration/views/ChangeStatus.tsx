import { Button } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectProductChange, selectStaleDraft } from '../productConfigurationSelectors';
import { productRequested } from '../productConfigurationSlice';
import { ProblemList } from './ProblemList';

/**
 * The outcome of the last change of a product: a 409 (someone else changed the draft) with a way
 * to reload it, another refusal with its problems (those not shown at a field of the form), or
 * that it is done (unless the form says so beside its button: `sayDone` false).
 */
export function ChangeStatus({ productId, shownAt, sayDone = true }: { productId: string; shownAt?: (field: string) => boolean; sayDone?: boolean }) {
  const dispatch = useAppDispatch();
  const change = useAppSelector(selectProductChange);
  const stale = useAppSelector(selectStaleDraft);
  if (stale) {
    return (
      <div className="notice notice--error" role="alert">
        <p>
          <FormattedMessage id="products.stale" />
        </p>
        <Button className="button" onPress={() => dispatch(productRequested({ productId }))}>
          <FormattedMessage id="products.reload" />
        </Button>
      </div>
    );
  }
  if (change.status === 'failed' && change.error) return <ProblemList error={change.error} {...(shownAt ? { shownAt } : {})} />;
  if (!sayDone) return null;
  if (change.status === 'loading') {
    return (
      <p role="status">
        <FormattedMessage id="products.working" />
      </p>
    );
  }
  return <p role="status">{change.status === 'succeeded' ? <FormattedMessage id="products.done" /> : null}</p>;
}
