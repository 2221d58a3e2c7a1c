/**
 * The words of the account's audit log (the legacy page under Manage accounts and the CSV
 * export's header row) in every language of the platform (spec §9); British and Australian
 * English read the US English ones, Canadian French reads French. The actions' labels are in
 * auditActionText.ts.
 */
import type { AuditActionClass, AuditResult } from '../../../domain/auditResult';
import type { Locale } from '../../../domain/locale';

/** The columns of the audit log, on the page and in the CSV file. */
export interface AuditLogColumns {
  at: string;
  who: string;
  what: string;
  operation: string;
  record: string;
  examinee: string;
  from: string;
  result: string;
  outcome: string;
  reason: string;
  requestId: string;
}

/** Everything the audit log says. */
export interface AuditLogText {
  /** The page's title and the link to it on the manage-accounts page. */
  title: string;
  intro: string;
  /** The filter form's name and its fields. */
  filters: string;
  fromDate: string;
  toDate: string;
  user: string;
  anyUser: string;
  examineeRecordId: string;
  actionClass: string;
  anyAction: string;
  actionClasses: Readonly<Record<AuditActionClass, string>>;
  result: string;
  anyResult: string;
  results: Readonly<Record<AuditResult, string>>;
  show: string;
  /** A filter of the address that is not valid (a date that is not YYYY-MM-DD, a number that is none). */
  filterInvalid: string;
  exportCsv: string;
  /** Why there is no export link: the selection is larger than one file holds. */
  exportTooLarge: (max: number) => string;
  noMatch: string;
  /** How many rows match and which page shows (`total` is at least 1). */
  status: (total: number, page: number, pages: number) => string;
  columns: AuditLogColumns;
  /** The "who" of internal staff, whose user is not the account's. */
  internalStaff: string;
  pages: string;
  previous: string;
  next: string;
  backToManageAccounts: string;
}

const EN_US: AuditLogText = {
  title: 'Audit log',
  intro: "Who viewed or changed the account's records, in particular which examinee's data, when and from where; refused attempts are listed too.",
  filters: 'Filter the audit log',
  fromDate: 'From (date)',
  toDate: 'To (date)',
  user: 'User',
  anyUser: 'Any user',
  examineeRecordId: 'Examinee record number',
  actionClass: 'Kind of action',
  anyAction: 'Any action',
  actionClasses: { examineeRecords: 'Examinee records', signIn: 'Sign-in and sessions', administration: 'Users and settings', staff: 'Internal staff access' },
  result: 'Outcome',
  anyResult: 'Any outcome',
  results: { allowed: 'Allowed', denied: 'Denied', failed: 'Failed' },
  show: 'Show',
  filterInvalid: 'A filter is not valid: enter dates as YYYY-MM-DD and the record number as a whole number.',
  exportCsv: 'Export CSV',
  exportTooLarge: (max) => `The export holds at most ${max} rows. Narrow the dates or filters to export.`,
  noMatch: 'No entry matches.',
  status: (total, page, pages) => `${total} ${total === 1 ? 'entry' : 'entries'}, page ${page} of ${pages}.`,
  columns: { at: 'When (UTC)', who: 'Who', what: 'What', operation: 'Operation', record: 'Record', examinee: 'Examinee', from: 'From (address)', result: 'Outcome', outcome: 'Detail', reason: 'Reason', requestId: 'Request id' },
  internalStaff: 'Internal staff',
  pages: 'Pages of the audit log',
  previous: 'Previous page',
  next: 'Next page',
  backToManageAccounts: 'Back to Manage accounts',
};

