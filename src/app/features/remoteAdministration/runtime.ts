/** The remoteAdministration feature's slices and sagas: a chunk loaded with its first screen (core/feature/featureModule.ts). */
import type { FeatureRuntime } from '../../core/feature/featureModule';
import { examineeEmailsSaga } from './examineeEmailsSaga';
import { examineeEmailsReducer } from './examineeEmailsSlice';
import { remoteAdministrationSaga } from './remoteAdministrationSaga';
import { remoteAdministrationReducer } from './remoteAdministrationSlice';

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { remoteAdministration: remoteAdministrationReducer, examineeEmails: examineeEmailsReducer };

/** The feature's slices, by state key, and its sagas. */
export const RUNTIME: FeatureRuntime<typeof reducers> = { reducers, sagas: [remoteAdministrationSaga, examineeEmailsSaga] };
