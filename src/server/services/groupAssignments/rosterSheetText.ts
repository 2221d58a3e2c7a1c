/** The words of a class session's roster sheet (rosterSheet.ts), in every language of the platform. */
import type { Locale } from '../../../domain/locale';

/** The sheet's words; `{url}` is the player's address. */
export interface RosterSheetText {
  title: string;
  form: string;
  group: string;
  plannedDate: string;
  validUntil: string;
  code: string;
  instructions: string;
  keep: string;
}

const EN: RosterSheetText = {
  title: 'Class session: student codes',
  form: 'Form',
  group: 'Group',
  plannedDate: 'Planned date',
  validUntil: 'Codes valid until',
  code: 'Code',
  instructions: 'On the classroom device, open {url} and enter the code, or scan the QR code.',
  keep: 'Cut along the lines and give each student their own code. Keep this sheet confidential.',
};

const FR: RosterSheetText = {
  title: 'Séance en classe : codes des élèves',
  form: 'Formulaire',
  group: 'Groupe',
  plannedDate: 'Date prévue',
  validUntil: 'Codes valables jusqu’au',
  code: 'Code',
  instructions: 'Sur l’appareil de la classe, ouvrez {url} et saisissez le code, ou scannez le code QR.',
  keep: 'Découpez le long des lignes et remettez à chaque élève son propre code. Gardez cette feuille confidentielle.',
};

/** The sheet's words by locale (en_gb and en_au read US English's, fr_ca French's). */
export const ROSTER_SHEET_TEXT: Record<Locale, RosterSheetText> = {
  en_us: EN,
  en_gb: EN,
  en_au: EN,
  fr_fr: FR,
  fr_ca: FR,
  da_dk: {
    title: 'Klassesession: elevkoder',
    form: 'Skema',
    group: 'Gruppe',
    plannedDate: 'Planlagt dato',
    validUntil: 'Koderne gælder til',
    code: 'Kode',
    instructions: 'Åbn {url} på klassens enhed, og indtast koden, eller scan QR-koden.',
    keep: 'Klip langs linjerne, og giv hver elev sin egen kode. Hold dette ark fortroligt.',
  },
  de_de: {
    title: 'Klassensitzung: Codes der Schülerinnen und Schüler',
    form: 'Formular',
    group: 'Gruppe',
    plannedDate: 'Geplantes Datum',
    validUntil: 'Codes gültig bis',
    code: 'Code',
    instructions: 'Öffnen Sie auf dem Gerät im Klassenraum {url} und geben Sie den Code ein, oder scannen Sie den QR-Code.',
    keep: 'Schneiden Sie entlang der Linien aus und geben Sie jedem Kind seinen eigenen Code. Behandeln Sie dieses Blatt vertraulich.',
  },
  es_es: {
    title: 'Sesión en clase: códigos de los alumnos',
    form: 'Formulario',
    group: 'Grupo',
    plannedDate: 'Fecha prevista',
    validUntil: 'Códigos válidos hasta',
    code: 'Código',
    instructions: 'En el dispositivo del aula, abra {url} e introduzca el código, o escanee el código QR.',
    keep: 'Recorte por las líneas y entregue a cada alumno su propio código. Mantenga esta hoja confidencial.',
  },
  nl_nl: {
    title: 'Klassessie: leerlingcodes',
    form: 'Formulier',
    group: 'Groep',
    plannedDate: 'Geplande datum',
    validUntil: 'Codes geldig tot',
    code: 'Code',
    instructions: 'Open {url} op het apparaat in de klas en voer de code in, of scan de QR-code.',
    keep: 'Knip langs de lijnen en geef elke leerling een eigen code. Houd dit blad vertrouwelijk.',
  },
  nb_no: {
    title: 'Klasseøkt: elevkoder',
    form: 'Skjema',
    group: 'Gruppe',
    plannedDate: 'Planlagt dato',
    validUntil: 'Kodene gjelder til',
    code: 'Kode',
    instructions: 'Åpne {url} på klassens enhet og skriv inn koden, eller skann QR-koden.',
    keep: 'Klipp langs linjene og gi hver elev sin egen kode. Hold dette arket fortrolig.',
  },
  sv_se: {
    title: 'Klasstillfälle: elevkoder',
    form: 'Formulär',
    group: 'Grupp',
    plannedDate: 'Planerat datum',
    validUntil: 'Koderna gäller till',
    code: 'Kod',
    instructions: 'Öppna {url} på klassens enhet och ange koden, eller skanna QR-koden.',
    keep: 'Klipp längs linjerna och ge varje elev en egen kod. Håll detta blad konfidentiellt.',
  },
};
