/** Australian English: US English with Australian (British) spelling. */
import { type CoreCatalogue, EN_US } from './en_us';

/** The en_au catalogue. */
export const CATALOGUE: CoreCatalogue = {
  ...EN_US,
};
