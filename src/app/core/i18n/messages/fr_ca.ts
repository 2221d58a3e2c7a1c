/** French (Canada): French with the Quebec usage of the Office québécois de la langue française. */
import type { Catalogue } from './en_us';
import { FR_FR } from './fr_fr';

/** The fr_ca catalogue. */
export const FR_CA: Catalogue = {
  ...FR_FR,
  'examinee.email': 'Courriel',
  'validation.emailInvalid': 'Entrez une adresse courriel valide.',
  'examinees.search': 'Chercher',
  'validation.examineeIdRequired': 'Entrez un identifiant.',
  'validation.firstNameRequired': 'Entrez un prénom.',
  'validation.lastNameRequired': 'Entrez un nom de famille.',
  'validation.birthDateRequired': 'Entrez une date de naissance.',
  'validation.isoDate': 'Entrez une date valide au format AAAA-MM-JJ.',
  'validation.administrationDateRequired': 'Entrez la date de passation.',
  'examinee.lastName': 'Nom de famille',
  'size.kilobytes': '{size} ko',
  'remote.vpp.noVideoService': 'Aucune adresse de service vidéo n’est configurée : l’invitation indique que vous enverrez l’adresse de la vidéoconférence séparément.',
  'remote.vpp.previewVideoLink': '[l’adresse de la vidéoconférence]',
  'validation.dateTime': 'Entrez une date et une heure.',
};
