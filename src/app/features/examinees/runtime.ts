/** The examinees feature's slices and sagas: a chunk loaded with its first screen (core/feature/featureModule.ts). */
import type { FeatureRuntime } from '../../core/feature/featureModule';
import { examineeEditsSaga } from './examineeEditsSaga';
import { examineeEditsReducer } from './examineeEditsSlice';
import { examineesSaga } from './examineesSaga';
import { examineesReducer } from './examineesSlice';
import { formPickerSaga } from './formPickerSaga';
import { formPickerReducer } from './formPickerSlice';

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { examinees: examineesReducer, examineeEdits: examineeEditsReducer, formPicker: formPickerReducer };

/** The feature's slices, by state key, and its sagas. */
export const RUNTIME: FeatureRuntime<typeof reducers> = { reducers, sagas: [examineesSaga, examineeEditsSaga, formPickerSaga] };
