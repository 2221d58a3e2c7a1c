/**
 * The words of two-step sign-in in every language of the platform (spec §9): the second step of
 * sign-in, enrolment, the recovery codes and the "Two-step sign-in" page of My account. British
 * and Australian English read the US English ones, Canadian French reads French.
 */
import type { Locale } from '../../../domain/locale';

/** Everything the two-step pages say. */
export interface TwoStepText {
  /** The name of the feature: the pages' title and the link on My account. */
  title: string;
  /** The second step of sign-in. */
  codeIntro: string;
  codeLabel: string;
  codeHint: string;
  codeSubmit: string;
  wrongCode: string;
  /** The half-done sign-in is gone (too old, used, or unknown). */
  expired: string;
  startOver: string;
  /** Enrolment during sign-in, for a user who must use it. */
  requiredIntro: string;
  enrolSteps: string;
  qrLabel: string;
  manualEntry: string;
  firstCodeLabel: string;
  enrolSubmit: string;
  wrongFirstCode: string;
  /** The recovery codes, shown once. */
  recoveryTitle: string;
  recoveryIntro: string;
  continueLink: string;
  /** My account's two-step page. */
  statusOn: string;
  statusOff: string;
  requiredNote: string;
  recoveryLeft: (count: number) => string;
  enrolLegend: string;
  renewLegend: string;
  renewHint: string;
  renewSubmit: string;
  disableLegend: string;
  disableSubmit: string;
  currentPassword: string;
  wrongPassword: string;
  locked: string;
  required: string;
  formExpired: string;
  changedElsewhere: string;
  disabled: string;
  backToMyAccount: string;
}

const EN_US: TwoStepText = {
  title: 'Two-step sign-in',
  codeIntro: 'Enter the 6-digit code your authenticator app shows, or one of your recovery codes.',
  codeLabel: 'Code',
  codeHint: 'A recovery code works only once.',
  codeSubmit: 'Continue',
  wrongCode: 'The code is incorrect.',
  expired: 'This sign-in has expired. Please sign in again.',
  startOver: 'Sign in again',
  requiredIntro: 'Your account requires two-step sign-in. Set it up now to continue.',
  enrolSteps: 'Scan the QR code with an authenticator app on your phone, then enter the 6-digit code the app shows.',
  qrLabel: 'QR code for your authenticator app',
  manualEntry: 'If you cannot scan the QR code, enter this key in the app:',
  firstCodeLabel: 'Code from the app',
  enrolSubmit: 'Turn on two-step sign-in',
  wrongFirstCode: 'The code does not match. Check that the time on your phone is right, and enter the code the app shows now.',
  recoveryTitle: 'Your recovery codes',
  recoveryIntro: 'Keep these codes somewhere safe. Each one works once, in place of a code from the app, if you lose your phone. They are not shown again.',
  continueLink: 'Continue',
  statusOn: 'Two-step sign-in is on.',
  statusOff: 'Two-step sign-in is off. With it on, signing in asks for a code from an app on your phone after your password.',
  requiredNote: 'Two-step sign-in is required for you, so it cannot be turned off.',
  recoveryLeft: (count) => `Recovery codes left: ${count}.`,
  enrolLegend: 'Set up two-step sign-in',
  renewLegend: 'New recovery codes',
  renewHint: 'Your present recovery codes stop working.',
  renewSubmit: 'Make new recovery codes',
  disableLegend: 'Turn off two-step sign-in',
  disableSubmit: 'Turn off two-step sign-in',
  currentPassword: 'Current password',
  wrongPassword: 'The current password is incorrect.',
  locked: 'Too many wrong passwords or codes: try again later.',
  required: 'Two-step sign-in is required for you and cannot be turned off.',
  formExpired: 'This form has expired. Please start again.',
  changedElsewhere: 'Two-step sign-in was changed in another window. Please look at the page again.',
  disabled: 'Two-step sign-in was turned off.',
  backToMyAccount: 'Back to my account settings',
};

