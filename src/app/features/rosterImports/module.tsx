/** The imports feature (issue #19): a OneRoster 1.2 ZIP or an examinee CSV, its dry run, the decisions for held duplicates, and the commit. */
import { lazy } from 'react';
import { ROSTER_IMPORT_SCREENS as SCREENS } from '../../../contract/services/rosterImportScreens';
import { type FeatureModule, screenAt } from '../../core/feature/featureModule';
import { rosterImportsReducer } from './rosterImportsSlice';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';

const RosterImportPage = lazy(() => import(/* webpackChunkName: "rosterImports" */ './views/RosterImportPage').then((m) => ({ default: m.RosterImportPage })));

// Typed by its slice alone: the root state derives from it, and the sagas read the root state.
const reducers = { rosterImports: rosterImportsReducer };

/** The imports feature's module. Its screen is reached from the examinee list ("Import examinees"). */
export const rosterImportsFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'rosterImports',
  reducers,
  load: () => import(/* webpackChunkName: "rosterImports-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: [],
  messages: MESSAGES,
  routes: [{ screen: screenAt(SCREENS, '/examinees/import'), render: () => <RosterImportPage /> }],
  menu: [],
};
