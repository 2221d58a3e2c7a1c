import { FormattedMessage, useIntl } from 'react-intl';
import type { RosterImportAnswer } from '../../../../contract/services/rosterImports';
import { useFormatters } from '../../../core/i18n/useFormatters';

type Summary = NonNullable<RosterImportAnswer['summary']>;
type Issue = RosterImportAnswer['errors'][number];

const EXAMINEE_COUNTS = ['created', 'updated', 'unchanged', 'skipped', 'held', 'errors', 'warnings'] as const satisfies readonly (keyof Summary)[];
const GROUP_COUNTS = ['groupsCreated', 'groupsUpdated', 'groupsUnchanged', 'membersAdded', 'membersRemoved', 'staffAdded', 'staffRemoved'] as const satisfies readonly (keyof Summary)[];

/** The counts of a dry run or of the committed import; a OneRoster import's groups too. */
export function ImportCounts({ summary, withGroups, headingId }: { summary: Summary; withGroups: boolean; headingId: string }) {
  const intl = useIntl();
  const format = useFormatters();
  const counts = withGroups ? [...EXAMINEE_COUNTS, ...GROUP_COUNTS] : EXAMINEE_COUNTS;
  return (
    <dl className="facts" aria-labelledby={headingId} data-testid="import-counts">
      {counts.map((count) => (
        <div key={count} className="facts__item" data-count={count}>
          <dt>{intl.formatMessage({ id: `rosterImports.count.${count}` })}</dt>
          <dd>{format.number(summary[count])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The rows in error or the warnings: file, line and reason. */
export function ImportIssues({ issues, kind }: { issues: Issue[]; kind: 'errors' | 'warnings' }) {
  if (issues.length === 0) return null;
  const headingId = `import-${kind}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage id={`rosterImports.${kind}`} />
      </h3>
      {kind === 'errors' ? (
        <p>
          <FormattedMessage id="rosterImports.errorsNote" />
        </p>
      ) : null}
      <table className="table" aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="rosterImports.issueFile" />
            </th>
            <th scope="col">
              <FormattedMessage id="rosterImports.issueLine" />
            </th>
            <th scope="col">
              <FormattedMessage id="rosterImports.issueReason" />
            </th>
          </tr>
        </thead>
        <tbody>
          {issues.map((issue) => (
            <tr key={`${issue.file}:${issue.line}:${issue.reason}`}>
              <td>{issue.file}</td>
              <td>{issue.line}</td>
              <td>{issue.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
