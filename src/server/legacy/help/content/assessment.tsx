/** Help: an assessment's page (item entry, scores, reports) and its item-entry verification. */
import { PERMISSIONS } from '../../../../domain/permissions';
import { helpLink } from '../helpPaths';
import type { HelpTopic } from '../helpTopic';
import { ENTRY_DRAFT_MAX_AGE_DAYS } from '../../../../domain/entryDraft';
import { Key, Needs } from '../helpText';

/** The "An assessment" page. */
export const ASSESSMENT: HelpTopic = {
  slug: 'assessment',
  title: 'An assessment',
  summary: 'Entering responses with the keyboard, the scores as you type, the score of record, reports, and checking the entry a second time.',
  sections: [
    {
      id: 'assessment-page',
      title: 'The assessment page',
      screens: [{ kind: 'spa', pattern: '/assessments/:assessmentId' }],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_VIEW} />
          <p>
            The page of one assessment shows the examinee, the form, when it was given and by which examiner, then its parts: administration
            details, item entry, scores, the score of record, reports and remote administration. Users who may only view (account users) see the
            responses and scores but cannot change them. Entering and scoring needs <code>{PERMISSIONS.ASSESSMENT_EDIT}</code>; generating a report
            needs <code>{PERMISSIONS.REPORT_GENERATE}</code>.
          </p>
        </>
      ),
    },
    {
      id: 'item-entry',
      title: 'Item entry',
      screens: [{ kind: 'spa', pattern: '/assessments/:assessmentId' }],
      body: () => (
        <>
          <p>
            Each item shows its number and its response options, each with a key to press. Type the key to enter the response. <Key>↑</Key> and{' '}
            <Key>↓</Key> or <Key>Tab</Key> move between items; <Key>Backspace</Key> clears an item. A key that is not one of the item&apos;s keys is
            refused with a message saying which keys are allowed. With &quot;Move to the next item after an answer is entered&quot; in your
            preferences, the cursor moves on by itself.
          </p>
          <p>
            Some forms ask for numbers instead (for example words read correctly in a minute): type the whole number, then <Key>Enter</Key> or{' '}
            <Key>Tab</Key>. The field keeps exactly what you typed: a decimal (<code>12.5</code>), a number outside the item&apos;s range or
            anything else that is not a whole number is never changed into one, but marked with the reason, and &quot;Save&quot; and
            &quot;Score&quot; wait until it is corrected. Some forms have a passage to read, shown once the grade is chosen. Essay items are scored
            with a rubric: choose a level for each criterion, then &quot;Record rubric scores&quot;.
          </p>
          <p>
            &quot;Save&quot; keeps the responses; the bar beside it says when there are unsaved changes. If someone changed the assessment in
            another tab or on another computer, saving says so: &quot;Reload&quot; shows their version.
          </p>
          <p>
            What you type is also kept on this computer until it is saved, so a reload, a closed tab or a session that timed out loses nothing:
            open the assessment again here and the entries come back, with a note and a way to discard them. They come back only onto the version
            they were typed on; if the assessment was saved elsewhere in between, the note says they were not restored. Leaving the page with
            unsaved entries (a link, <Key>Back</Key>, reloading or closing the tab) asks first. Entries older than {ENTRY_DRAFT_MAX_AGE_DAYS} days
            are not restored: they are removed when the assessment is next opened.
          </p>
        </>
      ),
    },
    {
      id: 'administration-details',
      title: 'Administration details and norms',
      screens: [{ kind: 'spa', pattern: '/assessments/:assessmentId' }],
      body: () => (
        <p>
          Some forms need the <strong>grade</strong> and <strong>season</strong> (fall, winter or spring) of the administration, or a{' '}
          <strong>comparison group</strong>: they choose the norms the score is compared with. Until they are chosen, the scores show without a
          T-score or percentile. See <a href={helpLink('scoring')}>scoring terms</a>.
        </p>
      ),
    },
    {
      id: 'scores',
      title: 'Scores as you type and the score of record',
      screens: [{ kind: 'spa', pattern: '/assessments/:assessmentId' }],
      body: () => (
        <>
          <p>
            The <strong>Scores</strong> panel updates with every key: each scale&apos;s raw score, its band, and the T-score and percentile when the
            norms apply. It marks scores as &quot;so far&quot; or &quot;provisional&quot; until every required item is answered, and says which
            items are still missing. Flags list critical items and warnings that need your attention.
          </p>
          <p>
            &quot;Score&quot; is possible once the assessment is scorable. It scores the responses on the server by the instrument&apos;s published
            rules and keeps the result as the <strong>score of record</strong>, with the time it was scored. If responses change afterwards, the
            page says so: score again to update it.
          </p>
          <p>
            Where the instrument&apos;s manual gives a rule for change between administrations (the WHO-5: a difference of 10 percentage points or
            more is a significant change), the score of record also shows <strong>Change since the previous administration</strong>: the
            examinee&apos;s most recent earlier scored assessment of the same form, its score, this score and the difference, flagged when it meets
            the rule. The score report prints the same line.
          </p>
        </>
      ),
    },
    {
      id: 'reports',
      title: 'Reports',
      screens: [{ kind: 'spa', pattern: '/assessments/:assessmentId' }],
      body: (facts) => (
        <>
          <p>
            Once the assessment is scored, <strong>New report</strong> makes a PDF: a <strong>score report</strong> for the clinician and, where the
            form has one, a plain-language <strong>feedback report</strong> for the examinee or a parent. Choose the comparison group, the language
            and whether to include the item responses. The form shows your license status and what the report will cost.
          </p>
          <p>
            A report uses one usage of your account&apos;s licenses, unless a subscription covers it. Generating again for an unchanged assessment is
            free, and so is a new report after correcting a data-entry error within {facts.correctionWindowDays} days of the first report. With no
            usage left, nothing is generated; ask your account administrator.
          </p>
          <p>
            The <strong>report history</strong> keeps every version, newest first, with its options, cost, author and size. &quot;Download&quot;
            opens a stored version, &quot;Generate again&quot; adds a new version (never overwriting one), and &quot;Delete&quot; removes a version
            from the history after you confirm.
          </p>
        </>
      ),
    },
    {
      id: 'verification',
      title: 'Item entry verification',
      screens: [{ kind: 'spa', pattern: '/assessments/:assessmentId/verify' }],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            &quot;Verify item entry&quot; on the assessment page opens a blind second entry: type the responses again from the paper form while the
            first entry stays hidden, then &quot;Compare&quot;. Every item where the two entries differ is listed with both values; check the paper
            form, choose the correct value of each and &quot;Confirm and verify&quot;. The assessment page then shows who verified it and when. If
            your account requires verification, an assessment cannot be scored before it is verified.
          </p>
        </>
      ),
    },
  ],
};
