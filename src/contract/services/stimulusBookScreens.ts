/**
 * The SPA's screens of ./stimulusBooks.ts (src/contract/screen.ts), in a file of their own: the SPA's route
 * table takes them into its first scripts without that file's operations and schemas.
 */
import { PERMISSIONS } from '../../domain/permissions';
import type { Screen } from '../screen';

/** The back office's stimulus books screen in the SPA: the published books, and publishing one with its images. */
export const SCREENS: readonly Screen[] = [
  {
    pattern: '/back-office/stimulus-books',
    opensWith: [PERMISSIONS.PRODUCT_CONFIGURE],
    help: 'back-office.html#stimulus-books',
    name: {
      da_dk: 'Stimulusbøger',
      de_de: 'Stimulusbücher',
      en_us: 'Stimulus books',
      en_au: 'Stimulus books',
      en_gb: 'Stimulus books',
      es_es: 'Cuadernos de estímulos',
      fr_fr: 'Cahiers de stimuli',
      fr_ca: 'Cahiers de stimuli',
      nl_nl: 'Stimulusboeken',
      nb_no: 'Stimulusbøker',
      sv_se: 'Stimulusböcker',
    },
  },
];
