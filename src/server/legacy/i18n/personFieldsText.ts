/**
 * The labels of a person's name and contact fields, the same on "my account settings" and on the
 * account administrator's user form, in every language of the platform. British and Australian
 * English read US English; Canadian French says "Nom de famille" and "Courriel", as the SPA does.
 */
import type { Locale } from '../../../domain/locale';

/** A person's name and contact field labels. */
export interface PersonFieldText {
  title: string;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  email: string;
  phone: string;
}

const EN_US: PersonFieldText = { title: 'Title', firstName: 'First name', middleName: 'Middle name', lastName: 'Last name', suffix: 'Suffix', email: 'E-mail', phone: 'Phone' };

const FR_FR: PersonFieldText = {
  title: 'Civilité',
  firstName: 'Prénom',
  middleName: 'Deuxième prénom',
  lastName: 'Nom',
  suffix: 'Suffixe',
  email: 'Adresse e-mail',
  phone: 'Téléphone',
};

/** The labels by locale. */
export const PERSON_FIELD_TEXT: Readonly<Record<Locale, PersonFieldText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: { title: 'Titel', firstName: 'Fornavn', middleName: 'Mellemnavn', lastName: 'Efternavn', suffix: 'Navnetilføjelse', email: 'E-mail', phone: 'Telefon' },
  de_de: { title: 'Titel', firstName: 'Vorname', middleName: 'Zweiter Vorname', lastName: 'Nachname', suffix: 'Namenszusatz', email: 'E-Mail', phone: 'Telefon' },
  es_es: {
    title: 'Tratamiento',
    firstName: 'Nombre',
    middleName: 'Segundo nombre',
    lastName: 'Apellidos',
    suffix: 'Sufijo',
    email: 'Correo electrónico',
    phone: 'Teléfono',
  },
  fr_fr: FR_FR,
  fr_ca: { ...FR_FR, lastName: 'Nom de famille', email: 'Courriel' },
  nl_nl: { title: 'Titel', firstName: 'Voornaam', middleName: 'Tweede voornaam', lastName: 'Achternaam', suffix: 'Achtervoegsel', email: 'E-mail', phone: 'Telefoon' },
  nb_no: { title: 'Tittel', firstName: 'Fornavn', middleName: 'Mellomnavn', lastName: 'Etternavn', suffix: 'Navnetillegg', email: 'E-post', phone: 'Telefon' },
  sv_se: { title: 'Titel', firstName: 'Förnamn', middleName: 'Mellannamn', lastName: 'Efternamn', suffix: 'Namnsuffix', email: 'E-post', phone: 'Telefon' },
};
