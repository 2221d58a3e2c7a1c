/**
 * Examinee records of an account, through the account's examinee repository: another account's
 * record answers exactly like a missing one (404). The operation pipeline audits every call.
 */
import type { ExamineeListQuery } from '../../../contract/services/examinees';
import type { Page } from '../../../contract/types';
import type { Examinee, ExamineeInput } from '../../../domain/examinee';
import type { CarriedAudit } from '../../audit/carriedAudit';
import type { Db } from '../../db/client';
import { repositories, type Repositories } from '../../db/repositories';
import { refusingDuplicates } from '../duplicateKeys';
import { HttpProblem, notFound } from '../../http/problems';

/** The default page size of lists. */
export const DEFAULT_PAGE_SIZE = 20;

const duplicateId = (): HttpProblem =>
  new HttpProblem('duplicate', 'An examinee with this id already exists in the account.', [
    { field: 'examineeId', message: 'This examinee id is already in use. Enter another.' },
  ]);

/** An examinee of the account, or `null` (also for another account's record), for services not yet given repositories. */
export const findExaminee = (db: Db, accountId: number, recordId: number): Promise<Examinee | null> =>
  repositories(db, { accountId, userId: null }).examinees.find(recordId);

/** {@link findExaminee}, answering 404 when absent. @throws HttpProblem notFound. */
export async function requireExaminee(db: Db, accountId: number, recordId: number): Promise<Examinee> {
  const examinee = await findExaminee(db, accountId, recordId);
  if (!examinee) throw notFound('The examinee');
  return examinee;
}

/** An examinee of the repositories' account. @throws HttpProblem notFound (404). */
export async function getExaminee(repos: Repositories, recordId: number): Promise<Examinee> {
  const examinee = await repos.examinees.find(recordId);
  if (!examinee) throw notFound('The examinee');
  return examinee;
}

/**
 * A page of the account's examinees: `search` matches examinee id, first or last name
 * (case-insensitive, anywhere in the value); sorted by `sort` (last name by default).
 * @param audit the read's audit row, written with the page (audit/carriedAudit.ts).
 */
export const listExaminees = (repos: Repositories, query: ExamineeListQuery, audit: CarriedAudit | null = null): Promise<Page<Examinee>> =>
  repos.examinees.list(query.search?.trim() ?? '', query.sort ?? 'lastName', { page: query.page ?? 1, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE }, audit);

/**
 * Whether `examineeId` is free in the account without regard to case (`NEW-001` takes `new-001`),
 * ignoring the record `excludeRecordId` (the one being edited).
 */
export const isExamineeIdFree = (repos: Repositories, examineeId: string, excludeRecordId: number | undefined): Promise<boolean> =>
  repos.examinees.isExamineeIdFree(examineeId, excludeRecordId);

/**
 * Creates an examinee in the account.
 * @throws HttpProblem duplicate (409, field examineeId) when the id is taken in the account.
 */
export const createExaminee = (repos: Repositories, input: ExamineeInput, now: Date): Promise<Examinee> =>
  refusingDuplicates(() => repos.examinees.create(input, now), duplicateId);

/**
 * Replaces an examinee's fields.
 * @throws HttpProblem notFound (404) when the record is not in the account; duplicate (409) when
 *   the new examinee id is another record's.
 */
export async function updateExaminee(repos: Repositories, recordId: number, input: ExamineeInput, now: Date): Promise<Examinee> {
  const updated = await refusingDuplicates(() => repos.examinees.update(recordId, input, now), duplicateId);
  if (!updated) throw notFound('The examinee');
  return updated;
}
