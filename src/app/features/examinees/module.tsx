/** The examinee feature: the list, the create form and an examinee's page. */
import { lazy } from 'react';
import { PERMISSIONS } from '../../../domain/permissions';
import { type FeatureModule, renderWithId, screenAt } from '../../core/feature/featureModule';
import { examineeEditsReducer } from './examineeEditsSlice';
import { examineesReducer } from './examineesSlice';
import { formPickerReducer } from './formPickerSlice';
import { examineeProgressReducer } from './progressSlice';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';
import { SCREENS } from '../../../contract/services/examineeScreens';

const loadExamineeListPage = () => import(/* webpackChunkName: "examinees" */ './views/ExamineeListPage');
const ExamineeListPage = lazy(() => loadExamineeListPage().then((m) => ({ default: m.ExamineeListPage })));
const loadNewExamineePage = () => import(/* webpackChunkName: "examinees" */ './views/NewExamineePage');
const NewExamineePage = lazy(() => loadNewExamineePage().then((m) => ({ default: m.NewExamineePage })));
const loadExamineePage = () => import(/* webpackChunkName: "examinees" */ './views/ExamineePage');
const ExamineePage = lazy(() => loadExamineePage().then((m) => ({ default: m.ExamineePage })));

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { examinees: examineesReducer, examineeEdits: examineeEditsReducer, formPicker: formPickerReducer, examineeProgress: examineeProgressReducer };

/** The examinee feature's module. */
export const examineesFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'examinees',
  reducers,
  load: () => import(/* webpackChunkName: "examinees-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: ['assessments', 'examineeExport', 'groups', 'remoteAdministration', 'rosterImports'],
  messages: MESSAGES,
  routes: [
    { screen: screenAt(SCREENS, '/examinees'), render: () => <ExamineeListPage />, preload: loadExamineeListPage },
    { screen: screenAt(SCREENS, '/examinees/new'), render: () => <NewExamineePage />, preload: loadNewExamineePage },
    {
      screen: screenAt(SCREENS, '/examinees/:examineeRecordId'),
      render: renderWithId('examineeRecordId', (id) => <ExamineePage examineeRecordId={id} />),
      preload: loadExamineePage,
    },
  ],
  menu: [
    {
      href: '/examinees',
      shownWith: [PERMISSIONS.EXAMINEE_VIEW],
      label: { accountTerm: 'examinees' },
      // An assessment is opened from its examinee: its page belongs to the examinees.
      current: (pathname) => pathname.startsWith('/examinees') || (pathname.startsWith('/assessments/') && pathname !== '/assessments'),
      order: 10,
    },
  ],
};
