/**
 * The SPA's screens of ./email.ts (src/contract/screen.ts), in a file of their own: the SPA's route
 * table takes them into its first scripts without that file's operations and schemas.
 */
import { PERMISSIONS } from '../../domain/permissions';
import type { Screen } from '../screen';

/** The screens of the SPA this capability owns (src/contract/screen.ts). */
export const SCREENS: readonly Screen[] = [
  {
    pattern: '/email-templates',
    opensWith: [PERMISSIONS.ACCOUNT_SETTINGS_EDIT],
    help: 'administration.html#email-templates',
    name: {
      da_dk: 'E-mailskabeloner',
      de_de: 'E-Mail-Vorlagen',
      en_us: 'E-mail templates',
      en_au: 'E-mail templates',
      en_gb: 'E-mail templates',
      es_es: 'Plantillas de correo',
      fr_fr: 'Modèles d’e-mail',
      fr_ca: 'Modèles d’e-mail',
      nl_nl: 'E-mailsjablonen',
      nb_no: 'E-postmaler',
      sv_se: 'E-postmallar',
    },
    home: {
      order: 60,
      label: {
        da_dk: 'E-mailskabeloner',
        de_de: 'E-Mail-Vorlagen',
        en_us: 'E-mail templates',
        en_au: 'E-mail templates',
        en_gb: 'E-mail templates',
        es_es: 'Plantillas de correo electrónico',
        fr_fr: 'Modèles d’e-mail',
        fr_ca: 'Modèles d’e-mail',
        nl_nl: 'E-mailsjablonen',
        nb_no: 'E-postmaler',
        sv_se: 'E-postmallar',
      },
    },
  },
];
