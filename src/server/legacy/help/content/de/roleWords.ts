/** The help's German words for roles and permissions: the manage-accounts pages' own role titles and permission texts. */
import { MANAGE_ACCOUNTS_PERMISSION_TEXTS, MANAGE_ACCOUNTS_ROLE_TITLES } from '../../../i18n/manageAccountsRolesText';
import type { RoleWords } from '../../i18n/roleWords';

/** Roles and permissions in German. */
export const ROLE_WORDS_DE: RoleWords = {
  titles: MANAGE_ACCOUNTS_ROLE_TITLES.de_de,
  summaries: {
    examiner: 'führt Testungen mit den Testpersonen des Kontos durch, wertet sie aus und erstellt Berichte dazu.',
    teacher: 'führt Testungen durch, wertet sie aus und erstellt Berichte, löscht aber keine Testungen oder Berichte.',
    accountAdministrator:
      'tut alles, was eine Testleitung tut, und verwaltet das Konto: seine Benutzer, Bezeichnungen, Lizenzen, E-Mail-Vorlagen und Dokumente.',
    accountUser: 'sieht Datensätze von Testpersonen, Testungen und Berichte ein, ohne sie zu ändern.',
    backOffice: 'Mitarbeitende von Q-global, die Produkte und Lizenzen konfigurieren; kein Zugriff auf Daten von Testpersonen.',
    dataRetention: 'Mitarbeitende von Q-global, die inaktive Konten und die Löschung von Konten bearbeiten; kein Zugriff auf Daten von Testpersonen.',
  },
  permissions: MANAGE_ACCOUNTS_PERMISSION_TEXTS.de_de,
};
