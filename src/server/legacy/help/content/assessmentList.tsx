/** Help: the account's assessment list, batches of reports and group reports. */
import { PERMISSIONS } from '../../../../domain/permissions';
import type { HelpTopic } from '../helpTopic';
import { Needs } from '../helpText';

/** The "Assessments and reports in bulk" page. */
export const ASSESSMENT_LIST: HelpTopic = {
  slug: 'assessment-list',
  title: 'Assessments and reports in bulk',
  summary: "The account's assessment list, its filters and selection, batches of reports and group reports.",
  sections: [
    {
      id: 'assessment-list',
      title: 'The assessment list',
      screens: [{ kind: 'spa', pattern: '/assessments' }],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_VIEW} />
          <p>
            &quot;Assessments&quot; in the header lists every assessment of the account. Filter by a search (name, examinee ID or the first two
            custom fields), the form, the status and the administration dates, and sort by date, name or last update. &quot;Reset filters&quot;
            clears them. Each row shows the examinee, the form, the date, the status and the last report.
          </p>
          <p>
            Tick rows to select them, or tick the box in the heading to select the page. &quot;Select all matching assessments&quot; selects every
            assessment that matches the filters, on every page. The selection bar says how many are selected.
          </p>
        </>
      ),
    },
    {
      id: 'batch-reports',
      title: 'Generating reports for many assessments',
      screens: [{ kind: 'spa', pattern: '/assessments' }],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.REPORT_GENERATE} />
          <p>
            With assessments selected, &quot;Generate reports&quot; asks for the report type, the language and whether to include the item
            responses. The reports are made on the server; a progress bar shows how many are done, and you can keep working meanwhile. When the
            batch completes, &quot;Download ZIP&quot; gives every report in one file, and the reports that could not be made are listed with the
            reason (for example an assessment that is not scored). You can cancel a batch that is still running. &quot;Recent report batches&quot;
            lists your earlier batches. Each report uses a license usage as on the assessment page.
          </p>
        </>
      ),
    },
    {
      id: 'group-reports',
      title: 'Group reports',
      screens: [{ kind: 'spa', pattern: '/assessments' }],
      body: () => (
        <p>
          A group report summarises the scores of many assessments of one form, such as a class. Select assessments of one form (or filter by a
          form), choose &quot;Group report&quot;, give it a title that names the class or group, choose the comparison group and the language, and
          &quot;Make group report&quot;. The group reports list keeps them for download.
        </p>
      ),
    },
  ],
};
