/** Help: the back office of internal staff (issue #17): its home and the feature licenses of customer accounts. */
import { PERMISSIONS } from '../../../../domain/permissions';
import { helpLink } from '../helpPaths';
import type { HelpTopic } from '../helpTopic';
import { Needs } from '../helpText';

/** The "Back office" page. */
export const BACK_OFFICE: HelpTopic = {
  slug: 'back-office',
  title: 'Back office',
  summary: 'The work of Q-global’s back-office staff: the feature licenses of customer accounts.',
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
      id: 'platform-configuration',
      title: 'Platform configuration',
      screens: [{ kind: 'spa', pattern: '/back-office/configuration' }],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>
            The configuration that the platform and the examinee&apos;s questionnaire load when they open (config.json): the addresses of the
            account pages, the services and the questionnaire, the timing of the warning before a session times out, the video service. Every
            version is kept, with who saved it, when and why.
          </p>
          <p>
            Edit the current version&apos;s JSON; it is checked against the schema of config.json as you type, and each problem is listed with its
            place in the document (for example qgServices.contextRoot). State the reason for the change, then choose &quot;Save as a new
            version&quot;. Every server serves it at once; the questionnaire&apos;s address and the account pages&apos; addresses apply from the
            servers&apos; next start. If someone saved a newer version while you were editing, the save is refused: reload and make the change
            again.
          </p>
          <p>
            Under &quot;Versions&quot;, choose two versions and &quot;Show the differences&quot;: added lines are marked + and removed lines −.
            &quot;Roll back to this version&quot; asks for a reason and saves that version&apos;s content as a new version; nothing is removed from
            the history.
          </p>
        </>
      ),
    },
  ],
};
