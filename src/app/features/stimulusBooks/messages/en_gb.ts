/** The back office's stimulus books messages in British English: the US English ones. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import { EN_US } from './en_us';

/** The en_gb catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = { ...EN_US };
