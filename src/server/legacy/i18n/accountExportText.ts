/**
 * The words of account exports on the legacy pages (issue #18), in every platform language: the
 * download page a link opens (no sign-in) and the "Export this account's data" section of Manage
 * accounts.
 */
import type { Locale } from '../../../domain/locale';

/** The words in one language. */
export interface AccountExportText {
  pageTitle: string;
  pageIntro: string;
  codeLabel: string;
  codeHint: string;
  download: string;
  refusedTitle: string;
  refused: string;
  sectionHeading: string;
  sectionExplanation: (hours: number) => string;
  requestButton: string;
  requested: string;
  earlierHeading: string;
  none: string;
  columns: { requested: string; kind: string; status: string; link: string };
  kinds: { accessRequest: string; staff: string; beforeDeletion: string };
  statuses: { pending: string; ready: string; failed: string };
  linkUsed: string;
  linkExpired: string;
  linkWorksUntil: string;
  linkNotMailed: string;
}

const EN: AccountExportText = {
  pageTitle: 'Download a data export',
  pageIntro: 'This page downloads the data export that your e-mailed link opens, as one ZIP file. The link works once.',
  codeLabel: 'Download code',
  codeHint: 'Filled in from your link. If it is empty, paste the part of the link after the # sign.',
  download: 'Download the ZIP file',
  refusedTitle: 'This download link does not work',
  refused: 'The link has already been used, has expired or is not valid. Ask for a new export: an account administrator can under Manage accounts.',
  sectionHeading: "Export this account's data",
  sectionExplanation: (hours) =>
    `Get all of this account's data as one ZIP file: examinees, assessments with their responses and scores, stored reports, the usage ledger, the e-mail history and the audit log. When it is ready, a download link comes to your e-mail address. The link works once, for ${hours} hours.`,
  requestButton: "Export this account's data",
  requested: 'Your export was requested. The download link will come by e-mail when it is ready.',
  earlierHeading: 'Earlier exports',
  none: 'No export has been made yet.',
  columns: { requested: 'Requested', kind: 'Requested by', status: 'Status', link: 'Link' },
  kinds: { accessRequest: 'An administrator', staff: 'Q-global data retention', beforeDeletion: "Before the account's deletion" },
  statuses: { pending: 'Being prepared', ready: 'Ready', failed: 'Failed' },
  linkUsed: 'Used',
  linkExpired: 'Expired',
  linkWorksUntil: 'Sent by e-mail; works until',
  linkNotMailed: 'Not sent by e-mail',
};

const DA: AccountExportText = {
  pageTitle: 'Hent en dataeksport',
  pageIntro: 'Denne side henter den dataeksport, som linket i din e-mail åbner, som én ZIP-fil. Linket virker én gang.',
  codeLabel: 'Hentekode',
  codeHint: 'Udfyldt fra dit link. Hvis feltet er tomt, så indsæt den del af linket, der står efter tegnet #.',
  download: 'Hent ZIP-filen',
  refusedTitle: 'Dette link til download virker ikke',
  refused: 'Linket er allerede brugt, er udløbet eller er ikke gyldigt. Bestil en ny eksport: en kontoadministrator kan gøre det under Administrer konti.',
  sectionHeading: 'Eksportér kontoens data',
  sectionExplanation: (hours) =>
    `Få alle kontoens data som én ZIP-fil: testpersoner, testninger med svar og scorer, gemte rapporter, forbrugsoversigten, e-mailhistorikken og revisionsloggen. Når den er klar, kommer et link til download til din e-mailadresse. Linket virker én gang, i ${hours} timer.`,
  requestButton: 'Eksportér kontoens data',
  requested: 'Din eksport er bestilt. Linket til download kommer pr. e-mail, når den er klar.',
  earlierHeading: 'Tidligere eksporter',
  none: 'Der er endnu ikke lavet nogen eksport.',
  columns: { requested: 'Bestilt', kind: 'Bestilt af', status: 'Status', link: 'Link' },
  kinds: { accessRequest: 'En administrator', staff: 'Q-global dataopbevaring', beforeDeletion: 'Før kontoens sletning' },
  statuses: { pending: 'Under forberedelse', ready: 'Klar', failed: 'Mislykkedes' },
  linkUsed: 'Brugt',
  linkExpired: 'Udløbet',
  linkWorksUntil: 'Sendt pr. e-mail; virker indtil',
  linkNotMailed: 'Ikke sendt pr. e-mail',
};

