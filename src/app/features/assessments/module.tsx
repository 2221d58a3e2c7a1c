/** An assessment: item entry, scores and reports. */
import { lazy } from 'react';
import { type FeatureModule, renderWithId, screenAt } from '../../core/feature/featureModule';
import type { RUNTIME } from './runtime';
import { MESSAGES } from './messages';
import { SCREENS } from '../../../contract/services/assessments';

const AssessmentPage = lazy(() => import(/* webpackChunkName: "assessments" */ './views/AssessmentPage').then((m) => ({ default: m.AssessmentPage })));

/** The assessment feature's module. */
export const assessmentsFeature: FeatureModule<(typeof RUNTIME)['reducers'], typeof MESSAGES.en_us> = {
  name: 'assessments',
  load: () => import(/* webpackChunkName: "assessments" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: ['remoteAdministration', 'reports'],
  messages: MESSAGES,
  routes: [
    {
      screen: screenAt(SCREENS, '/assessments/:assessmentId'),
      render: renderWithId('assessmentId', (id) => <AssessmentPage assessmentId={id} />),
    },
  ],
  menu: [],
};
