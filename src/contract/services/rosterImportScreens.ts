/** The SPA screen of imports (issue #19): a OneRoster ZIP or an examinee CSV, its dry run and commit. */
import { PERMISSIONS } from '../../domain/permissions';
import type { Screen } from '../screen';

/** The import screen (src/contract/screen.ts). */
export const ROSTER_IMPORT_SCREENS: readonly Screen[] = [
  {
    pattern: '/examinees/import',
    opensWith: [PERMISSIONS.EXAMINEE_IMPORT],
    help: 'examinees.html#examinee-import',
    name: {
      da_dk: 'Importér testpersoner',
      de_de: 'Testpersonen importieren',
      en_us: 'Import examinees',
      en_au: 'Import examinees',
      en_gb: 'Import examinees',
      es_es: 'Importar evaluados',
      fr_fr: 'Importer des personnes évaluées',
      fr_ca: 'Importer des personnes évaluées',
      nl_nl: 'Testpersonen importeren',
      nb_no: 'Importer testpersoner',
      sv_se: 'Importera testpersoner',
    },
  },
];
