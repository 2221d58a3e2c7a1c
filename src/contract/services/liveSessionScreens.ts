/**
 * The SPA screens of live sessions (issue #20): the examiner's "Live sessions" dashboard at
 * config.json's `tsl` address (`/tsl`) and the live screen of one session. The operations are in
 * liveSessions.ts; this module only declares the screens (src/contract/screen.ts).
 */
import { PERMISSIONS } from '../../domain/permissions';
import type { Screen } from '../screen';

/** The dashboard's path: config.json's `tsl.url` as shipped (the SPA's routes are fixed at build time). */
export const LIVE_DASHBOARD_PATH = '/tsl';

/** The live screen's path of a session. */
export const liveScreenPath = (sessionId: number): string => `${LIVE_DASHBOARD_PATH}/sessions/${sessionId}`;

/** The live session screens. ASSESSMENT_VIEW opens them; planning and running take ASSESSMENT_EDIT (the operations check it). */
export const SCREENS: readonly Screen[] = [
  {
    pattern: LIVE_DASHBOARD_PATH,
    opensWith: [PERMISSIONS.ASSESSMENT_VIEW],
    help: 'remote-administration.html#live-sessions',
    name: {
      da_dk: 'Livesessioner',
      de_de: 'Live-Sitzungen',
      en_us: 'Live sessions',
      en_au: 'Live sessions',
      en_gb: 'Live sessions',
      es_es: 'Sesiones en directo',
      fr_fr: 'Séances en direct',
      fr_ca: 'Séances en direct',
      nl_nl: 'Livesessies',
      nb_no: 'Direkteøkter',
      sv_se: 'Livesessioner',
    },
  },
  {
    pattern: `${LIVE_DASHBOARD_PATH}/sessions/:sessionId`,
    opensWith: [PERMISSIONS.ASSESSMENT_VIEW],
    help: 'remote-administration.html#live-screen',
    name: {
      da_dk: 'Livesession',
      de_de: 'Live-Sitzung',
      en_us: 'Live session',
      en_au: 'Live session',
      en_gb: 'Live session',
      es_es: 'Sesión en directo',
      fr_fr: 'Séance en direct',
      fr_ca: 'Séance en direct',
      nl_nl: 'Livesessie',
      nb_no: 'Direkteøkt',
      sv_se: 'Livesession',
    },
  },
];
