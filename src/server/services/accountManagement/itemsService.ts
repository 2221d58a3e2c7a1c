/**
 * The account's setting items (domain/accountItems.ts) over account_settings: read by any user
 * of the account, written one item at a time by those who may edit the account's settings.
 */
import { type AccountItem, accountItems, checkAccountItemValue, isAccountItemId, withAccountItem } from '../../../domain/accountItems';
import { DEFAULT_ACCOUNT_LABELS } from '../../../domain/identity';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import { invalidField, notFound } from '../../http/problems';
import type { Actor } from '../actor';

/**
 * The items of the actor's account, in catalogue order. The caller has checked that the account
 * in the path is the actor's (ownAccount.ts).
 * @throws HttpProblem notFound when the account has no settings row (it does not exist).
 */
export async function getAccountItems(db: Db, actor: Actor): Promise<AccountItem[]> {
  const row = await repositories(db, { accountId: actor.accountId, userId: actor.userId }).accountItems.find();
  if (!row) throw notFound('The account');
  return accountItems(row.labels, row.itemEntryVerificationCode, row);
}

/**
 * Stores one item's new value (trimmed) with its audit row, in one transaction.
 * @returns the stored value.
 * @throws HttpProblem notFound for an id that is not an item; validation (400) naming the item
 *   (`errors[0].field` is the item id) when the value breaks the item's rule.
 */
export async function putAccountItem(db: Db, actor: Actor, itemId: string, value: unknown, now: Date): Promise<string> {
  if (!isAccountItemId(itemId)) throw notFound('The setting item');
  const checked = checkAccountItemValue(itemId, value);
  if (!checked.ok) throw invalidField(itemId, checked.message);
  return db.transaction(async (tx) => {
    const { accountItems: settings } = repositories(tx, { accountId: actor.accountId, userId: actor.userId });
    const row = await settings.find({ forUpdate: true });
    if (!row) throw notFound('The account');
    // Labels an account never set are stored with their defaults, so the identity reads one whole set.
    const next = withAccountItem({ ...row, labels: { ...DEFAULT_ACCOUNT_LABELS, ...row.labels } }, itemId, checked.value);
    await settings.save(next, now);
    return checked.value;
  });
}
