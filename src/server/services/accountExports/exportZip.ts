/**
 * The ZIP of an account export (issue #18): the account's data as CSV files, every stored report
 * PDF as stored, the groups with their members and staff, the live sessions and their events, and a manifest (manifest.json and README.txt) saying what each file is, whose
 * account, when it was made, by whom and how many rows each file has. Everything is read through
 * the repositories of that one account, so nothing of another account can be in it.
 */
import type { Repositories } from '../../db/repositories';
import type { ExportReport } from '../../db/repositories/accountExportData';
import type { AccountExportKind } from '../../db/repositories/accountExports';
import { csvFile } from './csv';
import { zipWriter } from './zipWriter';
import {
  ASSESSMENT_COLUMNS,
  AUDIT_COLUMNS,
  EMAIL_COLUMNS,
  EXAMINEE_COLUMNS,
  LEDGER_COLUMNS,
  REPORT_COLUMNS,
  RESPONSE_COLUMNS,
  type ReportListing,
  responseRows,
  SCORE_COLUMNS,
  scoreRows,
} from './exportFiles';
import { GROUP_COLUMNS, GROUP_MEMBER_COLUMNS, GROUP_STAFF_COLUMNS } from './exportGroupFiles';
import { LIVE_EVENT_COLUMNS, LIVE_SESSION_COLUMNS } from './exportLiveFiles';
import { FHIR_FILE_DESCRIPTIONS, fhirFiles } from './exportFhirFiles';
import type { FhirSystems } from '../../../domain/fhir/fhirSystems';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import type { ExportAssessment } from '../../db/repositories/accountExportData';

/** Stored reports read per query while the ZIP is written (bounds the PDFs held at once). */
const REPORT_PAGE = 25;

/** What each file of the ZIP holds, as the manifest says it. */
export const EXPORT_FILE_DESCRIPTIONS = {
  'examinees.csv': 'Every examinee record of the account, deleted ones included (deletedAt).',
  'assessments.csv': 'Every assessment: examinee, product and version, date, examiner, status, administration details.',
  'responses.csv': 'Every response: one row per assessment and item, with the value entered.',
  'scores.csv': 'The score of record of each scored assessment: one row per scale and per flag raised, the detail as JSON.',
  'reports.csv': 'Every stored report (assessment and group reports) and the file in reports/ that holds its PDF.',
  'usage-ledger.csv': 'The usage ledger: every report generated and license change, and what it cost.',
  'email-history.csv': 'The e-mail history: recipient, kind, when queued and sent, delivery state.',
  'audit.csv': "The account's audit log: who did what to which record, when, from where.",
  'groups.csv': 'Every group (class, caseload, cohort) of the account, archived ones included (archivedAt).',
  'group_members.csv': 'The members of each group: one row per group and examinee record.',
  'group_staff.csv': 'The staff of each group (the users who see its members): one row per group and user.',
  'live_sessions.csv': 'Every live session: examinee, appointment, examiner, video, status and when its licence was validated, it began and ended.',
  'live_session_events.csv': "Every event of each live session's log, in order: what was shown, answered and scored, who joined and left (the body as JSON).",
  'reports/': 'The stored report PDFs, byte for byte as stored.',
  ...FHIR_FILE_DESCRIPTIONS,
} as const;

/** What the FHIR files need: the endpoint's URIs and the product version of each assessment. */
export interface ExportFhir {
  systems: FhirSystems;
  productOf: (assessment: ExportAssessment) => Promise<ProductDefinition>;
}

/** Who made the export and why: what the manifest records besides the counts. */
export interface ExportFacts {
  exportId: number;
  accountId: number;
  accountName: string;
  kind: AccountExportKind;
  /** The user who asked, or `null` for the retention job. */
  requestedBy: number | null;
  reason: string | null;
  madeAt: Date;
}

/** The manifest's record of an export. */
export interface ExportManifest extends Omit<ExportFacts, 'madeAt'> {
  madeAt: string;
  format: 'CSV (RFC 4180), UTF-8 with BOM, header row, ISO 8601 dates (UTC)';
  files: Record<string, { description: string; rows: number }>;
}

/** The entry of a report's PDF: its kind and id first, so two reports of one name never collide. */
const reportEntry = (report: Pick<ExportReport, 'kind' | 'id' | 'fileName'>): string =>
  `reports/${report.kind === 'group' ? 'group-' : ''}${report.id}_${report.fileName.replace(/[\\/]/g, '_')}`;

/** Every stored report of one kind, its PDF added to the ZIP as it is read; answers the listings. */
async function addReports(zip: ReturnType<typeof zipWriter>, page: (afterId: number, limit: number) => Promise<ExportReport[]>): Promise<ReportListing[]> {
  const listings: ReportListing[] = [];
  let after = 0;
  for (;;) {
    const rows = await page(after, REPORT_PAGE);
    for (const { pdf, ...report } of rows) {
      const entry = reportEntry(report);
      zip.add(entry, pdf, false);
      listings.push({ ...report, entry, byteSize: pdf.byteLength });
    }
    const tail = rows.at(-1);
    if (!tail || rows.length < REPORT_PAGE) return listings;
    after = tail.id;
  }
}

