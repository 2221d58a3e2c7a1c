/**
 * The data-retention staff's operations through the API (issue #18): the dashboard of accounts by
 * state with its filters and counts, an account's case with its addresses, notices and their
 * delivery, assigning the case, extending a grace period, postponing a deletion request, the
 * legal hold, the staff's own e-mail alerts and the deletion privileges. Every step into an
 * account states the reason, audited; another account's notice and the operator's own account
 * answer like missing ones; customers are refused.
 */
import { and, eq } from 'drizzle-orm';
import type { AccountCase, AddressData, DashboardFilters, DeliveryInfo, EmailAlerts, NotificationDetails, RetentionAccountPage, StaffPrivilege } from '../../src/contract/services/dataRetention';
import { RETENTION_STATES, type RetentionState } from '../../src/domain/retention/accountLifecycle';
import { MAX_DATE_CHANGE_DAYS } from '../../src/domain/retention/retentionDateChanges';
import { accounts, auditLog } from '../../src/server/db/schema';
import { daysFromToday, makeNotice, makePurgedAccount, makeRetentionAccount, makeStaffMember } from './support/retentionWorld';
import { demoClinicId } from './support/permissionMatrixAccounts';
import { apiAs, selfUserId, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let staff: Api;
let admin: Api;
let staffId: number;
let operatorId: number;

const REASON = 'Ticket 9120: reviewing dormant accounts.';
const q = (reason = REASON) => `reason=${encodeURIComponent(reason)}`;
const dayAfter = (days: number) => daysFromToday(days, test.clock.now());

beforeAll(async () => {
  test = await createTestApp();
  staff = apiAs(test.app, await signIn(test.app, 'retention'));
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
  staffId = await selfUserId(staff);
  const [me] = await test.db.select({ accountId: accounts.id }).from(accounts).where(eq(accounts.name, 'Q-global Operations (internal)'));
  operatorId = me?.accountId ?? 0;
});
afterAll(async () => {
  await test?.close();
});

const list = async (path: string, filters: string): Promise<RetentionAccountPage> => {
  const answer = await staff('GET', `/data-retention/${path}?${filters}&pageSize=100&${q()}`);
  expect(answer.statusCode).toBe(200);
  return answer.json<RetentionAccountPage>();
};
const caseOf = async (accountId: number): Promise<AccountCase> => (await staff('GET', `/data-retention/accounts/${accountId}?${q()}`)).json<AccountCase>();

describe('the dashboard', () => {
  it('lists each account under the state the domain gives it, with its last activity, date, assignee and hold', async () => {
    const signedIn = new Date('2026-01-05T10:00:00Z');
    const made: Record<RetentionState, number> = {
      active: (await makeRetentionAccount(test.db, { lastSignInAt: signedIn })).accountId,
      dormant: (await makeRetentionAccount(test.db, { dormantUntil: dayAfter(40), assigneeId: staffId })).accountId,
      // Each outranks the states after it (domain retentionState), so each account also has the facts of those.
      deletionRequested: (await makeRetentionAccount(test.db, { requestDate: dayAfter(20), dormantUntil: dayAfter(40) })).accountId,
      onHold: (await makeRetentionAccount(test.db, { dormantUntil: dayAfter(10), requestDate: dayAfter(15), holdReason: 'Court order 2026/17: keep every record.' })).accountId,
      deleted: (await makeRetentionAccount(test.db, { deletedAt: new Date(), requestDate: dayAfter(15), holdReason: 'Court order 2026/18: keep every record.' })).accountId,
      purged: await makePurgedAccount(test.db, 1_500_000_000),
    };
    for (const state of RETENTION_STATES) {
      const page = await list('accounts', `state=${state}`);
      expect(page.items.every((item) => item.state === state)).toBe(true);
      expect(page.items.map((item) => item.accountId)).toContain(made[state]);
      // No other made account is listed under this state.
      const others = RETENTION_STATES.filter((other) => other !== state).map((other) => made[other]);
      expect(page.items.map((item) => item.accountId).filter((id) => others.includes(id))).toEqual([]);
    }
    const all = await list('accounts', 'search=Retention%20Practice');
    expect(all.items.find((item) => item.accountId === made.active)).toMatchObject({ state: 'active', lastActivityAt: signedIn.toISOString(), deletionDate: null, assignee: null, onHold: false });
    expect(all.items.find((item) => item.accountId === made.dormant)).toMatchObject({ state: 'dormant', deletionDate: dayAfter(40), assignee: { id: staffId, name: 'Rita Retention' } });
    expect(all.items.find((item) => item.accountId === made.onHold)).toMatchObject({ state: 'onHold', onHold: true, deletionDate: dayAfter(15) });
    expect(all.items.find((item) => item.accountId === made.deleted)).toMatchObject({ state: 'deleted', onHold: true });
    expect(all.items.map((item) => item.accountId)).not.toContain(operatorId);
    const audited = await test.db.select({ reason: auditLog.reason }).from(auditLog).where(eq(auditLog.action, 'staff.enterAllAccounts'));
    expect(audited.map((row) => row.reason)).toContain(REASON);
  });

  it('filters by assignee, deletion date range and name, and pages soonest deletion first', async () => {
    const name = `Filter Practice ${Date.now()}`;
    const soon = (await makeRetentionAccount(test.db, { name: `${name} A`, dormantUntil: dayAfter(5) })).accountId;
    const later = (await makeRetentionAccount(test.db, { name: `${name} B`, dormantUntil: dayAfter(50), assigneeId: staffId })).accountId;
    const search = `search=${encodeURIComponent(name)}`;
    expect((await list('accounts', search)).items.map((item) => item.accountId)).toEqual([soon, later]);
    expect((await list('accounts', `${search}&assigneeId=${staffId}`)).items.map((item) => item.accountId)).toEqual([later]);
    expect((await list('accounts', `${search}&assigneeId=0`)).items.map((item) => item.accountId)).toEqual([soon]);
    expect((await list('accounts', `${search}&deletionFrom=${dayAfter(6)}&deletionTo=${dayAfter(60)}`)).items.map((item) => item.accountId)).toEqual([later]);
    const first = (await staff('GET', `/data-retention/accounts?${search}&pageSize=1&page=2&${q()}`)).json<RetentionAccountPage>();
    expect(first).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ accountId: later }] });
  });

  it('lists only the accounts an administrator asked to delete as self-service accounts', async () => {
    const requested = (await makeRetentionAccount(test.db, { requestDate: dayAfter(25) })).accountId;
    const dormant = (await makeRetentionAccount(test.db, { dormantUntil: dayAfter(25) })).accountId;
    const ids = (await list('self-service-accounts', 'search=Retention')).items.map((item) => item.accountId);
    expect(ids).toContain(requested);
    expect(ids).not.toContain(dormant);
  });

  it('counts every state, the requests and the cases per assignee', async () => {
    const before = (await staff('GET', `/data-retention/dashboard-filters?${q()}`)).json<DashboardFilters>();
    await makeRetentionAccount(test.db, { dormantUntil: dayAfter(30), assigneeId: staffId });
    await makeRetentionAccount(test.db, { requestDate: dayAfter(30) });
    const answer = await staff('GET', `/data-retention/dashboard-filters?${q()}`);
    expect(answer.statusCode).toBe(200);
    const after = answer.json<DashboardFilters>();
    expect(after.states.map((entry) => entry.state)).toEqual([...RETENTION_STATES]);
    const countOf = (filters: DashboardFilters, state: RetentionState) => filters.states.find((entry) => entry.state === state)?.count ?? 0;
    expect(countOf(after, 'dormant') - countOf(before, 'dormant')).toBe(1);
    expect(countOf(after, 'deletionRequested') - countOf(before, 'deletionRequested')).toBe(1);
    expect(after.selfServiceRequests - before.selfServiceRequests).toBe(1);
    const mine = (filters: DashboardFilters) => filters.assignees.find((entry) => entry.id === staffId)?.cases ?? 0;
    expect(mine(after) - mine(before)).toBe(1);
    expect(after.unassigned - before.unassigned).toBe(1);
  });

  it('refuses customers and a missing reason', async () => {
    expect((await admin('GET', `/data-retention/accounts?${q()}`)).statusCode).toBe(403);
    expect((await staff('GET', '/data-retention/accounts')).statusCode).toBe(400);
    expect((await staff('GET', `/data-retention/accounts?deletionFrom=2026-02-31&${q()}`)).statusCode).toBe(400);
  });
});