const FR_FR: TwoStepText = {
  title: 'Connexion en deux étapes',
  codeIntro: 'Saisissez le code à 6 chiffres affiché par votre application d’authentification, ou l’un de vos codes de récupération.',
  codeLabel: 'Code',
  codeHint: 'Un code de récupération ne fonctionne qu’une seule fois.',
  codeSubmit: 'Continuer',
  wrongCode: 'Le code est incorrect.',
  expired: 'Cette connexion a expiré. Veuillez vous reconnecter.',
  startOver: 'Se reconnecter',
  requiredIntro: 'Votre compte exige la connexion en deux étapes. Configurez-la maintenant pour continuer.',
  enrolSteps: 'Scannez le code QR avec une application d’authentification sur votre téléphone, puis saisissez le code à 6 chiffres qu’elle affiche.',
  qrLabel: 'Code QR pour votre application d’authentification',
  manualEntry: 'Si vous ne pouvez pas scanner le code QR, saisissez cette clé dans l’application :',
  firstCodeLabel: 'Code de l’application',
  enrolSubmit: 'Activer la connexion en deux étapes',
  wrongFirstCode: 'Le code ne correspond pas. Vérifiez que l’heure de votre téléphone est exacte et saisissez le code affiché maintenant par l’application.',
  recoveryTitle: 'Vos codes de récupération',
  recoveryIntro: 'Conservez ces codes en lieu sûr. Chacun fonctionne une seule fois, à la place d’un code de l’application, si vous perdez votre téléphone. Ils ne seront plus affichés.',
  continueLink: 'Continuer',
  statusOn: 'La connexion en deux étapes est activée.',
  statusOff: 'La connexion en deux étapes est désactivée. Une fois activée, la connexion demande, après le mot de passe, un code d’une application sur votre téléphone.',
  requiredNote: 'La connexion en deux étapes est obligatoire pour vous : elle ne peut pas être désactivée.',
  recoveryLeft: (count) => `Codes de récupération restants : ${count}.`,
  enrolLegend: 'Configurer la connexion en deux étapes',
  renewLegend: 'Nouveaux codes de récupération',
  renewHint: 'Vos codes de récupération actuels cesseront de fonctionner.',
  renewSubmit: 'Créer de nouveaux codes de récupération',
  disableLegend: 'Désactiver la connexion en deux étapes',
  disableSubmit: 'Désactiver la connexion en deux étapes',
  currentPassword: 'Mot de passe actuel',
  wrongPassword: 'Le mot de passe actuel est incorrect.',
  locked: 'Trop de mots de passe ou de codes erronés : réessayez plus tard.',
  required: 'La connexion en deux étapes est obligatoire pour vous et ne peut pas être désactivée.',
  formExpired: 'Ce formulaire a expiré. Veuillez recommencer.',
  changedElsewhere: 'La connexion en deux étapes a été modifiée dans une autre fenêtre. Veuillez consulter la page à nouveau.',
  disabled: 'La connexion en deux étapes a été désactivée.',
  backToMyAccount: 'Retour aux paramètres de mon compte',
};

const DA_DK: TwoStepText = {
  title: 'Log ind i to trin',
  codeIntro: 'Indtast den 6-cifrede kode, som din godkendelsesapp viser, eller en af dine gendannelseskoder.',
  codeLabel: 'Kode',
  codeHint: 'En gendannelseskode virker kun én gang.',
  codeSubmit: 'Fortsæt',
  wrongCode: 'Koden er forkert.',
  expired: 'Dette login er udløbet. Log ind igen.',
  startOver: 'Log ind igen',
  requiredIntro: 'Din konto kræver log ind i to trin. Konfigurer det nu for at fortsætte.',
  enrolSteps: 'Scan QR-koden med en godkendelsesapp på din telefon, og indtast derefter den 6-cifrede kode, som appen viser.',
  qrLabel: 'QR-kode til din godkendelsesapp',
  manualEntry: 'Hvis du ikke kan scanne QR-koden, så indtast denne nøgle i appen:',
  firstCodeLabel: 'Kode fra appen',
  enrolSubmit: 'Slå log ind i to trin til',
  wrongFirstCode: 'Koden passer ikke. Kontrollér, at klokken på din telefon er rigtig, og indtast den kode, appen viser nu.',
  recoveryTitle: 'Dine gendannelseskoder',
  recoveryIntro: 'Opbevar disse koder et sikkert sted. Hver kode virker én gang i stedet for en kode fra appen, hvis du mister din telefon. De vises ikke igen.',
  continueLink: 'Fortsæt',
  statusOn: 'Log ind i to trin er slået til.',
  statusOff: 'Log ind i to trin er slået fra. Når det er slået til, beder login efter adgangskoden om en kode fra en app på din telefon.',
  requiredNote: 'Log ind i to trin er påkrævet for dig og kan derfor ikke slås fra.',
  recoveryLeft: (count) => `Gendannelseskoder tilbage: ${count}.`,
  enrolLegend: 'Konfigurer log ind i to trin',
  renewLegend: 'Nye gendannelseskoder',
  renewHint: 'Dine nuværende gendannelseskoder holder op med at virke.',
  renewSubmit: 'Lav nye gendannelseskoder',
  disableLegend: 'Slå log ind i to trin fra',
  disableSubmit: 'Slå log ind i to trin fra',
  currentPassword: 'Nuværende adgangskode',
  wrongPassword: 'Den nuværende adgangskode er forkert.',
  locked: 'For mange forkerte adgangskoder eller koder: prøv igen senere.',
  required: 'Log ind i to trin er påkrævet for dig og kan ikke slås fra.',
  formExpired: 'Denne formular er udløbet. Start forfra.',
  changedElsewhere: 'Log ind i to trin blev ændret i et andet vindue. Se siden igen.',
  disabled: 'Log ind i to trin blev slået fra.',
  backToMyAccount: 'Tilbage til mine kontoindstillinger',
};

