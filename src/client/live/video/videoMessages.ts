/**
 * The words of the live video panel (LiveVideoPanel.tsx) in the platform's eleven locales, one
 * table per locale. The panel takes its texts as props, so the SPA and the examinee player pass
 * their locale's table (through {@link videoLabels}, which picks the words for the screen's side).
 * en_gb and en_au read as en_us; fr_ca as fr_fr (as the player's own catalogues do).
 */
import type { Locale } from '../../../domain/locale';
import type { LiveRole } from '../../../domain/live/liveSession';

/** One locale's words; `…Examinee` words are shown on the examiner's screen and `…Examiner` words on the examinee's. */
export interface VideoMessages {
  region: string;
  localVideo: string;
  remoteVideoExaminee: string;
  remoteVideoExaminer: string;
  mute: string;
  unmute: string;
  cameraOff: string;
  cameraOn: string;
  tryAgain: string;
  starting: string;
  connecting: string;
  connected: string;
  reconnecting: string;
  waitingExaminee: string;
  waitingExaminer: string;
  cameraOffExaminee: string;
  cameraOffExaminer: string;
  mutedExaminee: string;
  mutedExaminer: string;
  refused: string;
  noDevice: string;
  failed: string;
}

const EN_US: VideoMessages = {
  region: 'Video',
  localVideo: 'Your camera',
  remoteVideoExaminee: 'Examinee’s video',
  remoteVideoExaminer: 'Examiner’s video',
  mute: 'Mute',
  unmute: 'Unmute',
  cameraOff: 'Camera off',
  cameraOn: 'Camera on',
  tryAgain: 'Try again',
  starting: 'Starting your camera…',
  connecting: 'Connecting video…',
  connected: 'Video connected',
  reconnecting: 'The video connection was lost. Reconnecting…',
  waitingExaminee: 'Waiting for the examinee to join…',
  waitingExaminer: 'Waiting for the examiner to join…',
  cameraOffExaminee: 'Examinee’s camera is off',
  cameraOffExaminer: 'Examiner’s camera is off',
  mutedExaminee: 'Examinee is muted',
  mutedExaminer: 'Examiner is muted',
  refused: 'Your browser did not allow the camera or microphone. Allow them in the address bar, then choose Try again.',
  noDevice: 'No camera or microphone was found. Connect one, then choose Try again.',
  failed: 'The camera or microphone could not be started. Close other programs that use it, then choose Try again.',
};

const DA_DK: VideoMessages = {
  region: 'Video',
  localVideo: 'Dit kamera',
  remoteVideoExaminee: 'Testpersonens video',
  remoteVideoExaminer: 'Testlederens video',
  mute: 'Slå lyden fra',
  unmute: 'Slå lyden til',
  cameraOff: 'Kamera fra',
  cameraOn: 'Kamera til',
  tryAgain: 'Prøv igen',
  starting: 'Starter dit kamera…',
  connecting: 'Forbinder video…',
  connected: 'Video forbundet',
  reconnecting: 'Videoforbindelsen blev afbrudt. Forbinder igen…',
  waitingExaminee: 'Venter på, at testpersonen deltager…',
  waitingExaminer: 'Venter på, at testlederen deltager…',
  cameraOffExaminee: 'Testpersonens kamera er slået fra',
  cameraOffExaminer: 'Testlederens kamera er slået fra',
  mutedExaminee: 'Testpersonens lyd er slået fra',
  mutedExaminer: 'Testlederens lyd er slået fra',
  refused: 'Din browser tillod ikke kameraet eller mikrofonen. Tillad dem i adresselinjen, og vælg så Prøv igen.',
  noDevice: 'Der blev ikke fundet et kamera eller en mikrofon. Tilslut et, og vælg så Prøv igen.',
  failed: 'Kameraet eller mikrofonen kunne ikke startes. Luk andre programmer, der bruger dem, og vælg så Prøv igen.',
};

const DE_DE: VideoMessages = {
  region: 'Video',
  localVideo: 'Ihre Kamera',
  remoteVideoExaminee: 'Video der Testperson',
  remoteVideoExaminer: 'Video des Testleiters',
  mute: 'Stummschalten',
  unmute: 'Stummschaltung aufheben',
  cameraOff: 'Kamera aus',
  cameraOn: 'Kamera ein',
  tryAgain: 'Erneut versuchen',
  starting: 'Ihre Kamera wird gestartet…',
  connecting: 'Video wird verbunden…',
  connected: 'Video verbunden',
  reconnecting: 'Die Videoverbindung wurde unterbrochen. Verbindung wird wiederhergestellt…',
  waitingExaminee: 'Warten auf die Testperson…',
  waitingExaminer: 'Warten auf den Testleiter…',
  cameraOffExaminee: 'Die Kamera der Testperson ist aus',
  cameraOffExaminer: 'Die Kamera des Testleiters ist aus',
  mutedExaminee: 'Die Testperson ist stummgeschaltet',
  mutedExaminer: 'Der Testleiter ist stummgeschaltet',
  refused: 'Ihr Browser hat Kamera oder Mikrofon nicht zugelassen. Erlauben Sie sie in der Adressleiste und wählen Sie dann Erneut versuchen.',
  noDevice: 'Es wurde keine Kamera und kein Mikrofon gefunden. Schließen Sie ein Gerät an und wählen Sie dann Erneut versuchen.',
  failed: 'Kamera oder Mikrofon konnten nicht gestartet werden. Schließen Sie andere Programme, die sie verwenden, und wählen Sie dann Erneut versuchen.',
};

