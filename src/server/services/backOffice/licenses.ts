/**
 * The back office's feature licenses (issue #17): search them across customer accounts, read one
 * with its history, create one, change its terms, suspend, resume or end it. Every step into a
 * customer's records goes through the staff member's audited cross-account access with their
 * stated reason. A change takes effect at once (the charge rules read the same row), is written
 * to the license's history and to the account's usage ledger, and tells the account's
 * administrators. Suspending or ending a license only changes its status: reports already paid
 * for, and their ledger rows, are never touched.
 */
import type { CustomerAccount, CustomerAccountQuery, LicenseSearchQuery, LicenseStatusBody, LicenseTermsBody, NewLicenseBody, StaffLicenseDetail, StaffLicensePage } from '../../../contract/services/backOffice';
import { licenseDay } from '../../../domain/licensing';
import { EVENT_OF_ACTION, type LicenseEventKind, type LicenseStatusAction, statusAfterAction, termsChangeable } from '../../../domain/licenseStatus';
import { checkLicenseTerms, createdTerms, type FeatureLicenseType, type LicenseTermsInput, type TermsChange, storedShape, termsChanges, usagesAdded } from '../../../domain/licenseTerms';
import { customerAccounts, searchLicenses } from '../../db/platform/licenseSearch';
import type { Repositories } from '../../db/repositories';
import type { StaffLicenseRow } from '../../db/repositories/licenseAdministration';
import type { StaffCall } from '../../http/operationHandler';
import { HttpProblem, invalidField, notFound } from '../../http/problems';
import { notifyLicenseChanged } from '../notifications/producers';
import { findCatalogueProduct } from '../products/service';
import { toStaffLicense, toStaffLicenseDetail, termsOf } from './licenseViews';

/** Licenses per page of the search when the query names no size. */
export const DEFAULT_LICENSE_PAGE_SIZE = 25;

const licenseMissing = () => notFound('The license');

/** backOffice.featureLicenses: a page of the licenses of every customer account, newest first. */
export async function findLicenses(call: StaffCall, query: LicenseSearchQuery): Promise<StaffLicensePage> {
  const all = await call.crossAccount.allAccounts(query.reason);
  const day = licenseDay(call.now);
  const page = await searchLicenses(
    all,
    { account: query.account ?? '', type: query.type, status: query.status, day, operatorAccountId: call.user.accountId },
    query.page ?? 1,
    query.pageSize ?? DEFAULT_LICENSE_PAGE_SIZE,
  );
  return { ...page, items: page.items.map((row) => toStaffLicense(row, day)) };
}

/** backOffice.customerAccounts: customer accounts by name or id. */
export async function findCustomerAccounts(call: StaffCall, query: CustomerAccountQuery): Promise<CustomerAccount[]> {
  return customerAccounts(await call.crossAccount.allAccounts(query.reason), query.search ?? '', call.user.accountId);
}

/**
 * The repositories of customer account `accountId`, entered with `reason`.
 * @throws HttpProblem notFound for the operator's own account (it has no licenses to manage).
 */
async function customerAccount(call: StaffCall, accountId: number, reason: string): Promise<Repositories> {
  if (accountId === call.user.accountId) throw notFound('The account');
  return call.crossAccount.account(accountId, reason);
}

/** The detail of license `licenseId` of the entered account, as it is now in the transaction. */
async function detailOf(repos: Repositories, licenseId: number, now: Date): Promise<StaffLicenseDetail> {
  const row = await repos.licenseAdministration.license(licenseId);
  if (!row) throw licenseMissing();
  return toStaffLicenseDetail(row, await repos.licenseAdministration.history(licenseId), licenseDay(now));
}

/** backOffice.featureLicense: one license of a customer account with its history. @throws HttpProblem notFound. */
export async function readLicense(call: StaffCall, accountId: number, licenseId: number, reason: string): Promise<StaffLicenseDetail> {
  return detailOf(await customerAccount(call, accountId, reason), licenseId, call.now);
}

/**
 * The checked terms of a license of `type`, with an existing product.
 * @throws HttpProblem validation naming every broken rule (domain licenseTerms.ts checkLicenseTerms), or an unknown product.
 */
async function checkedTerms(call: StaffCall, type: FeatureLicenseType, terms: LicenseTermsInput, usagesUsed: number): Promise<LicenseTermsInput> {
  const checked = checkLicenseTerms(type, terms, usagesUsed);
  if (!checked.ok) throw new HttpProblem('validation', checked.error[0]?.message, checked.error.map(({ field, message }) => ({ field, message })));
  if (checked.value.productId !== null && !(await findCatalogueProduct(call.db, checked.value.productId))) throw invalidField('productId', 'Choose a product that exists.');
  return checked.value;
}

/** What a change writes besides the license itself. */
interface Recorded {
  kind: LicenseEventKind;
  reason: string;
  changes: TermsChange[];
  usagesAdded: number;
}

