import type { AppError } from '../../../client/appError';
import type { FeaturesState } from './featuresSlice';

/** What these selectors read: the `features` slice. */
interface WithFeatures {
  features: FeaturesState;
}

/** The features whose sagas are running. */
export const selectLoadedFeatures = (state: WithFeatures): readonly string[] => state.features.loaded;

/** The first failure to load one of `names`, or null. */
export const selectFeatureLoadFailure = (state: WithFeatures, names: readonly string[]): AppError | null =>
  names.map((name) => state.features.failed[name]).find((error) => error !== undefined) ?? null;

/** Whether all of `names` are loaded. */
export const selectFeaturesLoaded = (state: WithFeatures, names: readonly string[]): boolean => names.every((name) => state.features.loaded.includes(name));
