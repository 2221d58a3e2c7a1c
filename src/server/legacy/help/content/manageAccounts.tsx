/** Help: manage accounts (users, roles, labels, account deletion, the account's data export). */
import { PERMISSIONS } from '../../../../domain/permissions';
import { helpLink } from '../helpPaths';
import type { HelpTopic } from '../helpTopic';
import { Needs } from '../helpText';

/** The "Manage accounts" page. */
export const MANAGE_ACCOUNTS: HelpTopic = {
  slug: 'manage-accounts',
  title: 'Manage accounts',
  summary: "For account administrators: the account's users and their roles, the account's labels and custom fields, and deleting the account.",
  sections: [
    {
      id: 'users',
      title: 'Users',
      screens: [{ kind: 'legacy', page: 'manageAccounts' }],
      body: (facts) => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_USERS_MANAGE} />
          <p>
            The list of the account&apos;s users can be searched by name, user name or e-mail address and filtered by role and by state (active or
            not) with &quot;Find users&quot;. Each row shows the user&apos;s role, whether they are an examiner (and so may be named the examiner
            of an assessment) and whether they are active, with an Edit link. Long lists have pages.
          </p>
          <p>
            &quot;New user&quot; asks for the user name and an initial password (at least {facts.minPasswordLength} characters, not the user name),
            the title, names, suffix, e-mail address and phone, the role, &quot;May be named the examiner of an assessment&quot; and
            &quot;Active&quot;; &quot;Create the user&quot; saves it. User names are unique in Q-global and kept in lower case. Editing a user
            changes the same details, except the password, with &quot;Save the user&quot;. Deactivating a user ends their sessions at once; they can no longer sign in, and their work stays. You cannot deactivate
            yourself or take away your own administrator role, so an account never loses its last way in.
          </p>
          <p>
            The page also shows what each role may do. The same table is under <a href={helpLink('getting-started', 'roles')}>roles</a> in this
            help.
          </p>
        </>
      ),
    },
    {
      id: 'labels',
      title: 'Labels, custom fields and the verification code',
      screens: [{ kind: 'legacy', page: 'manageAccounts' }],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_SETTINGS_EDIT} />
          <p>
            The <strong>examinee label</strong> and <strong>examiner label</strong> are the words the platform uses for the people you assess and
            the people who assess them: a school may say &quot;Student&quot; and &quot;Teacher&quot;. The names of the <strong>four custom
            fields</strong> are the headings of extra examinee details, such as a class or a case worker. &quot;Save the account settings&quot;
            keeps them; each one that is not accepted says why. The platform shows the new words the next time its pages load.
          </p>
          <p>
            The <strong>item-entry verification code</strong> (letters, digits, - and _, no spaces) turns on verification: while it is set, every
            assessment of the account must pass a <a href={helpLink('assessment', 'verification')}>second, blind entry</a> before it can be
            scored. Leave it blank to turn verification off.
          </p>
        </>
      ),
    },
    {
      id: 'account-deletion',
      title: 'Deleting the account',
      screens: [{ kind: 'legacy', page: 'manageAccounts' }],
      body: (facts) => (
        <p>
          An administrator can ask for the whole account to be deleted: tick &quot;I understand that all the data of this account will be
          deleted&quot; and choose &quot;Request deletion of this account&quot;. The deletion happens after a
          grace period of {facts.selfDeletionGraceDays} days; the page shows the date. Until then the account works as before, and Q-global&apos;s
          data-retention staff can stop the deletion. Every record of the account, with its examinees, assessments and reports, is deleted on that
          date.
        </p>
      ),
    },
    {
      id: 'account-export',
      title: "Exporting the account's data",
      screens: [{ kind: 'legacy', page: 'manageAccounts' }],
      body: (facts) => (
        <p>
          An administrator can get all of the account&apos;s data as one ZIP file: choose &quot;Export this account&apos;s data&quot;. The file
          holds the examinees, the assessments with their responses and scores, every stored report as a PDF, the usage ledger, the e-mail history
          and the audit log, as CSV files a spreadsheet opens, with a README that says what each file is. When it is ready, a download link comes
          to your e-mail address. The link works once, for {facts.exportLinkHours} hours, and needs no sign-in; the page lists earlier exports and
          whether their link was used.
        </p>
      ),
    },
  ],
};
