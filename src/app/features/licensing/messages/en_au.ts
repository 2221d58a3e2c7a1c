/** The licensing feature's messages in Australian English: US English with Australian (British) spelling. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import { EN_US } from './en_us';

/** The en_au catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  ...EN_US,
  'licensing.nav': 'Licences',
  'licensing.title': 'Licences and usage',
  'licensing.licenses': 'Licences',
  'licensing.name': 'Licence',
  'licensing.noLicenses': 'The account has no licences.',
  'licensing.reason.usage': 'Licence usage',
  'licensing.reason.licenseChange': 'Licence changed by Q-global',
  'licensing.ledgerHelp': 'Every generated report and what it cost, and every change Q-global made to a licence, newest first.',
};
