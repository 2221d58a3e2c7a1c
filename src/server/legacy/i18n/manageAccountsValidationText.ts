/**
 * The manage-accounts pages' field errors in the languages other than English (spec §9). The
 * rules that refuse a value live in the contract's schemas, the domain and the users service, and
 * speak English there; the pages know each refusal by its field and rule and say it here. English
 * has no table: the pages show the rules' own words, so they cannot drift apart. Canadian French
 * reads French with Quebec's "courriel".
 */
import type { AccountItemId } from '../../../domain/accountItems';
import type { Locale } from '../../../domain/locale';
import type { PasswordProblem } from '../../../domain/passwordRule';
import { PASSWORD_TEXT } from './passwordText';
import { customFieldTexts } from './manageAccountsSettingsText';

/** The user form's fields whose "required" rule has a message of its own. */
export type RequiredUserField = 'userName' | 'firstName' | 'lastName' | 'email' | 'role' | 'examiner' | 'active' | 'password';

/** Every field error the manage-accounts pages know, in one language. */
export interface ManageAccountsValidationText {
  required: Readonly<Record<RequiredUserField, string>>;
  userNameTooShort: (min: number) => string;
  userNameTooLong: (max: number) => string;
  userNameCharacters: string;
  /** Any other text field over its length. */
  tooLong: (max: number) => string;
  emailInvalid: string;
  /** `roles`: the account roles' names, listed. */
  roleInvalid: (roles: string) => string;
  userNameTaken: string;
  cannotDeactivateSelf: string;
  cannotDemoteSelf: string;
  password: Readonly<Record<PasswordProblem, string>>;
  searchTooLong: (max: number) => string;
  stateInvalid: string;
  pageInvalid: string;
  /** Each setting item as the subject of a sentence. */
  itemNames: Readonly<Record<AccountItemId, string>>;
  itemMissing: (item: string) => string;
  itemBlank: (item: string) => string;
  itemTooLong: (item: string, max: number) => string;
  itemOneLine: (item: string) => string;
  itemCodeCharacters: (item: string) => string;
}

const FR_FR: ManageAccountsValidationText = {
  required: {
    userName: 'Saisissez un nom d’utilisateur.',
    firstName: 'Saisissez un prénom.',
    lastName: 'Saisissez un nom.',
    email: 'Saisissez une adresse e-mail : les réinitialisations de mot de passe y sont envoyées.',
    role: 'Choisissez un rôle.',
    examiner: 'Indiquez si l’utilisateur peut être désigné comme examinateur.',
    active: 'Indiquez si l’utilisateur est actif.',
    password: 'Saisissez un mot de passe initial.',
  },
  userNameTooShort: (min) => `Un nom d’utilisateur comporte au moins ${min} caractères.`,
  userNameTooLong: (max) => `Un nom d’utilisateur comporte au plus ${max} caractères.`,
  userNameCharacters: 'Utilisez uniquement des lettres, des chiffres et . _ @ -, en commençant par une lettre ou un chiffre.',
  tooLong: (max) => `${max} caractères au maximum.`,
  emailInvalid: 'Saisissez une adresse e-mail valide.',
  roleInvalid: (roles) => `Choisissez l’un des rôles du compte : ${roles}.`,
  userNameTaken: 'Ce nom d’utilisateur est déjà pris sur la plateforme. Choisissez-en un autre.',
  cannotDeactivateSelf: 'Vous ne pouvez pas désactiver votre propre utilisateur.',
  cannotDemoteSelf: 'Vous ne pouvez pas remplacer votre propre rôle par un rôle qui ne permet pas de gérer les utilisateurs.',
  // The rule's words of the new-password form, except that an administrator sets another user's password.
  password: {
    ...PASSWORD_TEXT.fr_fr.problems,
    sameAsUserName: 'Le nouveau mot de passe ne doit pas être le nom d’utilisateur.',
  },
  searchTooLong: (max) => `La recherche peut comporter au plus ${max} caractères.`,
  stateInvalid: 'Choisissez un état valide.',
  pageInvalid: 'Le numéro de page n’est pas valide.',
  itemNames: {
    examineeLabel: 'Le libellé pour « Personne évaluée »',
    examinerLabel: 'Le libellé pour « Examinateur »',
    ...customFieldTexts((index) => `Le nom du champ personnalisé ${index}`),
    itemEntryVerificationCode: 'Le code de vérification de la saisie des items',
    administratorsRequireTwoStep: 'La règle de connexion en deux étapes des administrateurs',
    legitimateInterestForExaminers: 'La règle de l’intérêt légitime des examinateurs',
  },
  itemMissing: (item) => `${item} est manquant.`,
  itemBlank: (item) => `${item} ne peut pas être vide.`,
  itemTooLong: (item, max) => `${item} peut comporter au plus ${max} caractères.`,
  itemOneLine: (item) => `${item} doit tenir sur une seule ligne.`,
  itemCodeCharacters: (item) => `${item} ne peut contenir que des lettres, des chiffres, « - » et « _ », et doit commencer et se terminer par une lettre ou un chiffre.`,
};

