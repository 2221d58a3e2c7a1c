/**
 * The built-in e-mail templates, every kind in every supported locale: what an account sends
 * until an account administrator changes a template. Short, friendly and plain; subjects name
 * only the sender (see SUBJECT_PLACEHOLDERS in email.ts), never the examinee or the form.
 */
import type { EmailKind } from './email';
import type { Locale } from './locale';

/** A template's text: subject and plain-text body with `{placeholders}`. */
export interface TemplateText {
  subject: string;
  body: string;
}

const ENGLISH_QOSA: TemplateText = {
  subject: '{examinerName} of {accountName} sent you a link',
  body: `Hello {recipientName},

{examinerName} of {accountName} asks you to fill in a short form online. It takes a few minutes, and you can use a phone, a tablet or a computer.

Open this link to start:
{link}

The link works until {expiresAt}. Please do not share it: anyone with the link can open the form. If you stop halfway, open the link again to carry on where you left off.

If you have a question, please contact {examinerName}.

Thank you,
{accountName}`,
};

const ENGLISH_VPP: TemplateText = {
  subject: 'An invitation from {examinerName} of {accountName}',
  body: `Hello {recipientName},

{examinerName} of {accountName} invites you to an online video appointment on {startsAt}.

Video call: {videoLink}

During the appointment you will also fill in a short form. Open this link when the appointment begins (it opens an hour before):
{link}

The link works until {expiresAt}. Please do not share it.

If you have a question, please contact {examinerName}.

Thank you,
{accountName}`,
};

