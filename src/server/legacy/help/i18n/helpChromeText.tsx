/**
 * The words around the help's own text in every language of the platform (spec §9): skip links,
 * navigation, the index's introduction, the "who can use it" notes, the roles table's headings and
 * the page for a help address that does not exist. British and Australian English read the US
 * English ones, Canadian French reads French.
 */
import type { ReactNode } from 'react';
import type { Locale } from '../../../../domain/locale';

/** Everything the help says around its topics' own text. */
export interface HelpChromeText {
  /** The `<title>` after "Q-global | " of a help page: "Help: Examinees". */
  pageTitle: (title: string) => string;
  skipLink: string;
  skipToText: string;
  skipToContents: string;
  breadcrumb: string;
  helpContents: string;
  onThisPage: string;
  moreHelp: string;
  previous: string;
  next: string;
  allTopics: string;
  indexTitle: string;
  indexHeading: string;
  /** The index's introduction, with a link to the home page at `homeHref`. */
  indexIntro: (homeHref: string) => ReactNode;
  contents: string;
  /** The label of the list of languages the help is read in. */
  languages: string;
  notFoundTitle: string;
  notFoundMessage: string;
  notFoundLink: string;
  everyoneMayOpen: string;
  /** "Who can use it: users with the permission CODE (ROLES)." */
  whoCanUse: (permission: ReactNode, roles: string) => ReactNode;
  permissionsCaption: string;
  permissionColumn: string;
  allowsColumn: string;
  rolesColumn: string;
  noRole: string;
  internalRole: string;
  customerRole: string;
  /** What follows a role's title in the role list, up to the summary: " (internal, 12 permissions): ". */
  roleDetails: (kind: string, count: number) => string;
}

const EN_US: HelpChromeText = {
  pageTitle: (title) => `Help: ${title}`,
  skipLink: 'Skip to the main content',
  skipToText: 'Skip to the help text',
  skipToContents: 'Skip to the contents',
  breadcrumb: 'Breadcrumb',
  helpContents: 'Help contents',
  onThisPage: 'On this page',
  moreHelp: 'More help',
  previous: 'Previous',
  next: 'Next',
  allTopics: 'All help topics',
  indexTitle: 'Contents',
  indexHeading: 'Help',
  indexIntro: (homeHref) => (
    <>
      This help describes every screen of Q-global: the assessment platform, the examinee&apos;s questionnaire and the account pages. You can read it
      without signing in. When you are signed in, <a href={homeHref}>your home page</a> lists the screens you may use.
    </>
  ),
  contents: 'Contents',
  languages: 'Languages',
  notFoundTitle: 'Help page not found',
  notFoundMessage: 'There is no help page at this address. It may have moved in a new release.',
  notFoundLink: 'Go to the help contents',
  everyoneMayOpen: 'Every signed-in user can open this page.',
  whoCanUse: (permission, roles) => (
    <>
      Who can use it: users with the permission {permission} ({roles}).
    </>
  ),
  permissionsCaption: 'Permissions and the roles that hold them',
  permissionColumn: 'Permission',
  allowsColumn: 'What it allows',
  rolesColumn: 'Roles',
  noRole: 'No role',
  internalRole: 'internal',
  customerRole: 'customer account',
  roleDetails: (kind, count) => ` (${kind}, ${count} ${count === 1 ? 'permission' : 'permissions'}): `,
};

const FR_FR: HelpChromeText = {
  pageTitle: (title) => `Aide\u00a0: ${title}`,
  skipLink: 'Aller au contenu principal',
  skipToText: 'Aller au texte de l’aide',
  skipToContents: 'Aller au sommaire',
  breadcrumb: 'Fil d’Ariane',
  helpContents: 'Sommaire de l’aide',
  onThisPage: 'Sur cette page',
  moreHelp: 'Plus d’aide',
  previous: 'Précédent',
  next: 'Suivant',
  allTopics: 'Toutes les rubriques de l’aide',
  indexTitle: 'Sommaire',
  indexHeading: 'Aide',
  indexIntro: (homeHref) => (
    <>
      Cette aide décrit chaque écran de Q-global : la plateforme d’évaluation, le questionnaire de la personne évaluée et les pages du compte. Vous
      pouvez la lire sans vous connecter. Une fois connecté, <a href={homeHref}>votre page d’accueil</a> liste les écrans auxquels vous avez accès.
    </>
  ),
  contents: 'Sommaire',
  languages: 'Langues',
  notFoundTitle: 'Page d’aide introuvable',
  notFoundMessage: 'Il n’y a pas de page d’aide à cette adresse. Elle a peut-être été déplacée dans une nouvelle version.',
  notFoundLink: 'Aller au sommaire de l’aide',
  everyoneMayOpen: 'Tout utilisateur connecté peut ouvrir cette page.',
  whoCanUse: (permission, roles) => (
    <>
      Qui peut l’utiliser&nbsp;: les utilisateurs disposant de l’autorisation {permission} ({roles}).
    </>
  ),
  permissionsCaption: 'Les autorisations et les rôles qui les détiennent',
  permissionColumn: 'Autorisation',
  allowsColumn: 'Ce qu’elle permet',
  rolesColumn: 'Rôles',
  noRole: 'Aucun rôle',
  internalRole: 'interne',
  customerRole: 'compte client',
  roleDetails: (kind, count) => ` (${kind}, ${count} ${count <= 1 ? 'autorisation' : 'autorisations'})\u00a0: `,
};

