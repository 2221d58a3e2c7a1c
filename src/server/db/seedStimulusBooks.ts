/**
 * The shipped stimulus books (issue #20), made from the shipped product files
 * (domain/live/itemCards.ts) and published on start like the products (seedProducts.ts): a book
 * whose version is newer than the stored one replaces it; one already stored changes nothing.
 * Each book's version is its product's, so a new product version ships its new cards.
 */
import { shippedStimulusBooks } from '../../domain/live/itemCards';
import { stimulusBookSchema } from '../../domain/live/stimulusBook';
import type { ProductDefinition } from '../../domain/product/productDefinition';
import type { Db } from './client';
import { stimulusBookStore } from './platform/stimulusBooks';

/**
 * Publishes every shipped book newer than the stored one, in `tx`.
 * @throws ValidationError (yup) when a book made from the product files is not a valid book.
 */
export async function seedStimulusBooks(tx: Db, definitions: readonly ProductDefinition[], now: Date = new Date()): Promise<void> {
  const store = stimulusBookStore(tx);
  for (const book of shippedStimulusBooks(definitions)) {
    stimulusBookSchema.validateSync(book);
    await store.publish(book, null, now);
  }
}
