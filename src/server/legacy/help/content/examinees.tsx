/** Help: the examinee list, a new examinee, an examinee's page, and groups of examinees. */
import { PERMISSIONS } from '../../../../domain/permissions';
import { helpLink } from '../helpPaths';
import type { HelpTopic } from '../helpTopic';
import { Needs } from '../helpText';

/** The "Examinees" page. */
export const EXAMINEES: HelpTopic = {
  slug: 'examinees',
  title: 'Examinees',
  summary: 'Finding, adding, editing and deleting examinees, and starting an assessment from an examinee.',
  sections: [
    {
      id: 'examinee-list',
      title: 'The examinee list',
      screens: [{ kind: 'spa', pattern: '/examinees' }],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            &quot;Examinees&quot; in the header opens the list of your account&apos;s examinees; it is also where the platform starts. Type a name
            or examinee ID in <strong>Search</strong> to narrow the list. <strong>Sort by</strong> orders it by last update, last name, ID or date
            of birth. <strong>Show as</strong> switches between a list and a grid of cards; the platform remembers your choice. Long lists have
            pages, with Previous and Next.
          </p>
          <p>
            The &quot;Getting started&quot; tips may show above the list. &quot;Hide for now&quot; puts them away for the moment; &quot;Don&apos;t
            show tips again&quot; turns them off (you can turn them on again in <a href={helpLink('my-account', 'preferences')}>your preferences</a>
            ).
          </p>
        </>
      ),
    },
    {
      id: 'new-examinee',
      title: 'Adding an examinee',
      screens: [{ kind: 'spa', pattern: '/examinees/new' }],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_EDIT} />
          <p>&quot;New examinee&quot; opens a form:</p>
          <dl>
            <dt>Examinee ID</dt>
            <dd>
              Unique within your account: a student, chart or case number. Letters, digits, spaces and . _ - / only. While you type, the form checks
              that the ID is free.
            </dd>
            <dt>First name, middle name (optional), last name</dt>
            <dd>As they should appear on reports.</dd>
            <dt>Date of birth</dt>
            <dd>Needed for the examinee&apos;s age, which chooses the forms and norms that apply.</dd>
            <dt>Sex</dt>
            <dd>Female, male, other or unspecified; some norms depend on it.</dd>
            <dt>More details</dt>
            <dd>The e-mail address (needed to send a link by e-mail) and your account&apos;s four custom fields, such as a class.</dd>
          </dl>
          <p>&quot;Save examinee&quot; creates the record and opens it. Mistakes are listed at the top of the form and beside each field.</p>
        </>
      ),
    },
    {
      id: 'examinee-page',
      title: "An examinee's page",
      screens: [{ kind: 'spa', pattern: '/examinees/:examineeRecordId' }],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            Opening an examinee shows their details, their <strong>assessment history</strong> and, for users who may create assessments, the{' '}
            <strong>New assessment</strong> form. An examinee of another account does not exist for you: its address says &quot;not
            available&quot;.
          </p>
          <h3>Assessment history</h3>
          <p>
            One row per assessment: the instrument, when it was given, its status (not started, in progress, complete but not scored, or scored),
            its score and any critical flags. Open a row to go to the assessment. &quot;Copy&quot; makes a new assessment of the same form, with or
            without the item responses; &quot;Delete&quot; removes an assessment from the history after you confirm (an account administrator can
            recover it from <a href={helpLink('administration', 'deleted-assessments')}>Deleted assessments</a>).
          </p>
          <h3>New assessment</h3>
          <p>
            Choose the <strong>form</strong> and the <strong>administration date</strong>, then &quot;Create assessment&quot;. Only forms that suit
            the examinee&apos;s age and language are offered; the others are listed with the reason. Before
            creating, the platform may ask you to confirm: when the same form was given within its retest interval, when the examinee&apos;s age is
            outside the form&apos;s range, or when no license would let you generate its report. &quot;Create anyway&quot; goes ahead.
          </p>
          <h3>Editing and deleting</h3>
          <p>
            &quot;Edit examinee&quot; opens the same form as for a new examinee. &quot;Delete examinee&quot; removes the examinee and all of their
            assessments from every list after you confirm; the deletion is recorded.
          </p>
          <h3>E-mails and sending several forms together</h3>
          <p>
            The examinee&apos;s page lists every e-mail sent to them or about them and its delivery (queued, sending, retrying with the reason, sent or
            failed). &quot;Send several forms together&quot; sends one link for several open assessments, answered in the order you choose; see{' '}
            <a href={helpLink('remote-administration', 'several-forms')}>remote administration</a>.
          </p>
        </>
      ),
    },
    {
      id: 'group-list',
      title: 'Groups',
      screens: [{ kind: 'spa', pattern: '/groups' }],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            A group is a class, a caseload or a study cohort: a name, a type, a school year (such as 2026-2027), its members (examinees) and its
            staff (the examiners, teachers and account administrators assigned to it). &quot;Groups&quot; in the header lists your groups with their
            type, school year, number of members and staff. &quot;Show archived groups&quot; adds the archived ones. &quot;New group&quot; creates one
            (you need <code>GROUP_EDIT</code>); a teacher who creates a group is assigned to it.
          </p>
          <p>
            Teachers see only the examinees of the active groups they are assigned to (and those they entered themselves), with their assessments
            and reports: this is the legitimate educational interest of FERPA. An account administrator can turn the same rule on for examiners and
            account users in <a href={helpLink('manage-accounts')}>Manage accounts</a> (&quot;Examiners and account users see only the examinees of
            their groups&quot;).
          </p>
          <p>
            In the examinee list, tick examinees (or the whole page with the first column&apos;s box), choose a group or &quot;A new group…&quot;, and
            press &quot;Add to group&quot;.
          </p>
        </>
      ),
    },
    {
      id: 'group-page',
      title: "A group's page",
      screens: [{ kind: 'spa', pattern: '/groups/:groupId' }],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            A group&apos;s page shows its type, school year, staff and members. &quot;Rename&quot; changes the name, type and school year.
            &quot;Add examinees&quot; searches the examinees you can see and adds them one by one; &quot;Remove&quot; takes a member out of the group
            (the examinee&apos;s record stays). &quot;Archive group&quot; keeps the group and its members but leaves it out of the lists, its staff no
            longer see its members through it, and its members cannot be changed until &quot;Restore group&quot;.
          </p>
          <p>
            Account administrators choose the staff with &quot;Choose staff&quot;. An examinee&apos;s page lists the groups the examinee belongs to.
          </p>
        </>
      ),
    },
    {
      id: 'examinee-import',
      title: 'Importing examinees',
      screens: [{ kind: 'spa', pattern: '/examinees/import' }],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_EDIT} />
          <p>
            &quot;Import examinees&quot; on the examinee list imports a OneRoster 1.2 CSV file (a ZIP from a school information system: students
            become examinees, classes become groups with their teachers as staff; account administrators only) or a CSV file of examinees. Choose the
            kind and the file and press &quot;Upload&quot;; the file is sent in parts with its progress. For a CSV file, choose the column that holds
            each field (the ID, first name and last name are required); the mapping is saved for the next import.
          </p>
          <p>
            The dry run reads the file and shows what the import will create, update and leave alone, the rows in error with their file, line and
            reason, and the warnings (such as a teacher who is not a user of the account), before anything is written. A file with rows in error
            cannot be imported. A row whose name and date of birth match an existing examinee with another ID is held as a possible duplicate:
            choose &quot;Merge&quot;, &quot;Keep both&quot; or &quot;Skip&quot; for each. &quot;Import&quot; then writes everything in one go, or
            nothing; importing the same file again changes nothing. Teachers cannot import.
          </p>
        </>
      ),
    },
  ],
};