const FR_FR: AuditLogText = {
  title: 'Journal d’audit',
  intro: 'Qui a consulté ou modifié les enregistrements du compte, notamment les données de quelle personne évaluée, quand et d’où ; les tentatives refusées y figurent aussi.',
  filters: 'Filtrer le journal d’audit',
  fromDate: 'Du (date)',
  toDate: 'Au (date)',
  user: 'Utilisateur',
  anyUser: 'Tous les utilisateurs',
  examineeRecordId: 'Numéro de fiche de la personne évaluée',
  actionClass: 'Type d’action',
  anyAction: 'Toutes les actions',
  actionClasses: { examineeRecords: 'Dossiers des personnes évaluées', signIn: 'Connexions et sessions', administration: 'Utilisateurs et paramètres', staff: 'Accès du personnel interne' },
  result: 'Résultat',
  anyResult: 'Tous les résultats',
  results: { allowed: 'Autorisé', denied: 'Refusé', failed: 'Échoué' },
  show: 'Afficher',
  filterInvalid: 'Un filtre n’est pas valide : saisissez les dates au format AAAA-MM-JJ et le numéro de fiche en nombre entier.',
  exportCsv: 'Exporter en CSV',
  exportTooLarge: (max) => `L’export contient au plus ${max} lignes. Restreignez les dates ou les filtres pour exporter.`,
  noMatch: 'Aucune entrée ne correspond.',
  status: (total, page, pages) => `${total} ${total === 1 ? 'entrée' : 'entrées'}, page ${page} sur ${pages}.`,
  columns: { at: 'Quand (UTC)', who: 'Qui', what: 'Quoi', operation: 'Opération', record: 'Enregistrement', examinee: 'Personne évaluée', from: 'D’où (adresse)', result: 'Résultat', outcome: 'Détail', reason: 'Motif', requestId: 'Identifiant de requête' },
  internalStaff: 'Personnel interne',
  pages: 'Pages du journal d’audit',
  previous: 'Page précédente',
  next: 'Page suivante',
  backToManageAccounts: 'Retour à la gestion des comptes',
};

