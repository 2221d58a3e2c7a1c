/** The account exports feature's messages in Danish. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The da_dk catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'accountExports.title': "Dataeksporter",
  'accountExports.intro': "Kontoens data som én ZIP-fil: testpersoner, testninger med svar og scorer, gemte rapporter, forbrugsoversigten, e-mailhistorikken og revisionsloggen.",
  'accountExports.reason': "Begrundelse (sagsnummer og hvorfor)",
  'accountExports.reasonHint': "Registreres i revisionsloggen ved hvert skridt ind i denne konto.",
  'accountExports.show': "Vis eksporter",
  'accountExports.exportNow': "Eksportér nu",
  'accountExports.refresh': "Opdater",
  'accountExports.started': "Eksporten er startet. Listen viser, når den er klar.",
  'accountExports.none': "Kontoen har endnu ingen eksporter.",
  'accountExports.loading': "Indlæser eksporterne…",
  'accountExports.loadFailed': "Eksporterne kunne ikke indlæses.",
  'accountExports.startFailed': "Eksporten kunne ikke startes.",
  'accountExports.column.requested': "Bestilt",
  'accountExports.column.kind': "Bestilt af",
  'accountExports.column.status': "Status",
  'accountExports.column.link': "Link i e-mailen",
  'accountExports.column.file': "Fil",
  'accountExports.kind.accessRequest': "Kontoens administrator",
  'accountExports.kind.staff': "Dataopbevaring",
  'accountExports.kind.beforeDeletion': "Før sletning",
  'accountExports.status.pending': "Under forberedelse",
  'accountExports.status.ready': "Klar",
  'accountExports.status.failed': "Mislykkedes: {reason}",
  'accountExports.link.used': "Linket i e-mailen brugt {at}",
  'accountExports.link.mailed': "Sendt pr. e-mail; virker indtil {at}",
  'accountExports.link.expired': "Udløbet {at}",
  'accountExports.link.notMailed': "Ikke sendt pr. e-mail",
  'accountExports.download': "Hent",
};
