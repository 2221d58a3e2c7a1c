/**
 * The e-mail that tells an account's administrator that the account is dormant and will be
 * deleted (issue #18: notices at the start, 30 and 7 days before), in the administrator's own
 * language: the account's name, the date in words, why (nobody signed in for the period), and
 * how to keep it (sign in and choose "Keep this account", the SPA's words for the button).
 */
import { bcp47, type Locale } from '../../../../domain/locale';

/** What a notice says. */
export interface NoticeFacts {
  recipientName: string;
  accountName: string;
  /** The deletion day, `YYYY-MM-DD`. */
  deletionDate: string;
  /** The period without a sign-in that made the account dormant, in days. */
  inactiveDays: number;
}

/** The words of the notice in one language. */
interface NoticeMailText {
  subject: (accountName: string) => string;
  paragraphs: (facts: NoticeFacts, date: string) => string[];
}

const EN: NoticeMailText = {
  subject: (account) => `Your Q-global account “${account}” will be deleted`,
  paragraphs: (facts, date) => [
    `Dear ${facts.recipientName},`,
    `Nobody has signed in to the Q-global account “${facts.accountName}” for ${facts.inactiveDays} days. The account and all its data (examinees, assessments and reports) will be deleted on ${date}.`,
    'To keep the account, sign in to Q-global and choose “Keep this account”. Any sign-in by a user of the account also keeps it.',
    'If the account is no longer needed, you do not need to do anything.',
  ],
};

const FR: NoticeMailText = {
  subject: (account) => `Votre compte Q-global « ${account} » va être supprimé`,
  paragraphs: (facts, date) => [
    `Bonjour ${facts.recipientName},`,
    `Personne ne s’est connecté au compte Q-global « ${facts.accountName} » depuis ${facts.inactiveDays} jours. Le compte et toutes ses données (personnes évaluées, évaluations et rapports) seront supprimés le ${date}.`,
    'Pour conserver le compte, connectez-vous à Q-global et choisissez « Conserver ce compte ». Toute connexion d’un utilisateur du compte le conserve également.',
    'Si le compte n’est plus utile, vous n’avez rien à faire.',
  ],
};

const TEXT: Readonly<Record<Locale, NoticeMailText>> = {
  en_us: EN,
  en_gb: EN,
  en_au: EN,
  fr_fr: FR,
  fr_ca: FR,
  da_dk: {
    subject: (account) => `Din Q-global-konto “${account}” bliver slettet`,
    paragraphs: (facts, date) => [
      `Kære ${facts.recipientName}`,
      `Ingen har logget ind på Q-global-kontoen “${facts.accountName}” i ${facts.inactiveDays} dage. Kontoen og alle dens data (testpersoner, testninger og rapporter) bliver slettet den ${date}.`,
      'Log ind på Q-global, og vælg “Behold denne konto” for at beholde kontoen. Ethvert login af en bruger af kontoen beholder den også.',
      'Hvis kontoen ikke længere skal bruges, skal du ikke gøre noget.',
    ],
  },
  de_de: {
    subject: (account) => `Ihr Q-global-Konto „${account}“ wird gelöscht`,
    paragraphs: (facts, date) => [
      `Guten Tag ${facts.recipientName},`,
      `Seit ${facts.inactiveDays} Tagen hat sich niemand beim Q-global-Konto „${facts.accountName}“ angemeldet. Das Konto und alle seine Daten (Testpersonen, Testungen und Berichte) werden am ${date} gelöscht.`,
      'Um das Konto zu behalten, melden Sie sich bei Q-global an und wählen Sie „Dieses Konto behalten“. Jede Anmeldung eines Benutzers des Kontos behält es ebenfalls.',
      'Wenn das Konto nicht mehr gebraucht wird, müssen Sie nichts tun.',
    ],
  },
  es_es: {
    subject: (account) => `Su cuenta de Q-global «${account}» se eliminará`,
    paragraphs: (facts, date) => [
      `Estimado/a ${facts.recipientName}:`,
      `Nadie ha iniciado sesión en la cuenta de Q-global «${facts.accountName}» en ${facts.inactiveDays} días. La cuenta y todos sus datos (examinandos, evaluaciones e informes) se eliminarán el ${date}.`,
      'Para conservar la cuenta, inicie sesión en Q-global y elija «Conservar esta cuenta». Cualquier inicio de sesión de un usuario de la cuenta también la conserva.',
      'Si ya no necesita la cuenta, no tiene que hacer nada.',
    ],
  },
  nl_nl: {
    subject: (account) => `Uw Q-global-account ‘${account}’ wordt verwijderd`,
    paragraphs: (facts, date) => [
      `Beste ${facts.recipientName},`,
      `Al ${facts.inactiveDays} dagen heeft niemand zich aangemeld bij het Q-global-account ‘${facts.accountName}’. Het account en al zijn gegevens (cliënten, afnames en rapporten) worden op ${date} verwijderd.`,
      'Meld u aan bij Q-global en kies ‘Dit account behouden’ om het account te behouden. Elke aanmelding van een gebruiker van het account behoudt het ook.',
      'Als het account niet meer nodig is, hoeft u niets te doen.',
    ],
  },
  nb_no: {
    subject: (account) => `Q-global-kontoen «${account}» blir slettet`,
    paragraphs: (facts, date) => [
      `Hei ${facts.recipientName},`,
      `Ingen har logget på Q-global-kontoen «${facts.accountName}» på ${facts.inactiveDays} dager. Kontoen og alle dataene i den (testpersoner, testinger og rapporter) blir slettet ${date}.`,
      'For å beholde kontoen logger du på Q-global og velger «Behold denne kontoen». Enhver pålogging av en bruker av kontoen beholder den også.',
      'Hvis kontoen ikke lenger trengs, trenger du ikke gjøre noe.',
    ],
  },
  sv_se: {
    subject: (account) => `Ditt Q-global-konto ”${account}” kommer att raderas`,
    paragraphs: (facts, date) => [
      `Hej ${facts.recipientName},`,
      `Ingen har loggat in på Q-global-kontot ”${facts.accountName}” på ${facts.inactiveDays} dagar. Kontot och alla dess uppgifter (testpersoner, testtillfällen och rapporter) raderas den ${date}.`,
      'Logga in på Q-global och välj ”Behåll det här kontot” för att behålla kontot. Varje inloggning av en användare av kontot behåller det också.',
      'Om kontot inte längre behövs behöver du inte göra något.',
    ],
  },
};

/** A calendar day in words as `locale` writes it ("February 24, 2027", "24. Februar 2027"). */
export const dayInWords = (day: string, locale: Locale): string =>
  new Intl.DateTimeFormat(bcp47(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The notice's subject and body (paragraphs joined by blank lines) in `locale`. */
export function noticeMail(locale: Locale, facts: NoticeFacts): { subject: string; body: string } {
  const text = TEXT[locale];
  return { subject: text.subject(facts.accountName), body: text.paragraphs(facts, dayInWords(facts.deletionDate, locale)).join('\n\n') };
}