const DE_DE: TwoStepText = {
  title: 'Anmeldung in zwei Schritten',
  codeIntro: 'Geben Sie den 6-stelligen Code ein, den Ihre Authentifizierungs-App anzeigt, oder einen Ihrer Wiederherstellungscodes.',
  codeLabel: 'Code',
  codeHint: 'Ein Wiederherstellungscode funktioniert nur einmal.',
  codeSubmit: 'Weiter',
  wrongCode: 'Der Code ist falsch.',
  expired: 'Diese Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  startOver: 'Erneut anmelden',
  requiredIntro: 'Ihr Konto erfordert die Anmeldung in zwei Schritten. Richten Sie sie jetzt ein, um fortzufahren.',
  enrolSteps: 'Scannen Sie den QR-Code mit einer Authentifizierungs-App auf Ihrem Telefon und geben Sie dann den 6-stelligen Code ein, den die App anzeigt.',
  qrLabel: 'QR-Code für Ihre Authentifizierungs-App',
  manualEntry: 'Wenn Sie den QR-Code nicht scannen können, geben Sie diesen Schlüssel in der App ein:',
  firstCodeLabel: 'Code aus der App',
  enrolSubmit: 'Anmeldung in zwei Schritten einschalten',
  wrongFirstCode: 'Der Code passt nicht. Prüfen Sie, ob die Uhrzeit Ihres Telefons stimmt, und geben Sie den Code ein, den die App jetzt anzeigt.',
  recoveryTitle: 'Ihre Wiederherstellungscodes',
  recoveryIntro: 'Bewahren Sie diese Codes an einem sicheren Ort auf. Jeder Code funktioniert einmal anstelle eines Codes aus der App, falls Sie Ihr Telefon verlieren. Sie werden nicht noch einmal angezeigt.',
  continueLink: 'Weiter',
  statusOn: 'Die Anmeldung in zwei Schritten ist eingeschaltet.',
  statusOff: 'Die Anmeldung in zwei Schritten ist ausgeschaltet. Eingeschaltet fragt die Anmeldung nach dem Passwort nach einem Code aus einer App auf Ihrem Telefon.',
  requiredNote: 'Die Anmeldung in zwei Schritten ist für Sie vorgeschrieben und kann daher nicht ausgeschaltet werden.',
  recoveryLeft: (count) => `Verbleibende Wiederherstellungscodes: ${count}.`,
  enrolLegend: 'Anmeldung in zwei Schritten einrichten',
  renewLegend: 'Neue Wiederherstellungscodes',
  renewHint: 'Ihre bisherigen Wiederherstellungscodes funktionieren dann nicht mehr.',
  renewSubmit: 'Neue Wiederherstellungscodes erstellen',
  disableLegend: 'Anmeldung in zwei Schritten ausschalten',
  disableSubmit: 'Anmeldung in zwei Schritten ausschalten',
  currentPassword: 'Aktuelles Passwort',
  wrongPassword: 'Das aktuelle Passwort ist falsch.',
  locked: 'Zu viele falsche Passwörter oder Codes: Versuchen Sie es später erneut.',
  required: 'Die Anmeldung in zwei Schritten ist für Sie vorgeschrieben und kann nicht ausgeschaltet werden.',
  formExpired: 'Dieses Formular ist abgelaufen. Bitte beginnen Sie von vorn.',
  changedElsewhere: 'Die Anmeldung in zwei Schritten wurde in einem anderen Fenster geändert. Bitte sehen Sie sich die Seite erneut an.',
  disabled: 'Die Anmeldung in zwei Schritten wurde ausgeschaltet.',
  backToMyAccount: 'Zurück zu meinen Kontoeinstellungen',
};

