/** The back office's feedback inbox (internal staff): the feedback users send, read, assigned, answered and closed. */
import { lazy } from 'react';
import { SCREENS } from '../../../contract/services/feedbackInboxScreens';
import { type FeatureModule, screenAt } from '../../core/feature/featureModule';
import { feedbackInboxReducer } from './feedbackInboxSlice';
import { idParam } from '../../core/router/matchPath';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';

const FeedbackInboxPage = lazy(() => import(/* webpackChunkName: "feedbackInbox" */ './views/FeedbackInboxPage').then((m) => ({ default: m.FeedbackInboxPage })));
const FeedbackItemPage = lazy(() => import(/* webpackChunkName: "feedbackInbox" */ './views/FeedbackItemPage').then((m) => ({ default: m.FeedbackItemPage })));

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { feedbackInbox: feedbackInboxReducer };

/** The feedback inbox feature's module. Reached from the back office's home (backOfficeParts.ts), so no menu entry of its own. */
export const feedbackInboxFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'feedbackInbox',
  reducers,
  load: () => import(/* webpackChunkName: "feedbackInbox-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: ['backOffice'],
  messages: MESSAGES,
  routes: [
    { screen: screenAt(SCREENS, '/back-office/feedback'), render: () => <FeedbackInboxPage /> },
    {
      screen: screenAt(SCREENS, '/back-office/accounts/:accountId/feedback/:feedbackId'),
      render: (params) => {
        const accountId = idParam(params['accountId']);
        const feedbackId = idParam(params['feedbackId']);
        return accountId === null || feedbackId === null ? null : <FeedbackItemPage accountId={accountId} feedbackId={feedbackId} />;
      },
    },
  ],
  menu: [],
};
