/** The product configuration's messages in British English: US English with British spelling. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import { EN_US } from './en_us';

/** The en_gb catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  ...EN_US,
  'products.field.licenseNote': 'Licence note',
  'products.season.fall': 'Autumn',
};