const ES_ES: TwoStepText = {
  title: 'Inicio de sesión en dos pasos',
  codeIntro: 'Introduzca el código de 6 dígitos que muestra su aplicación de autenticación, o uno de sus códigos de recuperación.',
  codeLabel: 'Código',
  codeHint: 'Un código de recuperación solo funciona una vez.',
  codeSubmit: 'Continuar',
  wrongCode: 'El código no es correcto.',
  expired: 'Este inicio de sesión ha caducado. Vuelva a iniciar sesión.',
  startOver: 'Volver a iniciar sesión',
  requiredIntro: 'Su cuenta exige el inicio de sesión en dos pasos. Configúrelo ahora para continuar.',
  enrolSteps: 'Escanee el código QR con una aplicación de autenticación en su teléfono y, a continuación, introduzca el código de 6 dígitos que muestra la aplicación.',
  qrLabel: 'Código QR para su aplicación de autenticación',
  manualEntry: 'Si no puede escanear el código QR, introduzca esta clave en la aplicación:',
  firstCodeLabel: 'Código de la aplicación',
  enrolSubmit: 'Activar el inicio de sesión en dos pasos',
  wrongFirstCode: 'El código no coincide. Compruebe que la hora de su teléfono es correcta e introduzca el código que muestra ahora la aplicación.',
  recoveryTitle: 'Sus códigos de recuperación',
  recoveryIntro: 'Guarde estos códigos en un lugar seguro. Cada uno funciona una vez, en lugar de un código de la aplicación, si pierde su teléfono. No se volverán a mostrar.',
  continueLink: 'Continuar',
  statusOn: 'El inicio de sesión en dos pasos está activado.',
  statusOff: 'El inicio de sesión en dos pasos está desactivado. Si lo activa, al iniciar sesión se le pedirá, después de la contraseña, un código de una aplicación de su teléfono.',
  requiredNote: 'El inicio de sesión en dos pasos es obligatorio para usted, por lo que no se puede desactivar.',
  recoveryLeft: (count) => `Códigos de recuperación restantes: ${count}.`,
  enrolLegend: 'Configurar el inicio de sesión en dos pasos',
  renewLegend: 'Nuevos códigos de recuperación',
  renewHint: 'Sus códigos de recuperación actuales dejarán de funcionar.',
  renewSubmit: 'Crear nuevos códigos de recuperación',
  disableLegend: 'Desactivar el inicio de sesión en dos pasos',
  disableSubmit: 'Desactivar el inicio de sesión en dos pasos',
  currentPassword: 'Contraseña actual',
  wrongPassword: 'La contraseña actual no es correcta.',
  locked: 'Demasiadas contraseñas o códigos incorrectos: inténtelo de nuevo más tarde.',
  required: 'El inicio de sesión en dos pasos es obligatorio para usted y no se puede desactivar.',
  formExpired: 'Este formulario ha caducado. Vuelva a empezar.',
  changedElsewhere: 'El inicio de sesión en dos pasos se ha modificado en otra ventana. Vuelva a consultar la página.',
  disabled: 'Se ha desactivado el inicio de sesión en dos pasos.',
  backToMyAccount: 'Volver a la configuración de mi cuenta',
};

