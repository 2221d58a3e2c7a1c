/** The groupReports feature's messages in Swedish. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The sv_se catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'groupReport.open': 'Grupprapport',
  'groupReport.oneFormOnly': 'En grupprapport omfattar ett test: filtrera på ett test eller välj bara testningar av ett test.',
  'groupReport.formTitle': '{count, plural, one {{form}-grupprapport över {countText} testning} other {{form}-grupprapport över {countText} testningar}}',
  'groupReport.title': 'Titel',
  'groupReport.titleHint': 'En klass, en skola eller en grupp, så som rapporten ska kalla den.',
  'groupReport.titleRequired': 'Ge rapporten en titel (en klass, en skola).',
  'groupReport.comparisonGroup': 'Jämförelsegrupp',
  'groupReport.defaultGroup': 'Testets standard',
  'groupReport.language': 'Språk',
  'groupReport.ownLanguage': 'Mitt språk',
  'groupReport.submit': 'Skapa grupprapport',
  'groupReport.making': 'Grupprapporten skapas …',
  'groupReport.notMade': 'Grupprapporten skapades inte.',
  'groupReport.made': 'Grupprapporten ”{title}” är klar.',
  'groupReport.downloadNamed': 'Ladda ned ”{title}”',
  'groupReport.listTitle': 'Grupprapporter',
  'groupReport.none': 'Inga grupprapporter ännu.',
  'groupReport.col.title': 'Titel',
  'groupReport.col.form': 'Test',
  'groupReport.col.assessments': 'Testningar',
  'groupReport.col.created': 'Skapad',
  'groupReport.col.by': 'Av',
  'groupReport.col.file': 'Fil',
  'groupReport.download': 'Ladda ned',
};
