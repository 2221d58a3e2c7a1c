/**
 * The words of the account settings and account deletion sections of the manage-accounts page in
 * every language of the platform (spec §9); British and Australian English read the US English
 * ones, Canadian French reads French. The labels quote the platform's own words for examinee and
 * examiner in each language (the SPA catalogues' `terms.*`).
 */
import type { AccountItemId } from '../../../domain/accountItems';
import type { Locale } from '../../../domain/locale';

/** Everything the two sections say. */
export interface ManageAccountsSettingsText {
  heading: string;
  intro: string;
  legend: string;
  /** Each item's label on the form. */
  labels: Readonly<Record<AccountItemId, string>>;
  submit: string;
  deletionHeading: string;
  /** "…will be deleted on <strong>day</strong> (ISO day).": the words before the day in words, and after it. */
  deletionRequested: { before: string; after: (isoDay: string) => string };
  deletionExplanation: (graceDays: number) => string;
  confirmDeletion: string;
  requestDeletion: string;
  /** The error of a request without the confirmation. */
  confirmDeletionMissing: string;
  /** While a deletion is requested: that it can be withdrawn until the day, and the button that does (accountManagement.withdrawSelfDeletion). */
  withdrawalExplanation: string;
  withdrawDeletion: string;
}

/** The four custom field items' words, from one sentence that names a field by its number. */
export const customFieldTexts = (name: (index: number) => string): Readonly<Record<`customField${1 | 2 | 3 | 4}Label`, string>> => ({
  customField1Label: name(1),
  customField2Label: name(2),
  customField3Label: name(3),
  customField4Label: name(4),
});

const EN_US: ManageAccountsSettingsText = {
  heading: 'Account settings',
  intro:
    'The labels replace the words “Examinee” and “Examiner” and the custom field names everywhere in the platform, for every user of the account. Leave the verification code blank if item entry needs no verification code.',
  legend: 'Labels and codes',
  labels: {
    examineeLabel: 'Examinee label',
    examinerLabel: 'Examiner label',
    ...customFieldTexts((index) => `Name of custom field ${index}`),
    itemEntryVerificationCode: 'Item entry verification code',
    administratorsRequireTwoStep: 'Administrators must use two-step sign-in',
    legitimateInterestForExaminers: 'Examiners and account users see only the examinees of their groups',
  },
  submit: 'Save the account settings',
  deletionHeading: 'Account deletion',
  deletionRequested: { before: 'The deletion of this account was requested. Its data will be deleted on ', after: (isoDay) => ` (${isoDay}).` },
  deletionExplanation: (days) =>
    `After a request, the account's data (its examinees, assessments, reports and users) is deleted at the end of a grace period of ${days} days. Until then the account works as before.`,
  confirmDeletion: 'I understand that all the data of this account will be deleted',
  requestDeletion: 'Request deletion of this account',
  confirmDeletionMissing: 'Check the box to confirm that all the data of this account is to be deleted.',
  withdrawalExplanation: 'Until that day an account administrator can withdraw the request, and the account is kept.',
  withdrawDeletion: 'Withdraw the deletion request',
};

const FR_FR: ManageAccountsSettingsText = {
  heading: 'Paramètres du compte',
  intro:
    'Les libellés remplacent les mots « Personne évaluée » et « Examinateur » ainsi que les noms des champs personnalisés partout dans la plateforme, pour tous les utilisateurs du compte. Laissez le code de vérification vide si la saisie des items ne nécessite pas de code de vérification.',
  legend: 'Libellés et codes',
  labels: {
    examineeLabel: 'Libellé pour « Personne évaluée »',
    examinerLabel: 'Libellé pour « Examinateur »',
    ...customFieldTexts((index) => `Nom du champ personnalisé ${index}`),
    itemEntryVerificationCode: 'Code de vérification de la saisie des items',
    administratorsRequireTwoStep: 'Les administrateurs doivent utiliser la connexion en deux étapes',
    legitimateInterestForExaminers: 'Les examinateurs et les utilisateurs du compte ne voient que les personnes évaluées de leurs groupes',
  },
  submit: 'Enregistrer les paramètres du compte',
  deletionHeading: 'Suppression du compte',
  deletionRequested: { before: 'La suppression de ce compte a été demandée. Ses données seront supprimées le ', after: (isoDay) => ` (${isoDay}).` },
  deletionExplanation: (days) =>
    `Après une demande, les données du compte (ses personnes évaluées, évaluations, rapports et utilisateurs) sont supprimées à la fin d’un délai de grâce de ${days} jours. D’ici là, le compte fonctionne comme avant.`,
  confirmDeletion: 'Je comprends que toutes les données de ce compte seront supprimées',
  requestDeletion: 'Demander la suppression de ce compte',
  confirmDeletionMissing: 'Cochez la case pour confirmer que toutes les données de ce compte doivent être supprimées.',
  withdrawalExplanation: 'Jusqu’à cette date, un administrateur du compte peut retirer la demande, et le compte est conservé.',
  withdrawDeletion: 'Retirer la demande de suppression',
};