describe('an account’s case', () => {
  it('reads the case, the addresses, the notices and each e-mail’s delivery, entering the account with the reason', async () => {
    const { accountId, adminId, name } = await makeRetentionAccount(test.db, { dormantUntil: dayAfter(30) });
    const { noticeId, messageIds } = await makeNotice(test.db, accountId, adminId, dayAfter(30), ['ada.keeper@example.org', 'old@example.org']);
    expect(await caseOf(accountId)).toMatchObject({ accountId, name, state: 'dormant', dormantDeletionDate: dayAfter(30), legalHold: null, assignee: null, deletionRequestDate: null });
    const addresses = (await staff('GET', `/data-retention/accounts/${accountId}/addresses?${q()}`)).json<AddressData>();
    expect(addresses).toEqual({ accountId, accountName: name, administrators: [expect.objectContaining({ userId: adminId, name: 'Ada Keeper', email: 'ada.keeper@example.org', phone: '+1 555 0100' })] });
    const notices = (await staff('GET', `/data-retention/accounts/${accountId}/notices?${q()}`)).json<NotificationDetails>();
    expect(notices.notices).toEqual([
      expect.objectContaining({ id: noticeId, kind: 'dormantStart', deletionDate: dayAfter(30), emails: [expect.objectContaining({ messageId: messageIds[0], state: 'sent' }), expect.objectContaining({ messageId: messageIds[1], state: 'failed' })] }),
    ]);
    const delivery = (await staff('GET', `/data-retention/accounts/${accountId}/notices/${noticeId}/delivery?${q()}`)).json<DeliveryInfo>();
    expect(delivery.messages[1]).toMatchObject({ recipientAddress: 'old@example.org', state: 'failed', attempts: 2, lastError: '550 mailbox unavailable', history: [{ attempt: 1, outcome: 'failed' }, { attempt: 2, outcome: 'failed', error: '550 mailbox unavailable' }] });
    const entered = await test.db.select({ reason: auditLog.reason }).from(auditLog).where(and(eq(auditLog.action, 'staff.enterAccount'), eq(auditLog.accountId, accountId)));
    expect(entered.map((row) => row.reason)).toContain(REASON);
  });

  it('answers another account’s notice, the operator’s account and a missing account like missing ones', async () => {
    const first = await makeRetentionAccount(test.db);
    const second = await makeRetentionAccount(test.db);
    const { noticeId } = await makeNotice(test.db, second.accountId, second.adminId, dayAfter(30));
    const foreign = await staff('GET', `/data-retention/accounts/${first.accountId}/notices/${noticeId}/delivery?${q()}`);
    const missing = await staff('GET', `/data-retention/accounts/${first.accountId}/notices/2000000000/delivery?${q()}`);
    expect([foreign.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(foreign.json<{ detail: string }>().detail).toBe(missing.json<{ detail: string }>().detail);
    expect((await staff('GET', `/data-retention/accounts/${operatorId}?${q()}`)).statusCode).toBe(404);
    expect((await staff('GET', `/data-retention/accounts/2000000000?${q()}`)).statusCode).toBe(404);
  });

  it('assigns the case to data-retention staff only, and takes it back, keeping the reason in the audit', async () => {
    const { accountId } = await makeRetentionAccount(test.db, { dormantUntil: dayAfter(30) });
    const assigned = await staff('PUT', `/data-retention/accounts/${accountId}/assignee`, { assigneeId: staffId, reason: 'Ticket 9121: I take this case.' });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json<AccountCase>().assignee).toEqual({ id: staffId, name: 'Rita Retention' });
    const backOfficeId = await makeStaffMember(test.db, 'backOffice', 'Office');
    const refused = await staff('PUT', `/data-retention/accounts/${accountId}/assignee`, { assigneeId: backOfficeId, reason: REASON });
    expect(refused.statusCode).toBe(400);
    expect((await staff('PUT', `/data-retention/accounts/${accountId}/assignee`, { assigneeId: null, reason: REASON })).json<AccountCase>().assignee).toBeNull();
    const audited = await test.db.select({ reason: auditLog.reason }).from(auditLog).where(and(eq(auditLog.action, 'dataRetention.assignToUser'), eq(auditLog.entityId, String(accountId))));
    expect(audited.map((row) => row.reason)).toContain('Ticket 9121: I take this case.');
  });

  it('extends a dormant account’s grace period only to a later date within the limit', async () => {
    const { accountId } = await makeRetentionAccount(test.db, { dormantUntil: dayAfter(30) });
    const extend = (deletionDate: string) => staff('PUT', `/data-retention/accounts/${accountId}/grace-period`, { deletionDate, reason: REASON });
    expect((await extend(dayAfter(20))).statusCode).toBe(400);
    expect((await extend(dayAfter(MAX_DATE_CHANGE_DAYS + 1))).statusCode).toBe(400);
    const extended = await extend(dayAfter(90));
    expect(extended.statusCode).toBe(200);
    expect(extended.json<AccountCase>()).toMatchObject({ state: 'dormant', dormantDeletionDate: dayAfter(90) });
    const active = (await makeRetentionAccount(test.db)).accountId;
    expect((await staff('PUT', `/data-retention/accounts/${active}/grace-period`, { deletionDate: dayAfter(90), reason: REASON })).statusCode).toBe(409);
  });

  it('postpones a deletion request but never brings it forward', async () => {
    const { accountId } = await makeRetentionAccount(test.db, { requestDate: dayAfter(30) });
    const move = (deletionDate: string) => staff('PUT', `/data-retention/accounts/${accountId}/deletion-date`, { deletionDate, reason: REASON });
    const earlier = await move(dayAfter(10));
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('deletionDate');
    const later = await move(dayAfter(60));
    expect(later.statusCode).toBe(200);
    expect(later.json<AccountCase>()).toMatchObject({ state: 'deletionRequested', deletionRequestDate: dayAfter(60) });
    const dormant = (await makeRetentionAccount(test.db, { dormantUntil: dayAfter(30) })).accountId;
    expect((await staff('PUT', `/data-retention/accounts/${dormant}/deletion-date`, { deletionDate: dayAfter(60), reason: REASON })).statusCode).toBe(409);
  });

  it('sets a legal hold with its reason and releases it', async () => {
    const { accountId } = await makeRetentionAccount(test.db, { dormantUntil: dayAfter(30) });
    const hold = (action: 'set' | 'release', reason: string) => staff('POST', `/data-retention/accounts/${accountId}/legal-hold`, { action, reason });
    const set = await hold('set', 'Litigation hold: case 2026-CV-118.');
    expect(set.statusCode).toBe(200);
    expect(set.json<AccountCase>()).toMatchObject({ state: 'onHold', legalHold: { reason: 'Litigation hold: case 2026-CV-118.', setBy: { id: staffId, name: 'Rita Retention' } } });
    expect((await hold('set', 'Litigation hold: case 2026-CV-119.')).statusCode).toBe(409);
    // While held, the dormant date cannot be moved: the hold is what keeps it.
    expect((await staff('PUT', `/data-retention/accounts/${accountId}/grace-period`, { deletionDate: dayAfter(90), reason: REASON })).statusCode).toBe(409);
    const released = await hold('release', 'Litigation ended: hold no longer needed.');
    expect(released.json<AccountCase>()).toMatchObject({ state: 'dormant', legalHold: null });
    expect((await hold('release', 'Litigation ended: hold no longer needed.')).statusCode).toBe(409);
  });
});

describe('the staff’s own settings', () => {
  it('keeps each staff member’s e-mail alerts, in the list’s order, refusing unknown ones', async () => {
    expect((await staff('GET', '/data-retention/settings/email-alerts')).json<EmailAlerts>().available.map((entry) => entry.alert)).toEqual(['accountDormant', 'deletionRequested', 'accountDeleted', 'purgeBlocked']);
    const saved = await staff('PUT', '/data-retention/settings/email-alerts', { alerts: ['purgeBlocked', 'accountDormant', 'purgeBlocked'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<EmailAlerts>().alerts).toEqual(['accountDormant', 'purgeBlocked']);
    expect((await staff('GET', '/data-retention/settings/email-alerts')).json<EmailAlerts>().alerts).toEqual(['accountDormant', 'purgeBlocked']);
    expect((await staff('PUT', '/data-retention/settings/email-alerts', { alerts: ['everything'] })).statusCode).toBe(400);
  });

  it('lets staff give another staff member the deletion privilege, never themselves', async () => {
    const otherId = await makeStaffMember(test.db, 'dataRetention', 'Privileged');
    const given = await staff('PUT', `/data-retention/privileges/${otherId}`, { mayDelete: true, reason: 'Approved by the data protection officer, ticket 77.' });
    expect(given.statusCode).toBe(200);
    expect(given.json<StaffPrivilege>()).toMatchObject({ userId: otherId, mayDelete: true, holdsDeletePermission: true, updatedBy: { id: staffId } });
    const listed = (await staff('GET', '/data-retention/privileges')).json<StaffPrivilege[]>();
    expect(listed.find((entry) => entry.userId === otherId)?.mayDelete).toBe(true);
    // The demo's only data-retention user was given it by the seed.
    expect(listed.find((entry) => entry.userId === staffId)?.mayDelete).toBe(true);
    const own = await staff('PUT', `/data-retention/privileges/${staffId}`, { mayDelete: true, reason: 'I would like to delete accounts myself.' });
    expect(own.statusCode).toBe(400);
    const backOfficeId = await makeStaffMember(test.db, 'backOffice', 'Elsewhere');
    expect((await staff('PUT', `/data-retention/privileges/${backOfficeId}`, { mayDelete: true, reason: REASON })).statusCode).toBe(404);
    expect((await staff('PUT', `/data-retention/privileges/${otherId}`, { mayDelete: false, reason: 'Privilege no longer needed, ticket 78.' })).json<StaffPrivilege>().mayDelete).toBe(false);
  });
});

it('lists the demo clinic as a customer account', async () => {
  const clinic = await demoClinicId(test.db);
  expect((await list('accounts', 'search=Demo%20Clinic')).items.map((item) => item.accountId)).toContain(clinic);
});
