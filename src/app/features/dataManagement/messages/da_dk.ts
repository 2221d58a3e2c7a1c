/** Data management's messages in Danish. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The da_dk catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'dataManagement.heading': "Sletning af kontoen",
  'dataManagement.intro': "Når kontoen slettes, stopper alle brugernes login og alle fjernlinks med det samme. Dataene bevares indtil datoen for endelig fjernelse, og kontoen kan gendannes indtil da. Sletning kræver en eksport af kontoen foretaget inden for de seneste {hours} timer.",
  'dataManagement.reason': "Begrundelse",
  'dataManagement.reasonHelp': "For eksempel sagsnummeret og hvem der bad om det. Den gemmes i revisionsloggen.",
  'dataManagement.show': "Vis sletningsstatus",
  'dataManagement.stateLabel': "Status",
  'dataManagement.state.active': "Aktiv",
  'dataManagement.state.dormant': "Inaktiv",
  'dataManagement.state.deletionRequested': "Sletning anmodet",
  'dataManagement.state.onHold': "Retligt tilbageholdt",
  'dataManagement.state.deleted': "Slettet",
  'dataManagement.state.purged': "Fjernet endeligt",
  'dataManagement.deletedOn': "Slettet den {date}.",
  'dataManagement.deletedFor': "Begrundelse: {reason}",
  'dataManagement.deletedByJob.dormant': "Begrundelse: ingen loggede ind i inaktivitetsperioden.",
  'dataManagement.deletedByJob.selfDeletion': "Begrundelse: en administrator af kontoen bad om sletning.",
  'dataManagement.purgeOn': "Den fjernes endeligt den {date}, medmindre den gendannes inden da.",
  'dataManagement.latestExport': "Seneste eksport: {date}",
  'dataManagement.noExport': "Der er ingen færdig eksport af denne konto.",
  'dataManagement.refusal.deleted': "Kontoen er allerede slettet.",
  'dataManagement.refusal.noRecentExport': "Eksportér først kontoens data: sletning kræver en eksport foretaget inden for de seneste {hours} timer.",
  'dataManagement.block.legalHold': "Et retligt tilbageholdelseskrav standser sletningen: {reason}",
  'dataManagement.block.openAccessRequest': "{count, plural, one {# åben indsigtsanmodning standser} other {# åbne indsigtsanmodninger standser}} sletningen, indtil eksporten er leveret.",
  'dataManagement.delete': "Slet kontoen",
  'dataManagement.recover': "Gendan kontoen",
  'dataManagement.notRecoverable': "Gendannelsesperioden er udløbet.",
  'dataManagement.confirm.title': "Vil du slette denne konto?",
  'dataManagement.confirm.text': "Fra nu af kan ingen af kontoens brugere logge ind, og kontoens fjernlinks holder op med at virke. Den kan gendannes, indtil den fjernes endeligt.",
  'dataManagement.working': "Arbejder …",
  'dataManagement.deleted': "Kontoen er slettet.",
  'dataManagement.recovered': "Kontoen er gendannet.",
};