/** The field errors by locale; `null` where the rules' own English words are shown. */
export const MANAGE_ACCOUNTS_VALIDATION_TEXT: Readonly<Record<Locale, ManageAccountsValidationText | null>> = {
  en_us: null,
  en_gb: null,
  en_au: null,
  da_dk: {
    required: {
      userName: 'Angiv et brugernavn.',
      firstName: 'Angiv et fornavn.',
      lastName: 'Angiv et efternavn.',
      email: 'Angiv en e-mailadresse: links til nulstilling af adgangskoden sendes dertil.',
      role: 'Vælg en rolle.',
      examiner: 'Angiv, om brugeren kan angives som testleder.',
      active: 'Angiv, om brugeren er aktiv.',
      password: 'Angiv en startadgangskode.',
    },
    userNameTooShort: (min) => `Et brugernavn har mindst ${min} tegn.`,
    userNameTooLong: (max) => `Et brugernavn har højst ${max} tegn.`,
    userNameCharacters: 'Brug kun bogstaver, cifre og . _ @ -, og begynd med et bogstav eller et ciffer.',
    tooLong: (max) => `Højst ${max} tegn.`,
    emailInvalid: 'Angiv en gyldig e-mailadresse.',
    roleInvalid: (roles) => `Vælg en af kontoens roller: ${roles}.`,
    userNameTaken: 'Dette brugernavn er allerede i brug på platformen. Vælg et andet.',
    cannotDeactivateSelf: 'Du kan ikke deaktivere din egen bruger.',
    cannotDemoteSelf: 'Du kan ikke ændre din egen rolle til en, der ikke kan administrere brugere.',
    // The rule's words of the new-password form, except that an administrator sets another user's password.
    password: {
      ...PASSWORD_TEXT.da_dk.problems,
      sameAsUserName: 'Den nye adgangskode må ikke være brugernavnet.',
    },
    searchTooLong: (max) => `Søgningen må højst have ${max} tegn.`,
    stateInvalid: 'Vælg en gyldig status.',
    pageInvalid: 'Sidenummeret er ikke gyldigt.',
    itemNames: {
      examineeLabel: 'Betegnelsen for “Testperson”',
      examinerLabel: 'Betegnelsen for “Testleder”',
      ...customFieldTexts((index) => `Navnet på brugerdefineret felt ${index}`),
      itemEntryVerificationCode: 'Verificeringskoden til indtastning af items',
      administratorsRequireTwoStep: 'Reglen om log ind i to trin for administratorer',
      legitimateInterestForExaminers: 'Reglen om legitim interesse for testledere',
    },
    itemMissing: (item) => `${item} mangler.`,
    itemBlank: (item) => `${item} skal udfyldes.`,
    itemTooLong: (item, max) => `${item} må højst have ${max} tegn.`,
    itemOneLine: (item) => `${item} skal være én linje tekst.`,
    itemCodeCharacters: (item) => `${item} må kun indeholde bogstaver, cifre, “-” og “_” og skal begynde og slutte med et bogstav eller et ciffer.`,
  },
  de_de: {
    required: {
      userName: 'Geben Sie einen Benutzernamen ein.',
      firstName: 'Geben Sie einen Vornamen ein.',
      lastName: 'Geben Sie einen Nachnamen ein.',
      email: 'Geben Sie eine E-Mail-Adresse ein: Dorthin werden Links zum Zurücksetzen des Passworts gesendet.',
      role: 'Wählen Sie eine Rolle.',
      examiner: 'Geben Sie an, ob der Benutzer als Testleitung angegeben werden darf.',
      active: 'Geben Sie an, ob der Benutzer aktiv ist.',
      password: 'Geben Sie ein Anfangspasswort ein.',
    },
    userNameTooShort: (min) => `Ein Benutzername hat mindestens ${min} Zeichen.`,
    userNameTooLong: (max) => `Ein Benutzername hat höchstens ${max} Zeichen.`,
    userNameCharacters: 'Verwenden Sie nur Buchstaben, Ziffern und . _ @ - und beginnen Sie mit einem Buchstaben oder einer Ziffer.',
    tooLong: (max) => `Höchstens ${max} Zeichen.`,
    emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein.',
    roleInvalid: (roles) => `Wählen Sie eine der Rollen des Kontos: ${roles}.`,
    userNameTaken: 'Dieser Benutzername ist auf der Plattform bereits vergeben. Wählen Sie einen anderen.',
    cannotDeactivateSelf: 'Sie können Ihren eigenen Benutzer nicht deaktivieren.',
    cannotDemoteSelf: 'Sie können Ihre eigene Rolle nicht in eine Rolle ändern, die keine Benutzer verwalten darf.',
    // The rule's words of the new-password form, except that an administrator sets another user's password.
    password: {
      ...PASSWORD_TEXT.de_de.problems,
      sameAsUserName: 'Das neue Passwort darf nicht der Benutzername sein.',
    },
    searchTooLong: (max) => `Die Suche darf höchstens ${max} Zeichen haben.`,
    stateInvalid: 'Wählen Sie einen gültigen Status.',
    pageInvalid: 'Die Seitenzahl ist ungültig.',
    itemNames: {
      examineeLabel: 'Die Bezeichnung für „Testperson“',
      examinerLabel: 'Die Bezeichnung für „Testleitung“',
      ...customFieldTexts((index) => `Der Name des benutzerdefinierten Feldes ${index}`),
      itemEntryVerificationCode: 'Der Verifizierungscode für die Item-Eingabe',
      administratorsRequireTwoStep: 'Die Regel zur Anmeldung in zwei Schritten für Administratoren',
      legitimateInterestForExaminers: 'Die Regel des berechtigten Interesses für Testleitungen',
    },
    itemMissing: (item) => `${item} fehlt.`,
    itemBlank: (item) => `${item} darf nicht leer sein.`,
    itemTooLong: (item, max) => `${item} darf höchstens ${max} Zeichen haben.`,
    itemOneLine: (item) => `${item} muss aus einer einzigen Textzeile bestehen.`,
    itemCodeCharacters: (item) =>
      `${item} darf nur Buchstaben, Ziffern, „-“ und „_“ enthalten und muss mit einem Buchstaben oder einer Ziffer beginnen und enden.`,
  },
  es_es: {
    required: {
      userName: 'Introduzca un nombre de usuario.',
      firstName: 'Introduzca un nombre.',
      lastName: 'Introduzca los apellidos.',
      email: 'Introduzca un correo electrónico: ahí se envían los enlaces para restablecer la contraseña.',
      role: 'Elija un rol.',
      examiner: 'Indique si el usuario puede figurar como examinador.',
      active: 'Indique si el usuario está activo.',
      password: 'Introduzca una contraseña inicial.',
    },
    userNameTooShort: (min) => `Un nombre de usuario tiene al menos ${min} caracteres.`,
    userNameTooLong: (max) => `Un nombre de usuario tiene como máximo ${max} caracteres.`,
    userNameCharacters: 'Use solo letras, dígitos y . _ @ -, empezando por una letra o un dígito.',
    tooLong: (max) => `Como máximo ${max} caracteres.`,
    emailInvalid: 'Introduzca un correo electrónico válido.',
    roleInvalid: (roles) => `Elija uno de los roles de la cuenta: ${roles}.`,
    userNameTaken: 'Este nombre de usuario ya está en uso en la plataforma. Elija otro.',
    cannotDeactivateSelf: 'No puede desactivar su propio usuario.',
    cannotDemoteSelf: 'No puede cambiar su propio rol por uno que no permita gestionar usuarios.',
    // The rule's words of the new-password form, except that an administrator sets another user's password.
    password: {
      ...PASSWORD_TEXT.es_es.problems,
      sameAsUserName: 'La nueva contraseña no puede ser el nombre de usuario.',
    },
    searchTooLong: (max) => `La búsqueda puede tener como máximo ${max} caracteres.`,
    stateInvalid: 'Elija un estado válido.',
    pageInvalid: 'El número de página no es válido.',
    itemNames: {
      examineeLabel: 'La etiqueta de «Persona evaluada»',
      examinerLabel: 'La etiqueta de «Examinador»',
      ...customFieldTexts((index) => `El nombre del campo personalizado ${index}`),
      itemEntryVerificationCode: 'El código de verificación de la introducción de ítems',
      administratorsRequireTwoStep: 'La regla de inicio de sesión en dos pasos de los administradores',
      legitimateInterestForExaminers: 'La regla de interés legítimo de los examinadores',
    },
    itemMissing: (item) => `${item} no se ha enviado.`,
    itemBlank: (item) => `${item} no puede quedar en blanco.`,
    itemTooLong: (item, max) => `${item} puede tener como máximo ${max} caracteres.`,
    itemOneLine: (item) => `${item} debe ser una sola línea de texto.`,
    itemCodeCharacters: (item) => `${item} solo puede contener letras, dígitos, «-» y «_», y debe empezar y terminar con una letra o un dígito.`,
  },
  fr_fr: FR_FR,
  fr_ca: {
    ...FR_FR,
    required: {
      ...FR_FR.required,
      userName: 'Entrez un nom d’utilisateur.',
      firstName: 'Entrez un prénom.',
      lastName: 'Entrez un nom de famille.',
      email: 'Entrez une adresse courriel : les réinitialisations de mot de passe y sont envoyées.',
      password: 'Entrez un mot de passe initial.',
    },
    emailInvalid: 'Entrez une adresse courriel valide.',
  },
  nl_nl: {
    required: {
      userName: 'Vul een gebruikersnaam in.',
      firstName: 'Vul een voornaam in.',
      lastName: 'Vul een achternaam in.',
      email: 'Vul een e-mailadres in: links om het wachtwoord opnieuw in te stellen worden daarheen gestuurd.',
      role: 'Kies een rol.',
      examiner: 'Geef aan of de gebruiker als testleider mag worden vermeld.',
      active: 'Geef aan of de gebruiker actief is.',
      password: 'Vul een beginwachtwoord in.',
    },
    userNameTooShort: (min) => `Een gebruikersnaam heeft minimaal ${min} tekens.`,
    userNameTooLong: (max) => `Een gebruikersnaam heeft maximaal ${max} tekens.`,
    userNameCharacters: 'Gebruik alleen letters, cijfers en . _ @ -, en begin met een letter of cijfer.',
    tooLong: (max) => `Maximaal ${max} tekens.`,
    emailInvalid: 'Vul een geldig e-mailadres in.',
    roleInvalid: (roles) => `Kies een van de rollen van het account: ${roles}.`,
    userNameTaken: 'Deze gebruikersnaam is al in gebruik op het platform. Kies een andere.',
    cannotDeactivateSelf: 'U kunt uw eigen gebruiker niet deactiveren.',
    cannotDemoteSelf: 'U kunt uw eigen rol niet wijzigen in een rol die geen gebruikers mag beheren.',
    // The rule's words of the new-password form, except that an administrator sets another user's password.
    password: {
      ...PASSWORD_TEXT.nl_nl.problems,
      sameAsUserName: 'Het nieuwe wachtwoord mag niet de gebruikersnaam zijn.',
    },
    searchTooLong: (max) => `De zoekopdracht mag maximaal ${max} tekens hebben.`,
    stateInvalid: 'Kies een geldige status.',
    pageInvalid: 'Het paginanummer is ongeldig.',
    itemNames: {
      examineeLabel: 'Het label voor ‘Testpersoon’',
      examinerLabel: 'Het label voor ‘Testleider’',
      ...customFieldTexts((index) => `De naam van aangepast veld ${index}`),
      itemEntryVerificationCode: 'De verificatiecode voor het invoeren van items',
      administratorsRequireTwoStep: 'De regel voor aanmelden in twee stappen voor beheerders',
      legitimateInterestForExaminers: 'De regel van gerechtvaardigd belang voor testleiders',
    },
    itemMissing: (item) => `${item} ontbreekt.`,
    itemBlank: (item) => `${item} mag niet leeg zijn.`,
    itemTooLong: (item, max) => `${item} mag maximaal ${max} tekens hebben.`,
    itemOneLine: (item) => `${item} moet uit één regel tekst bestaan.`,
    itemCodeCharacters: (item) => `${item} mag alleen letters, cijfers, ‘-’ en ‘_’ bevatten en moet met een letter of cijfer beginnen en eindigen.`,
  },
  nb_no: {
    required: {
      userName: 'Skriv inn et brukernavn.',
      firstName: 'Skriv inn et fornavn.',
      lastName: 'Skriv inn et etternavn.',
      email: 'Skriv inn en e-postadresse: lenker for å tilbakestille passordet sendes dit.',
      role: 'Velg en rolle.',
      examiner: 'Angi om brukeren kan oppgis som testleder.',
      active: 'Angi om brukeren er aktiv.',
      password: 'Skriv inn et startpassord.',
    },
    userNameTooShort: (min) => `Et brukernavn har minst ${min} tegn.`,
    userNameTooLong: (max) => `Et brukernavn har høyst ${max} tegn.`,
    userNameCharacters: 'Bruk bare bokstaver, sifre og . _ @ -, og begynn med en bokstav eller et siffer.',
    tooLong: (max) => `Høyst ${max} tegn.`,
    emailInvalid: 'Skriv inn en gyldig e-postadresse.',
    roleInvalid: (roles) => `Velg en av kontoens roller: ${roles}.`,
    userNameTaken: 'Dette brukernavnet er allerede i bruk på plattformen. Velg et annet.',
    cannotDeactivateSelf: 'Du kan ikke deaktivere din egen bruker.',
    cannotDemoteSelf: 'Du kan ikke endre din egen rolle til en som ikke kan administrere brukere.',
    // The rule's words of the new-password form, except that an administrator sets another user's password.
    password: {
      ...PASSWORD_TEXT.nb_no.problems,
      sameAsUserName: 'Det nye passordet kan ikke være brukernavnet.',
    },
    searchTooLong: (max) => `Søket kan ha høyst ${max} tegn.`,
    stateInvalid: 'Velg en gyldig status.',
    pageInvalid: 'Sidetallet er ikke gyldig.',
    itemNames: {
      examineeLabel: 'Betegnelsen for «Testperson»',
      examinerLabel: 'Betegnelsen for «Testleder»',
      ...customFieldTexts((index) => `Navnet på egendefinert felt ${index}`),
      itemEntryVerificationCode: 'Verifiseringskoden for registrering av ledd',
      administratorsRequireTwoStep: 'Regelen om pålogging i to trinn for administratorer',
      legitimateInterestForExaminers: 'Regelen om berettiget interesse for testledere',
    },
    itemMissing: (item) => `${item} mangler.`,
    itemBlank: (item) => `${item} må fylles ut.`,
    itemTooLong: (item, max) => `${item} kan ha høyst ${max} tegn.`,
    itemOneLine: (item) => `${item} må være én tekstlinje.`,
    itemCodeCharacters: (item) => `${item} kan bare inneholde bokstaver, sifre, «-» og «_», og må begynne og slutte med en bokstav eller et siffer.`,
  },
  sv_se: {
    required: {
      userName: 'Ange ett användarnamn.',
      firstName: 'Ange ett förnamn.',
      lastName: 'Ange ett efternamn.',
      email: 'Ange en e-postadress: länkar för att återställa lösenordet skickas dit.',
      role: 'Välj en roll.',
      examiner: 'Ange om användaren får anges som testledare.',
      active: 'Ange om användaren är aktiv.',
      password: 'Ange ett startlösenord.',
    },
    userNameTooShort: (min) => `Ett användarnamn har minst ${min} tecken.`,
    userNameTooLong: (max) => `Ett användarnamn har högst ${max} tecken.`,
    userNameCharacters: 'Använd endast bokstäver, siffror och . _ @ -, och börja med en bokstav eller siffra.',
    tooLong: (max) => `Högst ${max} tecken.`,
    emailInvalid: 'Ange en giltig e-postadress.',
    roleInvalid: (roles) => `Välj en av kontots roller: ${roles}.`,
    userNameTaken: 'Det här användarnamnet används redan på plattformen. Välj ett annat.',
    cannotDeactivateSelf: 'Du kan inte inaktivera din egen användare.',
    cannotDemoteSelf: 'Du kan inte ändra din egen roll till en som inte får hantera användare.',
    // The rule's words of the new-password form, except that an administrator sets another user's password.
    password: {
      ...PASSWORD_TEXT.sv_se.problems,
      sameAsUserName: 'Det nya lösenordet får inte vara användarnamnet.',
    },
    searchTooLong: (max) => `Sökningen får ha högst ${max} tecken.`,
    stateInvalid: 'Välj en giltig status.',
    pageInvalid: 'Sidnumret är ogiltigt.',
    itemNames: {
      examineeLabel: 'Benämningen för ”Testperson”',
      examinerLabel: 'Benämningen för ”Testledare”',
      ...customFieldTexts((index) => `Namnet på anpassat fält ${index}`),
      itemEntryVerificationCode: 'Verifieringskoden för inmatning av uppgifter',
      administratorsRequireTwoStep: 'Regeln om inloggning i två steg för administratörer',
      legitimateInterestForExaminers: 'Regeln om berättigat intresse för testledare',
    },
    itemMissing: (item) => `${item} saknas.`,
    itemBlank: (item) => `${item} måste fyllas i.`,
    itemTooLong: (item, max) => `${item} får ha högst ${max} tecken.`,
    itemOneLine: (item) => `${item} måste vara en enda textrad.`,
    itemCodeCharacters: (item) => `${item} får bara innehålla bokstäver, siffror, ”-” och ”_”, och måste börja och sluta med en bokstav eller siffra.`,
  },
};
