/**
 * Seeds the platform's reference tables from `config/` on every start (issue #17): the value lists
 * (`valueLists.json`) and the business units (`businessUnits.json`). Idempotent: each row is
 * written as the file says, so a changed label or order is taken on the next start; a row the file
 * no longer names is kept (stored data may name its code). Then it checks what the rules depend on:
 * the active codes of each list are exactly the domain's (domain/valueLists.ts) and every product
 * names a business unit that exists; otherwise the start fails with the reasons.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type BusinessUnit, businessUnitFileSchema, businessUnitProblems } from '../../domain/businessUnits';
import type { ProductDefinition } from '../../domain/product/productDefinition';
import { type ValueListEntry, valueListDisagreements, valueListFileSchema } from '../../domain/valueLists';
import type { Db } from './client';
import { valueListStore } from './platform/valueLists';
import { businessUnits, valueListEntries } from './schema';

/** The seed files, beside the directory of shipped products (`config/`). */
export const platformListFiles = (productsDir: string) => ({
  valueLists: path.join(path.dirname(productsDir), 'valueLists.json'),
  businessUnits: path.join(path.dirname(productsDir), 'businessUnits.json'),
});

/**
 * Reads and validates the value-list file.
 * @throws Error naming the file and the first problem.
 */
export async function loadValueListFile(file: string): Promise<ValueListEntry[]> {
  try {
    return valueListFileSchema.validateSync(JSON.parse(await readFile(file, 'utf8')), { abortEarly: true }).entries as ValueListEntry[];
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * Reads and validates the business-unit file.
 * @throws Error naming the file and the first problem.
 */
export async function loadBusinessUnitFile(file: string): Promise<BusinessUnit[]> {
  try {
    return businessUnitFileSchema.validateSync(JSON.parse(await readFile(file, 'utf8')), { abortEarly: true }).units as BusinessUnit[];
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * Writes the value lists and business units of the files (in the seed's transaction `tx`) and
 * checks them against the domain and the products.
 * @throws Error listing every disagreement (the server must not start with lists its validation does not share).
 */
export async function seedPlatformLists(tx: Db, productsDir: string, products: readonly ProductDefinition[]): Promise<void> {
  const files = platformListFiles(productsDir);
  const entries = await loadValueListFile(files.valueLists);
  for (const entry of entries) {
    const row = { type: entry.type, code: entry.code, position: entry.order, labels: entry.labels, active: entry.active };
    await tx
      .insert(valueListEntries)
      .values(row)
      .onConflictDoUpdate({ target: [valueListEntries.type, valueListEntries.code], set: { position: row.position, labels: row.labels, active: row.active } });
  }
  const units = await loadBusinessUnitFile(files.businessUnits);
  for (const unit of units) {
    const row = { id: unit.id, position: unit.order, names: unit.names, descriptions: unit.descriptions };
    await tx.insert(businessUnits).values(row).onConflictDoUpdate({ target: businessUnits.id, set: { position: row.position, names: row.names, descriptions: row.descriptions } });
  }
  const storedUnits = await tx.select({ id: businessUnits.id }).from(businessUnits);
  const problems = [...valueListDisagreements(await valueListStore(tx).all()), ...businessUnitProblems(storedUnits, products)];
  if (problems.length > 0) throw new Error(`The value lists or business units disagree with the domain: ${problems.join(' ')}`);
}
