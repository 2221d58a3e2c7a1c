/**
 * Records of the data-retention tests (issue #18), made straight in the database the way the
 * daily job and an administrator's request leave them: customer accounts in each retention state,
 * a notice with its e-mails and delivery attempts, and a second data-retention staff member.
 */
import { eq } from 'drizzle-orm';
import { addDays } from '../../../src/domain/dals';
import { DEFAULT_ACCOUNT_LABELS } from '../../../src/domain/identity';
import type { RoleName } from '../../../src/domain/permissions';
import { retentionDay } from '../../../src/domain/retention/accountLifecycle';
import { accounts, accountSettings, emailDeliveryAttempts, emailMessages, purgedAccounts, retentionNotices, users } from '../../../src/server/db/schema';
import { INTERNAL_ACCOUNT_NAME } from '../../../src/server/db/seed';
import type { TestApp } from './testApp';

type Db = TestApp['db'];

let serial = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now()}-${(serial += 1)}`;

/** What a made account starts as. */
export interface RetentionAccountFacts {
  name?: string;
  /** Dormant with this deletion date. */
  dormantUntil?: string;
  /** A deletion request with this date. */
  requestDate?: string;
  holdReason?: string;
  deletedAt?: Date;
  assigneeId?: number;
  /** Its administrator's last sign-in. */
  lastSignInAt?: Date;
}

/** Makes a customer account with one administrator; answers the account's and the administrator's ids. */
export async function makeRetentionAccount(db: Db, facts: RetentionAccountFacts = {}): Promise<{ accountId: number; adminId: number; name: string }> {
  const name = facts.name ?? unique('Retention Practice');
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({
        name,
        dllAccount: facts.dormantUntil !== undefined,
        dllDeletionDate: facts.dormantUntil ?? null,
        selfDeletionRequestedAt: facts.requestDate ? new Date() : null,
        selfDeletionDate: facts.requestDate ?? null,
        legalHoldReason: facts.holdReason ?? null,
        legalHoldSetAt: facts.holdReason ? new Date() : null,
        deletedAt: facts.deletedAt ?? null,
        retentionAssigneeId: facts.assigneeId ?? null,
      })
      .returning({ id: accounts.id });
    if (!account) throw new Error('Could not create the account.');
    await tx.insert(accountSettings).values({ accountId: account.id, labels: DEFAULT_ACCOUNT_LABELS, itemEntryVerificationCode: '' });
    const [admin] = await tx
      .insert(users)
      .values({
        accountId: account.id,
        username: unique('retention.admin'),
        passwordHash: 'scrypt$unused',
        role: 'accountAdministrator',
        firstName: 'Ada',
        lastName: 'Keeper',
        email: 'ada.keeper@example.org',
        phone: '+1 555 0100',
        lastSignInAt: facts.lastSignInAt ?? null,
      })
      .returning({ id: users.id });
    if (!admin) throw new Error('Could not create the administrator.');
    return { accountId: account.id, adminId: admin.id, name };
  });
}

/** A date `days` after today (UTC), as the retention rules count. */
export const daysFromToday = (days: number, now = new Date()): string => addDays(retentionDay(now), days);

/** Makes a notice of `accountId` with one e-mail per address, the first sent on its second attempt; answers the notice's and messages' ids. */
export async function makeNotice(db: Db, accountId: number, userId: number, deletionDate: string, addresses: readonly string[] = ['ada.keeper@example.org']): Promise<{ noticeId: number; messageIds: number[] }> {
  return db.transaction(async (tx) => {
    const messageIds: number[] = [];
    for (const [index, address] of addresses.entries()) {
      const [message] = await tx
        .insert(emailMessages)
        .values({
          accountId,
          kind: 'feedbackAnswer',
          locale: 'en_us',
          recipientAddress: address,
          recipientName: 'Ada Keeper',
          subject: 'Your account will be deleted',
          body: 'Sign in to keep it.',
          state: index === 0 ? 'sent' : 'failed',
          attempts: 2,
          sentAt: index === 0 ? new Date() : null,
          lastError: index === 0 ? null : '550 mailbox unavailable',
          createdBy: userId,
        })
        .returning({ id: emailMessages.id });
      if (!message) throw new Error('Could not create the e-mail.');
      messageIds.push(message.id);
      await tx.insert(emailDeliveryAttempts).values([
        { messageId: message.id, attempt: 1, at: new Date(), outcome: 'failed', error: '421 try again later' },
        { messageId: message.id, attempt: 2, at: new Date(), outcome: index === 0 ? 'sent' : 'failed', error: index === 0 ? null : '550 mailbox unavailable' },
      ]);
    }
    const [notice] = await tx.insert(retentionNotices).values({ accountId, kind: 'dormantStart', deletionDate, emailMessageIds: messageIds }).returning({ id: retentionNotices.id });
    if (!notice) throw new Error('Could not create the notice.');
    return { noticeId: notice.id, messageIds };
  });
}

/** Adds a purged account's tombstone; answers its former id. */
export async function makePurgedAccount(db: Db, formerAccountId: number): Promise<number> {
  await db.insert(purgedAccounts).values({ formerAccountId, purgedAt: new Date(), cause: 'dormant' });
  return formerAccountId;
}

/** Adds an internal staff member of `role` to the operator's account; answers the id. */
export async function makeStaffMember(db: Db, role: RoleName, lastName = 'Second'): Promise<number> {
  const [internal] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, INTERNAL_ACCOUNT_NAME));
  if (!internal) throw new Error('No internal account.');
  const [user] = await db
    .insert(users)
    .values({ accountId: internal.id, username: unique('staff'), passwordHash: 'scrypt$unused', role, firstName: 'Sam', lastName, internal: true })
    .returning({ id: users.id });
  if (!user) throw new Error('Could not create the staff member.');
  return user.id;
}

/** The data-retention records the permission matrix's cases change (support/permissionMatrixRetention.ts). */
export interface RetentionMatrixWorld {
  /** A fresh dormant account (deletion in 30 days): its id. */
  newDormantAccountId: () => Promise<number>;
  /** A fresh account with a deletion request (in 30 days): its id. */
  newRequestAccountId: () => Promise<number>;
  /** A fresh account with a notice: both ids. */
  newNotice: () => Promise<{ accountId: number; noticeId: number }>;
  /** A second data-retention staff member (not the one who signs in). */
  otherStaffId: number;
}

/** Builds {@link RetentionMatrixWorld} over `db`. */
export async function buildRetentionMatrixWorld(db: Db): Promise<RetentionMatrixWorld> {
  return {
    newDormantAccountId: async () => (await makeRetentionAccount(db, { dormantUntil: daysFromToday(30) })).accountId,
    newRequestAccountId: async () => (await makeRetentionAccount(db, { requestDate: daysFromToday(30) })).accountId,
    newNotice: async () => {
      const { accountId, adminId } = await makeRetentionAccount(db, { dormantUntil: daysFromToday(30) });
      return { accountId, noticeId: (await makeNotice(db, accountId, adminId, daysFromToday(30))).noticeId };
    },
    otherStaffId: await makeStaffMember(db, 'dataRetention', 'Matrix'),
  };
}
