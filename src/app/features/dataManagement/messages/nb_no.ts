/** Data management's messages in Norwegian. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The nb_no catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'dataManagement.heading': "Sletting av kontoen",
  'dataManagement.intro': "Når kontoen slettes, stopper all pålogging for brukerne og alle fjernkoblinger med en gang. Dataene beholdes til datoen for endelig fjerning, og kontoen kan gjenopprettes frem til da. Sletting krever en eksport av kontoen gjort i løpet av de siste {hours} timene.",
  'dataManagement.reason': "Begrunnelse",
  'dataManagement.reasonHelp': "For eksempel saksnummeret og hvem som ba om det. Den lagres i revisjonsloggen.",
  'dataManagement.show': "Vis slettestatus",
  'dataManagement.stateLabel': "Status",
  'dataManagement.state.active': "Aktiv",
  'dataManagement.state.dormant': "Inaktiv",
  'dataManagement.state.deletionRequested': "Sletting forespurt",
  'dataManagement.state.onHold': "Rettslig hold",
  'dataManagement.state.deleted': "Slettet",
  'dataManagement.state.purged': "Fjernet for godt",
  'dataManagement.deletedOn': "Slettet {date}.",
  'dataManagement.deletedFor': "Begrunnelse: {reason}",
  'dataManagement.deletedByJob.dormant': "Begrunnelse: ingen logget på i inaktivitetsperioden.",
  'dataManagement.deletedByJob.selfDeletion': "Begrunnelse: en administrator av kontoen ba om sletting.",
  'dataManagement.purgeOn': "Den fjernes for godt {date} hvis den ikke gjenopprettes før.",
  'dataManagement.latestExport': "Siste eksport: {date}",
  'dataManagement.noExport': "Ingen eksport av denne kontoen er klar.",
  'dataManagement.refusal.deleted': "Kontoen er allerede slettet.",
  'dataManagement.refusal.noRecentExport': "Eksporter kontoens data først: sletting krever en eksport gjort i løpet av de siste {hours} timene.",
  'dataManagement.block.legalHold': "Et rettslig hold stanser slettingen: {reason}",
  'dataManagement.block.openAccessRequest': "{count, plural, one {# åpen innsynsforespørsel stanser} other {# åpne innsynsforespørsler stanser}} slettingen til eksporten er levert.",
  'dataManagement.delete': "Slett kontoen",
  'dataManagement.recover': "Gjenopprett kontoen",
  'dataManagement.notRecoverable': "Gjenopprettingsperioden er over.",
  'dataManagement.confirm.title': "Vil du slette denne kontoen?",
  'dataManagement.confirm.text': "Fra nå av kan ingen i kontoen logge på, og fjernkoblingene slutter å virke. Den kan gjenopprettes til den fjernes for godt.",
  'dataManagement.working': "Arbeider …",
  'dataManagement.deleted': "Kontoen er slettet.",
  'dataManagement.recovered': "Kontoen er gjenopprettet.",
};
