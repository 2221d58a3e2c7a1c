/** The recovery feature's messages in Swedish. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The sv_se catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'recovery.title': 'Borttagna testningar',
  'recovery.help': 'Testningar som tagits bort i ditt konto. Återställ en för att lägga tillbaka den i historiken.',
  'recovery.failed': 'Testningen kunde inte återställas.',
  'recovery.recovered': '{count, plural, one {# testning återställd.} other {# testningar återställda.}}',
  'recovery.open': 'Öppna testning {id}',
  'recovery.none': 'Inga borttagna testningar.',
  'recovery.deleted': 'Borttagen',
  'recovery.deletedBy': '{when} av {name}',
  'recovery.recover': 'Återställ',
  'recovery.recoverOf': 'Återställ {label}',
  'recovery.examineeDeleted': '{examinee} är borttagen',
};
