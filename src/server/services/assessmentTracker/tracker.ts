/**
 * The back office's assessment tracker (issue #17): staff look an assessment of any customer
 * account up — by its id, by an administration session or a remote link, or by an examinee id in
 * an account — and read its lifecycle as a timeline. A lookup by id or session finds the account
 * first across all accounts (platform store trackerSearch.ts, with the `AllAccounts` proof), then
 * enters that one account; each step is audited with the staff member's reason. The examinee's
 * names and the responses are answered only with `reveal` and a second stated reason, which is
 * audited as its own event (`staff.revealExamineeData`, under the account).
 */
import type { AssessmentTracker, ExamineeLookupQuery, SessionLookupQuery, TrackerMatch, TrackerQuery } from '../../../contract/services/assessmentTracker';
import { REVEAL_EXAMINEE_DATA_ACTION } from '../../../domain/assessmentTimeline';
import { checkStaffReason } from '../../../domain/staffReason';
import { recordAudit } from '../../audit/auditLog';
import { accountOfAssessment, accountOfSession, type OwningAccount } from '../../db/platform/trackerSearch';
import type { Repositories } from '../../db/repositories';
import type { StaffCall } from '../../http/operationHandler';
import { HttpProblem, notFound } from '../../http/problems';
import { toMatch, toTracker, trackedRecords } from './trackerViews';

/** The refusal of an assessment that is not there (or not in the account named). */
export const assessmentMissing = () => notFound('The assessment');

/**
 * The reason to reveal names and responses, checked by the rule of every stated reason.
 * @throws HttpProblem validation naming `revealReason`.
 */
function revealReasonOf(query: TrackerQuery): string | null {
  if (query.reveal !== true) return null;
  const checked = checkStaffReason(query.revealReason ?? '');
  if (!checked.ok) throw new HttpProblem('validation', checked.message, [{ field: 'revealReason', message: checked.message }]);
  return checked.reason;
}

/** A customer account the transaction has entered: its repositories and name, and the operator's staff names read before. */
export interface EnteredAccount {
  repos: Repositories;
  account: OwningAccount;
  staffNames: ReadonlyMap<number, string>;
}

/**
 * The repositories of customer account `accountId`, entered with `reason`, and its name.
 * @throws HttpProblem notFound for the operator's own account or one that does not exist.
 */
export async function enterCustomerAccount(call: StaffCall, accountId: number, reason: string): Promise<EnteredAccount> {
  if (accountId === call.user.accountId) throw notFound('The account');
  const staffNames = await call.repos.assessmentTracker.staffNames();
  const repos = await call.crossAccount.account(accountId, reason);
  const accountName = await repos.remoteLinks.accountName();
  if (accountName === null) throw notFound('The account');
  return { repos, account: { accountId, accountName }, staffNames };
}

/** The tracker of assessment `assessmentId` of the entered account; `revealReason` reveals (audited). @throws HttpProblem notFound. */
export async function trackerIn(call: StaffCall, { repos, account, staffNames }: EnteredAccount, assessmentId: number, revealReason: string | null): Promise<AssessmentTracker> {
  const row = await repos.assessmentTracker.assessment(assessmentId);
  if (!row) throw assessmentMissing();
  let personal = null;
  if (revealReason !== null) {
    // Under the account, before the timeline is read, so the reveal is on the timeline it shows.
    await recordAudit(call.db, { userId: call.user.userId, accountId: account.accountId, ip: call.ip }, { action: REVEAL_EXAMINEE_DATA_ACTION, entity: 'assessment', entityId: assessmentId, reason: revealReason }, call.now);
    personal = await repos.assessmentTracker.personal(assessmentId);
  }
  return toTracker(account, await trackedRecords(repos, row, call.now, staffNames), call.now, personal);
}

/**
 * backOffice.trackerByAssessmentId: the tracker of an assessment of whichever customer account
 * holds it (of `query.accountId` when given).
 * @throws HttpProblem notFound (no such assessment, the operator's own, or not of the account named); validation of a reason.
 */
export async function trackerByAssessmentId(call: StaffCall, assessmentId: number, query: TrackerQuery): Promise<AssessmentTracker> {
  const revealReason = revealReasonOf(query);
  const staffNames = await call.repos.assessmentTracker.staffNames();
  const owner = await accountOfAssessment(await call.crossAccount.allAccounts(query.reason), assessmentId, call.user.accountId);
  if (!owner || (query.accountId !== undefined && query.accountId !== owner.accountId)) throw assessmentMissing();
  const repos = await call.crossAccount.account(owner.accountId, query.reason);
  return trackerIn(call, { repos, account: owner, staffNames }, assessmentId, revealReason);
}

/**
 * backOffice.trackerBySession: the assessments of an administration session, or of what a remote
 * link answers, in answering order.
 * @throws HttpProblem notFound when no customer account has the session or link.
 */
export async function trackerBySession(call: StaffCall, sessionId: number, query: SessionLookupQuery): Promise<TrackerMatch[]> {
  const owner = await accountOfSession(await call.crossAccount.allAccounts(query.reason), query.kind, sessionId, call.user.accountId);
  if (!owner) throw notFound(query.kind === 'administration' ? 'The session' : 'The link');
  const repos = await call.crossAccount.account(owner.accountId, query.reason);
  const rows = query.kind === 'administration' ? await repos.assessmentTracker.ofSession(sessionId) : await repos.assessmentTracker.ofLink(sessionId);
  return rows.map((row) => toMatch(owner, row));
}

/**
 * backOffice.trackerByExaminee: the assessments of the examinee with `query.examineeId` in customer account `accountId`, newest first.
 * @throws HttpProblem notFound for an account that is not a customer's.
 */
export async function trackerByExaminee(call: StaffCall, accountId: number, query: ExamineeLookupQuery): Promise<TrackerMatch[]> {
  const { repos, account } = await enterCustomerAccount(call, accountId, query.reason);
  return (await repos.assessmentTracker.ofExamineeId(query.examineeId)).map((row) => toMatch(account, row));
}