const NL_NL: TwoStepText = {
  title: 'Aanmelden in twee stappen',
  codeIntro: 'Voer de 6-cijferige code in die uw authenticatie-app toont, of een van uw herstelcodes.',
  codeLabel: 'Code',
  codeHint: 'Een herstelcode werkt maar één keer.',
  codeSubmit: 'Doorgaan',
  wrongCode: 'De code is onjuist.',
  expired: 'Deze aanmelding is verlopen. Meld u opnieuw aan.',
  startOver: 'Opnieuw aanmelden',
  requiredIntro: 'Uw account vereist aanmelden in twee stappen. Stel het nu in om door te gaan.',
  enrolSteps: 'Scan de QR-code met een authenticatie-app op uw telefoon en voer daarna de 6-cijferige code in die de app toont.',
  qrLabel: 'QR-code voor uw authenticatie-app',
  manualEntry: 'Als u de QR-code niet kunt scannen, voer dan deze sleutel in de app in:',
  firstCodeLabel: 'Code uit de app',
  enrolSubmit: 'Aanmelden in twee stappen inschakelen',
  wrongFirstCode: 'De code klopt niet. Controleer of de tijd op uw telefoon juist is en voer de code in die de app nu toont.',
  recoveryTitle: 'Uw herstelcodes',
  recoveryIntro: 'Bewaar deze codes op een veilige plek. Elke code werkt één keer in plaats van een code uit de app, als u uw telefoon kwijtraakt. Ze worden niet opnieuw getoond.',
  continueLink: 'Doorgaan',
  statusOn: 'Aanmelden in twee stappen is ingeschakeld.',
  statusOff: 'Aanmelden in twee stappen is uitgeschakeld. Als het is ingeschakeld, vraagt het aanmelden na uw wachtwoord om een code uit een app op uw telefoon.',
  requiredNote: 'Aanmelden in twee stappen is voor u verplicht en kan daarom niet worden uitgeschakeld.',
  recoveryLeft: (count) => `Resterende herstelcodes: ${count}.`,
  enrolLegend: 'Aanmelden in twee stappen instellen',
  renewLegend: 'Nieuwe herstelcodes',
  renewHint: 'Uw huidige herstelcodes werken dan niet meer.',
  renewSubmit: 'Nieuwe herstelcodes maken',
  disableLegend: 'Aanmelden in twee stappen uitschakelen',
  disableSubmit: 'Aanmelden in twee stappen uitschakelen',
  currentPassword: 'Huidig wachtwoord',
  wrongPassword: 'Het huidige wachtwoord is onjuist.',
  locked: 'Te veel onjuiste wachtwoorden of codes: probeer het later opnieuw.',
  required: 'Aanmelden in twee stappen is voor u verplicht en kan niet worden uitgeschakeld.',
  formExpired: 'Dit formulier is verlopen. Begin opnieuw.',
  changedElsewhere: 'Aanmelden in twee stappen is in een ander venster gewijzigd. Bekijk de pagina opnieuw.',
  disabled: 'Aanmelden in twee stappen is uitgeschakeld.',
  backToMyAccount: 'Terug naar mijn accountinstellingen',
};

const NB_NO: TwoStepText = {
  title: 'Pålogging i to trinn',
  codeIntro: 'Skriv inn den 6-sifrede koden som autentiseringsappen din viser, eller en av gjenopprettingskodene dine.',
  codeLabel: 'Kode',
  codeHint: 'En gjenopprettingskode virker bare én gang.',
  codeSubmit: 'Fortsett',
  wrongCode: 'Koden er feil.',
  expired: 'Denne påloggingen er utløpt. Logg inn på nytt.',
  startOver: 'Logg inn på nytt',
  requiredIntro: 'Kontoen din krever pålogging i to trinn. Sett det opp nå for å fortsette.',
  enrolSteps: 'Skann QR-koden med en autentiseringsapp på telefonen din, og skriv deretter inn den 6-sifrede koden som appen viser.',
  qrLabel: 'QR-kode for autentiseringsappen din',
  manualEntry: 'Hvis du ikke kan skanne QR-koden, skriver du inn denne nøkkelen i appen:',
  firstCodeLabel: 'Kode fra appen',
  enrolSubmit: 'Slå på pålogging i to trinn',
  wrongFirstCode: 'Koden stemmer ikke. Kontroller at klokken på telefonen din er riktig, og skriv inn koden appen viser nå.',
  recoveryTitle: 'Gjenopprettingskodene dine',
  recoveryIntro: 'Oppbevar disse kodene på et trygt sted. Hver kode virker én gang i stedet for en kode fra appen hvis du mister telefonen. De vises ikke igjen.',
  continueLink: 'Fortsett',
  statusOn: 'Pålogging i to trinn er slått på.',
  statusOff: 'Pålogging i to trinn er slått av. Når det er slått på, ber påloggingen etter passordet om en kode fra en app på telefonen din.',
  requiredNote: 'Pålogging i to trinn er påkrevd for deg og kan derfor ikke slås av.',
  recoveryLeft: (count) => `Gjenværende gjenopprettingskoder: ${count}.`,
  enrolLegend: 'Sett opp pålogging i to trinn',
  renewLegend: 'Nye gjenopprettingskoder',
  renewHint: 'De nåværende gjenopprettingskodene dine slutter å virke.',
  renewSubmit: 'Lag nye gjenopprettingskoder',
  disableLegend: 'Slå av pålogging i to trinn',
  disableSubmit: 'Slå av pålogging i to trinn',
  currentPassword: 'Nåværende passord',
  wrongPassword: 'Det nåværende passordet er feil.',
  locked: 'For mange feil passord eller koder: prøv igjen senere.',
  required: 'Pålogging i to trinn er påkrevd for deg og kan ikke slås av.',
  formExpired: 'Dette skjemaet er utløpt. Start på nytt.',
  changedElsewhere: 'Pålogging i to trinn ble endret i et annet vindu. Se på siden på nytt.',
  disabled: 'Pålogging i to trinn ble slått av.',
  backToMyAccount: 'Tilbake til mine kontoinnstillinger',
};

