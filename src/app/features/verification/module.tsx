/** Item entry verification: a blind second entry of an assessment's responses. */
import { lazy } from 'react';
import { type FeatureModule, renderWithId, screenAt } from '../../core/feature/featureModule';
import type { RUNTIME } from './runtime';
import { MESSAGES } from './messages';
import { SCREENS } from '../../../contract/services/verification';

const VerificationPage = lazy(() =>
  import(/* webpackChunkName: "verification" */ './views/VerificationPage').then((m) => ({ default: m.VerificationPage })),
);

/** The verification feature's module. */
export const verificationFeature: FeatureModule<(typeof RUNTIME)['reducers'], typeof MESSAGES.en_us> = {
  name: 'verification',
  load: () => import(/* webpackChunkName: "verification" */ './runtime').then((runtime) => runtime.RUNTIME),
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
