/**
 * The examinees feature's sagas (and the API modules they call): a chunk loaded with its first screen
 * (core/feature/featureModule.ts). Its slices stay in the module, in the store from the start.
 */
import type { FeatureRuntime } from '../../core/feature/featureModule';
import { examineeEditsSaga } from './examineeEditsSaga';
import { examineesSaga } from './examineesSaga';
import { formPickerSaga } from './formPickerSaga';
import { progressSaga } from './progressSaga';

/** The feature's sagas. */
export const RUNTIME: FeatureRuntime = { sagas: [examineesSaga, examineeEditsSaga, formPickerSaga, progressSaga] };
