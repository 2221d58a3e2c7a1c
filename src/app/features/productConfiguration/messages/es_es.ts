import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import { EN_US } from './en_us';
export const CATALOGUE: CatalogueOf<typeof EN_US> = { ...EN_US };
