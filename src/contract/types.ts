/**
 * Shapes the services answer, beyond the domain's entities. Each is inferred from the schema that
 * writes it, where that schema is declared (`yup.InferType`); this module collects them by name.
 */

/**
 * A page of a list of any item type: the one generic shape of the contract, written by
 * `pageSchemaOf` (responseSchemas.ts, which checks that the two agree). An operation's page is
 * inferred from its own schema.
 */
export interface Page<T> {
  items: T[];
  /** Rows matching the filter, over all pages. */
  total: number;
  page: number;
  pageSize: number;
}

/** A product an examinee may take, as listed on the new-assessment screen; inferred from its schema (services/examinees.ts). */
export type { ProductSummary } from './services/examinees';

/** A user of the account who may be named examiner; inferred from its schema (responseSchemas.ts). */
export type { ExaminerOption } from './responseSchemas';

/** One headline scale's score in a list row; inferred from its schema (assessmentSchemas.ts). */
export type { HeadlineScore } from './assessmentSchemas';

/** One assessment in an examinee's history; inferred from its schema (assessmentSchemas.ts). */
export type { AssessmentSummary } from './assessmentSchemas';

/** Everything the assessment screen needs; inferred from its schema (services/assessments.ts). */
export type { AssessmentDetails } from './services/assessments';

/** A stored report (shapes of the report calls live in reportTypes.ts). */
export type { ReportSummary } from './reportTypes';

/** The signed-in user's role; inferred from its schema (services/account.ts). */
export type { SelfRole } from './services/account';

/** The account's DALS status (spec §3: read as the DALS account flag); defined in the domain, which types its schema (responseSchemas.ts). */
export type { DalsStatus } from '../domain/dals';

/** A token pair (spec §3); inferred from its schema (responseSchemas.ts). */
export type { TokenPair } from './responseSchemas';

/** What a keep-alive ping answers; defined in the domain, which types its schema (services/account.ts). */
export type { KeepAliveStatus } from '../domain/keepAliveTiming';
