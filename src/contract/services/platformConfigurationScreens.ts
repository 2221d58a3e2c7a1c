/** The back office's platform configuration screen in the SPA (issue #17): config.json's versions. */
import { PERMISSIONS } from '../../domain/permissions';
import type { Screen } from '../screen';

/** The screens of the platform configuration. */
export const SCREENS: readonly Screen[] = [
  {
    pattern: '/back-office/configuration',
    opensWith: [PERMISSIONS.PRODUCT_CONFIGURE],
    help: 'back-office.html#platform-configuration',
    name: {
      da_dk: 'Platformskonfiguration',
      de_de: 'Plattformkonfiguration',
      en_us: 'Platform configuration',
      en_au: 'Platform configuration',
      en_gb: 'Platform configuration',
      es_es: 'Configuración de la plataforma',
      fr_fr: 'Configuration de la plateforme',
      fr_ca: 'Configuration de la plateforme',
      nl_nl: 'Platformconfiguratie',
      nb_no: 'Plattformkonfigurasjon',
      sv_se: 'Plattformskonfiguration',
    },
  },
];
