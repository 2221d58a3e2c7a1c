/** The recovery feature's messages in Norwegian Bokmål. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The nb_no catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'recovery.title': 'Slettede testinger',
  'recovery.help': 'Testinger som er slettet i kontoen din. Gjenopprett en for å sette den tilbake i historikken.',
  'recovery.failed': 'Testingen kunne ikke gjenopprettes.',
  'recovery.recovered': '{count, plural, one {# testing gjenopprettet.} other {# testinger gjenopprettet.}}',
  'recovery.open': 'Åpne testing {id}',
  'recovery.none': 'Ingen slettede testinger.',
  'recovery.deleted': 'Slettet',
  'recovery.deletedBy': '{when} av {name}',
  'recovery.recover': 'Gjenopprett',
  'recovery.recoverOf': 'Gjenopprett {label}',
  'recovery.examineeDeleted': '{examinee} er slettet',
};
