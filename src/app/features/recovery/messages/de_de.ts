/** The recovery feature's messages in German. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The de_de catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'recovery.title': 'Gelöschte Testungen',
  'recovery.help': 'In Ihrem Konto gelöschte Testungen. Stellen Sie eine wieder her, um sie in den Verlauf zurückzuholen.',
  'recovery.failed': 'Die Testung konnte nicht wiederhergestellt werden.',
  'recovery.recovered': '{count, plural, one {# Testung wiederhergestellt.} other {# Testungen wiederhergestellt.}}',
  'recovery.open': 'Testung {id} öffnen',
  'recovery.none': 'Keine gelöschten Testungen.',
  'recovery.deleted': 'Gelöscht',
  'recovery.deletedBy': '{when} von {name}',
  'recovery.recover': 'Wiederherstellen',
  'recovery.recoverOf': '{label} wiederherstellen',
  'recovery.examineeDeleted': '{examinee} ist gelöscht',
};
