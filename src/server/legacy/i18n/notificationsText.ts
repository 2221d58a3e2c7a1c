/**
 * The words of the legacy notifications list and its message pages in every language of the
 * platform (spec §9); British and Australian English read the US English ones, Canadian French
 * reads French. A notification's own title and body are data and stay as their producer wrote them.
 */
import type { Locale } from '../../../domain/locale';
import type { DoneFlag } from '../notifications/notificationPaths';

/** Everything the notifications list and its message pages say. */
export interface NotificationsText {
  /** The page's title and heading. */
  title: string;
  skipLink: string;
  /** Before an unread notification's title, with its separator: the unread ones are marked in words. */
  unreadBadge: string;
  unreadCount: (unread: number) => string;
  timeZoneNote: (timeZone: string) => string;
  /** The name of the navigation between all and only the unread ones. */
  filterLabel: string;
  showAll: string;
  showUnread: string;
  markAllRead: string;
  /** The empty list when only the unread ones are shown. */
  emptyUnread: string;
  emptyAll: string;
  open: string;
  markRead: string;
  /** The name of the paging navigation. */
  pagesLabel: string;
  previousPage: string;
  nextPage: string;
  pageOf: (page: number, pages: number) => string;
  backToHome: string;
  /** The notice after a form post (the redirect's `done` flag). */
  done: Readonly<Record<DoneFlag, string>>;
  notFoundTitle: string;
  notFoundMessage: string;
  linkNotOpenedTitle: string;
  /** Why a notification whose stored link leads elsewhere was not opened. */
  linkNotOpenedMessage: string;
  backToNotifications: string;
}

const EN_US: NotificationsText = {
  title: 'Notifications',
  skipLink: 'Skip to the main content',
  unreadBadge: 'Unread: ',
  unreadCount: (unread) => (unread === 0 ? 'You have no unread notifications.' : unread === 1 ? 'You have 1 unread notification.' : `You have ${unread} unread notifications.`),
  timeZoneNote: (timeZone) => `Times are shown in your time zone (${timeZone}).`,
  filterLabel: 'Show',
  showAll: 'Show all notifications',
  showUnread: 'Show unread only',
  markAllRead: 'Mark all as read',
  emptyUnread: 'Every notification has been read.',
  emptyAll: 'There are no notifications yet. You will find news of your remote assessments, e-mails, report batches and account here.',
  open: 'Open',
  markRead: 'Mark as read',
  pagesLabel: 'Pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
  backToHome: 'Back to home',
  done: {
    read: 'The notification was marked as read.',
    allRead: 'All notifications were marked as read.',
  },
  notFoundTitle: 'Notification not found',
  notFoundMessage: 'This notification does not exist.',
  linkNotOpenedTitle: 'Link not opened',
  linkNotOpenedMessage: "This notification's link does not lead to a page of this site, so it was not opened.",
  backToNotifications: 'Back to notifications',
};

const FR_FR: NotificationsText = {
  title: 'Notifications',
  skipLink: 'Aller au contenu principal',
  unreadBadge: 'Non lue : ',
  unreadCount: (unread) => (unread === 0 ? 'Vous n’avez aucune notification non lue.' : unread === 1 ? 'Vous avez 1 notification non lue.' : `Vous avez ${unread} notifications non lues.`),
  timeZoneNote: (timeZone) => `Les heures sont affichées dans votre fuseau horaire (${timeZone}).`,
  filterLabel: 'Afficher',
  showAll: 'Afficher toutes les notifications',
  showUnread: 'Afficher uniquement les non lues',
  markAllRead: 'Tout marquer comme lu',
  emptyUnread: 'Toutes les notifications ont été lues.',
  emptyAll: 'Aucune notification pour le moment. Vous trouverez ici les nouvelles de vos évaluations à distance, de vos e-mails, de vos lots de rapports et de votre compte.',
  open: 'Ouvrir',
  markRead: 'Marquer comme lue',
  pagesLabel: 'Pages',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  pageOf: (page, pages) => `Page ${page} sur ${pages}`,
  backToHome: 'Retour à l’accueil',
  done: {
    read: 'La notification a été marquée comme lue.',
    allRead: 'Toutes les notifications ont été marquées comme lues.',
  },
  notFoundTitle: 'Notification introuvable',
  notFoundMessage: 'Cette notification n’existe pas.',
  linkNotOpenedTitle: 'Lien non ouvert',
  linkNotOpenedMessage: 'Le lien de cette notification ne mène pas à une page de ce site ; il n’a donc pas été ouvert.',
  backToNotifications: 'Retour aux notifications',
};

