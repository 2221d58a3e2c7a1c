/** The recovery feature's messages in Spanish (Spain). */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The es_es catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'recovery.title': 'Evaluaciones eliminadas',
  'recovery.help': 'Evaluaciones eliminadas en su cuenta. Recupere una para devolverla a su historial.',
  'recovery.failed': 'No se pudo recuperar la evaluación.',
  'recovery.recovered': '{count, plural, one {# evaluación recuperada.} other {# evaluaciones recuperadas.}}',
  'recovery.open': 'Abrir la evaluación {id}',
  'recovery.none': 'No hay evaluaciones eliminadas.',
  'recovery.deleted': 'Eliminada',
  'recovery.deletedBy': '{when} por {name}',
  'recovery.recover': 'Recuperar',
  'recovery.recoverOf': 'Recuperar {label}',
  'recovery.examineeDeleted': '{examinee} está eliminado',
};