/** Built-in templates, by kind and locale. */
export const BUILT_IN_TEMPLATES: Readonly<Record<EmailKind, Readonly<Record<Locale, TemplateText>>>> = {
  qosaInvitation: {
    en_us: ENGLISH_QOSA,
    en_gb: ENGLISH_QOSA,
    en_au: ENGLISH_QOSA,
    da_dk: {
      subject: '{examinerName} fra {accountName} har sendt dig et link',
      body: `Hej {recipientName}

{examinerName} fra {accountName} beder dig udfylde et kort skema på nettet. Det tager nogle få minutter, og du kan bruge en telefon, en tablet eller en computer.

Åbn dette link for at begynde:
{link}

Linket virker indtil {expiresAt}. Del det ikke med andre: alle, der har linket, kan åbne skemaet. Hvis du stopper undervejs, kan du åbne linket igen og fortsætte, hvor du slap.

Har du spørgsmål, så kontakt {examinerName}.

Venlig hilsen
{accountName}`,
    },
    de_de: {
      subject: '{examinerName} von {accountName} hat Ihnen einen Link gesendet',
      body: `Guten Tag {recipientName},

{examinerName} von {accountName} bittet Sie, online einen kurzen Fragebogen auszufüllen. Das dauert nur wenige Minuten und geht mit dem Smartphone, dem Tablet oder dem Computer.

Öffnen Sie diesen Link, um zu beginnen:
{link}

Der Link gilt bis {expiresAt}. Bitte geben Sie ihn nicht weiter: Wer den Link hat, kann den Fragebogen öffnen. Wenn Sie unterbrechen, öffnen Sie den Link einfach erneut und machen dort weiter, wo Sie aufgehört haben.

Bei Fragen wenden Sie sich bitte an {examinerName}.

Vielen Dank
{accountName}`,
    },
    es_es: {
      subject: '{examinerName}, de {accountName}, le ha enviado un enlace',
      body: `Hola, {recipientName}:

{examinerName}, de {accountName}, le pide que rellene un breve formulario en línea. Solo le llevará unos minutos y puede hacerlo desde el móvil, la tableta o el ordenador.

Abra este enlace para empezar:
{link}

El enlace funciona hasta el {expiresAt}. No lo comparta: cualquier persona que tenga el enlace puede abrir el formulario. Si lo deja a medias, vuelva a abrir el enlace y continúe donde lo dejó.

Si tiene alguna pregunta, póngase en contacto con {examinerName}.

Gracias,
{accountName}`,
    },
    fr_fr: {
      subject: '{examinerName} ({accountName}) vous a envoyé un lien',
      body: `Bonjour {recipientName},

{examinerName}, de {accountName}, vous invite à remplir un court formulaire en ligne. Cela prend quelques minutes, sur un téléphone, une tablette ou un ordinateur.

Ouvrez ce lien pour commencer :
{link}

Le lien fonctionne jusqu'au {expiresAt}. Merci de ne pas le partager : toute personne qui a le lien peut ouvrir le formulaire. Si vous vous arrêtez en cours de route, ouvrez à nouveau le lien pour reprendre là où vous en étiez.

Pour toute question, adressez-vous à {examinerName}.

Merci,
{accountName}`,
    },
    fr_ca: {
      subject: '{examinerName} ({accountName}) vous a envoyé un lien',
      body: `Bonjour {recipientName},

{examinerName}, de {accountName}, vous invite à remplir un court formulaire en ligne. Cela prend quelques minutes, sur un cellulaire, une tablette ou un ordinateur.

Ouvrez ce lien pour commencer :
{link}

Le lien fonctionne jusqu'au {expiresAt}. Veuillez ne pas le partager : toute personne qui a le lien peut ouvrir le formulaire. Si vous arrêtez en cours de route, ouvrez le lien de nouveau pour continuer là où vous étiez rendu.

Pour toute question, communiquez avec {examinerName}.

Merci,
{accountName}`,
    },
    nl_nl: {
      subject: '{examinerName} van {accountName} heeft u een link gestuurd',
      body: `Beste {recipientName},

{examinerName} van {accountName} vraagt u online een korte vragenlijst in te vullen. Dat duurt een paar minuten en kan op een telefoon, tablet of computer.

Open deze link om te beginnen:
{link}

De link werkt tot {expiresAt}. Deel de link niet met anderen: iedereen met de link kan de vragenlijst openen. Stopt u halverwege, open de link dan opnieuw om verder te gaan waar u gebleven was.

Heeft u een vraag? Neem dan contact op met {examinerName}.

Met vriendelijke groet,
{accountName}`,
    },
    nb_no: {
      subject: '{examinerName} fra {accountName} har sendt deg en lenke',
      body: `Hei {recipientName},

{examinerName} fra {accountName} ber deg fylle ut et kort skjema på nett. Det tar noen få minutter, og du kan bruke mobil, nettbrett eller datamaskin.

Åpne denne lenken for å begynne:
{link}

Lenken virker til {expiresAt}. Ikke del den med andre: alle som har lenken, kan åpne skjemaet. Hvis du stopper underveis, åpner du lenken igjen og fortsetter der du slapp.

Har du spørsmål, ta kontakt med {examinerName}.

Vennlig hilsen
{accountName}`,
    },
    sv_se: {
      subject: '{examinerName} på {accountName} har skickat en länk till dig',
      body: `Hej {recipientName},

{examinerName} på {accountName} ber dig fylla i ett kort formulär på nätet. Det tar några minuter, och du kan använda mobil, surfplatta eller dator.

Öppna den här länken för att börja:
{link}

Länken fungerar till {expiresAt}. Dela den inte med andra: alla som har länken kan öppna formuläret. Om du slutar halvvägs öppnar du länken igen och fortsätter där du slutade.

Har du frågor kan du kontakta {examinerName}.

Tack,
{accountName}`,
    },
  },
  vppInvitation: {
    en_us: ENGLISH_VPP,
    en_gb: ENGLISH_VPP,
    en_au: ENGLISH_VPP,
    da_dk: {
      subject: 'En invitation fra {examinerName} fra {accountName}',
      body: `Hej {recipientName}

{examinerName} fra {accountName} inviterer dig til en aftale over video den {startsAt}.

Videoopkald: {videoLink}

Under aftalen skal du også udfylde et kort skema. Åbn dette link, når aftalen begynder (det åbner en time før):
{link}

Linket virker indtil {expiresAt}. Del det ikke med andre.

Har du spørgsmål, så kontakt {examinerName}.

Venlig hilsen
{accountName}`,
    },
    de_de: {
      subject: 'Eine Einladung von {examinerName} von {accountName}',
      body: `Guten Tag {recipientName},

{examinerName} von {accountName} lädt Sie zu einem Videotermin am {startsAt} ein.

Videogespräch: {videoLink}

Während des Termins füllen Sie auch einen kurzen Fragebogen aus. Öffnen Sie diesen Link, wenn der Termin beginnt (er ist ab einer Stunde vorher geöffnet):
{link}

Der Link gilt bis {expiresAt}. Bitte geben Sie ihn nicht weiter.

Bei Fragen wenden Sie sich bitte an {examinerName}.

Vielen Dank
{accountName}`,
    },
    es_es: {
      subject: 'Una invitación de {examinerName}, de {accountName}',
      body: `Hola, {recipientName}:

{examinerName}, de {accountName}, le invita a una cita por videollamada el {startsAt}.

Videollamada: {videoLink}

Durante la cita también rellenará un breve formulario. Abra este enlace cuando empiece la cita (se abre una hora antes):
{link}

El enlace funciona hasta el {expiresAt}. No lo comparta.

Si tiene alguna pregunta, póngase en contacto con {examinerName}.

Gracias,
{accountName}`,
    },
    fr_fr: {
      subject: 'Une invitation de {examinerName} ({accountName})',
      body: `Bonjour {recipientName},

{examinerName}, de {accountName}, vous invite à un rendez-vous en visioconférence le {startsAt}.

Visioconférence : {videoLink}

Pendant le rendez-vous, vous remplirez aussi un court formulaire. Ouvrez ce lien au début du rendez-vous (il s'ouvre une heure avant) :
{link}

Le lien fonctionne jusqu'au {expiresAt}. Merci de ne pas le partager.

Pour toute question, adressez-vous à {examinerName}.

Merci,
{accountName}`,
    },
    fr_ca: {
      subject: 'Une invitation de {examinerName} ({accountName})',
      body: `Bonjour {recipientName},

{examinerName}, de {accountName}, vous invite à un rendez-vous par vidéoconférence le {startsAt}.

Vidéoconférence : {videoLink}

Pendant le rendez-vous, vous remplirez aussi un court formulaire. Ouvrez ce lien au début du rendez-vous (il s'ouvre une heure avant) :
{link}

Le lien fonctionne jusqu'au {expiresAt}. Veuillez ne pas le partager.

Pour toute question, communiquez avec {examinerName}.

Merci,
{accountName}`,
    },
    nl_nl: {
      subject: 'Een uitnodiging van {examinerName} van {accountName}',
      body: `Beste {recipientName},

{examinerName} van {accountName} nodigt u uit voor een afspraak via video op {startsAt}.

Videogesprek: {videoLink}

Tijdens de afspraak vult u ook een korte vragenlijst in. Open deze link wanneer de afspraak begint (hij gaat een uur van tevoren open):
{link}

De link werkt tot {expiresAt}. Deel de link niet met anderen.

Heeft u een vraag? Neem dan contact op met {examinerName}.

Met vriendelijke groet,
{accountName}`,
    },
    nb_no: {
      subject: 'En invitasjon fra {examinerName} fra {accountName}',
      body: `Hei {recipientName},

{examinerName} fra {accountName} inviterer deg til en videoavtale {startsAt}.

Videosamtale: {videoLink}

Under avtalen skal du også fylle ut et kort skjema. Åpne denne lenken når avtalen begynner (den åpner en time før):
{link}

Lenken virker til {expiresAt}. Ikke del den med andre.

Har du spørsmål, ta kontakt med {examinerName}.

Vennlig hilsen
{accountName}`,
    },
    sv_se: {
      subject: 'En inbjudan från {examinerName} på {accountName}',
      body: `Hej {recipientName},

{examinerName} på {accountName} bjuder in dig till ett videomöte den {startsAt}.

Videosamtal: {videoLink}

Under mötet fyller du också i ett kort formulär. Öppna den här länken när mötet börjar (den öppnas en timme före):
{link}

Länken fungerar till {expiresAt}. Dela den inte med andra.

Har du frågor kan du kontakta {examinerName}.

Tack,
{accountName}`,
    },
  },
};

