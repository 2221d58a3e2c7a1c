/** The assessments feature's slices and sagas: a chunk loaded with its first screen (core/feature/featureModule.ts). */
import type { FeatureRuntime } from '../../core/feature/featureModule';
import { assessmentsSaga } from './assessmentsSaga';
import { assessmentsReducer } from './assessmentsSlice';
import { demographicsCheckSaga } from './demographicsCheckSaga';
import { entryDraftSaga } from './entryDraftSaga';
import { essayScoringSaga } from './essayScoringSaga';

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { assessments: assessmentsReducer };

/** The feature's slices, by state key, and its sagas. */
export const RUNTIME: FeatureRuntime<typeof reducers> = { reducers, sagas: [assessmentsSaga, entryDraftSaga, essayScoringSaga, demographicsCheckSaga] };
