/**
 * The back office's screens in the SPA (issue #17: a feature area shown only to internal staff):
 * its home, which links to the parts that exist, and the feature licenses of customer accounts.
 */
import { PERMISSIONS } from '../../domain/permissions';
import type { LocalizedText, Screen } from '../screen';

const LICENSES_NAME: LocalizedText = {
  da_dk: 'Funktionslicenser',
  de_de: 'Funktionslizenzen',
  en_us: 'Feature licenses',
  en_au: 'Feature licences',
  en_gb: 'Feature licences',
  es_es: 'Licencias de funciones',
  fr_fr: 'Licences de fonctionnalités',
  fr_ca: 'Licences de fonctionnalités',
  nl_nl: 'Functielicenties',
  nb_no: 'Funksjonslisenser',
  sv_se: 'Funktionslicenser',
};

const LICENSE_HELP = 'back-office.html#feature-licenses';

/** The screens of the back office. */
export const SCREENS: readonly Screen[] = [
  {
    pattern: '/back-office',
    opensWith: [PERMISSIONS.PRODUCT_CONFIGURE, PERMISSIONS.FEATURE_LICENSE_MANAGE, PERMISSIONS.ASSESSMENT_TRACKER_VIEW, PERMISSIONS.FEEDBACK_MANAGE],
    help: 'back-office.html#back-office-home',
    name: {
      da_dk: 'Backoffice',
      de_de: 'Backoffice',
      en_us: 'Back office',
      en_au: 'Back office',
      en_gb: 'Back office',
      es_es: 'Back office',
      fr_fr: 'Back-office',
      fr_ca: 'Back-office',
      nl_nl: 'Backoffice',
      nb_no: 'Backoffice',
      sv_se: 'Backoffice',
    },
    home: {
      order: 80,
      label: {
        da_dk: 'Backoffice',
        de_de: 'Backoffice',
        en_us: 'Back office',
        en_au: 'Back office',
        en_gb: 'Back office',
        es_es: 'Back office',
        fr_fr: 'Back-office',
        fr_ca: 'Back-office',
        nl_nl: 'Backoffice',
        nb_no: 'Backoffice',
        sv_se: 'Backoffice',
      },
    },
  },
  { pattern: '/back-office/licenses', opensWith: [PERMISSIONS.FEATURE_LICENSE_MANAGE], help: LICENSE_HELP, name: LICENSES_NAME },
  {
    pattern: '/back-office/licenses/new',
    opensWith: [PERMISSIONS.FEATURE_LICENSE_MANAGE],
    help: LICENSE_HELP,
    name: {
      da_dk: 'Ny funktionslicens',
      de_de: 'Neue Funktionslizenz',
      en_us: 'New feature license',
      en_au: 'New feature licence',
      en_gb: 'New feature licence',
      es_es: 'Nueva licencia de funciones',
      fr_fr: 'Nouvelle licence de fonctionnalités',
      fr_ca: 'Nouvelle licence de fonctionnalités',
      nl_nl: 'Nieuwe functielicentie',
      nb_no: 'Ny funksjonslisens',
      sv_se: 'Ny funktionslicens',
    },
  },
  {
    pattern: '/back-office/accounts/:accountId/licenses/:licenseId',
    opensWith: [PERMISSIONS.FEATURE_LICENSE_MANAGE],
    help: LICENSE_HELP,
    name: {
      da_dk: 'Funktionslicens',
      de_de: 'Funktionslizenz',
      en_us: 'Feature license',
      en_au: 'Feature licence',
      en_gb: 'Feature licence',
      es_es: 'Licencia de funciones',
      fr_fr: 'Licence de fonctionnalités',
      fr_ca: 'Licence de fonctionnalités',
      nl_nl: 'Functielicentie',
      nb_no: 'Funksjonslisens',
      sv_se: 'Funktionslicens',
    },
  },
];
