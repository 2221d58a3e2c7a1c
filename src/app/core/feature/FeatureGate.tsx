import { type ReactNode, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorNotice, LoadingNotice } from '../../components/Notices';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { selectFeatureLoadFailure, selectFeaturesLoaded } from './featuresSelectors';
import { featuresRequested } from './featuresSlice';

/**
 * Shows `children` (a screen) once the features it needs are loaded (core/feature/featureModule.ts),
 * asking for them when they are not; until then a loading notice, or the failure to load them.
 * @param names the screen's features with everything they use (featureLoading.ts).
 */
export function FeatureGate({ names, children }: { names: readonly string[]; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const loaded = useAppSelector((state) => selectFeaturesLoaded(state, names));
  const failure = useAppSelector((state) => selectFeatureLoadFailure(state, names));
  useEffect(() => {
    if (!loaded) dispatch(featuresRequested({ names: [...names] }));
  }, [dispatch, names, loaded]);
  if (loaded) return <>{children}</>;
  if (failure) {
    return (
      <ErrorNotice>
        <FormattedMessage id="common.something" values={{ message: failure.message }} />
      </ErrorNotice>
    );
  }
  return (
    <LoadingNotice>
      <FormattedMessage id="common.loading" />
    </LoadingNotice>
  );
}