/** The README.txt of the manifest, in words. */
function readme(manifest: ExportManifest): string {
  const lines = [
    `Data export of account "${manifest.accountName}" (id ${manifest.accountId})`,
    `Export ${manifest.exportId}, made ${manifest.madeAt} (${manifest.kind}${manifest.requestedBy === null ? ', by the data-retention job' : `, asked for by user ${manifest.requestedBy}`}).`,
    ...(manifest.reason ? [`Reason: ${manifest.reason}`] : []),
    `Format: ${manifest.format}.`,
    '',
    'Files:',
    ...Object.entries(manifest.files).map(([name, file]) => `- ${name} (${file.rows} ${name.endsWith('/') ? 'files' : 'rows'}): ${file.description}`),
    '- manifest.json: the same facts for programs.',
    '',
  ];
  return lines.join('\r\n');
}

/**
 * Builds the ZIP of the account whose repositories `repos` are.
 * @param fhir what the FHIR files need (exportFhirFiles.ts).
 * @returns the ZIP's bytes and its manifest.
 */
export async function buildExportZip(repos: Repositories, facts: ExportFacts, fhir: ExportFhir): Promise<{ bytes: Buffer; manifest: ExportManifest }> {
  const data = repos.accountExportData;
  const zip = zipWriter();
  const rows: Record<keyof typeof EXPORT_FILE_DESCRIPTIONS, number> = {
    'examinees.csv': 0,
    'assessments.csv': 0,
    'responses.csv': 0,
    'scores.csv': 0,
    'reports.csv': 0,
    'usage-ledger.csv': 0,
    'email-history.csv': 0,
    'audit.csv': 0,
    'groups.csv': 0,
    'group_members.csv': 0,
    'group_staff.csv': 0,
    'live_sessions.csv': 0,
    'live_session_events.csv': 0,
    'reports/': 0,
    'fhir/Patient.ndjson': 0,
    'fhir/Questionnaire.ndjson': 0,
    'fhir/QuestionnaireResponse.ndjson': 0,
    'fhir/Observation.ndjson': 0,
  };
  const addCsv = <T>(name: keyof typeof rows, columns: Parameters<typeof csvFile<T>>[0], records: readonly T[]) => {
    zip.add(name, csvFile(columns, records), true);
    rows[name] = records.length;
  };
  const examinees = await data.examinees();
  addCsv('examinees.csv', EXAMINEE_COLUMNS, examinees);
  const assessments = await data.assessments();
  addCsv('assessments.csv', ASSESSMENT_COLUMNS, assessments);
  addCsv('responses.csv', RESPONSE_COLUMNS, assessments.flatMap(responseRows));
  addCsv('scores.csv', SCORE_COLUMNS, assessments.flatMap(scoreRows));
  const reports = [...(await addReports(zip, data.reports)), ...(await addReports(zip, data.groupReports))];
  addCsv('reports.csv', REPORT_COLUMNS, reports);
  rows['reports/'] = reports.length;
  addCsv('usage-ledger.csv', LEDGER_COLUMNS, await data.ledger());
  addCsv('email-history.csv', EMAIL_COLUMNS, await data.emails());
  addCsv('audit.csv', AUDIT_COLUMNS, await data.audit());
  addCsv('groups.csv', GROUP_COLUMNS, await repos.accountExportGroups.groups());
  addCsv('group_members.csv', GROUP_MEMBER_COLUMNS, await repos.accountExportGroups.members());
  addCsv('group_staff.csv', GROUP_STAFF_COLUMNS, await repos.accountExportGroups.staff());
  addCsv('live_sessions.csv', LIVE_SESSION_COLUMNS, await repos.liveSessions.exportSessions());
  addCsv('live_session_events.csv', LIVE_EVENT_COLUMNS, await repos.liveSessions.exportEvents());
  for (const [name, file] of Object.entries(await fhirFiles(fhir.systems, examinees, assessments, fhir.productOf))) {
    zip.add(name, file.bytes, true);
    rows[name as keyof typeof rows] = file.rows;
  }
  const manifest: ExportManifest = {
    ...facts,
    madeAt: facts.madeAt.toISOString(),
    format: 'CSV (RFC 4180), UTF-8 with BOM, header row, ISO 8601 dates (UTC)',
    files: Object.fromEntries(Object.entries(rows).map(([name, count]) => [name, { description: EXPORT_FILE_DESCRIPTIONS[name as keyof typeof rows], rows: count }])),
  };
  zip.add('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2), 'utf8'), true);
  zip.add('README.txt', Buffer.from(readme(manifest), 'utf8'), true);
  return { bytes: zip.finish(), manifest };
}

/** The ZIP's file name: the account and the day it was made (`account-12-export-3-2026-11-26.zip`). */
export const exportFileName = (accountId: number, exportId: number, madeAt: Date): string => `account-${accountId}-export-${exportId}-${madeAt.toISOString().slice(0, 10)}.zip`;
