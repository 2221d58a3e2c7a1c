import { Button } from 'react-aria-components';
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
        Something went wrong: {failure.error.message} Reload the page if the problem persists.
      </p>
      <Button className="button button--quiet" onPress={() => dispatch(failureDismissed())}>
        Dismiss
      </Button>
    </div>
  );
}
