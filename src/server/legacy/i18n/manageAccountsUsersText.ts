/**
 * The words of the users section of the manage-accounts page (the filter form, the user table and
 * its pages) in every language of the platform (spec §9); British and Australian English read the
 * US English ones, Canadian French reads French with "courriel".
 */
import type { Locale } from '../../../domain/locale';

/** Everything the users section says. */
export interface ManageAccountsUsersText {
  heading: string;
  newUser: string;
  /** The filter form's name and its button. */
  find: string;
  search: string;
  role: string;
  state: string;
  anyRole: string;
  activeAndInactive: string;
  activeOnly: string;
  inactiveOnly: string;
  noMatch: string;
  /** How many users match and which page shows (`total` is at least 1). */
  status: (total: number, page: number, pages: number) => string;
  name: string;
  userName: string;
  examiner: string;
  active: string;
  edit: string;
  /** The edit link's accessible name. */
  editUser: (name: string, userName: string) => string;
  pages: string;
  previous: string;
  next: string;
}

const EN_US: ManageAccountsUsersText = {
  heading: 'Users',
  newUser: 'New user',
  find: 'Find users',
  search: 'Name, user name or e-mail',
  role: 'Role',
  state: 'State',
  anyRole: 'Any role',
  activeAndInactive: 'Active and inactive',
  activeOnly: 'Active only',
  inactiveOnly: 'Inactive only',
  noMatch: 'No user matches.',
  status: (total, page, pages) => `${total} ${total === 1 ? 'user' : 'users'}, page ${page} of ${pages}.`,
  name: 'Name',
  userName: 'User name',
  examiner: 'Examiner',
  active: 'Active',
  edit: 'Edit',
  editUser: (name, userName) => `Edit ${name} (${userName})`,
  pages: 'Pages of users',
  previous: 'Previous page',
  next: 'Next page',
};

const FR_FR: ManageAccountsUsersText = {
  heading: 'Utilisateurs',
  newUser: 'Nouvel utilisateur',
  find: 'Rechercher des utilisateurs',
  search: 'Nom, nom d’utilisateur ou adresse e-mail',
  role: 'Rôle',
  state: 'État',
  anyRole: 'Tous les rôles',
  activeAndInactive: 'Actifs et inactifs',
  activeOnly: 'Actifs uniquement',
  inactiveOnly: 'Inactifs uniquement',
  noMatch: 'Aucun utilisateur ne correspond.',
  status: (total, page, pages) => `${total} ${total === 1 ? 'utilisateur' : 'utilisateurs'}, page ${page} sur ${pages}.`,
  name: 'Nom',
  userName: 'Nom d’utilisateur',
  examiner: 'Examinateur',
  active: 'Actif',
  edit: 'Modifier',
  editUser: (name, userName) => `Modifier ${name} (${userName})`,
  pages: 'Pages d’utilisateurs',
  previous: 'Page précédente',
  next: 'Page suivante',
};

