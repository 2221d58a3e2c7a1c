/**
 * The assessments feature's sagas (and the API modules they call): a chunk loaded with its first screen
 * (core/feature/featureModule.ts). Its slices stay in the module, in the store from the start.
 */
import type { FeatureRuntime } from '../../core/feature/featureModule';
import { assessmentsSaga } from './assessmentsSaga';
import { demographicsCheckSaga } from './demographicsCheckSaga';
import { entryDraftSaga } from './entryDraftSaga';
import { essayScoringSaga } from './essayScoringSaga';

/** The feature's sagas. */
export const RUNTIME: FeatureRuntime = { sagas: [assessmentsSaga, entryDraftSaga, essayScoringSaga, demographicsCheckSaga] };
