/**
 * The alert e-mail to data-retention staff who chose an alert kind (domain
 * retention/retentionAlerts.ts), in the staff member's language: which account, what happened,
 * and the date or reason that goes with it. It names only the account (never a person of it).
 */
import type { Locale } from '../../../../domain/locale';
import type { RetentionAlert } from '../../../../domain/retention/retentionAlerts';
import { dayInWords } from './noticeMailText';

/** What an alert says: the account, and the date (dormant: the deletion day) or the block's reason. */
export interface AlertFacts {
  accountName: string;
  accountId: number;
  /** A `YYYY-MM-DD` day the alert names (the deletion day), or `null`. */
  date: string | null;
  /** Why a deletion was stopped (a legal hold's reason, open access requests), or `null`. */
  detail: string | null;
}

type Sentence = (account: string, date: string, detail: string) => string;

/** The words of the alerts in one language. */
interface AlertMailText {
  subject: Record<RetentionAlert, string>;
  sentence: Record<RetentionAlert, Sentence>;
  footer: string;
}

const EN: AlertMailText = {
  subject: {
    accountDormant: 'Data retention: an account became dormant',
    deletionRequested: 'Data retention: an account asked for its deletion',
    accountDeleted: 'Data retention: an account was deleted',
    purgeBlocked: 'Data retention: a deletion was stopped',
  },
  sentence: {
    accountDormant: (account, date) => `The account ${account} became dormant. It will be deleted on ${date} unless it is kept.`,
    deletionRequested: (account, date) => `An administrator of the account ${account} asked for its deletion on ${date}.`,
    accountDeleted: (account) => `The account ${account} was deleted. It can be recovered until it is purged.`,
    purgeBlocked: (account, _date, detail) => `The account ${account} was due for deletion but was not deleted: ${detail}.`,
  },
  footer: 'You receive this alert because you chose it in your data-retention settings.',
};

const FR: AlertMailText = {
  subject: {
    accountDormant: 'Conservation des données : un compte est devenu inactif',
    deletionRequested: 'Conservation des données : un compte a demandé sa suppression',
    accountDeleted: 'Conservation des données : un compte a été supprimé',
    purgeBlocked: 'Conservation des données : une suppression a été arrêtée',
  },
  sentence: {
    accountDormant: (account, date) => `Le compte ${account} est devenu inactif. Il sera supprimé le ${date} s’il n’est pas conservé.`,
    deletionRequested: (account, date) => `Un administrateur du compte ${account} a demandé sa suppression le ${date}.`,
    accountDeleted: (account) => `Le compte ${account} a été supprimé. Il peut être récupéré jusqu’à sa purge.`,
    purgeBlocked: (account, _date, detail) => `Le compte ${account} devait être supprimé mais ne l’a pas été : ${detail}.`,
  },
  footer: 'Vous recevez cette alerte parce que vous l’avez choisie dans vos paramètres de conservation des données.',
};