/**
 * Writes a change's history entry and usage-ledger row, and tells the account's administrators,
 * all in the operation's transaction; `license` is the license as it is after the change.
 */
async function record(call: StaffCall, repos: Repositories, license: StaffLicenseRow, change: Recorded): Promise<void> {
  const eventId = await repos.licenseAdministration.addEvent(
    { licenseId: license.id, kind: change.kind, status: license.status, userName: call.user.displayName, reason: change.reason, changes: change.changes },
    call.now,
  );
  await repos.licenseAdministration.recordLicenseChange(
    { licenseId: license.id, licenseEventId: eventId, productId: license.productId, reportType: license.reportType, usagesAdded: change.usagesAdded },
    call.now,
  );
  await notifyLicenseChanged(repos.notifications, { licenseName: license.name, event: change.kind, usagesAdded: change.usagesAdded }, call.now);
}

/** The license `licenseId` of the entered account, locked for the change. @throws HttpProblem notFound. */
async function lockedLicense(repos: Repositories, licenseId: number): Promise<StaffLicenseRow> {
  const row = await repos.licenseAdministration.license(licenseId, { forUpdate: true });
  if (!row) throw licenseMissing();
  return row;
}

/** The refusal of a change to a license that has ended. */
const endedProblem = () => new HttpProblem('conflict', 'This license has ended; nothing about it can change.');

/** The terms of a request body, without its reason (and type). */
const termsFrom = (body: LicenseTermsBody): LicenseTermsInput => ({
  name: body.name,
  productId: body.productId,
  reportType: body.reportType,
  usagesGranted: body.usagesGranted,
  validFrom: body.validFrom,
  validUntil: body.validUntil,
  options: body.options,
});

/**
 * backOffice.createFeatureLicense: a new active license of customer account `accountId`.
 * @throws HttpProblem notFound for an account that does not exist; validation for broken terms.
 */
export async function createLicense(call: StaffCall, accountId: number, body: NewLicenseBody): Promise<StaffLicenseDetail> {
  const repos = await customerAccount(call, accountId, body.reason);
  if (!(await repos.licenseAdministration.accountExists())) throw notFound('The account');
  const type = body.type;
  const terms = await checkedTerms(call, type, termsFrom(body), 0);
  const shape = storedShape(type, terms.reportType);
  const licenseId = await repos.licenseAdministration.create({ ...terms, ...shape }, call.now);
  const created = await lockedLicense(repos, licenseId);
  await record(call, repos, created, { kind: 'created', reason: body.reason, changes: createdTerms(terms), usagesAdded: terms.usagesGranted ?? 0 });
  return detailOf(repos, licenseId, call.now);
}

/**
 * backOffice.updateFeatureLicense: new terms for license `licenseId` of customer account `accountId`.
 * @throws HttpProblem notFound; conflict for an ended license; validation for broken terms or a change that changes nothing.
 */
export async function updateLicense(call: StaffCall, accountId: number, licenseId: number, body: LicenseTermsBody): Promise<StaffLicenseDetail> {
  const repos = await customerAccount(call, accountId, body.reason);
  const row = await lockedLicense(repos, licenseId);
  if (!termsChangeable(row.status)) throw endedProblem();
  const type = toStaffLicense(row, licenseDay(call.now)).type;
  const before = termsOf(row);
  const after = await checkedTerms(call, type, termsFrom(body), row.usagesUsed);
  const changes = termsChanges(before, after);
  if (changes.length === 0) throw new HttpProblem('badRequest', 'Change at least one term of the license.');
  await repos.licenseAdministration.updateTerms(licenseId, { ...after, reportType: storedShape(type, after.reportType).reportType });
  await record(call, repos, await lockedLicense(repos, licenseId), { kind: 'changed', reason: body.reason, changes, usagesAdded: usagesAdded(before, after) });
  return detailOf(repos, licenseId, call.now);
}

/**
 * backOffice.changeFeatureLicenseStatus: suspends, resumes or ends license `licenseId` of customer account `accountId`.
 * @throws HttpProblem notFound; conflict when the action is not open from the license's status (domain licenseStatus.ts).
 */
export async function changeLicenseStatus(call: StaffCall, accountId: number, licenseId: number, body: LicenseStatusBody): Promise<StaffLicenseDetail> {
  const repos = await customerAccount(call, accountId, body.reason);
  const row = await lockedLicense(repos, licenseId);
  const action: LicenseStatusAction = body.action;
  const next = statusAfterAction(row.status, action);
  if (!next.ok) throw new HttpProblem('conflict', next.error.message);
  await repos.licenseAdministration.setStatus(licenseId, next.value);
  await record(call, repos, { ...row, status: next.value }, { kind: EVENT_OF_ACTION[action], reason: body.reason, changes: [], usagesAdded: 0 });
  return detailOf(repos, licenseId, call.now);
}