/** The two sections' words by locale. */
export const MANAGE_ACCOUNTS_SETTINGS_TEXT: Readonly<Record<Locale, ManageAccountsSettingsText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: {
    heading: 'Kontoindstillinger',
    intro:
      'Betegnelserne erstatter ordene “Testperson” og “Testleder” og navnene på de brugerdefinerede felter overalt på platformen for alle kontoens brugere. Lad verificeringskoden være tom, hvis indtastning af items ikke kræver en verificeringskode.',
    legend: 'Betegnelser og koder',
    labels: {
      examineeLabel: 'Betegnelse for “Testperson”',
      examinerLabel: 'Betegnelse for “Testleder”',
      ...customFieldTexts((index) => `Navn på brugerdefineret felt ${index}`),
      itemEntryVerificationCode: 'Verificeringskode til indtastning af items',
      administratorsRequireTwoStep: 'Administratorer skal bruge log ind i to trin',
      legitimateInterestForExaminers: 'Testledere og kontobrugere ser kun testpersonerne i deres grupper',
    },
    submit: 'Gem kontoindstillingerne',
    deletionHeading: 'Sletning af kontoen',
    deletionRequested: { before: 'Der er anmodet om sletning af denne konto. Dens data slettes den ', after: (isoDay) => ` (${isoDay}).` },
    deletionExplanation: (days) =>
      `Efter en anmodning slettes kontoens data (dens testpersoner, testninger, rapporter og brugere) ved udgangen af en frist på ${days} dage. Indtil da fungerer kontoen som før.`,
    confirmDeletion: 'Jeg forstår, at alle data på denne konto bliver slettet',
    requestDeletion: 'Anmod om sletning af denne konto',
    confirmDeletionMissing: 'Sæt kryds i feltet for at bekræfte, at alle data på denne konto skal slettes.',
    withdrawalExplanation: 'Indtil den dag kan en administrator af kontoen trække anmodningen tilbage, og kontoen beholdes.',
    withdrawDeletion: 'Træk anmodningen om sletning tilbage',
  },
  de_de: {
    heading: 'Kontoeinstellungen',
    intro:
      'Die Bezeichnungen ersetzen die Wörter „Testperson“ und „Testleitung“ sowie die Namen der benutzerdefinierten Felder überall in der Plattform, für alle Benutzer des Kontos. Lassen Sie den Verifizierungscode leer, wenn für die Item-Eingabe kein Verifizierungscode nötig ist.',
    legend: 'Bezeichnungen und Codes',
    labels: {
      examineeLabel: 'Bezeichnung für „Testperson“',
      examinerLabel: 'Bezeichnung für „Testleitung“',
      ...customFieldTexts((index) => `Name des benutzerdefinierten Feldes ${index}`),
      itemEntryVerificationCode: 'Verifizierungscode für die Item-Eingabe',
      administratorsRequireTwoStep: 'Administratoren müssen die Anmeldung in zwei Schritten verwenden',
      legitimateInterestForExaminers: 'Testleitungen und Kontobenutzer sehen nur die Testpersonen ihrer Gruppen',
    },
    submit: 'Kontoeinstellungen speichern',
    deletionHeading: 'Löschung des Kontos',
    deletionRequested: { before: 'Die Löschung dieses Kontos wurde beantragt. Seine Daten werden am ', after: (isoDay) => ` (${isoDay}) gelöscht.` },
    deletionExplanation: (days) =>
      `Nach einem Antrag werden die Daten des Kontos (seine Testpersonen, Testungen, Berichte und Benutzer) nach Ablauf einer Frist von ${days} Tagen gelöscht. Bis dahin funktioniert das Konto wie bisher.`,
    confirmDeletion: 'Mir ist bewusst, dass alle Daten dieses Kontos gelöscht werden',
    requestDeletion: 'Löschung dieses Kontos beantragen',
    confirmDeletionMissing: 'Setzen Sie das Häkchen, um zu bestätigen, dass alle Daten dieses Kontos gelöscht werden sollen.',
    withdrawalExplanation: 'Bis zu diesem Tag kann ein Administrator des Kontos den Antrag zurückziehen; dann bleibt das Konto erhalten.',
    withdrawDeletion: 'Löschantrag zurückziehen',
  },
  es_es: {
    heading: 'Configuración de la cuenta',
    intro:
      'Las etiquetas sustituyen las palabras «Persona evaluada» y «Examinador» y los nombres de los campos personalizados en toda la plataforma, para todos los usuarios de la cuenta. Deje el código de verificación en blanco si la introducción de ítems no necesita código de verificación.',
    legend: 'Etiquetas y códigos',
    labels: {
      examineeLabel: 'Etiqueta de «Persona evaluada»',
      examinerLabel: 'Etiqueta de «Examinador»',
      ...customFieldTexts((index) => `Nombre del campo personalizado ${index}`),
      itemEntryVerificationCode: 'Código de verificación de la introducción de ítems',
      administratorsRequireTwoStep: 'Los administradores deben usar el inicio de sesión en dos pasos',
      legitimateInterestForExaminers: 'Los examinadores y los usuarios de la cuenta solo ven a las personas evaluadas de sus grupos',
    },
    submit: 'Guardar la configuración de la cuenta',
    deletionHeading: 'Eliminación de la cuenta',
    deletionRequested: { before: 'Se ha solicitado la eliminación de esta cuenta. Sus datos se eliminarán el ', after: (isoDay) => ` (${isoDay}).` },
    deletionExplanation: (days) =>
      `Tras la solicitud, los datos de la cuenta (sus personas evaluadas, evaluaciones, informes y usuarios) se eliminan al final de un plazo de gracia de ${days} días. Hasta entonces, la cuenta funciona como antes.`,
    confirmDeletion: 'Entiendo que se eliminarán todos los datos de esta cuenta',
    requestDeletion: 'Solicitar la eliminación de esta cuenta',
    confirmDeletionMissing: 'Marque la casilla para confirmar que deben eliminarse todos los datos de esta cuenta.',
    withdrawalExplanation: 'Hasta ese día, un administrador de la cuenta puede retirar la solicitud y la cuenta se conserva.',
    withdrawDeletion: 'Retirar la solicitud de eliminación',
  },
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  nl_nl: {
    heading: 'Accountinstellingen',
    intro:
      'De labels vervangen de woorden ‘Testpersoon’ en ‘Testleider’ en de namen van de aangepaste velden overal in het platform, voor alle gebruikers van het account. Laat de verificatiecode leeg als voor het invoeren van items geen verificatiecode nodig is.',
    legend: 'Labels en codes',
    labels: {
      examineeLabel: 'Label voor ‘Testpersoon’',
      examinerLabel: 'Label voor ‘Testleider’',
      ...customFieldTexts((index) => `Naam van aangepast veld ${index}`),
      itemEntryVerificationCode: 'Verificatiecode voor het invoeren van items',
      administratorsRequireTwoStep: 'Beheerders moeten aanmelden in twee stappen gebruiken',
      legitimateInterestForExaminers: 'Testleiders en accountgebruikers zien alleen de testpersonen van hun groepen',
    },
    submit: 'Accountinstellingen opslaan',
    deletionHeading: 'Verwijdering van het account',
    deletionRequested: { before: 'De verwijdering van dit account is aangevraagd. De gegevens worden verwijderd op ', after: (isoDay) => ` (${isoDay}).` },
    deletionExplanation: (days) =>
      `Na een aanvraag worden de gegevens van het account (testpersonen, afnames, rapporten en gebruikers) verwijderd aan het einde van een bedenktijd van ${days} dagen. Tot dan werkt het account zoals voorheen.`,
    confirmDeletion: 'Ik begrijp dat alle gegevens van dit account worden verwijderd',
    requestDeletion: 'Verwijdering van dit account aanvragen',
    confirmDeletionMissing: 'Vink het vakje aan om te bevestigen dat alle gegevens van dit account moeten worden verwijderd.',
    withdrawalExplanation: 'Tot die dag kan een beheerder van het account de aanvraag intrekken; dan blijft het account behouden.',
    withdrawDeletion: 'Verwijderingsaanvraag intrekken',
  },
  nb_no: {
    heading: 'Kontoinnstillinger',
    intro:
      'Betegnelsene erstatter ordene «Testperson» og «Testleder» og navnene på de egendefinerte feltene overalt i plattformen, for alle brukerne av kontoen. La verifiseringskoden stå tom hvis registrering av ledd ikke krever noen verifiseringskode.',
    legend: 'Betegnelser og koder',
    labels: {
      examineeLabel: 'Betegnelse for «Testperson»',
      examinerLabel: 'Betegnelse for «Testleder»',
      ...customFieldTexts((index) => `Navn på egendefinert felt ${index}`),
      itemEntryVerificationCode: 'Verifiseringskode for registrering av ledd',
      administratorsRequireTwoStep: 'Administratorer må bruke pålogging i to trinn',
      legitimateInterestForExaminers: 'Testledere og kontobrukere ser bare testpersonene i gruppene sine',
    },
    submit: 'Lagre kontoinnstillingene',
    deletionHeading: 'Sletting av kontoen',
    deletionRequested: { before: 'Det er bedt om sletting av denne kontoen. Dataene slettes ', after: (isoDay) => ` (${isoDay}).` },
    deletionExplanation: (days) =>
      `Etter en forespørsel slettes kontoens data (testpersoner, testinger, rapporter og brukere) når en frist på ${days} dager er ute. Frem til da fungerer kontoen som før.`,
    confirmDeletion: 'Jeg forstår at alle dataene i denne kontoen blir slettet',
    requestDeletion: 'Be om sletting av denne kontoen',
    confirmDeletionMissing: 'Kryss av i boksen for å bekrefte at alle dataene i denne kontoen skal slettes.',
    withdrawalExplanation: 'Frem til den dagen kan en administrator av kontoen trekke tilbake forespørselen, og kontoen beholdes.',
    withdrawDeletion: 'Trekk tilbake forespørselen om sletting',
  },
  sv_se: {
    heading: 'Kontoinställningar',
    intro:
      'Benämningarna ersätter orden ”Testperson” och ”Testledare” och namnen på de anpassade fälten överallt i plattformen, för alla användare av kontot. Lämna verifieringskoden tom om inmatning av uppgifter inte kräver någon verifieringskod.',
    legend: 'Benämningar och koder',
    labels: {
      examineeLabel: 'Benämning för ”Testperson”',
      examinerLabel: 'Benämning för ”Testledare”',
      ...customFieldTexts((index) => `Namn på anpassat fält ${index}`),
      itemEntryVerificationCode: 'Verifieringskod för inmatning av uppgifter',
      administratorsRequireTwoStep: 'Administratörer måste använda inloggning i två steg',
      legitimateInterestForExaminers: 'Testledare och kontoanvändare ser bara testpersonerna i sina grupper',
    },
    submit: 'Spara kontoinställningarna',
    deletionHeading: 'Radering av kontot',
    deletionRequested: { before: 'Radering av det här kontot har begärts. Dess data raderas den ', after: (isoDay) => ` (${isoDay}).` },
    deletionExplanation: (days) =>
      `Efter en begäran raderas kontots data (dess testpersoner, testningar, rapporter och användare) när en frist på ${days} dagar har löpt ut. Fram till dess fungerar kontot som vanligt.`,
    confirmDeletion: 'Jag förstår att alla data i det här kontot kommer att raderas',
    requestDeletion: 'Begär radering av det här kontot',
    confirmDeletionMissing: 'Markera rutan för att bekräfta att alla data i det här kontot ska raderas.',
    withdrawalExplanation: 'Fram till den dagen kan en administratör för kontot återkalla begäran, och kontot behålls.',
    withdrawDeletion: 'Återkalla begäran om radering',
  },
};
