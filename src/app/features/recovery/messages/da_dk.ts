/** The recovery feature's messages in Danish. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The da_dk catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'recovery.title': 'Slettede testninger',
  'recovery.help': 'Testninger, der er slettet på din konto. Gendan en for at sætte den tilbage i historikken.',
  'recovery.failed': 'Testningen kunne ikke gendannes.',
  'recovery.recovered': '{count, plural, one {# testning gendannet.} other {# testninger gendannet.}}',
  'recovery.open': 'Åbn testning {id}',
  'recovery.none': 'Ingen slettede testninger.',
  'recovery.deleted': 'Slettet',
  'recovery.deletedBy': '{when} af {name}',
  'recovery.recover': 'Gendan',
  'recovery.recoverOf': 'Gendan {label}',
  'recovery.examineeDeleted': '{examinee} er slettet',
};
