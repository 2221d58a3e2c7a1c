/** The account's e-mail templates (account administrators). */
import { lazy } from 'react';
import { PERMISSIONS } from '../../../domain/permissions';
import { type FeatureModule, screenAt } from '../../core/feature/featureModule';
import type { RUNTIME } from './runtime';
import { MESSAGES } from './messages';
import { SCREENS } from '../../../contract/services/email';

const EmailTemplatesPage = lazy(() =>
  import(/* webpackChunkName: "emailTemplates" */ './views/EmailTemplatesPage').then((m) => ({ default: m.EmailTemplatesPage })),
);

/** The e-mail template feature's module. */
export const emailTemplatesFeature: FeatureModule<(typeof RUNTIME)['reducers'], typeof MESSAGES.en_us> = {
  name: 'emailTemplates',
  load: () => import(/* webpackChunkName: "emailTemplates" */ './runtime').then((runtime) => runtime.RUNTIME),
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
