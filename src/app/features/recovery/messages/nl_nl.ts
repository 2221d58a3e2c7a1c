/** The recovery feature's messages in Dutch. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The nl_nl catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'recovery.title': 'Verwijderde afnames',
  'recovery.help': 'Afnames die in uw account zijn verwijderd. Herstel er een om haar terug te zetten in de geschiedenis.',
  'recovery.failed': 'De afname kon niet worden hersteld.',
  'recovery.recovered': '{count, plural, one {# afname hersteld.} other {# afnames hersteld.}}',
  'recovery.open': 'Afname {id} openen',
  'recovery.none': 'Geen verwijderde afnames.',
  'recovery.deleted': 'Verwijderd',
  'recovery.deletedBy': '{when} door {name}',
  'recovery.recover': 'Herstellen',
  'recovery.recoverOf': '{label} herstellen',
  'recovery.examineeDeleted': '{examinee} is verwijderd',
};