const SV_SE: TwoStepText = {
  title: 'Inloggning i två steg',
  codeIntro: 'Ange den 6-siffriga kod som din autentiseringsapp visar, eller en av dina återställningskoder.',
  codeLabel: 'Kod',
  codeHint: 'En återställningskod fungerar bara en gång.',
  codeSubmit: 'Fortsätt',
  wrongCode: 'Koden är fel.',
  expired: 'Den här inloggningen har gått ut. Logga in igen.',
  startOver: 'Logga in igen',
  requiredIntro: 'Ditt konto kräver inloggning i två steg. Konfigurera det nu för att fortsätta.',
  enrolSteps: 'Skanna QR-koden med en autentiseringsapp i din telefon och ange sedan den 6-siffriga kod som appen visar.',
  qrLabel: 'QR-kod för din autentiseringsapp',
  manualEntry: 'Om du inte kan skanna QR-koden anger du den här nyckeln i appen:',
  firstCodeLabel: 'Kod från appen',
  enrolSubmit: 'Aktivera inloggning i två steg',
  wrongFirstCode: 'Koden stämmer inte. Kontrollera att tiden i din telefon är rätt och ange den kod som appen visar nu.',
  recoveryTitle: 'Dina återställningskoder',
  recoveryIntro: 'Förvara de här koderna på ett säkert ställe. Varje kod fungerar en gång i stället för en kod från appen, om du tappar bort din telefon. De visas inte igen.',
  continueLink: 'Fortsätt',
  statusOn: 'Inloggning i två steg är aktiverad.',
  statusOff: 'Inloggning i två steg är avaktiverad. När den är aktiverad ber inloggningen efter lösenordet om en kod från en app i din telefon.',
  requiredNote: 'Inloggning i två steg krävs för dig och kan därför inte avaktiveras.',
  recoveryLeft: (count) => `Återstående återställningskoder: ${count}.`,
  enrolLegend: 'Konfigurera inloggning i två steg',
  renewLegend: 'Nya återställningskoder',
  renewHint: 'Dina nuvarande återställningskoder slutar fungera.',
  renewSubmit: 'Skapa nya återställningskoder',
  disableLegend: 'Avaktivera inloggning i två steg',
  disableSubmit: 'Avaktivera inloggning i två steg',
  currentPassword: 'Nuvarande lösenord',
  wrongPassword: 'Det nuvarande lösenordet är fel.',
  locked: 'För många felaktiga lösenord eller koder: försök igen senare.',
  required: 'Inloggning i två steg krävs för dig och kan inte avaktiveras.',
  formExpired: 'Det här formuläret har gått ut. Börja om.',
  changedElsewhere: 'Inloggning i två steg ändrades i ett annat fönster. Titta på sidan igen.',
  disabled: 'Inloggning i två steg avaktiverades.',
  backToMyAccount: 'Tillbaka till mina kontoinställningar',
};

/** The two-step pages' words by locale. */
export const TWO_STEP_TEXT: Readonly<Record<Locale, TwoStepText>> = {
  en_us: EN_US,
  en_au: EN_US,
  en_gb: EN_US,
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  da_dk: DA_DK,
  de_de: DE_DE,
  es_es: ES_ES,
  nl_nl: NL_NL,
  nb_no: NB_NO,
  sv_se: SV_SE,
};
