/**
 * The SPA's screens of ./licensing.ts (src/contract/screen.ts), in a file of their own: the SPA's route
 * table takes them into its first scripts without that file's operations and schemas.
 */
import { PERMISSIONS } from '../../domain/permissions';
import type { Screen } from '../screen';

/** The screens of the SPA this capability owns (src/contract/screen.ts). */
export const SCREENS: readonly Screen[] = [
  {
    pattern: '/licenses',
    opensWith: [PERMISSIONS.LICENSE_USAGE_VIEW],
    help: 'administration.html#licenses',
    name: {
      da_dk: 'Licenser og forbrug',
      de_de: 'Lizenzen und Nutzung',
      en_us: 'Licenses and usage',
      en_au: 'Licences and usage',
      en_gb: 'Licences and usage',
      es_es: 'Licencias y uso',
      fr_fr: 'Licences et utilisation',
      fr_ca: 'Licences et utilisation',
      nl_nl: 'Licenties en gebruik',
      nb_no: 'Lisenser og bruk',
      sv_se: 'Licenser och användning',
    },
    home: {
      order: 50,
      label: {
        da_dk: 'Licenser',
        de_de: 'Lizenzen',
        en_us: 'Licenses',
        en_au: 'Licences',
        en_gb: 'Licences',
        es_es: 'Licencias',
        fr_fr: 'Licences',
        fr_ca: 'Licences',
        nl_nl: 'Licenties',
        nb_no: 'Lisenser',
        sv_se: 'Licenser',
      },
    },
  },
];
