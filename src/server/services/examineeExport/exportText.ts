/**
 * The header words of the examinee CSV export in every language of the platform (spec §9), worded
 * as the SPA's examinee form words them (app/features/examinees/messages); British and Australian
 * English read US English, Canadian French reads French. The examinee id column and the custom
 * fields carry the account's own labels where it renamed them.
 */
import type { Locale } from '../../../domain/locale';

/** The words of one language. */
export interface ExportText {
  /** The word for an examinee when the account kept the default label, capitalised and in mid-sentence. */
  examinee: string;
  examineeLower: string;
  /** The examinee id column, from the examinee word (`{examinee}` or `{examineeLower}` in the SPA). */
  examineeId: (examinee: string, examineeLower: string) => string;
  firstName: string;
  middleName: string;
  lastName: string;
  birthDate: string;
  sex: string;
  email: string;
  /** Custom field `n` (1 to 4) when the account kept its default label. */
  customField: (n: number) => string;
  /** The file's name, without the extension. */
  fileName: string;
}

const EN_US: ExportText = {
  examinee: 'Examinee',
  examineeLower: 'examinee',
  examineeId: (examinee) => `${examinee} ID`,
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  birthDate: 'Date of birth',
  sex: 'Sex',
  email: 'E-mail',
  customField: (n) => `Custom field ${n}`,
  fileName: 'examinees',
};

const DA_DK: ExportText = {
  examinee: 'Testperson',
  examineeLower: 'testperson',
  examineeId: (_examinee, lower) => `ID (${lower})`,
  firstName: 'Fornavn',
  middleName: 'Mellemnavn',
  lastName: 'Efternavn',
  birthDate: 'Fødselsdato',
  sex: 'Køn',
  email: 'E-mail',
  customField: (n) => `Brugerdefineret felt ${n}`,
  fileName: 'testpersoner',
};

const DE_DE: ExportText = {
  examinee: 'Testperson',
  examineeLower: 'Testperson',
  examineeId: (examinee) => `${examinee}-ID`,
  firstName: 'Vorname',
  middleName: 'Zweiter Vorname',
  lastName: 'Nachname',
  birthDate: 'Geburtsdatum',
  sex: 'Geschlecht',
  email: 'E-Mail',
  customField: (n) => `Benutzerdefiniertes Feld ${n}`,
  fileName: 'testpersonen',
};

const ES_ES: ExportText = {
  examinee: 'Persona evaluada',
  examineeLower: 'persona evaluada',
  examineeId: (_examinee, lower) => `ID (${lower})`,
  firstName: 'Nombre',
  middleName: 'Segundo nombre',
  lastName: 'Apellidos',
  birthDate: 'Fecha de nacimiento',
  sex: 'Sexo',
  email: 'Correo electrónico',
  customField: (n) => `Campo personalizado ${n}`,
  fileName: 'personas-evaluadas',
};

const FR_FR: ExportText = {
  examinee: 'Personne évaluée',
  examineeLower: 'personne évaluée',
  examineeId: (_examinee, lower) => `Identifiant (${lower})`,
  firstName: 'Prénom',
  middleName: 'Deuxième prénom',
  lastName: 'Nom',
  birthDate: 'Date de naissance',
  sex: 'Sexe',
  email: 'Adresse e-mail',
  customField: (n) => `Champ personnalisé ${n}`,
  fileName: 'personnes-evaluees',
};

const NB_NO: ExportText = {
  examinee: 'Testperson',
  examineeLower: 'testperson',
  examineeId: (_examinee, lower) => `ID (${lower})`,
  firstName: 'Fornavn',
  middleName: 'Mellomnavn',
  lastName: 'Etternavn',
  birthDate: 'Fødselsdato',
  sex: 'Kjønn',
  email: 'E-post',
  customField: (n) => `Egendefinert felt ${n}`,
  fileName: 'testpersoner',
};

const NL_NL: ExportText = {
  examinee: 'Testpersoon',
  examineeLower: 'testpersoon',
  examineeId: (_examinee, lower) => `ID (${lower})`,
  firstName: 'Voornaam',
  middleName: 'Tweede voornaam',
  lastName: 'Achternaam',
  birthDate: 'Geboortedatum',
  sex: 'Geslacht',
  email: 'E-mail',
  customField: (n) => `Aangepast veld ${n}`,
  fileName: 'testpersonen',
};

const SV_SE: ExportText = {
  examinee: 'Testperson',
  examineeLower: 'testperson',
  examineeId: (_examinee, lower) => `ID (${lower})`,
  firstName: 'Förnamn',
  middleName: 'Mellannamn',
  lastName: 'Efternamn',
  birthDate: 'Födelsedatum',
  sex: 'Kön',
  email: 'E-post',
  customField: (n) => `Anpassat fält ${n}`,
  fileName: 'testpersoner',
};

/** The words of each locale. */
export const EXPORT_TEXT: Readonly<Record<Locale, ExportText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: DA_DK,
  de_de: DE_DE,
  es_es: ES_ES,
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  nb_no: NB_NO,
  nl_nl: NL_NL,
  sv_se: SV_SE,
};