/**
 * What `{videoLink}` says when no video service is configured (config.json
 * externalHosts.videoService is empty): the examiner sends the address separately. Holds
 * `{examinerName}`, filled before it is used as a value.
 */
export const VIDEO_LINK_TO_FOLLOW: Readonly<Record<Locale, string>> = {
  en_us: '{examinerName} will send you the address of the video call before the appointment.',
  en_gb: '{examinerName} will send you the address of the video call before the appointment.',
  en_au: '{examinerName} will send you the address of the video call before the appointment.',
  da_dk: '{examinerName} sender dig adressen til videoopkaldet før aftalen.',
  de_de: '{examinerName} sendet Ihnen die Adresse des Videogesprächs vor dem Termin.',
  es_es: '{examinerName} le enviará la dirección de la videollamada antes de la cita.',
  fr_fr: '{examinerName} vous enverra l\'adresse de la visioconférence avant le rendez-vous.',
  fr_ca: '{examinerName} vous enverra l\'adresse de la vidéoconférence avant le rendez-vous.',
  nl_nl: '{examinerName} stuurt u het adres van het videogesprek vóór de afspraak.',
  nb_no: '{examinerName} sender deg adressen til videosamtalen før avtalen.',
  sv_se: '{examinerName} skickar adressen till videosamtalet till dig före mötet.',
};

