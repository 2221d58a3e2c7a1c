import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseProductDefinition } from '../../src/domain/product/productSchema';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';

/** Loads and validates a shipped product definition from config/products. */
export function loadProduct(id: string): ProductDefinition {
  const json: unknown = JSON.parse(readFileSync(path.join(__dirname, '../../config/products', `${id}.json`), 'utf8'));
  const result = parseProductDefinition(json);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Responses giving `values[i]` to the i-th item id. */
export const responsesFor = (ids: readonly string[], values: readonly number[]): Record<string, number> =>
  Object.fromEntries(ids.map((id, index) => [id, values[index] ?? 0]));

/** `count` values summing to `total`, each between 0 and 3, filled from the first item. */
export function valuesSumming(total: number, count: number): number[] {
  const values: number[] = [];
  let left = total;
  for (let i = 0; i < count; i += 1) {
    const value = Math.min(3, left);
    values.push(value);
    left -= value;
  }
  if (left > 0) throw new Error(`${total} does not fit ${count} items of 0-3`);
  return values;
}
