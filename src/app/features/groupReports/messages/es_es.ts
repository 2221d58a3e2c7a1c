/** The groupReports feature's messages in Spanish (Spain). */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The es_es catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'groupReport.open': 'Informe de grupo',
  'groupReport.oneFormOnly': 'Un informe de grupo abarca una sola prueba: filtre por prueba o seleccione solo evaluaciones de una prueba.',
  'groupReport.formTitle': '{count, plural, one {Informe de grupo de {form} sobre {countText} evaluación} other {Informe de grupo de {form} sobre {countText} evaluaciones}}',
  'groupReport.title': 'Título',
  'groupReport.titleHint': 'Una clase, un colegio o un grupo, tal como debe nombrarlo el informe.',
  'groupReport.titleRequired': 'Dé un título al informe (una clase, un colegio).',
  'groupReport.comparisonGroup': 'Grupo de comparación',
  'groupReport.defaultGroup': 'El predeterminado de la prueba',
  'groupReport.language': 'Idioma',
  'groupReport.ownLanguage': 'Mi idioma',
  'groupReport.submit': 'Crear informe de grupo',
  'groupReport.making': 'Creando el informe de grupo…',
  'groupReport.notMade': 'No se creó el informe de grupo.',
  'groupReport.made': 'El informe de grupo «{title}» está listo.',
  'groupReport.downloadNamed': 'Descargar «{title}»',
  'groupReport.listTitle': 'Informes de grupo',
  'groupReport.none': 'Todavía no hay informes de grupo.',
  'groupReport.col.title': 'Título',
  'groupReport.col.form': 'Prueba',
  'groupReport.col.assessments': 'Evaluaciones',
  'groupReport.col.created': 'Creado',
  'groupReport.col.by': 'Por',
  'groupReport.col.file': 'Archivo',
  'groupReport.download': 'Descargar',
};
