/** Help: the back office of internal staff (issue #17): its home, the feature licenses of customer accounts and the feedback inbox. */
import { PERMISSIONS } from '../../../../domain/permissions';
import { helpLink } from '../helpPaths';
import type { HelpTopic } from '../helpTopic';
import { Needs } from '../helpText';

/** The "Back office" page. */
export const BACK_OFFICE: HelpTopic = {
  slug: 'back-office',
  title: 'Back office',
  summary: 'The work of Q-global’s back-office staff: the feature licenses of customer accounts and the feedback inbox.',
  sections: [
    {
      id: 'back-office-home',
      title: 'The back office',
      screens: [{ kind: 'spa', pattern: '/back-office' }],
      body: () => (
        <>
          <p>
            Back-office staff work for Q-global, not for a customer account. After signing in they land on the back office, which links to each
            part of it they may use. They never see examinee data; every step into a customer account names a reason, and the audit log keeps it
            with the account.
          </p>
        </>
      ),
    },
    {
      id: 'feature-licenses',
      title: 'Feature licenses',
      screens: [
        { kind: 'spa', pattern: '/back-office/licenses' },
        { kind: 'spa', pattern: '/back-office/licenses/new' },
        { kind: 'spa', pattern: '/back-office/accounts/:accountId/licenses/:licenseId' },
      ],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEATURE_LICENSE_MANAGE} />
          <p>
            First state why you are working on customer accounts, for example a ticket or order number. Then search the licenses of every customer
            account by the account&apos;s name or ID, the type (usages, subscription, group-report usages) and the status (active, suspended,
            expired, ended). &quot;New license&quot; finds a customer account and creates a license for it: its name, the forms and report types it
            covers, the usages granted or the last day of a subscription, and options such as seats or the billing cycle.
          </p>
          <p>
            A license&apos;s screen changes its terms, suspends, resumes or ends it, and shows its history. Each change asks for its own reason.
            It takes effect at once: the account&apos;s next report is charged by the new terms, the account&apos;s usage ledger shows the change
            with the usages it added, and its administrators are told (see <a href={helpLink('administration', 'licenses')}>licenses and usage</a>).
            Suspending stops new reports being charged to the license; reports already generated stay as they are. An ended license cannot change
            again.
          </p>
        </>
      ),
    },
    {
      id: 'feedback-inbox',
      title: 'Feedback inbox',
      screens: [
        { kind: 'spa', pattern: '/back-office/feedback' },
        { kind: 'spa', pattern: '/back-office/accounts/:accountId/feedback/:feedbackId' },
      ],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEEDBACK_MANAGE} />
          <p>
            The feedback users send (see <a href={helpLink('feedback')}>feedback</a>) reaches the feedback inbox. After stating why you are
            working on customer accounts, list it by status (new, assigned, answered, closed), by what it is about, by who has it and by
            account. A piece of feedback&apos;s screen shows what the sender wrote, from which screen and browser, and its answers.
          </p>
          <p>
            Assign it to a back-office staff member first; whoever has it can answer. An answer reaches the sender at once as a notification
            that holds the answer and links to the feedback page, where they can write back; when the sender has an e-mail address it is also
            e-mailed in their language, and the inbox shows whether the e-mail was sent. Close feedback when nothing more is to be done; closed
            feedback can be reopened. Every step is recorded in the audit log with your reason.
          </p>
        </>
      ),
    },
  ],
};
