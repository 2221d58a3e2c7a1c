/** An assessment: item entry, scores and reports. */
import { lazy } from 'react';
import { type FeatureModule, renderWithId, screenAt } from '../../core/feature/featureModule';
import { assessmentsReducer } from './assessmentsSlice';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';
import { SCREENS } from '../../../contract/services/assessmentScreens';

const loadAssessmentPage = () => import(/* webpackChunkName: "assessments" */ './views/AssessmentPage');
const AssessmentPage = lazy(() => loadAssessmentPage().then((m) => ({ default: m.AssessmentPage })));

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { assessments: assessmentsReducer };

/** The assessment feature's module. */
export const assessmentsFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'assessments',
  reducers,
  load: () => import(/* webpackChunkName: "assessments-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: ['remoteAdministration', 'reports'],
  messages: MESSAGES,
  routes: [
    {
      screen: screenAt(SCREENS, '/assessments/:assessmentId'),
      render: renderWithId('assessmentId', (id) => <AssessmentPage assessmentId={id} />),
      preload: loadAssessmentPage,
    },
  ],
  menu: [],
};
