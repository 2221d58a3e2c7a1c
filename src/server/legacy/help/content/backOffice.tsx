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
      id: 'product-configuration',
      title: 'Product configuration',
      screens: [
        { kind: 'spa', pattern: '/back-office/products' },
        { kind: 'spa', pattern: '/back-office/products/import' },
        { kind: 'spa', pattern: '/back-office/products/:productId' },
        { kind: 'spa', pattern: '/back-office/products/:productId/draft/:part' },
      ],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>
            Every instrument of the catalogue is a product with versions: one published version that new assessments get, older superseded
            versions that the assessments created on them keep, and at most one draft being edited. The dashboard lists the products with their
            state (draft, published, retired), their published and draft versions and how many assessments use them; its other tabs list the
            catalogue&apos;s forms, scorings and reports. &quot;Import a product&quot; takes a product&apos;s JSON (a file or pasted) as a draft:
            a new product becomes version 1, an existing one gets its next version. Every problem of the definition is listed with the field it
            concerns.
          </p>
          <p>
            A product&apos;s screen shows its versions, each with who made and published it, when and why, and its JSON to export. The draft
            shows its test cases, each passed or failed with what differed. It can be published only when it has at least one test case and all
            of them pass. Each part of the draft has its own editor: the form (general facts, the languages it is given in with the source of each
            translation, and its items: add one of a type, move, remove, with their options, ranges, rubrics and their text in each
            language, which must be the rights holder&apos;s published words, never a translation of your own), the scoring (scales,
            bands, and norm tables pasted from a spreadsheet as CSV), the feedback report (reader, title, introduction and closing in US
            English, the scales it prints, and the texts of their bands and percentiles), the score report&apos;s sections and the test cases;
            the remaining fields of a part are edited as JSON. If someone else saved the draft meanwhile, you are asked to reload it. The preview
            scores responses you type, with the examinee&apos;s details, using the draft; nothing is stored. Every change asks for a reason,
            kept with the version and in the audit log. Retiring a product hides it from new assessments; its assessments keep scoring and
            reporting.
          </p>
        </>
      ),
    },
    {
      id: 'stimulus-books',
      title: 'Stimulus books',
      screens: [{ kind: 'spa', pattern: '/back-office/stimulus-books' }],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>
            A stimulus book is the pages an examiner shows on the examinee&apos;s screen in a live session: text, reading passages, item cards
            and pictures, in each language it is published in. The screen lists the published books with their version, languages, pages,
            attribution and when they were published.
          </p>
          <p>
            To publish a book, choose its JSON file and the image files its pages name (PNG, JPEG or WebP, each at most 2 MiB; SVG is not
            accepted), state the reason and publish. Images already published with the book need not be chosen again. A book whose version is not
            higher than the published one is refused, and so is a page that names an image that is neither chosen nor stored; every problem is
            listed with the place it concerns and nothing is published. A new version replaces the published book for every session from then on;
            the reason is kept in the audit log. Examiners and examinees see a book&apos;s pictures through addresses that work for a few hours
            only, so a picture cannot be passed on.
          </p>
        </>
      ),
    },
    {
      id: 'assessment-tracker',
      title: 'Assessment tracker',
      screens: [
        { kind: 'spa', pattern: '/back-office/tracker' },
        { kind: 'spa', pattern: '/back-office/accounts/:accountId/assessments/:assessmentId/tracker' },
      ],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_TRACKER_VIEW} />
          <p>
            The tracker answers a customer&apos;s question about one assessment. State why you look (a ticket number), then find the assessment by
            its ID, by an administration session or a remote link, or by an examinee ID together with the customer account. The timeline lists
            what happened to it, oldest first, in your time zone: created, item entry, links created, opened and answered, submitted, scored,
            reports, e-mails with each delivery attempt, deletions and recoveries, verification and clones.
          </p>
          <p>
            Names and responses are hidden. &quot;Show names and responses&quot; asks for a second reason, which the audit log keeps as its own
            entry and the timeline shows. &quot;Change status&quot; reopens a submitted remote assessment so its link can be answered again (only
            while its link has not expired and no report was generated on it), expires a link now, or marks an e-mail&apos;s failed delivery
            resolved. Each change asks for its reason and appears on the timeline.
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
