/** British English: US English with British spelling. */
import { type CoreCatalogue, EN_US } from './en_us';

/** The en_gb catalogue. */
export const CATALOGUE: CoreCatalogue = {
  ...EN_US,
};
