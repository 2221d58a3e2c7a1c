/**
 * The shipped products (config/products/*.json) as published versions of the catalogue (issue #17,
 * "Product configuration"): a file whose `version` is higher than the product's published version
 * becomes its new published version (the previous one is superseded, its assessments keep it),
 * but only when every one of the file's test cases passes: otherwise the server refuses to start,
 * naming the failing case. A staff member's draft is never lost: when it holds the file's version
 * number it moves to the next free number, its content unchanged. Idempotent: a file whose version
 * is already stored changes nothing.
 */
import type { ProductDefinition } from '../../domain/product/productDefinition';
import { runProductTestCases } from '../../domain/product/productTestCases';
import type { Db } from './client';
import { productCatalogue } from './platform/productCatalogue';

/** Who the catalogue names as the author of a shipped file's version. */
export const SHIPPED_FILE_AUTHOR = 'config/products';

/**
 * Refuses a shipped definition any of whose test cases fails.
 * @throws Error naming the product, its version and each failing case with what differed.
 */
export function checkShippedTestCases(definition: ProductDefinition): void {
  const failing = runProductTestCases(definition).filter((result) => !result.passed);
  if (failing.length === 0) return;
  const described = failing.map((result) => `${result.testCaseId} (${result.mismatches.map((m) => `${m.field}: expected ${m.expected}, got ${m.actual}`).join('; ')})`);
  throw new Error(`${definition.id} version ${definition.version}: test case ${described.join(', ')} fails; the product is not published.`);
}

/** Publishes every shipped file newer than its product's published version, in `tx`. */
export async function seedProducts(tx: Db, definitions: readonly ProductDefinition[], now: Date = new Date()): Promise<void> {
  const catalogue = productCatalogue(tx);
  for (const definition of definitions) {
    const head = await catalogue.head(definition.id, { forUpdate: true });
    if (head?.publishedVersion != null && head.publishedVersion >= definition.version) continue;
    const existing = await catalogue.version(definition.id, definition.version);
    if (existing && existing.state !== 'draft') continue;
    checkShippedTestCases(definition);
    const change = { by: SHIPPED_FILE_AUTHOR, at: now, reason: `Shipped product file, version ${definition.version}` };
    if (existing) {
      // A staff draft holds this number: it moves up, unchanged but for its version field.
      const to = Math.max(await catalogue.highestVersion(definition.id), definition.version) + 1;
      await catalogue.renumberDraft(definition.id, existing.version, to, { ...existing.definition, version: to }, now);
    }
    if (!head) await catalogue.insertHead({ id: definition.id, code: definition.code, name: definition.name, publishedVersion: null }, now);
    // Stored straight as published (a staff draft may exist: a product has one draft at most).
    await catalogue.supersedePublished(definition.id, now);
    await catalogue.insertVersion(definition.id, definition.version, 'published', definition, change);
    await catalogue.updateHead(definition.id, { publishedVersion: definition.version, code: definition.code, name: definition.name }, now);
  }
}
