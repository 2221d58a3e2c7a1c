import { useEffect } from 'react';
import { useAppDispatch } from '../../hooks';
import { screenShown } from '../app/appSlice';

/** Names the screen shown, for the page title ('Q-global | ' + name); `null` while the name is unknown. */
export function useScreenName(screenName: string | null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (screenName) dispatch(screenShown({ screenName }));
  }, [dispatch, screenName]);
}