const DE: AccountExportText = {
  pageTitle: 'Datenexport herunterladen',
  pageIntro: 'Diese Seite lädt den Datenexport herunter, den Ihr Link aus der E-Mail öffnet, als eine ZIP-Datei. Der Link funktioniert einmal.',
  codeLabel: 'Download-Code',
  codeHint: 'Aus Ihrem Link übernommen. Ist das Feld leer, fügen Sie den Teil des Links nach dem Zeichen # ein.',
  download: 'ZIP-Datei herunterladen',
  refusedTitle: 'Dieser Download-Link funktioniert nicht',
  refused: 'Der Link wurde bereits verwendet, ist abgelaufen oder ungültig. Fordern Sie einen neuen Export an: Kontoadministratoren können das unter „Konten verwalten“.',
  sectionHeading: 'Daten dieses Kontos exportieren',
  sectionExplanation: (hours) =>
    `Erhalten Sie alle Daten dieses Kontos als eine ZIP-Datei: Testpersonen, Testungen mit Antworten und Ergebnissen, gespeicherte Berichte, das Nutzungsprotokoll, den E-Mail-Verlauf und das Prüfprotokoll. Sobald er bereit ist, kommt ein Download-Link an Ihre E-Mail-Adresse. Der Link funktioniert einmal, ${hours} Stunden lang.`,
  requestButton: 'Daten dieses Kontos exportieren',
  requested: 'Ihr Export wurde angefordert. Der Download-Link kommt per E-Mail, sobald er bereit ist.',
  earlierHeading: 'Frühere Exporte',
  none: 'Es wurde noch kein Export erstellt.',
  columns: { requested: 'Angefordert', kind: 'Angefordert von', status: 'Status', link: 'Link' },
  kinds: { accessRequest: 'Einer Administratorin oder einem Administrator', staff: 'Q-global Datenaufbewahrung', beforeDeletion: 'Vor der Löschung des Kontos' },
  statuses: { pending: 'Wird erstellt', ready: 'Bereit', failed: 'Fehlgeschlagen' },
  linkUsed: 'Verwendet',
  linkExpired: 'Abgelaufen',
  linkWorksUntil: 'Per E-Mail gesendet; gültig bis',
  linkNotMailed: 'Nicht per E-Mail gesendet',
};

const ES: AccountExportText = {
  pageTitle: 'Descargar una exportación de datos',
  pageIntro: 'Esta página descarga la exportación de datos que abre el enlace de su correo, como un único archivo ZIP. El enlace funciona una sola vez.',
  codeLabel: 'Código de descarga',
  codeHint: 'Se rellena a partir de su enlace. Si está vacío, pegue la parte del enlace que va después del signo #.',
  download: 'Descargar el archivo ZIP',
  refusedTitle: 'Este enlace de descarga no funciona',
  refused: 'El enlace ya se ha usado, ha caducado o no es válido. Solicite una nueva exportación: un administrador de la cuenta puede hacerlo en Gestionar cuentas.',
  sectionHeading: 'Exportar los datos de esta cuenta',
  sectionExplanation: (hours) =>
    `Obtenga todos los datos de esta cuenta en un único archivo ZIP: examinados, evaluaciones con sus respuestas y puntuaciones, informes guardados, el registro de usos, el historial de correo y el registro de auditoría. Cuando esté lista, llegará un enlace de descarga a su dirección de correo. El enlace funciona una sola vez, durante ${hours} horas.`,
  requestButton: 'Exportar los datos de esta cuenta',
  requested: 'Se ha solicitado su exportación. El enlace de descarga llegará por correo cuando esté lista.',
  earlierHeading: 'Exportaciones anteriores',
  none: 'Todavía no se ha hecho ninguna exportación.',
  columns: { requested: 'Solicitada', kind: 'Solicitada por', status: 'Estado', link: 'Enlace' },
  kinds: { accessRequest: 'Un administrador', staff: 'Retención de datos de Q-global', beforeDeletion: 'Antes de la eliminación de la cuenta' },
  statuses: { pending: 'En preparación', ready: 'Lista', failed: 'Fallida' },
  linkUsed: 'Usado',
  linkExpired: 'Caducado',
  linkWorksUntil: 'Enviado por correo; funciona hasta',
  linkNotMailed: 'No enviado por correo',
};

