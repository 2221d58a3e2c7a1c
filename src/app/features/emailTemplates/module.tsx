/** The account's e-mail templates (account administrators). */
import { lazy } from 'react';
import { PERMISSIONS } from '../../../domain/permissions';
import { type FeatureModule, screenAt } from '../../core/feature/featureModule';
import { emailTemplatesReducer } from './emailTemplatesSlice';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';
import { SCREENS } from '../../../contract/services/emailScreens';

const EmailTemplatesPage = lazy(() =>
  import(/* webpackChunkName: "emailTemplates" */ './views/EmailTemplatesPage').then((m) => ({ default: m.EmailTemplatesPage })),
);

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { emailTemplates: emailTemplatesReducer };

/** The e-mail template feature's module. */
export const emailTemplatesFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'emailTemplates',
  reducers,
  load: () => import(/* webpackChunkName: "emailTemplates-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: [],
  messages: MESSAGES,
  routes: [{ screen: screenAt(SCREENS, '/email-templates'), render: () => <EmailTemplatesPage /> }],
  menu: [
    {
      href: '/email-templates',
      shownWith: [PERMISSIONS.ACCOUNT_SETTINGS_EDIT],
      label: { messageId: 'emailTemplates.nav' },
      current: (pathname) => pathname === '/email-templates',
      order: 50,
    },
  ],
};
