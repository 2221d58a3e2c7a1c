/**
 * The account's audit log for its administrators (issue #16): a GET filter form (dates, user,
 * examinee record number, kind of action, outcome), the table newest first, its pages and an
 * "Export CSV" link with the same filters. Plain HTML, no script, in the user's language.
 */
import type { ReactElement } from 'react';
import type { AuditTrailPage } from '../../../contract/services/auditTrail';
import { AUDIT_ACTION_CLASSES, AUDIT_RESULTS } from '../../../domain/auditResult';
import type { Locale } from '../../../domain/locale';
import { type Choice, ErrorSummary, type FieldError, SelectField, TextField } from '../formParts';
import { AUDIT_LOG_TEXT } from '../../audit/i18n/auditLogText';
import { MANAGE_ACCOUNTS_TEXT } from '../i18n/manageAccountsText';
import { LegacyLayout } from '../layout';
import { AUDIT_LOG_EXPORT_PATH, AUDIT_LOG_PATH, MANAGE_ACCOUNTS_PATH } from './paths';
import { Pager } from '../pager';

/** The filters as the form shows them (blank means "any"), by the query's names. */
export interface AuditLogFilters {
  from: string;
  to: string;
  userId: string;
  examineeRecordId: string;
  actionClass: string;
  result: string;
}

/** The filter fields, in the form's order. */
export const AUDIT_FILTER_NAMES = ['from', 'to', 'userId', 'examineeRecordId', 'actionClass', 'result'] as const;

/** The address of the page or the export with `filters` (and a page number past the first). */
export function auditLogAddress(base: string, filters: AuditLogFilters, page = 1): string {
  const params = new URLSearchParams();
  for (const name of AUDIT_FILTER_NAMES) if (filters[name] !== '') params.set(name, filters[name]);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `${base}${search === '' ? '' : `?${search}`}`;
}

/** What the page shows. */
export interface AuditLogPageProps {
  locale: Locale;
  filters: AuditLogFilters;
  /** The account's users to filter by. */
  users: readonly { id: number; name: string }[];
  /** The page of rows; `null` when the filters were refused. */
  trail: AuditTrailPage | null;
  errors: readonly FieldError[];
  /** The most rows the export holds. */
  exportLimit: number;
}

/** The whole page. */
export function AuditLogPage({ locale, filters, users, trail, errors, exportLimit }: AuditLogPageProps): ReactElement {
  const text = AUDIT_LOG_TEXT[locale];
  const manage = MANAGE_ACCOUNTS_TEXT[locale];
  const userChoices: Choice[] = [{ value: '', label: text.anyUser }, ...users.map((user) => ({ value: String(user.id), label: user.name }))];
  const classChoices: Choice[] = [{ value: '', label: text.anyAction }, ...AUDIT_ACTION_CLASSES.map((value) => ({ value, label: text.actionClasses[value] }))];
  const resultChoices: Choice[] = [{ value: '', label: text.anyResult }, ...AUDIT_RESULTS.map((value) => ({ value, label: text.results[value] }))];
  const pages = trail ? Math.max(1, Math.ceil(trail.total / trail.pageSize)) : 1;
  return (
    <LegacyLayout title={text.title} locale={locale} skipLink={manage.skipLink}>
      <h1>{text.title}</h1>
      <p>
        <a href={MANAGE_ACCOUNTS_PATH}>{text.backToManageAccounts}</a>
      </p>
      <p>{text.intro}</p>
      {errors.length > 0 ? <ErrorSummary fields={errors} locale={locale} /> : null}
      <form method="get" action={AUDIT_LOG_PATH} className="form" role="search" aria-label={text.filters}>
        <TextField id="from" label={text.fromDate} value={filters.from} errors={errors} maxLength={10} />
        <TextField id="to" label={text.toDate} value={filters.to} errors={errors} maxLength={10} />
        <SelectField id="userId" label={text.user} value={filters.userId} choices={userChoices} errors={errors} />
        <TextField id="examineeRecordId" label={text.examineeRecordId} value={filters.examineeRecordId} errors={errors} maxLength={10} />
        <SelectField id="actionClass" label={text.actionClass} value={filters.actionClass} choices={classChoices} errors={errors} />
        <SelectField id="result" label={text.result} value={filters.result} choices={resultChoices} errors={errors} />
        <button type="submit">{text.show}</button>
      </form>
      {trail ? (
        <>
          <p id="entries" role="status">
            {trail.total === 0 ? text.noMatch : text.status(trail.total, trail.page, pages)}
          </p>
          <p>{trail.total > exportLimit ? text.exportTooLarge(exportLimit) : <a href={auditLogAddress(AUDIT_LOG_EXPORT_PATH, filters)}>{text.exportCsv}</a>}</p>
          {trail.items.length > 0 ? (
            <div className="table-scroll audit-trail" role="region" aria-labelledby="entries" tabIndex={0}>
              <table aria-labelledby="entries">
                <thead>
                  <tr>
                    <th scope="col">{text.columns.at}</th>
                    <th scope="col">{text.columns.who}</th>
                    <th scope="col">{text.columns.what}</th>
                    <th scope="col">{text.columns.record}</th>
                    <th scope="col">{text.columns.examinee}</th>
                    <th scope="col">{text.columns.from}</th>
                    <th scope="col">{text.columns.result}</th>
                  </tr>
                </thead>
                <tbody>
                  {trail.items.map((entry) => (
                    <tr key={entry.id}>
                      <th scope="row">{entry.at.slice(0, 19).replace('T', ' ')}</th>
                      <td>{entry.userName ?? (entry.action.startsWith('staff.') ? text.internalStaff : '')}</td>
                      <td>
                        {entry.actionLabel}
                        <br />
                        <code>{entry.action}</code>
                        {entry.reason ? (
                          <>
                            <br />
                            {text.columns.reason}: {entry.reason}
                          </>
                        ) : null}
                      </td>
                      <td>{entry.entityId === null ? entry.entity : `${entry.entity} ${entry.entityId}`}</td>
                      <td>{entry.examineeName ?? ''}</td>
                      <td>{entry.ip}</td>
                      <td>
                        {text.results[entry.result]} <small>({entry.outcome})</small>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <Pager page={trail.page} pages={pages} pageAddress={(n) => auditLogAddress(AUDIT_LOG_PATH, filters, n)} text={text} />
        </>
      ) : null}
    </LegacyLayout>
  );
}
