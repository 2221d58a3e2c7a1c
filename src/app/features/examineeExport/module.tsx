/**
 * The examinee export (issue #19): "Export as CSV" of the examinee list and of a group. It has no
 * screen of its own: `ExportExamineesButton` (views/ExportExamineesButton.tsx) is shown on the
 * examinee list, and on a group's page where the lead mounts it with the group's id.
 */
import type { FeatureModule } from '../../core/feature/featureModule';
import type { RUNTIME } from './runtime';
import { MESSAGES } from './messages';

/** The examinee export feature's module: a slice, its saga and its words; no route, no menu entry. */
export const examineeExportFeature: FeatureModule<(typeof RUNTIME)['reducers'], typeof MESSAGES.en_us> = {
  name: 'examineeExport',
  load: () => import(/* webpackChunkName: "examineeExport" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: [],
  messages: MESSAGES,
  routes: [],
  menu: [],
};