/** The help's surrounding words by locale. */
export const HELP_CHROME_TEXT: Readonly<Record<Locale, HelpChromeText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: {
    pageTitle: (title) => `Hjælp: ${title}`,
    skipLink: 'Gå til hovedindholdet',
    skipToText: 'Gå til hjælpeteksten',
    skipToContents: 'Gå til indholdsfortegnelsen',
    breadcrumb: 'Brødkrumme',
    helpContents: 'Hjælpens indhold',
    onThisPage: 'På denne side',
    moreHelp: 'Mere hjælp',
    previous: 'Forrige',
    next: 'Næste',
    allTopics: 'Alle hjælpeemner',
    indexTitle: 'Indhold',
    indexHeading: 'Hjælp',
    indexIntro: (homeHref) => (
      <>
        Denne hjælp beskriver alle skærmbilleder i Q-global: testplatformen, testpersonens spørgeskema og kontosiderne. Du kan læse den uden at logge
        ind. Når du er logget ind, viser <a href={homeHref}>din startside</a> de skærmbilleder, du har adgang til.
      </>
    ),
    contents: 'Indhold',
    languages: 'Sprog',
    notFoundTitle: 'Hjælpesiden blev ikke fundet',
    notFoundMessage: 'Der er ingen hjælpeside på denne adresse. Den kan være flyttet i en ny version.',
    notFoundLink: 'Gå til hjælpens indhold',
    everyoneMayOpen: 'Alle brugere, der er logget ind, kan åbne denne side.',
    whoCanUse: (permission, roles) => (
      <>
        Hvem kan bruge den: brugere med tilladelsen {permission} ({roles}).
      </>
    ),
    permissionsCaption: 'Tilladelser og de roller, der har dem',
    permissionColumn: 'Tilladelse',
    allowsColumn: 'Hvad den giver adgang til',
    rolesColumn: 'Roller',
    noRole: 'Ingen rolle',
    internalRole: 'intern',
    customerRole: 'kundekonto',
    roleDetails: (kind, count) => ` (${kind}, ${count} ${count === 1 ? 'tilladelse' : 'tilladelser'}): `,
  },
  de_de: {
    pageTitle: (title) => `Hilfe: ${title}`,
    skipLink: 'Zum Hauptinhalt springen',
    skipToText: 'Zum Hilfetext springen',
    skipToContents: 'Zum Inhaltsverzeichnis springen',
    breadcrumb: 'Brotkrumennavigation',
    helpContents: 'Inhalt der Hilfe',
    onThisPage: 'Auf dieser Seite',
    moreHelp: 'Weitere Hilfe',
    previous: 'Zurück',
    next: 'Weiter',
    allTopics: 'Alle Hilfethemen',
    indexTitle: 'Inhalt',
    indexHeading: 'Hilfe',
    indexIntro: (homeHref) => (
      <>
        Diese Hilfe beschreibt jede Seite von Q-global: die Testplattform, den Fragebogen der Testperson und die Kontoseiten. Sie können sie ohne
        Anmeldung lesen. Wenn Sie angemeldet sind, listet <a href={homeHref}>Ihre Startseite</a> die Seiten auf, die Sie verwenden dürfen.
      </>
    ),
    contents: 'Inhalt',
    languages: 'Sprachen',
    notFoundTitle: 'Hilfeseite nicht gefunden',
    notFoundMessage: 'Unter dieser Adresse gibt es keine Hilfeseite. Sie wurde möglicherweise in einer neuen Version verschoben.',
    notFoundLink: 'Zum Inhalt der Hilfe',
    everyoneMayOpen: 'Alle angemeldeten Benutzer können diese Seite öffnen.',
    whoCanUse: (permission, roles) => (
      <>
        Wer sie verwenden kann: Benutzer mit der Berechtigung {permission} ({roles}).
      </>
    ),
    permissionsCaption: 'Berechtigungen und die Rollen, die sie enthalten',
    permissionColumn: 'Berechtigung',
    allowsColumn: 'Was sie erlaubt',
    rolesColumn: 'Rollen',
    noRole: 'Keine Rolle',
    internalRole: 'intern',
    customerRole: 'Kundenkonto',
    roleDetails: (kind, count) => ` (${kind}, ${count} ${count === 1 ? 'Berechtigung' : 'Berechtigungen'}): `,
  },
  es_es: {
    pageTitle: (title) => `Ayuda: ${title}`,
    skipLink: 'Ir al contenido principal',
    skipToText: 'Ir al texto de la ayuda',
    skipToContents: 'Ir al índice',
    breadcrumb: 'Ruta de navegación',
    helpContents: 'Índice de la ayuda',
    onThisPage: 'En esta página',
    moreHelp: 'Más ayuda',
    previous: 'Anterior',
    next: 'Siguiente',
    allTopics: 'Todos los temas de ayuda',
    indexTitle: 'Índice',
    indexHeading: 'Ayuda',
    indexIntro: (homeHref) => (
      <>
        Esta ayuda describe todas las pantallas de Q-global: la plataforma de evaluación, el cuestionario de la persona evaluada y las páginas de la
        cuenta. Puede leerla sin iniciar sesión. Cuando haya iniciado sesión, <a href={homeHref}>su página de inicio</a> enumera las pantallas que
        puede usar.
      </>
    ),
    contents: 'Índice',
    languages: 'Idiomas',
    notFoundTitle: 'Página de ayuda no encontrada',
    notFoundMessage: 'No hay ninguna página de ayuda en esta dirección. Puede que se haya movido en una nueva versión.',
    notFoundLink: 'Ir al índice de la ayuda',
    everyoneMayOpen: 'Cualquier usuario que haya iniciado sesión puede abrir esta página.',
    whoCanUse: (permission, roles) => (
      <>
        Quién puede usarla: los usuarios con el permiso {permission} ({roles}).
      </>
    ),
    permissionsCaption: 'Los permisos y los roles que los incluyen',
    permissionColumn: 'Permiso',
    allowsColumn: 'Qué permite',
    rolesColumn: 'Roles',
    noRole: 'Ningún rol',
    internalRole: 'interno',
    customerRole: 'cuenta de cliente',
    roleDetails: (kind, count) => ` (${kind}, ${count} ${count === 1 ? 'permiso' : 'permisos'}): `,
  },
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  nl_nl: {
    pageTitle: (title) => `Help: ${title}`,
    skipLink: 'Naar de hoofdinhoud',
    skipToText: 'Naar de helptekst',
    skipToContents: 'Naar de inhoudsopgave',
    breadcrumb: 'Kruimelpad',
    helpContents: 'Inhoud van de help',
    onThisPage: 'Op deze pagina',
    moreHelp: 'Meer hulp',
    previous: 'Vorige',
    next: 'Volgende',
    allTopics: 'Alle helponderwerpen',
    indexTitle: 'Inhoud',
    indexHeading: 'Help',
    indexIntro: (homeHref) => (
      <>
        Deze help beschrijft elk scherm van Q-global: het testplatform, de vragenlijst van de testpersoon en de accountpagina’s. U kunt de help lezen
        zonder u aan te melden. Als u bent aangemeld, toont <a href={homeHref}>uw startpagina</a> de schermen die u mag gebruiken.
      </>
    ),
    contents: 'Inhoud',
    languages: 'Talen',
    notFoundTitle: 'Helppagina niet gevonden',
    notFoundMessage: 'Op dit adres staat geen helppagina. Mogelijk is die in een nieuwe versie verplaatst.',
    notFoundLink: 'Naar de inhoud van de help',
    everyoneMayOpen: 'Elke aangemelde gebruiker kan deze pagina openen.',
    whoCanUse: (permission, roles) => (
      <>
        Wie het kan gebruiken: gebruikers met de machtiging {permission} ({roles}).
      </>
    ),
    permissionsCaption: 'Machtigingen en de rollen die ze bevatten',
    permissionColumn: 'Machtiging',
    allowsColumn: 'Wat ze toestaat',
    rolesColumn: 'Rollen',
    noRole: 'Geen rol',
    internalRole: 'intern',
    customerRole: 'klantaccount',
    roleDetails: (kind, count) => ` (${kind}, ${count} ${count === 1 ? 'machtiging' : 'machtigingen'}): `,
  },
  nb_no: {
    pageTitle: (title) => `Hjelp: ${title}`,
    skipLink: 'Gå til hovedinnholdet',
    skipToText: 'Gå til hjelpeteksten',
    skipToContents: 'Gå til innholdsfortegnelsen',
    breadcrumb: 'Brødsmulesti',
    helpContents: 'Hjelpens innhold',
    onThisPage: 'På denne siden',
    moreHelp: 'Mer hjelp',
    previous: 'Forrige',
    next: 'Neste',
    allTopics: 'Alle hjelpeemner',
    indexTitle: 'Innhold',
    indexHeading: 'Hjelp',
    indexIntro: (homeHref) => (
      <>
        Denne hjelpen beskriver alle skjermbildene i Q-global: testplattformen, testpersonens spørreskjema og kontosidene. Du kan lese den uten å
        logge inn. Når du er logget inn, viser <a href={homeHref}>startsiden din</a> skjermbildene du har tilgang til.
      </>
    ),
    contents: 'Innhold',
    languages: 'Språk',
    notFoundTitle: 'Fant ikke hjelpesiden',
    notFoundMessage: 'Det finnes ingen hjelpeside på denne adressen. Den kan ha blitt flyttet i en ny versjon.',
    notFoundLink: 'Gå til hjelpens innhold',
    everyoneMayOpen: 'Alle brukere som er logget inn, kan åpne denne siden.',
    whoCanUse: (permission, roles) => (
      <>
        Hvem kan bruke den: brukere med tillatelsen {permission} ({roles}).
      </>
    ),
    permissionsCaption: 'Tillatelser og rollene som har dem',
    permissionColumn: 'Tillatelse',
    allowsColumn: 'Hva den gir tilgang til',
    rolesColumn: 'Roller',
    noRole: 'Ingen rolle',
    internalRole: 'intern',
    customerRole: 'kundekonto',
    roleDetails: (kind, count) => ` (${kind}, ${count} ${count === 1 ? 'tillatelse' : 'tillatelser'}): `,
  },
  sv_se: {
    pageTitle: (title) => `Hjälp: ${title}`,
    skipLink: 'Hoppa till huvudinnehållet',
    skipToText: 'Hoppa till hjälptexten',
    skipToContents: 'Hoppa till innehållsförteckningen',
    breadcrumb: 'Brödsmulor',
    helpContents: 'Hjälpens innehåll',
    onThisPage: 'På den här sidan',
    moreHelp: 'Mer hjälp',
    previous: 'Föregående',
    next: 'Nästa',
    allTopics: 'Alla hjälpavsnitt',
    indexTitle: 'Innehåll',
    indexHeading: 'Hjälp',
    indexIntro: (homeHref) => (
      <>
        Den här hjälpen beskriver varje skärm i Q-global: testplattformen, testpersonens frågeformulär och kontosidorna. Du kan läsa den utan att
        logga in. När du är inloggad visar <a href={homeHref}>din startsida</a> de skärmar du får använda.
      </>
    ),
    contents: 'Innehåll',
    languages: 'Språk',
    notFoundTitle: 'Hjälpsidan hittades inte',
    notFoundMessage: 'Det finns ingen hjälpsida på den här adressen. Den kan ha flyttats i en ny version.',
    notFoundLink: 'Gå till hjälpens innehåll',
    everyoneMayOpen: 'Alla inloggade användare kan öppna den här sidan.',
    whoCanUse: (permission, roles) => (
      <>
        Vem kan använda den: användare med behörigheten {permission} ({roles}).
      </>
    ),
    permissionsCaption: 'Behörigheter och de roller som har dem',
    permissionColumn: 'Behörighet',
    allowsColumn: 'Vad den tillåter',
    rolesColumn: 'Roller',
    noRole: 'Ingen roll',
    internalRole: 'intern',
    customerRole: 'kundkonto',
    roleDetails: (kind, count) => ` (${kind}, ${count} ${count === 1 ? 'behörighet' : 'behörigheter'}): `,
  },
};