const ES_ES: VideoMessages = {
  region: 'Vídeo',
  localVideo: 'Su cámara',
  remoteVideoExaminee: 'Vídeo del evaluado',
  remoteVideoExaminer: 'Vídeo del evaluador',
  mute: 'Silenciar',
  unmute: 'Activar sonido',
  cameraOff: 'Apagar cámara',
  cameraOn: 'Encender cámara',
  tryAgain: 'Volver a intentarlo',
  starting: 'Iniciando su cámara…',
  connecting: 'Conectando el vídeo…',
  connected: 'Vídeo conectado',
  reconnecting: 'Se ha perdido la conexión de vídeo. Reconectando…',
  waitingExaminee: 'Esperando a que se una el evaluado…',
  waitingExaminer: 'Esperando a que se una el evaluador…',
  cameraOffExaminee: 'La cámara del evaluado está apagada',
  cameraOffExaminer: 'La cámara del evaluador está apagada',
  mutedExaminee: 'El evaluado tiene el micrófono silenciado',
  mutedExaminer: 'El evaluador tiene el micrófono silenciado',
  refused: 'Su navegador no ha permitido la cámara o el micrófono. Permítalos en la barra de direcciones y elija Volver a intentarlo.',
  noDevice: 'No se ha encontrado ninguna cámara ni micrófono. Conecte uno y elija Volver a intentarlo.',
  failed: 'No se han podido iniciar la cámara o el micrófono. Cierre otros programas que los usen y elija Volver a intentarlo.',
};

const FR_FR: VideoMessages = {
  region: 'Vidéo',
  localVideo: 'Votre caméra',
  remoteVideoExaminee: 'Vidéo du sujet',
  remoteVideoExaminer: 'Vidéo de l’examinateur',
  mute: 'Couper le micro',
  unmute: 'Rétablir le micro',
  cameraOff: 'Couper la caméra',
  cameraOn: 'Activer la caméra',
  tryAgain: 'Réessayer',
  starting: 'Démarrage de votre caméra…',
  connecting: 'Connexion de la vidéo…',
  connected: 'Vidéo connectée',
  reconnecting: 'La connexion vidéo a été perdue. Reconnexion…',
  waitingExaminee: 'En attente du sujet…',
  waitingExaminer: 'En attente de l’examinateur…',
  cameraOffExaminee: 'La caméra du sujet est coupée',
  cameraOffExaminer: 'La caméra de l’examinateur est coupée',
  mutedExaminee: 'Le micro du sujet est coupé',
  mutedExaminer: 'Le micro de l’examinateur est coupé',
  refused: 'Votre navigateur n’a pas autorisé la caméra ou le micro. Autorisez-les dans la barre d’adresse, puis choisissez Réessayer.',
  noDevice: 'Aucune caméra ni aucun micro n’a été trouvé. Branchez-en un, puis choisissez Réessayer.',
  failed: 'La caméra ou le micro n’a pas pu démarrer. Fermez les autres programmes qui les utilisent, puis choisissez Réessayer.',
};

const NL_NL: VideoMessages = {
  region: 'Video',
  localVideo: 'Uw camera',
  remoteVideoExaminee: 'Video van de testpersoon',
  remoteVideoExaminer: 'Video van de testleider',
  mute: 'Dempen',
  unmute: 'Dempen opheffen',
  cameraOff: 'Camera uit',
  cameraOn: 'Camera aan',
  tryAgain: 'Opnieuw proberen',
  starting: 'Uw camera wordt gestart…',
  connecting: 'Video wordt verbonden…',
  connected: 'Video verbonden',
  reconnecting: 'De videoverbinding is verbroken. Opnieuw verbinden…',
  waitingExaminee: 'Wachten tot de testpersoon deelneemt…',
  waitingExaminer: 'Wachten tot de testleider deelneemt…',
  cameraOffExaminee: 'De camera van de testpersoon staat uit',
  cameraOffExaminer: 'De camera van de testleider staat uit',
  mutedExaminee: 'De testpersoon is gedempt',
  mutedExaminer: 'De testleider is gedempt',
  refused: 'Uw browser heeft de camera of microfoon niet toegestaan. Sta ze toe in de adresbalk en kies dan Opnieuw proberen.',
  noDevice: 'Er is geen camera of microfoon gevonden. Sluit er een aan en kies dan Opnieuw proberen.',
  failed: 'De camera of microfoon kon niet worden gestart. Sluit andere programma’s die ze gebruiken en kies dan Opnieuw proberen.',
};

