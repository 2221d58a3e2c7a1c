/**
 * The data-retention staff's screens in the SPA (issue #18: a feature area shown only to them):
 * the dashboard of accounts by retention state, an account's case, and their own settings. The
 * dashboard is where they land after signing in (app core/router/homeRoute.ts).
 */
import { PERMISSIONS } from '../../domain/permissions';
import type { Screen } from '../screen';

const HELP = 'data-retention.html';
const OPENS = [PERMISSIONS.DATA_RETENTION_MANAGE];

/** The screens of data retention. */
export const SCREENS: readonly Screen[] = [
  {
    pattern: '/data-retention',
    opensWith: OPENS,
    help: `${HELP}#data-retention-dashboard`,
    name: {
      da_dk: 'Dataopbevaring',
      de_de: 'Datenaufbewahrung',
      en_us: 'Data retention',
      en_au: 'Data retention',
      en_gb: 'Data retention',
      es_es: 'Conservación de datos',
      fr_fr: 'Conservation des données',
      fr_ca: 'Conservation des données',
      nl_nl: 'Gegevensbewaring',
      nb_no: 'Datalagring',
      sv_se: 'Datalagring',
    },
    home: {
      order: 85,
      label: {
        da_dk: 'Dataopbevaring',
        de_de: 'Datenaufbewahrung',
        en_us: 'Data retention',
        en_au: 'Data retention',
        en_gb: 'Data retention',
        es_es: 'Conservación de datos',
        fr_fr: 'Conservation des données',
        fr_ca: 'Conservation des données',
        nl_nl: 'Gegevensbewaring',
        nb_no: 'Datalagring',
        sv_se: 'Datalagring',
      },
    },
  },
  {
    pattern: '/data-retention/accounts/:accountId',
    opensWith: OPENS,
    help: `${HELP}#data-retention-case`,
    name: {
      da_dk: 'Kontoens sag',
      de_de: 'Vorgang des Kontos',
      en_us: 'Account case',
      en_au: 'Account case',
      en_gb: 'Account case',
      es_es: 'Expediente de la cuenta',
      fr_fr: 'Dossier du compte',
      fr_ca: 'Dossier du compte',
      nl_nl: 'Dossier van het account',
      nb_no: 'Kontoens sak',
      sv_se: 'Kontots ärende',
    },
  },
  {
    pattern: '/data-retention/settings',
    opensWith: OPENS,
    help: `${HELP}#data-retention-settings`,
    name: {
      da_dk: 'Mine indstillinger',
      de_de: 'Meine Einstellungen',
      en_us: 'My settings',
      en_au: 'My settings',
      en_gb: 'My settings',
      es_es: 'Mi configuración',
      fr_fr: 'Mes paramètres',
      fr_ca: 'Mes paramètres',
      nl_nl: 'Mijn instellingen',
      nb_no: 'Mine innstillinger',
      sv_se: 'Mina inställningar',
    },
  },
];
