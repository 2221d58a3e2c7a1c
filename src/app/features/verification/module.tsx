/** Item entry verification: a blind second entry of an assessment's responses. */
import { lazy } from 'react';
import { type FeatureModule, renderWithId, screenAt } from '../../core/feature/featureModule';
import { verificationReducer } from './verificationSlice';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';
import { SCREENS } from '../../../contract/services/verificationScreens';

const VerificationPage = lazy(() =>
  import(/* webpackChunkName: "verification" */ './views/VerificationPage').then((m) => ({ default: m.VerificationPage })),
);

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { verification: verificationReducer };

/** The verification feature's module. */
export const verificationFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'verification',
  reducers,
  load: () => import(/* webpackChunkName: "verification-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: ['assessments'],
  messages: MESSAGES,
  routes: [
    {
      screen: screenAt(SCREENS, '/assessments/:assessmentId/verify'),
      render: renderWithId('assessmentId', (id) => <VerificationPage assessmentId={id} />),
    },
  ],
  menu: [],
};
