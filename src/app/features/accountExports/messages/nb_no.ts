/** The account exports feature's messages in Norwegian Bokmål. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The nb_no catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'accountExports.title': "Dataeksporter",
  'accountExports.intro': "Kontoens data som én ZIP-fil: testpersoner, testinger med svar og skårer, lagrede rapporter, bruksoversikten, e-posthistorikken og revisjonsloggen.",
  'accountExports.reason': "Begrunnelse (saksnummer og hvorfor)",
  'accountExports.reasonHint': "Registreres i revisjonsloggen ved hvert steg inn i denne kontoen.",
  'accountExports.show': "Vis eksporter",
  'accountExports.exportNow': "Eksporter nå",
  'accountExports.refresh': "Oppdater",
  'accountExports.started': "Eksporten er startet. Listen viser når den er klar.",
  'accountExports.none': "Kontoen har ingen eksporter ennå.",
  'accountExports.loading': "Laster inn eksportene…",
  'accountExports.loadFailed': "Eksportene kunne ikke lastes inn.",
  'accountExports.startFailed': "Eksporten kunne ikke startes.",
  'accountExports.column.requested': "Bestilt",
  'accountExports.column.kind': "Bestilt av",
  'accountExports.column.status': "Status",
  'accountExports.column.link': "Lenke på e-post",
  'accountExports.column.file': "Fil",
  'accountExports.kind.accessRequest': "Kontoens administrator",
  'accountExports.kind.staff': "Datalagring",
  'accountExports.kind.beforeDeletion': "Før sletting",
  'accountExports.status.pending': "Forberedes",
  'accountExports.status.ready': "Klar",
  'accountExports.status.failed': "Mislyktes: {reason}",
  'accountExports.link.used': "Lenken i e-posten brukt {at}",
  'accountExports.link.mailed': "Sendt på e-post; virker til {at}",
  'accountExports.link.expired': "Utløpt {at}",
  'accountExports.link.notMailed': "Ikke sendt på e-post",
  'accountExports.download': "Last ned",
};