const TEXT: Readonly<Record<Locale, AlertMailText>> = {
  en_us: EN,
  en_gb: EN,
  en_au: EN,
  fr_fr: FR,
  fr_ca: FR,
  da_dk: {
    subject: {
      accountDormant: 'Dataopbevaring: en konto er blevet inaktiv',
      deletionRequested: 'Dataopbevaring: en konto har bedt om sletning',
      accountDeleted: 'Dataopbevaring: en konto er slettet',
      purgeBlocked: 'Dataopbevaring: en sletning blev standset',
    },
    sentence: {
      accountDormant: (account, date) => `Kontoen ${account} er blevet inaktiv. Den bliver slettet den ${date}, medmindre den beholdes.`,
      deletionRequested: (account, date) => `En administrator af kontoen ${account} har bedt om sletning den ${date}.`,
      accountDeleted: (account) => `Kontoen ${account} er slettet. Den kan gendannes, indtil den fjernes endeligt.`,
      purgeBlocked: (account, _date, detail) => `Kontoen ${account} skulle slettes, men blev ikke slettet: ${detail}.`,
    },
    footer: 'Du modtager denne besked, fordi du har valgt den i dine indstillinger for dataopbevaring.',
  },
  de_de: {
    subject: {
      accountDormant: 'Datenaufbewahrung: Ein Konto ist inaktiv geworden',
      deletionRequested: 'Datenaufbewahrung: Ein Konto hat seine Löschung beantragt',
      accountDeleted: 'Datenaufbewahrung: Ein Konto wurde gelöscht',
      purgeBlocked: 'Datenaufbewahrung: Eine Löschung wurde angehalten',
    },
    sentence: {
      accountDormant: (account, date) => `Das Konto ${account} ist inaktiv geworden. Es wird am ${date} gelöscht, wenn es nicht behalten wird.`,
      deletionRequested: (account, date) => `Ein Administrator des Kontos ${account} hat die Löschung zum ${date} beantragt.`,
      accountDeleted: (account) => `Das Konto ${account} wurde gelöscht. Es kann bis zur endgültigen Entfernung wiederhergestellt werden.`,
      purgeBlocked: (account, _date, detail) => `Das Konto ${account} war zur Löschung fällig, wurde aber nicht gelöscht: ${detail}.`,
    },
    footer: 'Sie erhalten diese Benachrichtigung, weil Sie sie in Ihren Einstellungen zur Datenaufbewahrung gewählt haben.',
  },
  es_es: {
    subject: {
      accountDormant: 'Conservación de datos: una cuenta ha quedado inactiva',
      deletionRequested: 'Conservación de datos: una cuenta ha solicitado su eliminación',
      accountDeleted: 'Conservación de datos: se ha eliminado una cuenta',
      purgeBlocked: 'Conservación de datos: se ha detenido una eliminación',
    },
    sentence: {
      accountDormant: (account, date) => `La cuenta ${account} ha quedado inactiva. Se eliminará el ${date} si no se conserva.`,
      deletionRequested: (account, date) => `Un administrador de la cuenta ${account} ha solicitado su eliminación el ${date}.`,
      accountDeleted: (account) => `Se ha eliminado la cuenta ${account}. Puede recuperarse hasta que se purgue.`,
      purgeBlocked: (account, _date, detail) => `La cuenta ${account} debía eliminarse, pero no se ha eliminado: ${detail}.`,
    },
    footer: 'Recibe esta alerta porque la eligió en su configuración de conservación de datos.',
  },
  nl_nl: {
    subject: {
      accountDormant: 'Gegevensbewaring: een account is inactief geworden',
      deletionRequested: 'Gegevensbewaring: een account heeft om verwijdering gevraagd',
      accountDeleted: 'Gegevensbewaring: een account is verwijderd',
      purgeBlocked: 'Gegevensbewaring: een verwijdering is tegengehouden',
    },
    sentence: {
      accountDormant: (account, date) => `Het account ${account} is inactief geworden. Het wordt op ${date} verwijderd, tenzij het wordt behouden.`,
      deletionRequested: (account, date) => `Een beheerder van het account ${account} heeft om verwijdering op ${date} gevraagd.`,
      accountDeleted: (account) => `Het account ${account} is verwijderd. Het kan worden hersteld tot het definitief wordt gewist.`,
      purgeBlocked: (account, _date, detail) => `Het account ${account} moest worden verwijderd, maar is niet verwijderd: ${detail}.`,
    },
    footer: 'U ontvangt deze melding omdat u die hebt gekozen in uw instellingen voor gegevensbewaring.',
  },
  nb_no: {
    subject: {
      accountDormant: 'Datalagring: en konto har blitt inaktiv',
      deletionRequested: 'Datalagring: en konto har bedt om sletting',
      accountDeleted: 'Datalagring: en konto er slettet',
      purgeBlocked: 'Datalagring: en sletting ble stanset',
    },
    sentence: {
      accountDormant: (account, date) => `Kontoen ${account} har blitt inaktiv. Den blir slettet ${date} hvis den ikke beholdes.`,
      deletionRequested: (account, date) => `En administrator av kontoen ${account} har bedt om sletting ${date}.`,
      accountDeleted: (account) => `Kontoen ${account} er slettet. Den kan gjenopprettes til den fjernes for godt.`,
      purgeBlocked: (account, _date, detail) => `Kontoen ${account} skulle slettes, men ble ikke slettet: ${detail}.`,
    },
    footer: 'Du får dette varselet fordi du har valgt det i innstillingene dine for datalagring.',
  },
  sv_se: {
    subject: {
      accountDormant: 'Datalagring: ett konto har blivit inaktivt',
      deletionRequested: 'Datalagring: ett konto har begärt radering',
      accountDeleted: 'Datalagring: ett konto har raderats',
      purgeBlocked: 'Datalagring: en radering stoppades',
    },
    sentence: {
      accountDormant: (account, date) => `Kontot ${account} har blivit inaktivt. Det raderas den ${date} om det inte behålls.`,
      deletionRequested: (account, date) => `En administratör för kontot ${account} har begärt radering den ${date}.`,
      accountDeleted: (account) => `Kontot ${account} har raderats. Det kan återställas tills det rensas bort.`,
      purgeBlocked: (account, _date, detail) => `Kontot ${account} skulle raderas men raderades inte: ${detail}.`,
    },
    footer: 'Du får den här aviseringen eftersom du har valt den i dina inställningar för datalagring.',
  },
};

/** The alert's subject and body in `locale`. The account is named with its id, as the staff's dashboard lists it. */
export function alertMail(locale: Locale, alert: RetentionAlert, facts: AlertFacts): { subject: string; body: string } {
  const text = TEXT[locale];
  const account = `“${facts.accountName}” (${facts.accountId})`;
  const date = facts.date === null ? '' : dayInWords(facts.date, locale);
  return { subject: text.subject[alert], body: [text.sentence[alert](account, date, facts.detail ?? ''), text.footer].join('\n\n') };
}
