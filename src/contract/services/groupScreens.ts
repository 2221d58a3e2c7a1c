/** The SPA screens of group administration (issue #19): the group list and a group's page. */
import { PERMISSIONS } from '../../domain/permissions';
import type { Screen } from '../screen';

/** The group screens (src/contract/screen.ts). */
export const GROUP_SCREENS: readonly Screen[] = [
  {
    pattern: '/groups',
    opensWith: [PERMISSIONS.EXAMINEE_VIEW],
    help: 'examinees.html#group-list',
    name: {
      da_dk: 'Liste over grupper',
      de_de: 'Liste der Gruppen',
      en_us: 'Group list',
      en_au: 'Group list',
      en_gb: 'Group list',
      es_es: 'Lista de grupos',
      fr_fr: 'Liste des groupes',
      fr_ca: 'Liste des groupes',
      nl_nl: 'Lijst met groepen',
      nb_no: 'Liste over grupper',
      sv_se: 'Lista över grupper',
    },
    home: {
      order: 15,
      label: {
        da_dk: 'Grupper',
        de_de: 'Gruppen',
        en_us: 'Groups',
        en_au: 'Groups',
        en_gb: 'Groups',
        es_es: 'Grupos',
        fr_fr: 'Groupes',
        fr_ca: 'Groupes',
        nl_nl: 'Groepen',
        nb_no: 'Grupper',
        sv_se: 'Grupper',
      },
    },
  },
  {
    pattern: '/groups/:groupId',
    opensWith: [PERMISSIONS.EXAMINEE_VIEW],
    help: 'examinees.html#group-page',
    name: {
      da_dk: 'Gruppens side',
      de_de: 'Seite der Gruppe',
      en_us: "Group's page",
      en_au: "Group's page",
      en_gb: "Group's page",
      es_es: 'Página del grupo',
      fr_fr: 'Page du groupe',
      fr_ca: 'Page du groupe',
      nl_nl: 'Pagina van de groep',
      nb_no: 'Gruppens side',
      sv_se: 'Gruppens sida',
    },
  },
];
