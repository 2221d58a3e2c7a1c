/** Data management's messages in Dutch. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The nl_nl catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'dataManagement.heading': "Het account verwijderen",
  'dataManagement.intro': "Als het account wordt verwijderd, stoppen alle aanmeldingen van de gebruikers en alle externe links meteen. De gegevens blijven bewaard tot de wisdatum en het account kan tot dan worden hersteld. Voor verwijderen is een export van het account uit de laatste {hours} uur nodig.",
  'dataManagement.reason': "Reden",
  'dataManagement.reasonHelp': "Bijvoorbeeld het ticketnummer en wie erom vroeg. De reden wordt in het auditlogboek bewaard.",
  'dataManagement.show': "Verwijderstatus tonen",
  'dataManagement.stateLabel': "Status",
  'dataManagement.state.active': "Actief",
  'dataManagement.state.dormant': "Inactief",
  'dataManagement.state.deletionRequested': "Verwijdering aangevraagd",
  'dataManagement.state.onHold': "Juridische bewaarplicht",
  'dataManagement.state.deleted': "Verwijderd",
  'dataManagement.state.purged': "Gewist",
  'dataManagement.deletedOn': "Verwijderd op {date}.",
  'dataManagement.deletedFor': "Reden: {reason}",
  'dataManagement.deletedByJob.dormant': "Reden: niemand heeft zich tijdens de inactieve periode aangemeld.",
  'dataManagement.deletedByJob.selfDeletion': "Reden: een beheerder van het account heeft om verwijdering gevraagd.",
  'dataManagement.purgeOn': "Het wordt op {date} gewist, tenzij het eerder wordt hersteld.",
  'dataManagement.latestExport': "Laatste export: {date}",
  'dataManagement.noExport': "Er is geen export van dit account gereed.",
  'dataManagement.refusal.deleted': "Het account is al verwijderd.",
  'dataManagement.refusal.noRecentExport': "Exporteer eerst de gegevens van het account: voor verwijderen is een export uit de laatste {hours} uur nodig.",
  'dataManagement.block.legalHold': "Een juridische bewaarplicht houdt de verwijdering tegen: {reason}",
  'dataManagement.block.openAccessRequest': "{count, plural, one {# openstaand inzageverzoek houdt} other {# openstaande inzageverzoeken houden}} de verwijdering tegen tot de export is geleverd.",
  'dataManagement.delete': "Account verwijderen",
  'dataManagement.recover': "Account herstellen",
  'dataManagement.notRecoverable': "De herstelperiode is voorbij.",
  'dataManagement.confirm.title': "Dit account verwijderen?",
  'dataManagement.confirm.text': "Vanaf nu kan niemand van het account zich aanmelden en werken de externe links niet meer. Het kan worden hersteld tot het wordt gewist.",
  'dataManagement.working': "Bezig…",
  'dataManagement.deleted': "Het account is verwijderd.",
  'dataManagement.recovered': "Het account is hersteld.",
};
