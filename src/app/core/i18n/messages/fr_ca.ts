/** French (Canada): French with the Quebec usage of the Office québécois de la langue française. */
import type { CoreCatalogue } from './en_us';
import { CATALOGUE as FR_FR } from './fr_fr';

/** The fr_ca catalogue. */
export const CATALOGUE: CoreCatalogue = {
  ...FR_FR,
  'validation.emailInvalid': 'Entrez une adresse courriel valide.',
  'validation.examineeIdRequired': 'Entrez un identifiant.',
  'validation.firstNameRequired': 'Entrez un prénom.',
  'validation.lastNameRequired': 'Entrez un nom de famille.',
  'validation.birthDateRequired': 'Entrez une date de naissance.',
  'validation.isoDate': 'Entrez une date valide au format AAAA-MM-JJ.',
  'validation.administrationDateRequired': 'Entrez la date de passation.',
  'validation.dateTime': 'Entrez une date et une heure.',
};
