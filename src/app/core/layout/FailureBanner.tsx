import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { selectLastFailure } from '../app/appSelectors';
import { failureDismissed } from '../app/appSlice';

/** Tells the user when something failed unexpectedly, without hiding the page. */
export function FailureBanner() {
  const dispatch = useAppDispatch();
  const failure = useAppSelector(selectLastFailure);
  if (!failure) return null;
  return (
    <div className="notice notice--error banner" role="alert">
      <p>
        <FormattedMessage id="common.something" values={{ message: failure.error.message }} />
      </p>
      <button type="button" className="button button--quiet" onClick={() => dispatch(failureDismissed())}>
        <FormattedMessage id="common.dismiss" />
      </button>
    </div>
  );
}
