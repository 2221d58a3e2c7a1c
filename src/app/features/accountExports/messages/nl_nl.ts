/** The account exports feature's messages in Dutch. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The nl_nl catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'accountExports.title': "Gegevensexports",
  'accountExports.intro': "De gegevens van het account als één ZIP-bestand: cliënten, afnames met antwoorden en scores, opgeslagen rapporten, het gebruiksoverzicht, de e-mailgeschiedenis en het auditlogboek.",
  'accountExports.reason': "Reden (ticketnummer en waarom)",
  'accountExports.reasonHint': "Wordt bij elke stap in dit account in het auditlogboek vastgelegd.",
  'accountExports.show': "Exports tonen",
  'accountExports.exportNow': "Nu exporteren",
  'accountExports.refresh': "Vernieuwen",
  'accountExports.started': "De export is gestart. De lijst toont wanneer hij klaar is.",
  'accountExports.none': "Dit account heeft nog geen exports.",
  'accountExports.loading': "De exports worden geladen…",
  'accountExports.loadFailed': "De exports konden niet worden geladen.",
  'accountExports.startFailed': "De export kon niet worden gestart.",
  'accountExports.column.requested': "Aangevraagd",
  'accountExports.column.kind': "Aangevraagd door",
  'accountExports.column.status': "Status",
  'accountExports.column.link': "Link per e-mail",
  'accountExports.column.file': "Bestand",
  'accountExports.kind.accessRequest': "De beheerder van het account",
  'accountExports.kind.staff': "Gegevensbewaring",
  'accountExports.kind.beforeDeletion': "Voor verwijdering",
  'accountExports.status.pending': "Wordt voorbereid",
  'accountExports.status.ready': "Klaar",
  'accountExports.status.failed': "Mislukt: {reason}",
  'accountExports.link.used': "Link uit de e-mail gebruikt op {at}",
  'accountExports.link.mailed': "Per e-mail verzonden; werkt tot {at}",
  'accountExports.link.expired': "Verlopen op {at}",
  'accountExports.link.notMailed': "Niet per e-mail verzonden",
  'accountExports.download': "Downloaden",
};