/** The notifications list's words by locale. */
export const NOTIFICATIONS_TEXT: Readonly<Record<Locale, NotificationsText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: {
    title: 'Meddelelser',
    skipLink: 'Gå til hovedindholdet',
    unreadBadge: 'Ulæst: ',
    unreadCount: (unread) => (unread === 0 ? 'Du har ingen ulæste meddelelser.' : unread === 1 ? 'Du har 1 ulæst meddelelse.' : `Du har ${unread} ulæste meddelelser.`),
    timeZoneNote: (timeZone) => `Tidspunkter vises i din tidszone (${timeZone}).`,
    filterLabel: 'Vis',
    showAll: 'Vis alle meddelelser',
    showUnread: 'Vis kun ulæste',
    markAllRead: 'Markér alle som læst',
    emptyUnread: 'Alle meddelelser er læst.',
    emptyAll: 'Der er ingen meddelelser endnu. Her finder du nyt om dine testninger via fjernadministration, e-mails, rapportkørsler og din konto.',
    open: 'Åbn',
    markRead: 'Markér som læst',
    pagesLabel: 'Sider',
    previousPage: 'Forrige side',
    nextPage: 'Næste side',
    pageOf: (page, pages) => `Side ${page} af ${pages}`,
    backToHome: 'Tilbage til forsiden',
    done: {
      read: 'Meddelelsen blev markeret som læst.',
      allRead: 'Alle meddelelser blev markeret som læst.',
    },
    notFoundTitle: 'Meddelelsen blev ikke fundet',
    notFoundMessage: 'Denne meddelelse findes ikke.',
    linkNotOpenedTitle: 'Linket blev ikke åbnet',
    linkNotOpenedMessage: 'Linket i denne meddelelse fører ikke til en side på dette websted, så det blev ikke åbnet.',
    backToNotifications: 'Tilbage til meddelelser',
  },
  de_de: {
    title: 'Benachrichtigungen',
    skipLink: 'Zum Hauptinhalt springen',
    unreadBadge: 'Ungelesen: ',
    unreadCount: (unread) =>
      unread === 0 ? 'Sie haben keine ungelesenen Benachrichtigungen.' : unread === 1 ? 'Sie haben 1 ungelesene Benachrichtigung.' : `Sie haben ${unread} ungelesene Benachrichtigungen.`,
    timeZoneNote: (timeZone) => `Zeiten werden in Ihrer Zeitzone angezeigt (${timeZone}).`,
    filterLabel: 'Anzeige',
    showAll: 'Alle Benachrichtigungen anzeigen',
    showUnread: 'Nur ungelesene anzeigen',
    markAllRead: 'Alle als gelesen markieren',
    emptyUnread: 'Alle Benachrichtigungen wurden gelesen.',
    emptyAll: 'Es gibt noch keine Benachrichtigungen. Hier finden Sie Neuigkeiten zu Ihren Fernadministrationen, E-Mails, Berichtsaufträgen und Ihrem Konto.',
    open: 'Öffnen',
    markRead: 'Als gelesen markieren',
    pagesLabel: 'Seiten',
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    pageOf: (page, pages) => `Seite ${page} von ${pages}`,
    backToHome: 'Zurück zur Startseite',
    done: {
      read: 'Die Benachrichtigung wurde als gelesen markiert.',
      allRead: 'Alle Benachrichtigungen wurden als gelesen markiert.',
    },
    notFoundTitle: 'Benachrichtigung nicht gefunden',
    notFoundMessage: 'Diese Benachrichtigung existiert nicht.',
    linkNotOpenedTitle: 'Link nicht geöffnet',
    linkNotOpenedMessage: 'Der Link dieser Benachrichtigung führt nicht zu einer Seite dieser Website und wurde daher nicht geöffnet.',
    backToNotifications: 'Zurück zu den Benachrichtigungen',
  },
  es_es: {
    title: 'Notificaciones',
    skipLink: 'Ir al contenido principal',
    unreadBadge: 'Sin leer: ',
    unreadCount: (unread) => (unread === 0 ? 'No tiene notificaciones sin leer.' : unread === 1 ? 'Tiene 1 notificación sin leer.' : `Tiene ${unread} notificaciones sin leer.`),
    timeZoneNote: (timeZone) => `Las horas se muestran en su zona horaria (${timeZone}).`,
    filterLabel: 'Mostrar',
    showAll: 'Mostrar todas las notificaciones',
    showUnread: 'Mostrar solo las no leídas',
    markAllRead: 'Marcar todas como leídas',
    emptyUnread: 'Todas las notificaciones están leídas.',
    emptyAll: 'Todavía no hay notificaciones. Aquí encontrará novedades sobre sus evaluaciones a distancia, sus correos electrónicos, sus lotes de informes y su cuenta.',
    open: 'Abrir',
    markRead: 'Marcar como leída',
    pagesLabel: 'Páginas',
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
    pageOf: (page, pages) => `Página ${page} de ${pages}`,
    backToHome: 'Volver al inicio',
    done: {
      read: 'La notificación se ha marcado como leída.',
      allRead: 'Todas las notificaciones se han marcado como leídas.',
    },
    notFoundTitle: 'Notificación no encontrada',
    notFoundMessage: 'Esta notificación no existe.',
    linkNotOpenedTitle: 'Enlace no abierto',
    linkNotOpenedMessage: 'El enlace de esta notificación no lleva a una página de este sitio, por lo que no se ha abierto.',
    backToNotifications: 'Volver a las notificaciones',
  },
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  nl_nl: {
    title: 'Meldingen',
    skipLink: 'Naar de hoofdinhoud',
    unreadBadge: 'Ongelezen: ',
    unreadCount: (unread) => (unread === 0 ? 'U hebt geen ongelezen meldingen.' : unread === 1 ? 'U hebt 1 ongelezen melding.' : `U hebt ${unread} ongelezen meldingen.`),
    timeZoneNote: (timeZone) => `Tijden worden weergegeven in uw tijdzone (${timeZone}).`,
    filterLabel: 'Weergave',
    showAll: 'Alle meldingen weergeven',
    showUnread: 'Alleen ongelezen weergeven',
    markAllRead: 'Alles als gelezen markeren',
    emptyUnread: 'Alle meldingen zijn gelezen.',
    emptyAll: 'Er zijn nog geen meldingen. Hier vindt u nieuws over uw afnames op afstand, e-mails, rapportreeksen en uw account.',
    open: 'Openen',
    markRead: 'Als gelezen markeren',
    pagesLabel: 'Pagina’s',
    previousPage: 'Vorige pagina',
    nextPage: 'Volgende pagina',
    pageOf: (page, pages) => `Pagina ${page} van ${pages}`,
    backToHome: 'Terug naar start',
    done: {
      read: 'De melding is als gelezen gemarkeerd.',
      allRead: 'Alle meldingen zijn als gelezen gemarkeerd.',
    },
    notFoundTitle: 'Melding niet gevonden',
    notFoundMessage: 'Deze melding bestaat niet.',
    linkNotOpenedTitle: 'Link niet geopend',
    linkNotOpenedMessage: 'De link van deze melding leidt niet naar een pagina van deze site en is daarom niet geopend.',
    backToNotifications: 'Terug naar meldingen',
  },
  nb_no: {
    title: 'Varsler',
    skipLink: 'Gå til hovedinnholdet',
    unreadBadge: 'Ulest: ',
    unreadCount: (unread) => (unread === 0 ? 'Du har ingen uleste varsler.' : unread === 1 ? 'Du har 1 ulest varsel.' : `Du har ${unread} uleste varsler.`),
    timeZoneNote: (timeZone) => `Tidspunkter vises i tidssonen din (${timeZone}).`,
    filterLabel: 'Vis',
    showAll: 'Vis alle varsler',
    showUnread: 'Vis bare uleste',
    markAllRead: 'Merk alle som lest',
    emptyUnread: 'Alle varsler er lest.',
    emptyAll: 'Det er ingen varsler ennå. Her finner du nytt om testinger via fjernadministrering, e-poster, rapportkjøringer og kontoen din.',
    open: 'Åpne',
    markRead: 'Merk som lest',
    pagesLabel: 'Sider',
    previousPage: 'Forrige side',
    nextPage: 'Neste side',
    pageOf: (page, pages) => `Side ${page} av ${pages}`,
    backToHome: 'Tilbake til startsiden',
    done: {
      read: 'Varselet er merket som lest.',
      allRead: 'Alle varsler er merket som lest.',
    },
    notFoundTitle: 'Fant ikke varselet',
    notFoundMessage: 'Dette varselet finnes ikke.',
    linkNotOpenedTitle: 'Lenken ble ikke åpnet',
    linkNotOpenedMessage: 'Lenken i dette varselet fører ikke til en side på dette nettstedet, så den ble ikke åpnet.',
    backToNotifications: 'Tilbake til varsler',
  },
  sv_se: {
    title: 'Aviseringar',
    skipLink: 'Hoppa till huvudinnehållet',
    unreadBadge: 'Oläst: ',
    unreadCount: (unread) => (unread === 0 ? 'Du har inga olästa aviseringar.' : unread === 1 ? 'Du har 1 oläst avisering.' : `Du har ${unread} olästa aviseringar.`),
    timeZoneNote: (timeZone) => `Tider visas i din tidszon (${timeZone}).`,
    filterLabel: 'Visa',
    showAll: 'Visa alla aviseringar',
    showUnread: 'Visa endast olästa',
    markAllRead: 'Markera alla som lästa',
    emptyUnread: 'Alla aviseringar har lästs.',
    emptyAll: 'Det finns inga aviseringar ännu. Här hittar du nyheter om dina testningar på distans, e-postmeddelanden, rapportkörningar och ditt konto.',
    open: 'Öppna',
    markRead: 'Markera som läst',
    pagesLabel: 'Sidor',
    previousPage: 'Föregående sida',
    nextPage: 'Nästa sida',
    pageOf: (page, pages) => `Sida ${page} av ${pages}`,
    backToHome: 'Tillbaka till startsidan',
    done: {
      read: 'Aviseringen markerades som läst.',
      allRead: 'Alla aviseringar markerades som lästa.',
    },
    notFoundTitle: 'Aviseringen hittades inte',
    notFoundMessage: 'Den här aviseringen finns inte.',
    linkNotOpenedTitle: 'Länken öppnades inte',
    linkNotOpenedMessage: 'Aviseringens länk leder inte till en sida på den här webbplatsen, så den öppnades inte.',
    backToNotifications: 'Tillbaka till aviseringar',
  },
};
