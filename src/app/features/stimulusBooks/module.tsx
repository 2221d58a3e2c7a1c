/** The back office's stimulus books (issue #20): the published books, and publishing one with its image files. */
import { lazy } from 'react';
import { SCREENS } from '../../../contract/services/stimulusBookScreens';
import { type FeatureModule, screenAt } from '../../core/feature/featureModule';
import { stimulusBooksReducer } from './stimulusBooksSlice';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';

const StimulusBooksPage = lazy(() => import(/* webpackChunkName: "stimulusBooks" */ './views/StimulusBooksPage').then((m) => ({ default: m.StimulusBooksPage })));

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { stimulusBooks: stimulusBooksReducer };

/** The stimulus books feature's module. */
export const stimulusBooksFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'stimulusBooks',
  reducers,
  load: () => import(/* webpackChunkName: "stimulusBooks-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: [],
  messages: MESSAGES,
  routes: [{ screen: screenAt(SCREENS, '/back-office/stimulus-books'), render: () => <StimulusBooksPage /> }],
  menu: [],
};