const FR: AccountExportText = {
  pageTitle: 'Télécharger une exportation de données',
  pageIntro: 'Cette page télécharge l’exportation de données qu’ouvre le lien reçu par courriel, en un seul fichier ZIP. Le lien fonctionne une seule fois.',
  codeLabel: 'Code de téléchargement',
  codeHint: 'Rempli à partir de votre lien. S’il est vide, collez la partie du lien qui suit le signe #.',
  download: 'Télécharger le fichier ZIP',
  refusedTitle: 'Ce lien de téléchargement ne fonctionne pas',
  refused: 'Le lien a déjà servi, a expiré ou n’est pas valide. Demandez une nouvelle exportation : un administrateur du compte peut le faire sous Gérer les comptes.',
  sectionHeading: 'Exporter les données de ce compte',
  sectionExplanation: (hours) =>
    `Obtenez toutes les données de ce compte en un seul fichier ZIP : personnes évaluées, évaluations avec leurs réponses et leurs scores, rapports enregistrés, relevé d’utilisation, historique des courriels et journal d’audit. Quand elle est prête, un lien de téléchargement arrive à votre adresse courriel. Le lien fonctionne une seule fois, pendant ${hours} heures.`,
  requestButton: 'Exporter les données de ce compte',
  requested: 'Votre exportation a été demandée. Le lien de téléchargement arrivera par courriel quand elle sera prête.',
  earlierHeading: 'Exportations précédentes',
  none: 'Aucune exportation n’a encore été faite.',
  columns: { requested: 'Demandée le', kind: 'Demandée par', status: 'État', link: 'Lien' },
  kinds: { accessRequest: 'Un administrateur', staff: 'Conservation des données Q-global', beforeDeletion: 'Avant la suppression du compte' },
  statuses: { pending: 'En préparation', ready: 'Prête', failed: 'Échec' },
  linkUsed: 'Utilisé',
  linkExpired: 'Expiré',
  linkWorksUntil: 'Envoyé par courriel ; valable jusqu’au',
  linkNotMailed: 'Non envoyé par courriel',
};

const NL: AccountExportText = {
  pageTitle: 'Een gegevensexport downloaden',
  pageIntro: 'Deze pagina downloadt de gegevensexport die de link uit uw e-mail opent, als één ZIP-bestand. De link werkt één keer.',
  codeLabel: 'Downloadcode',
  codeHint: 'Ingevuld vanuit uw link. Is het veld leeg, plak dan het deel van de link na het teken #.',
  download: 'Het ZIP-bestand downloaden',
  refusedTitle: 'Deze downloadlink werkt niet',
  refused: 'De link is al gebruikt, is verlopen of is niet geldig. Vraag een nieuwe export aan: een accountbeheerder kan dat onder Accounts beheren.',
  sectionHeading: 'De gegevens van dit account exporteren',
  sectionExplanation: (hours) =>
    `Ontvang alle gegevens van dit account als één ZIP-bestand: cliënten, afnames met hun antwoorden en scores, opgeslagen rapporten, het gebruiksoverzicht, de e-mailgeschiedenis en het auditlogboek. Zodra de export klaar is, komt er een downloadlink naar uw e-mailadres. De link werkt één keer, ${hours} uur lang.`,
  requestButton: 'De gegevens van dit account exporteren',
  requested: 'Uw export is aangevraagd. De downloadlink komt per e-mail zodra hij klaar is.',
  earlierHeading: 'Eerdere exports',
  none: 'Er is nog geen export gemaakt.',
  columns: { requested: 'Aangevraagd', kind: 'Aangevraagd door', status: 'Status', link: 'Link' },
  kinds: { accessRequest: 'Een beheerder', staff: 'Q-global gegevensbewaring', beforeDeletion: 'Voor het verwijderen van het account' },
  statuses: { pending: 'Wordt voorbereid', ready: 'Klaar', failed: 'Mislukt' },
  linkUsed: 'Gebruikt',
  linkExpired: 'Verlopen',
  linkWorksUntil: 'Per e-mail verzonden; werkt tot',
  linkNotMailed: 'Niet per e-mail verzonden',
};