/** The audit log's words by locale. */
export const AUDIT_LOG_TEXT: Readonly<Record<Locale, AuditLogText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: {
    title: 'Revisionslog',
    intro: 'Hvem der har set eller ændret kontoens poster, især hvilken testpersons data, hvornår og hvorfra; afviste forsøg vises også.',
    filters: 'Filtrer revisionsloggen',
    fromDate: 'Fra (dato)',
    toDate: 'Til (dato)',
    user: 'Bruger',
    anyUser: 'Alle brugere',
    examineeRecordId: 'Testpersonens postnummer',
    actionClass: 'Type handling',
    anyAction: 'Alle handlinger',
    actionClasses: { examineeRecords: 'Testpersoners poster', signIn: 'Login og sessioner', administration: 'Brugere og indstillinger', staff: 'Internt personales adgang' },
    result: 'Udfald',
    anyResult: 'Alle udfald',
    results: { allowed: 'Tilladt', denied: 'Afvist', failed: 'Mislykket' },
    show: 'Vis',
    filterInvalid: 'Et filter er ugyldigt: angiv datoer som ÅÅÅÅ-MM-DD og postnummeret som et helt tal.',
    exportCsv: 'Eksportér CSV',
    exportTooLarge: (max) => `Eksporten rummer højst ${max} rækker. Indsnævr datoerne eller filtrene for at eksportere.`,
    noMatch: 'Ingen poster matcher.',
    status: (total, page, pages) => `${total} ${total === 1 ? 'post' : 'poster'}, side ${page} af ${pages}.`,
    columns: { at: 'Hvornår (UTC)', who: 'Hvem', what: 'Hvad', operation: 'Handling', record: 'Post', examinee: 'Testperson', from: 'Hvorfra (adresse)', result: 'Udfald', outcome: 'Detalje', reason: 'Begrundelse', requestId: 'Anmodnings-id' },
    internalStaff: 'Internt personale',
    pages: 'Sider i revisionsloggen',
    previous: 'Forrige side',
    next: 'Næste side',
    backToManageAccounts: 'Tilbage til Administrer konti',
  },
  de_de: {
    title: 'Audit-Protokoll',
    intro: 'Wer die Datensätze des Kontos angesehen oder geändert hat, insbesondere die Daten welcher Testperson, wann und von wo; abgelehnte Versuche sind ebenfalls aufgeführt.',
    filters: 'Audit-Protokoll filtern',
    fromDate: 'Von (Datum)',
    toDate: 'Bis (Datum)',
    user: 'Benutzer',
    anyUser: 'Alle Benutzer',
    examineeRecordId: 'Datensatznummer der Testperson',
    actionClass: 'Art der Aktion',
    anyAction: 'Alle Aktionen',
    actionClasses: { examineeRecords: 'Datensätze von Testpersonen', signIn: 'Anmeldung und Sitzungen', administration: 'Benutzer und Einstellungen', staff: 'Zugriffe des internen Personals' },
    result: 'Ergebnis',
    anyResult: 'Alle Ergebnisse',
    results: { allowed: 'Erlaubt', denied: 'Abgelehnt', failed: 'Fehlgeschlagen' },
    show: 'Anzeigen',
    filterInvalid: 'Ein Filter ist ungültig: Geben Sie Daten als JJJJ-MM-TT und die Datensatznummer als ganze Zahl ein.',
    exportCsv: 'Als CSV exportieren',
    exportTooLarge: (max) => `Der Export umfasst höchstens ${max} Zeilen. Grenzen Sie Zeitraum oder Filter ein, um zu exportieren.`,
    noMatch: 'Kein Eintrag entspricht der Suche.',
    status: (total, page, pages) => `${total} ${total === 1 ? 'Eintrag' : 'Einträge'}, Seite ${page} von ${pages}.`,
    columns: { at: 'Wann (UTC)', who: 'Wer', what: 'Was', operation: 'Operation', record: 'Datensatz', examinee: 'Testperson', from: 'Von wo (Adresse)', result: 'Ergebnis', outcome: 'Detail', reason: 'Begründung', requestId: 'Anfrage-ID' },
    internalStaff: 'Internes Personal',
    pages: 'Seiten des Audit-Protokolls',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    backToManageAccounts: 'Zurück zu „Konten verwalten“',
  },
  es_es: {
    title: 'Registro de auditoría',
    intro: 'Quién consultó o modificó los registros de la cuenta, en particular los datos de qué persona evaluada, cuándo y desde dónde; también se muestran los intentos rechazados.',
    filters: 'Filtrar el registro de auditoría',
    fromDate: 'Desde (fecha)',
    toDate: 'Hasta (fecha)',
    user: 'Usuario',
    anyUser: 'Cualquier usuario',
    examineeRecordId: 'Número de registro de la persona evaluada',
    actionClass: 'Tipo de acción',
    anyAction: 'Cualquier acción',
    actionClasses: { examineeRecords: 'Registros de personas evaluadas', signIn: 'Inicio de sesión y sesiones', administration: 'Usuarios y ajustes', staff: 'Acceso del personal interno' },
    result: 'Resultado',
    anyResult: 'Cualquier resultado',
    results: { allowed: 'Permitido', denied: 'Denegado', failed: 'Fallido' },
    show: 'Mostrar',
    filterInvalid: 'Un filtro no es válido: introduzca las fechas como AAAA-MM-DD y el número de registro como un número entero.',
    exportCsv: 'Exportar CSV',
    exportTooLarge: (max) => `La exportación admite como máximo ${max} filas. Acote las fechas o los filtros para exportar.`,
    noMatch: 'Ninguna entrada coincide.',
    status: (total, page, pages) => `${total} ${total === 1 ? 'entrada' : 'entradas'}, página ${page} de ${pages}.`,
    columns: { at: 'Cuándo (UTC)', who: 'Quién', what: 'Qué', operation: 'Operación', record: 'Registro', examinee: 'Persona evaluada', from: 'Desde (dirección)', result: 'Resultado', outcome: 'Detalle', reason: 'Motivo', requestId: 'Id. de solicitud' },
    internalStaff: 'Personal interno',
    pages: 'Páginas del registro de auditoría',
    previous: 'Página anterior',
    next: 'Página siguiente',
    backToManageAccounts: 'Volver a Gestionar cuentas',
  },
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  nl_nl: {
    title: 'Auditlogboek',
    intro: 'Wie de gegevens van het account heeft bekeken of gewijzigd, in het bijzonder van welke testpersoon, wanneer en vanaf waar; geweigerde pogingen staan er ook in.',
    filters: 'Auditlogboek filteren',
    fromDate: 'Van (datum)',
    toDate: 'Tot en met (datum)',
    user: 'Gebruiker',
    anyUser: 'Alle gebruikers',
    examineeRecordId: 'Recordnummer van de testpersoon',
    actionClass: 'Soort actie',
    anyAction: 'Alle acties',
    actionClasses: { examineeRecords: 'Gegevens van testpersonen', signIn: 'Aanmelden en sessies', administration: 'Gebruikers en instellingen', staff: 'Toegang door intern personeel' },
    result: 'Uitkomst',
    anyResult: 'Alle uitkomsten',
    results: { allowed: 'Toegestaan', denied: 'Geweigerd', failed: 'Mislukt' },
    show: 'Tonen',
    filterInvalid: 'Een filter is ongeldig: voer datums in als JJJJ-MM-DD en het recordnummer als geheel getal.',
    exportCsv: 'CSV exporteren',
    exportTooLarge: (max) => `De export bevat hoogstens ${max} regels. Beperk de datums of filters om te exporteren.`,
    noMatch: 'Geen regels gevonden.',
    status: (total, page, pages) => `${total} ${total === 1 ? 'regel' : 'regels'}, pagina ${page} van ${pages}.`,
    columns: { at: 'Wanneer (UTC)', who: 'Wie', what: 'Wat', operation: 'Bewerking', record: 'Gegeven', examinee: 'Testpersoon', from: 'Vanaf (adres)', result: 'Uitkomst', outcome: 'Detail', reason: 'Reden', requestId: 'Verzoek-id' },
    internalStaff: 'Intern personeel',
    pages: 'Pagina’s van het auditlogboek',
    previous: 'Vorige pagina',
    next: 'Volgende pagina',
    backToManageAccounts: 'Terug naar Accounts beheren',
  },
  nb_no: {
    title: 'Revisjonslogg',
    intro: 'Hvem som har sett eller endret kontoens poster, særlig hvilken testpersons data, når og hvorfra; avviste forsøk vises også.',
    filters: 'Filtrer revisjonsloggen',
    fromDate: 'Fra (dato)',
    toDate: 'Til (dato)',
    user: 'Bruker',
    anyUser: 'Alle brukere',
    examineeRecordId: 'Testpersonens postnummer',
    actionClass: 'Type handling',
    anyAction: 'Alle handlinger',
    actionClasses: { examineeRecords: 'Testpersoners poster', signIn: 'Pålogging og økter', administration: 'Brukere og innstillinger', staff: 'Internt personales tilgang' },
    result: 'Utfall',
    anyResult: 'Alle utfall',
    results: { allowed: 'Tillatt', denied: 'Avvist', failed: 'Mislyktes' },
    show: 'Vis',
    filterInvalid: 'Et filter er ugyldig: skriv datoer som ÅÅÅÅ-MM-DD og postnummeret som et helt tall.',
    exportCsv: 'Eksporter CSV',
    exportTooLarge: (max) => `Eksporten rommer høyst ${max} rader. Begrens datoene eller filtrene for å eksportere.`,
    noMatch: 'Ingen oppføringer samsvarer.',
    status: (total, page, pages) => `${total} ${total === 1 ? 'oppføring' : 'oppføringer'}, side ${page} av ${pages}.`,
    columns: { at: 'Når (UTC)', who: 'Hvem', what: 'Hva', operation: 'Operasjon', record: 'Post', examinee: 'Testperson', from: 'Hvorfra (adresse)', result: 'Utfall', outcome: 'Detalj', reason: 'Begrunnelse', requestId: 'Forespørsels-id' },
    internalStaff: 'Internt personale',
    pages: 'Sider i revisjonsloggen',
    previous: 'Forrige side',
    next: 'Neste side',
    backToManageAccounts: 'Tilbake til Administrer kontoer',
  },
  sv_se: {
    title: 'Granskningslogg',
    intro: 'Vem som har visat eller ändrat kontots poster, särskilt vilken testpersons data, när och varifrån; nekade försök visas också.',
    filters: 'Filtrera granskningsloggen',
    fromDate: 'Från (datum)',
    toDate: 'Till (datum)',
    user: 'Användare',
    anyUser: 'Alla användare',
    examineeRecordId: 'Testpersonens postnummer',
    actionClass: 'Typ av åtgärd',
    anyAction: 'Alla åtgärder',
    actionClasses: { examineeRecords: 'Testpersoners poster', signIn: 'Inloggning och sessioner', administration: 'Användare och inställningar', staff: 'Intern personals åtkomst' },
    result: 'Utfall',
    anyResult: 'Alla utfall',
    results: { allowed: 'Tillåten', denied: 'Nekad', failed: 'Misslyckad' },
    show: 'Visa',
    filterInvalid: 'Ett filter är ogiltigt: ange datum som ÅÅÅÅ-MM-DD och postnumret som ett heltal.',
    exportCsv: 'Exportera CSV',
    exportTooLarge: (max) => `Exporten rymmer högst ${max} rader. Begränsa datumen eller filtren för att exportera.`,
    noMatch: 'Inga poster matchar.',
    status: (total, page, pages) => `${total} ${total === 1 ? 'post' : 'poster'}, sida ${page} av ${pages}.`,
    columns: { at: 'När (UTC)', who: 'Vem', what: 'Vad', operation: 'Åtgärd', record: 'Post', examinee: 'Testperson', from: 'Varifrån (adress)', result: 'Utfall', outcome: 'Detalj', reason: 'Motivering', requestId: 'Begäran-id' },
    internalStaff: 'Intern personal',
    pages: 'Sidor i granskningsloggen',
    previous: 'Föregående sida',
    next: 'Nästa sida',
    backToManageAccounts: 'Tillbaka till Hantera konton',
  },
};
