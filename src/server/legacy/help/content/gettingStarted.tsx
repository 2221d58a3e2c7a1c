/** Help: what the product is, who does what (the roles), and how to find one's way. */
import { legacyPagePath } from '../../../../contract/legacyPages';
import { helpLink } from '../helpPaths';
import type { HelpTopic } from '../helpTopic';
import { PermissionTable, RoleList } from './rolesTable';

/** The "Getting started" page. */
export const GETTING_STARTED: HelpTopic = {
  slug: 'getting-started',
  title: 'Getting started',
  summary: 'What Q-global does, the roles of its users and what each role may do.',
  sections: [
    {
      id: 'what-it-does',
      title: 'What Q-global does',
      screens: [],
      body: () => (
        <>
          <p>
            Q-global keeps your account&apos;s examinee records and their assessments. You create an examinee, give them an assessment (on paper and
            typed in, on this device, or on their own device through a link), score it against the instrument&apos;s published rules and norms, and
            download a PDF report you can sign.
          </p>
          <p>
            Q-global has two parts. The <strong>account pages</strong> (sign-in, home, my account settings, manage accounts, resource library,
            notifications, feedback and this help) are simple pages that also work without JavaScript. The <strong>assessment platform</strong>{' '}
            (examinees, assessments, reports and the administration screens) opens after you sign in. Both share one session: signing out of one
            signs you out of both.
          </p>
          <p>
            Your account may call examinees something else, such as &quot;Student&quot; or &quot;Client&quot;, and may have named its four custom
            fields. The screens then show your account&apos;s words; this help says &quot;examinee&quot; and &quot;examiner&quot;.
          </p>
        </>
      ),
    },
    {
      id: 'first-steps',
      title: 'First steps',
      screens: [{ kind: 'legacy', page: 'help' }],
      body: () => (
        <ol>
          <li>
            Sign in on the <a href={helpLink('signing-in')}>sign-in page</a> with the user name and password your account administrator gave you.
          </li>
          <li>
            Check your <a href={helpLink('my-account')}>account settings</a>: your name, your language, the date and number formats and your time
            zone. Reports and screens follow them.
          </li>
          <li>
            Find or add an examinee on the <a href={helpLink('examinees')}>examinee list</a>, open them and choose &quot;New assessment&quot;.
          </li>
          <li>
            Type the responses on the <a href={helpLink('assessment')}>assessment page</a>, score it and generate its report.
          </li>
          <li>
            This help is at <a href={legacyPagePath('help')}>{legacyPagePath('help')}</a>; the platform&apos;s header links to it as
            &quot;Help&quot;.
          </li>
        </ol>
      ),
    },
    {
      id: 'roles',
      title: 'Roles and what each may do',
      screens: [],
      body: () => (
        <>
          <p>
            Every user has one role, and a role is a set of permissions. Each screen and each button needs one permission; a screen you may not use
            is not in your menus, and opening its address says that you do not have permission. Account administrators choose the role of each
            user on <a href={helpLink('manage-accounts')}>Manage accounts</a>. Back-office and data-retention staff work for Q-global, not for a
            customer account, and never see examinee data.
          </p>
          <RoleList />
          <PermissionTable />
        </>
      ),
    },
  ],
};
