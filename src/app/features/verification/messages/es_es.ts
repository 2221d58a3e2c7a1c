/** The verification feature's messages in Spanish (Spain). */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The es_es catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'verification.link': 'Verificar la introducción',
  'verification.title': 'Verificación de la introducción',
  'verification.backToAssessment': 'Volver a {product} — {name}',
  'verification.verifiedBy': 'Verificado por {name}, {when}',
  'verification.notVerified': 'Sin verificar',
  'verification.requiredByAccount': 'Su cuenta exige la verificación antes de puntuar.',
  'verification.startTitle': 'Segunda introducción',
  'verification.startHelp': 'Introduzca las respuestas por segunda vez desde el formulario en papel, sin mirar la primera introducción. Cada ítem en el que las dos introducciones difieran aparecerá para que lo resuelva.',
  'verification.begin': 'Iniciar la segunda introducción',
  'verification.beginAgain': 'Verificar de nuevo',
  'verification.secondEntryTitle': 'Segunda introducción (a ciegas)',
  'verification.secondEntryHelp': 'Escriba cada respuesta del formulario; la primera introducción permanece oculta. Elija Comparar cuando haya introducido todos los ítems.',
  'verification.invalidKey': 'Pulse una de las teclas {keys} para el ítem {number}.',
  'verification.numberLabel': '{unit} ({min} a {max})',
  'verification.compare': 'Comparar',
  'verification.fixNumbers': 'Corrija el número escrito en {count, plural, one {el ítem} other {los ítems}} {items} antes de comparar.',
  'verification.cancel': 'Cancelar la verificación',
  'verification.discrepanciesTitle': '{count, plural, one {# discrepancia} other {# discrepancias}}',
  'verification.discrepanciesHelp': 'Revise el formulario en papel y elija el valor correcto de cada ítem.',
  'verification.column.item': 'Ítem',
  'verification.column.first': 'Primera introducción',
  'verification.column.second': 'Segunda introducción',
  'verification.column.correct': 'Valor correcto',
  'verification.correctValueOf': 'Valor correcto de {item}',
  'verification.useFirst': 'Primera: {value}',
  'verification.useSecond': 'Segunda: {value}',
  'verification.blank': 'en blanco',
  'verification.resolve': 'Confirmar y verificar',
};
