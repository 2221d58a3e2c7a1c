/**
 * util.domainByType: a value list's active values from the platform table, labelled in the
 * caller's language (domain/valueLists.ts). The table agrees with the domain's codes (checked at
 * every start by db/seedPlatformLists.ts), so what this answers is what validation accepts.
 */
import type { ValueListOption } from '../../../contract/services/valueLists';
import type { Locale } from '../../../domain/locale';
import { valueLabel, type ValueListType } from '../../../domain/valueLists';
import type { Db } from '../../db/client';
import { valueListStore } from '../../db/platform/valueLists';

/** The active values of `type` in order, each with its label in `locale`. */
export async function valueListOptions(db: Db, type: ValueListType, locale: Locale): Promise<ValueListOption[]> {
  const entries = await valueListStore(db).active(type);
  return entries.map((entry) => ({ code: entry.code, label: valueLabel(entry.labels, locale), order: entry.order }));
}
