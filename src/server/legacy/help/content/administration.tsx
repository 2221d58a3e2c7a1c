/** Help: the account administrators' platform screens. */
import { PERMISSIONS } from '../../../../domain/permissions';
import { helpLink } from '../helpPaths';
import type { HelpTopic } from '../helpTopic';
import { Needs } from '../helpText';

/** The "Account administration screens" page. */
export const ADMINISTRATION: HelpTopic = {
  slug: 'administration',
  title: 'Account administration screens',
  summary: 'Deleted assessments, licenses and their usage, and the e-mail templates of the account.',
  sections: [
    {
      id: 'deleted-assessments',
      title: 'Deleted assessments',
      screens: [{ kind: 'spa', pattern: '/deleted-assessments' }],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_RECOVER} />
          <p>
            Lists the assessments deleted in your account, with when and by whom. &quot;Recover&quot; puts an assessment back in its examinee&apos;s
            history with its responses, scores and reports. An assessment whose examinee was deleted is marked so.
          </p>
        </>
      ),
    },
    {
      id: 'licenses',
      title: 'Licenses and usage',
      screens: [{ kind: 'spa', pattern: '/licenses' }],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.LICENSE_USAGE_VIEW} />
          <p>
            The <strong>licenses</strong> table shows each license of the account: usages (a number of reports) or a subscription (unlimited until a
            date), the forms and report types it covers, how much is used, when it is valid and whether it is active. The <strong>usage
            ledger</strong> lists every generated report and what it cost, newest first: a usage, the subscription, a free regeneration or a free
            correction. See <a href={helpLink('assessment', 'reports')}>reports</a> for when a report is free.
          </p>
          <p>It also lists every change Q-global made to one of the account&apos;s licenses (usages added or removed, new dates, a suspension or an end), at no cost, and the account&apos;s administrators get a notification of each.</p>
        </>
      ),
    },
    {
      id: 'email-templates',
      title: 'E-mail templates',
      screens: [{ kind: 'spa', pattern: '/email-templates' }],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_SETTINGS_EDIT} />
          <p>
            The messages your account sends with remote links: the invitation to answer on one&apos;s own device and the invitation to a video
            session, in each language. Choose the kind and the language, then edit the subject and the message. Placeholders in braces, such as the
            recipient&apos;s name, the link and when it expires, are filled in for each message; buttons insert them. The message must contain the
            link. Keep the subject free of the examinee&apos;s name: anyone who sees the mailbox reads it.
          </p>
          <p>
            &quot;Preview with sample values&quot; shows the result. &quot;Save&quot; keeps your text; &quot;Restore the built-in text&quot; removes
            it after you confirm.
          </p>
        </>
      ),
    },
  ],
};
