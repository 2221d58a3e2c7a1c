/** The account exports feature's messages in Swedish. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The sv_se catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'accountExports.title': "Dataexporter",
  'accountExports.intro': "Kontots data som en ZIP-fil: testpersoner, bedömningar med svar och poäng, sparade rapporter, användningsloggen, e-posthistoriken och granskningsloggen.",
  'accountExports.reason': "Skäl (ärendenummer och varför)",
  'accountExports.reasonHint': "Registreras i granskningsloggen vid varje steg in i det här kontot.",
  'accountExports.show': "Visa exporter",
  'accountExports.exportNow': "Exportera nu",
  'accountExports.refresh': "Uppdatera",
  'accountExports.started': "Exporten har startats. Listan visar när den är klar.",
  'accountExports.none': "Kontot har inga exporter ännu.",
  'accountExports.loading': "Läser in exporterna…",
  'accountExports.loadFailed': "Exporterna kunde inte läsas in.",
  'accountExports.startFailed': "Exporten kunde inte startas.",
  'accountExports.column.requested': "Begärd",
  'accountExports.column.kind': "Begärd av",
  'accountExports.column.status': "Status",
  'accountExports.column.link': "Länk via e-post",
  'accountExports.column.file': "Fil",
  'accountExports.kind.accessRequest': "Kontots administratör",
  'accountExports.kind.staff': "Datalagring",
  'accountExports.kind.beforeDeletion': "Före radering",
  'accountExports.status.pending': "Förbereds",
  'accountExports.status.ready': "Klar",
  'accountExports.status.failed': "Misslyckades: {reason}",
  'accountExports.link.used': "Länken i e-postmeddelandet använd {at}",
  'accountExports.link.mailed': "Skickad via e-post; fungerar till {at}",
  'accountExports.link.expired': "Gick ut {at}",
  'accountExports.link.notMailed': "Inte skickad via e-post",
  'accountExports.download': "Ladda ned",
};
