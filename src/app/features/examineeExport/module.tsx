/**
 * The examinee export (issue #19): "Export as CSV" of the examinee list and of a group. It has no
 * screen of its own: `ExportExamineesButton` (views/ExportExamineesButton.tsx) is shown on the
 * examinee list, and on a group's page where the lead mounts it with the group's id.
 */
import type { FeatureModule } from '../../core/feature/featureModule';
import { examineeExportReducer } from './examineeExportSlice';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { examineeExport: examineeExportReducer };

/** The examinee export feature's module: a slice, its saga and its words; no route, no menu entry. */
export const examineeExportFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'examineeExport',
  reducers,
  load: () => import(/* webpackChunkName: "examineeExport-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: [],
  messages: MESSAGES,
  routes: [],
  menu: [],
};