const NB_NO: VideoMessages = {
  region: 'Video',
  localVideo: 'Kameraet ditt',
  remoteVideoExaminee: 'Testpersonens video',
  remoteVideoExaminer: 'Testlederens video',
  mute: 'Slå av lyd',
  unmute: 'Slå på lyd',
  cameraOff: 'Kamera av',
  cameraOn: 'Kamera på',
  tryAgain: 'Prøv igjen',
  starting: 'Starter kameraet ditt…',
  connecting: 'Kobler til video…',
  connected: 'Video tilkoblet',
  reconnecting: 'Videoforbindelsen ble brutt. Kobler til igjen…',
  waitingExaminee: 'Venter på at testpersonen blir med…',
  waitingExaminer: 'Venter på at testlederen blir med…',
  cameraOffExaminee: 'Testpersonens kamera er av',
  cameraOffExaminer: 'Testlederens kamera er av',
  mutedExaminee: 'Testpersonens lyd er slått av',
  mutedExaminer: 'Testlederens lyd er slått av',
  refused: 'Nettleseren din tillot ikke kameraet eller mikrofonen. Tillat dem i adressefeltet, og velg Prøv igjen.',
  noDevice: 'Fant ikke noe kamera eller noen mikrofon. Koble til en, og velg Prøv igjen.',
  failed: 'Kameraet eller mikrofonen kunne ikke startes. Lukk andre programmer som bruker dem, og velg Prøv igjen.',
};

const SV_SE: VideoMessages = {
  region: 'Video',
  localVideo: 'Din kamera',
  remoteVideoExaminee: 'Testpersonens video',
  remoteVideoExaminer: 'Testledarens video',
  mute: 'Stäng av ljudet',
  unmute: 'Slå på ljudet',
  cameraOff: 'Kamera av',
  cameraOn: 'Kamera på',
  tryAgain: 'Försök igen',
  starting: 'Startar din kamera…',
  connecting: 'Ansluter video…',
  connected: 'Video ansluten',
  reconnecting: 'Videoanslutningen bröts. Ansluter igen…',
  waitingExaminee: 'Väntar på att testpersonen ansluter…',
  waitingExaminer: 'Väntar på att testledaren ansluter…',
  cameraOffExaminee: 'Testpersonens kamera är av',
  cameraOffExaminer: 'Testledarens kamera är av',
  mutedExaminee: 'Testpersonens ljud är avstängt',
  mutedExaminer: 'Testledarens ljud är avstängt',
  refused: 'Din webbläsare tillät inte kameran eller mikrofonen. Tillåt dem i adressfältet och välj sedan Försök igen.',
  noDevice: 'Ingen kamera eller mikrofon hittades. Anslut en och välj sedan Försök igen.',
  failed: 'Kameran eller mikrofonen kunde inte startas. Stäng andra program som använder dem och välj sedan Försök igen.',
};

/** The words of every locale. */
export const VIDEO_MESSAGES: Readonly<Record<Locale, VideoMessages>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: DA_DK,
  de_de: DE_DE,
  es_es: ES_ES,
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  nl_nl: NL_NL,
  nb_no: NB_NO,
  sv_se: SV_SE,
};

/** The panel's labels for one screen: the other side's words picked for `role` (this screen's side). */
export interface VideoLabels {
  region: string;
  localVideo: string;
  remoteVideo: string;
  mute: string;
  unmute: string;
  cameraOff: string;
  cameraOn: string;
  tryAgain: string;
  starting: string;
  connecting: string;
  connected: string;
  reconnecting: string;
  waiting: string;
  remoteCameraOff: string;
  remoteMuted: string;
  refused: string;
  noDevice: string;
  failed: string;
}

/** The labels of the panel on `role`'s screen in `locale`. */
export function videoLabels(locale: Locale, role: LiveRole): VideoLabels {
  const m = VIDEO_MESSAGES[locale];
  const other = role === 'examiner';
  return {
    region: m.region,
    localVideo: m.localVideo,
    remoteVideo: other ? m.remoteVideoExaminee : m.remoteVideoExaminer,
    mute: m.mute,
    unmute: m.unmute,
    cameraOff: m.cameraOff,
    cameraOn: m.cameraOn,
    tryAgain: m.tryAgain,
    starting: m.starting,
    connecting: m.connecting,
    connected: m.connected,
    reconnecting: m.reconnecting,
    waiting: other ? m.waitingExaminee : m.waitingExaminer,
    remoteCameraOff: other ? m.cameraOffExaminee : m.cameraOffExaminer,
    remoteMuted: other ? m.mutedExaminee : m.mutedExaminer,
    refused: m.refused,
    noDevice: m.noDevice,
    failed: m.failed,
  };
}
