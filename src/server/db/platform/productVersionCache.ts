/**
 * Published product versions kept in memory, one cache per database, read through by every path
 * that needs the version an assessment was created with: the live part (issue #20: a live session
 * reads its assessments' products on every command and every page push), and the services that
 * save, score, show and report assessments (issue #21: the domain compiles a product into its
 * scorer once per definition object, so handing out the same object for the same version is what
 * lets a server reuse the compiled scorer instead of reading, parsing and compiling it again on
 * every request).
 *
 * What may be kept: a version that is published or superseded never changes (only a draft is
 * edited, renumbered or removed; publication turns the draft into a new immutable version, and
 * no assessment names a draft), so once read it is kept, frozen, for the life of the cache; a
 * draft is read every time and never kept, so the back office's edits are seen at once.
 *
 * Several processes on one PostgreSQL: each process has its own cache, and none needs to hear of
 * another's changes, because what is kept is exactly what no process can change. Which version is
 * a product's published one (`products.published_version`, a pointer that publication moves) is
 * not kept here: it is read from the database by whoever needs it.
 *
 * Access: product versions are platform data (no account, no row-level policy; every account reads
 * the same definitions), so a key is the product and version number alone. The cache decides no
 * access: a caller first reads the assessment in its own account's scope (repositories, row-level
 * security), on every request, and only then asks for the version that assessment names.
 *
 * A miss reads in the caller's transaction; what is read there is kept only when it is not a
 * draft. A version is published in the back office's or the seed's own transaction, which reads
 * no assessment's product, so what is kept is committed. It is only a cache: a miss reads the
 * database, and nothing another process needs is held here.
 */
import { and, eq } from 'drizzle-orm';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import type { Db } from '../client';
import { productVersions } from '../schema';
import type { ProductVersionKey } from './products';

/** Versions kept at most; the least recently used goes first. */
export const PRODUCT_VERSION_CACHE_SIZE = 64;

/** Published product versions by product and number. */
export interface ProductVersionCache {
  /**
   * The definition of a stored version (frozen: callers read it, never change it), or `null`
   * when that version is not stored.
   * @param db the caller's transaction (read on a miss).
   */
  version(db: Db, key: ProductVersionKey): Promise<ProductDefinition | null>;
  /**
   * The version an assessment was created with (as services/products `productOfAssessment`).
   * @throws Error when it is missing (a broken database: a stored assessment names a stored version).
   */
  productOf(db: Db, assessment: { id: number; productId: string; productVersion: number }): Promise<ProductDefinition>;
  /** How many database reads it made (tests see that a hit reads nothing). */
  readonly reads: number;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A new, empty cache (one per database: the same key may name another definition elsewhere).
 * The server's paths share the one of {@link productCacheOf}; a new one is for tests.
 */
export function createProductVersionCache(size = PRODUCT_VERSION_CACHE_SIZE): ProductVersionCache {
  const kept = new Map<string, ProductDefinition>();
  let reads = 0;
  const cache: ProductVersionCache = {
    async version(db, { productId, version }) {
      const key = `${version}:${productId}`;
      const hit = kept.get(key);
      if (hit) {
        // Map order is insertion order: moving the hit to the end keeps the least recently used first.
        kept.delete(key);
        kept.set(key, hit);
        return hit;
      }
      reads += 1;
      const [row] = await db
        .select({ definition: productVersions.definition, state: productVersions.state })
        .from(productVersions)
        .where(and(eq(productVersions.productId, productId), eq(productVersions.version, version)))
        .limit(1);
      if (!row) return null;
      if (row.state === 'draft') return row.definition;
      const definition = deepFreeze(row.definition);
      kept.set(key, definition);
      if (kept.size > size) kept.delete(kept.keys().next().value as string);
      return definition;
    },
    async productOf(db, assessment) {
      const product = await cache.version(db, { productId: assessment.productId, version: assessment.productVersion });
      if (!product) throw new Error(`Version ${assessment.productVersion} of product ${assessment.productId} of assessment ${assessment.id} is missing.`);
      return product;
    },
    get reads() {
      return reads;
    },
  };
  return cache;
}

/** The caches of the databases of this process, by {@link rootOf}. */
const caches = new WeakMap<object, ProductVersionCache>();

/**
 * What a database and every transaction opened on it (savepoints included) have in common: the
 * Drizzle dialect, made once per `drizzle()` call and handed to each transaction. When Drizzle's
 * objects are not shaped so (an upgrade), `db` itself: each object then has its own cache, which
 * is still correct, only kept for one transaction.
 */
function rootOf(db: Db): object {
  const dialect: unknown = Reflect.get(db, 'dialect');
  return typeof dialect === 'object' && dialect !== null ? dialect : db;
}

/**
 * The product version cache of the database `db` belongs to (made on first use): the same for
 * the database and each of its transactions, so the same published version is the same object
 * on every request of this process.
 * @param db the database or any transaction on it.
 */
export function productCacheOf(db: Db): ProductVersionCache {
  const root = rootOf(db);
  const found = caches.get(root);
  if (found) return found;
  const made = createProductVersionCache();
  caches.set(root, made);
  return made;
}