/** The users section's words by locale. */
export const MANAGE_ACCOUNTS_USERS_TEXT: Readonly<Record<Locale, ManageAccountsUsersText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: {
    heading: 'Brugere',
    newUser: 'Ny bruger',
    find: 'Find brugere',
    search: 'Navn, brugernavn eller e-mail',
    role: 'Rolle',
    state: 'Status',
    anyRole: 'Alle roller',
    activeAndInactive: 'Aktive og inaktive',
    activeOnly: 'Kun aktive',
    inactiveOnly: 'Kun inaktive',
    noMatch: 'Ingen brugere matcher.',
    status: (total, page, pages) => `${total} ${total === 1 ? 'bruger' : 'brugere'}, side ${page} af ${pages}.`,
    name: 'Navn',
    userName: 'Brugernavn',
    examiner: 'Testleder',
    active: 'Aktiv',
    edit: 'Rediger',
    editUser: (name, userName) => `Rediger ${name} (${userName})`,
    pages: 'Sider med brugere',
    previous: 'Forrige side',
    next: 'Næste side',
  },
  de_de: {
    heading: 'Benutzer',
    newUser: 'Neuer Benutzer',
    find: 'Benutzer suchen',
    search: 'Name, Benutzername oder E-Mail',
    role: 'Rolle',
    state: 'Status',
    anyRole: 'Alle Rollen',
    activeAndInactive: 'Aktiv und inaktiv',
    activeOnly: 'Nur aktive',
    inactiveOnly: 'Nur inaktive',
    noMatch: 'Kein Benutzer entspricht der Suche.',
    // "Benutzer" is singular and plural alike.
    status: (total, page, pages) => `${total} Benutzer, Seite ${page} von ${pages}.`,
    name: 'Name',
    userName: 'Benutzername',
    examiner: 'Testleitung',
    active: 'Aktiv',
    edit: 'Bearbeiten',
    editUser: (name, userName) => `${name} (${userName}) bearbeiten`,
    pages: 'Seiten der Benutzerliste',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
  },
  es_es: {
    heading: 'Usuarios',
    newUser: 'Nuevo usuario',
    find: 'Buscar usuarios',
    search: 'Nombre, nombre de usuario o correo electrónico',
    role: 'Rol',
    state: 'Estado',
    anyRole: 'Cualquier rol',
    activeAndInactive: 'Activos e inactivos',
    activeOnly: 'Solo activos',
    inactiveOnly: 'Solo inactivos',
    noMatch: 'Ningún usuario coincide.',
    status: (total, page, pages) => `${total} ${total === 1 ? 'usuario' : 'usuarios'}, página ${page} de ${pages}.`,
    name: 'Nombre',
    userName: 'Nombre de usuario',
    examiner: 'Examinador',
    active: 'Activo',
    edit: 'Editar',
    editUser: (name, userName) => `Editar a ${name} (${userName})`,
    pages: 'Páginas de usuarios',
    previous: 'Página anterior',
    next: 'Página siguiente',
  },
  fr_fr: FR_FR,
  fr_ca: { ...FR_FR, search: 'Nom, nom d’utilisateur ou courriel' },
  nl_nl: {
    heading: 'Gebruikers',
    newUser: 'Nieuwe gebruiker',
    find: 'Gebruikers zoeken',
    search: 'Naam, gebruikersnaam of e-mail',
    role: 'Rol',
    state: 'Status',
    anyRole: 'Alle rollen',
    activeAndInactive: 'Actief en inactief',
    activeOnly: 'Alleen actief',
    inactiveOnly: 'Alleen inactief',
    noMatch: 'Geen gebruikers gevonden.',
    status: (total, page, pages) => `${total} ${total === 1 ? 'gebruiker' : 'gebruikers'}, pagina ${page} van ${pages}.`,
    name: 'Naam',
    userName: 'Gebruikersnaam',
    examiner: 'Testleider',
    active: 'Actief',
    edit: 'Bewerken',
    editUser: (name, userName) => `${name} (${userName}) bewerken`,
    pages: 'Pagina’s met gebruikers',
    previous: 'Vorige pagina',
    next: 'Volgende pagina',
  },
  nb_no: {
    heading: 'Brukere',
    newUser: 'Ny bruker',
    find: 'Finn brukere',
    search: 'Navn, brukernavn eller e-post',
    role: 'Rolle',
    state: 'Status',
    anyRole: 'Alle roller',
    activeAndInactive: 'Aktive og inaktive',
    activeOnly: 'Bare aktive',
    inactiveOnly: 'Bare inaktive',
    noMatch: 'Ingen brukere samsvarer.',
    status: (total, page, pages) => `${total} ${total === 1 ? 'bruker' : 'brukere'}, side ${page} av ${pages}.`,
    name: 'Navn',
    userName: 'Brukernavn',
    examiner: 'Testleder',
    active: 'Aktiv',
    edit: 'Rediger',
    editUser: (name, userName) => `Rediger ${name} (${userName})`,
    pages: 'Sider med brukere',
    previous: 'Forrige side',
    next: 'Neste side',
  },
  sv_se: {
    heading: 'Användare',
    newUser: 'Ny användare',
    find: 'Sök användare',
    search: 'Namn, användarnamn eller e-post',
    role: 'Roll',
    state: 'Status',
    anyRole: 'Alla roller',
    activeAndInactive: 'Aktiva och inaktiva',
    activeOnly: 'Endast aktiva',
    inactiveOnly: 'Endast inaktiva',
    noMatch: 'Inga användare matchar.',
    // "användare" is singular and plural alike.
    status: (total, page, pages) => `${total} användare, sida ${page} av ${pages}.`,
    name: 'Namn',
    userName: 'Användarnamn',
    examiner: 'Testledare',
    active: 'Aktiv',
    edit: 'Redigera',
    editUser: (name, userName) => `Redigera ${name} (${userName})`,
    pages: 'Sidor med användare',
    previous: 'Föregående sida',
    next: 'Nästa sida',
  },
};
