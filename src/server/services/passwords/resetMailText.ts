/**
 * The password-reset message in every language of the platform (spec §9): a subject that names the
 * platform only, and a body with `{link}` where the reset address goes. British and Australian
 * English read the US English text, Canadian French reads French.
 */
import type { Locale } from '../../../domain/locale';

/** The words of the reset message in one language. */
export interface ResetMailText {
  subject: string;
  /**
   * The body's paragraphs.
   * @param userName the user name whose password may be reset.
   * @param minutes how long the link works, in minutes.
   * @param link the placeholder the link goes in.
   */
  paragraphs: (userName: string, minutes: number, link: string) => string[];
}

const EN_US: ResetMailText = {
  subject: 'Reset your Q-global password',
  paragraphs: (userName, minutes, link) => [
    'Hello,',
    `Someone (we hope you) asked to reset the password of the Q-global user "${userName}".`,
    `To choose a new password, open this link within ${minutes} minutes. It works once:\n${link}`,
    'If you did not ask for this, ignore this message: your password stays as it is.',
  ],
};

const FR_FR: ResetMailText = {
  subject: 'Réinitialiser votre mot de passe Q-global',
  paragraphs: (userName, minutes, link) => [
    'Bonjour,',
    `Quelqu’un (vous, nous l’espérons) a demandé la réinitialisation du mot de passe de l’utilisateur Q-global « ${userName} ».`,
    `Pour choisir un nouveau mot de passe, ouvrez ce lien dans les ${minutes} minutes. Il ne fonctionne qu’une fois :\n${link}`,
    'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.',
  ],
};

/** The reset message's words by locale. */
export const RESET_MAIL_TEXT: Readonly<Record<Locale, ResetMailText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: {
    subject: 'Nulstil din adgangskode til Q-global',
    paragraphs: (userName, minutes, link) => [
      'Hej',
      `Nogen (forhåbentlig dig) har bedt om at nulstille adgangskoden for Q-global-brugeren »${userName}«.`,
      `Åbn dette link inden for ${minutes} minutter for at vælge en ny adgangskode. Det virker én gang:\n${link}`,
      'Hvis du ikke har bedt om det, kan du se bort fra denne besked: din adgangskode forbliver uændret.',
    ],
  },
  de_de: {
    subject: 'Ihr Q-global-Passwort zurücksetzen',
    paragraphs: (userName, minutes, link) => [
      'Guten Tag,',
      `jemand (hoffentlich Sie) hat das Zurücksetzen des Passworts für den Q-global-Benutzer „${userName}“ angefordert.`,
      `Um ein neues Passwort zu wählen, öffnen Sie diesen Link innerhalb von ${minutes} Minuten. Er funktioniert nur einmal:\n${link}`,
      'Wenn Sie dies nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
    ],
  },
  es_es: {
    subject: 'Restablecer su contraseña de Q-global',
    paragraphs: (userName, minutes, link) => [
      'Hola:',
      `Alguien (esperamos que usted) ha solicitado restablecer la contraseña del usuario de Q-global «${userName}».`,
      `Para elegir una contraseña nueva, abra este enlace en los próximos ${minutes} minutos. Solo funciona una vez:\n${link}`,
      'Si no lo ha solicitado, ignore este mensaje: su contraseña seguirá siendo la misma.',
    ],
  },
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  nl_nl: {
    subject: 'Uw Q-global-wachtwoord opnieuw instellen',
    paragraphs: (userName, minutes, link) => [
      'Hallo,',
      `Iemand (hopelijk u) heeft gevraagd het wachtwoord van de Q-global-gebruiker ‘${userName}’ opnieuw in te stellen.`,
      `Open deze link binnen ${minutes} minuten om een nieuw wachtwoord te kiezen. De link werkt één keer:\n${link}`,
      'Hebt u dit niet gevraagd? Negeer dan dit bericht: uw wachtwoord blijft ongewijzigd.',
    ],
  },
  nb_no: {
    subject: 'Tilbakestill passordet ditt i Q-global',
    paragraphs: (userName, minutes, link) => [
      'Hei,',
      `Noen (forhåpentlig du) har bedt om å tilbakestille passordet for Q-global-brukeren «${userName}».`,
      `Åpne denne lenken innen ${minutes} minutter for å velge et nytt passord. Den virker én gang:\n${link}`,
      'Hvis du ikke har bedt om dette, kan du se bort fra meldingen: passordet ditt forblir som før.',
    ],
  },
  sv_se: {
    subject: 'Återställ ditt lösenord till Q-global',
    paragraphs: (userName, minutes, link) => [
      'Hej,',
      `Någon (förhoppningsvis du) har bett om att återställa lösenordet för Q-global-användaren ”${userName}”.`,
      `Öppna den här länken inom ${minutes} minuter för att välja ett nytt lösenord. Den fungerar en gång:\n${link}`,
      'Om du inte har bett om detta kan du bortse från meddelandet: ditt lösenord förblir oförändrat.',
    ],
  },
};