/**
 * The video line of a live session's invitation whose video is built in (issue #20): the call is
 * in the page the link opens, so there is no other address.
 */
export const VIDEO_IN_PAGE: Readonly<Record<Locale, string>> = {
  en_us: 'The video call opens in the page of your link; allow the camera and microphone when your browser asks.',
  en_gb: 'The video call opens in the page of your link; allow the camera and microphone when your browser asks.',
  en_au: 'The video call opens in the page of your link; allow the camera and microphone when your browser asks.',
  da_dk: 'Videoopkaldet åbner på siden fra dit link; tillad kamera og mikrofon, når din browser spørger.',
  de_de: 'Das Videogespräch öffnet sich auf der Seite Ihres Links; erlauben Sie Kamera und Mikrofon, wenn Ihr Browser fragt.',
  es_es: 'La videollamada se abre en la página de su enlace; permita la cámara y el micrófono cuando su navegador lo pida.',
  fr_fr: 'La visioconférence s\'ouvre dans la page de votre lien ; autorisez la caméra et le micro lorsque votre navigateur le demande.',
  fr_ca: 'La vidéoconférence s\'ouvre dans la page de votre lien; autorisez la caméra et le micro lorsque votre navigateur le demande.',
  nl_nl: 'Het videogesprek opent op de pagina van uw link; sta camera en microfoon toe wanneer uw browser erom vraagt.',
  nb_no: 'Videosamtalen åpnes på siden til lenken din; tillat kamera og mikrofon når nettleseren spør.',
  sv_se: 'Videosamtalet öppnas på sidan för din länk; tillåt kamera och mikrofon när webbläsaren frågar.',
};

/** The video line of a live session's invitation without video: the session is held by phone or in person alongside the page. */
export const NO_VIDEO: Readonly<Record<Locale, string>> = {
  en_us: 'This session has no video call; {examinerName} will tell you how you will talk.',
  en_gb: 'This session has no video call; {examinerName} will tell you how you will talk.',
  en_au: 'This session has no video call; {examinerName} will tell you how you will talk.',
  da_dk: 'Denne session har intet videoopkald; {examinerName} fortæller dig, hvordan I skal tale sammen.',
  de_de: 'Diese Sitzung hat kein Videogespräch; {examinerName} sagt Ihnen, wie Sie miteinander sprechen.',
  es_es: 'Esta sesión no tiene videollamada; {examinerName} le dirá cómo hablarán.',
  fr_fr: 'Cette séance n\'a pas de visioconférence ; {examinerName} vous dira comment vous communiquerez.',
  fr_ca: 'Cette séance n\'a pas de vidéoconférence; {examinerName} vous dira comment vous communiquerez.',
  nl_nl: 'Deze sessie heeft geen videogesprek; {examinerName} laat u weten hoe u met elkaar spreekt.',
  nb_no: 'Denne økten har ingen videosamtale; {examinerName} forteller deg hvordan dere skal snakke sammen.',
  sv_se: 'Den här sessionen har inget videosamtal; {examinerName} berättar hur ni ska prata.',
};
