/** Data management's messages in Australian English: US English with its spelling. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import { EN_US } from './en_us';

/** The en_au catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = { ...EN_US };
