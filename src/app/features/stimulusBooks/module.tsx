/** The back office's stimulus books (issue #20): the published books, and publishing one with its image files. */
import { lazy } from 'react';
import { SCREENS } from '../../../contract/services/stimulusBooks';
import { type FeatureModule, screenAt } from '../../core/feature/featureModule';
import type { RUNTIME } from './runtime';
import { MESSAGES } from './messages';

const StimulusBooksPage = lazy(() => import(/* webpackChunkName: "stimulusBooks" */ './views/StimulusBooksPage').then((m) => ({ default: m.StimulusBooksPage })));

/** The stimulus books feature's module. */
export const stimulusBooksFeature: FeatureModule<(typeof RUNTIME)['reducers'], typeof MESSAGES.en_us> = {
  name: 'stimulusBooks',
  load: () => import(/* webpackChunkName: "stimulusBooks" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: [],
  messages: MESSAGES,
  routes: [{ screen: screenAt(SCREENS, '/back-office/stimulus-books'), render: () => <StimulusBooksPage /> }],
  menu: [],
};