const NB: AccountExportText = {
  pageTitle: 'Last ned en dataeksport',
  pageIntro: 'Denne siden laster ned dataeksporten som lenken i e-posten din åpner, som én ZIP-fil. Lenken virker én gang.',
  codeLabel: 'Nedlastingskode',
  codeHint: 'Fylt inn fra lenken din. Hvis feltet er tomt, limer du inn delen av lenken etter tegnet #.',
  download: 'Last ned ZIP-filen',
  refusedTitle: 'Denne nedlastingslenken virker ikke',
  refused: 'Lenken er allerede brukt, er utløpt eller er ikke gyldig. Be om en ny eksport: en kontoadministrator kan gjøre det under Administrer kontoer.',
  sectionHeading: 'Eksporter dataene til denne kontoen',
  sectionExplanation: (hours) =>
    `Få alle dataene til denne kontoen som én ZIP-fil: testpersoner, testinger med svar og skårer, lagrede rapporter, bruksoversikten, e-posthistorikken og revisjonsloggen. Når den er klar, kommer en nedlastingslenke til e-postadressen din. Lenken virker én gang, i ${hours} timer.`,
  requestButton: 'Eksporter dataene til denne kontoen',
  requested: 'Eksporten din er bestilt. Nedlastingslenken kommer på e-post når den er klar.',
  earlierHeading: 'Tidligere eksporter',
  none: 'Ingen eksport er laget ennå.',
  columns: { requested: 'Bestilt', kind: 'Bestilt av', status: 'Status', link: 'Lenke' },
  kinds: { accessRequest: 'En administrator', staff: 'Q-global datalagring', beforeDeletion: 'Før kontoen ble slettet' },
  statuses: { pending: 'Forberedes', ready: 'Klar', failed: 'Mislyktes' },
  linkUsed: 'Brukt',
  linkExpired: 'Utløpt',
  linkWorksUntil: 'Sendt på e-post; virker til',
  linkNotMailed: 'Ikke sendt på e-post',
};

const SV: AccountExportText = {
  pageTitle: 'Ladda ned en dataexport',
  pageIntro: 'Den här sidan laddar ned den dataexport som länken i ditt e-postmeddelande öppnar, som en ZIP-fil. Länken fungerar en gång.',
  codeLabel: 'Nedladdningskod',
  codeHint: 'Ifylld från din länk. Om fältet är tomt klistrar du in den del av länken som står efter tecknet #.',
  download: 'Ladda ned ZIP-filen',
  refusedTitle: 'Den här nedladdningslänken fungerar inte',
  refused: 'Länken har redan använts, har gått ut eller är inte giltig. Begär en ny export: en kontoadministratör kan göra det under Hantera konton.',
  sectionHeading: 'Exportera kontots data',
  sectionExplanation: (hours) =>
    `Få alla kontots data som en ZIP-fil: testpersoner, bedömningar med svar och poäng, sparade rapporter, användningsloggen, e-posthistoriken och granskningsloggen. När den är klar kommer en nedladdningslänk till din e-postadress. Länken fungerar en gång, i ${hours} timmar.`,
  requestButton: 'Exportera kontots data',
  requested: 'Din export har begärts. Nedladdningslänken kommer via e-post när den är klar.',
  earlierHeading: 'Tidigare exporter',
  none: 'Ingen export har gjorts ännu.',
  columns: { requested: 'Begärd', kind: 'Begärd av', status: 'Status', link: 'Länk' },
  kinds: { accessRequest: 'En administratör', staff: 'Q-global datalagring', beforeDeletion: 'Före kontots radering' },
  statuses: { pending: 'Förbereds', ready: 'Klar', failed: 'Misslyckades' },
  linkUsed: 'Använd',
  linkExpired: 'Har gått ut',
  linkWorksUntil: 'Skickad via e-post; fungerar till',
  linkNotMailed: 'Inte skickad via e-post',
};

/** The words in every platform language. */
export const ACCOUNT_EXPORT_TEXT: Readonly<Record<Locale, AccountExportText>> = {
  en_us: EN,
  en_gb: EN,
  en_au: EN,
  da_dk: DA,
  de_de: DE,
  es_es: ES,
  fr_fr: FR,
  fr_ca: FR,
  nl_nl: NL,
  nb_no: NB,
  sv_se: SV,
};
