/** Data management's messages in Swedish. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The sv_se catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'dataManagement.heading': "Radera kontot",
  'dataManagement.intro': "När kontot raderas stoppas alla användares inloggningar och alla fjärrlänkar direkt. Uppgifterna finns kvar till rensningsdatumet, och kontot kan återställas fram till dess. Radering kräver en export av kontot som gjorts under de senaste {hours} timmarna.",
  'dataManagement.reason': "Anledning",
  'dataManagement.reasonHelp': "Till exempel ärendenumret och vem som bad om det. Den sparas i granskningsloggen.",
  'dataManagement.show': "Visa raderingsstatus",
  'dataManagement.stateLabel': "Status",
  'dataManagement.state.active': "Aktivt",
  'dataManagement.state.dormant': "Inaktivt",
  'dataManagement.state.deletionRequested': "Radering begärd",
  'dataManagement.state.onHold': "Rättsligt kvarhållande",
  'dataManagement.state.deleted': "Raderat",
  'dataManagement.state.purged': "Rensat",
  'dataManagement.deletedOn': "Raderat den {date}.",
  'dataManagement.deletedFor': "Anledning: {reason}",
  'dataManagement.deletedByJob.dormant': "Anledning: ingen loggade in under inaktivitetsperioden.",
  'dataManagement.deletedByJob.selfDeletion': "Anledning: en administratör för kontot begärde radering.",
  'dataManagement.purgeOn': "Det rensas den {date} om det inte återställs innan dess.",
  'dataManagement.latestExport': "Senaste export: {date}",
  'dataManagement.noExport': "Ingen export av det här kontot är klar.",
  'dataManagement.refusal.deleted': "Kontot är redan raderat.",
  'dataManagement.refusal.noRecentExport': "Exportera kontots uppgifter först: radering kräver en export som gjorts under de senaste {hours} timmarna.",
  'dataManagement.block.legalHold': "Ett rättsligt kvarhållande stoppar raderingen: {reason}",
  'dataManagement.block.openAccessRequest': "{count, plural, one {# öppen begäran om registerutdrag stoppar} other {# öppna begäranden om registerutdrag stoppar}} raderingen tills exporten har lämnats ut.",
  'dataManagement.delete': "Radera kontot",
  'dataManagement.recover': "Återställ kontot",
  'dataManagement.notRecoverable': "Återställningsperioden har gått ut.",
  'dataManagement.confirm.title': "Radera det här kontot?",
  'dataManagement.confirm.text': "Från och med nu kan ingen på kontot logga in och kontots fjärrlänkar slutar fungera. Det kan återställas tills det rensas.",
  'dataManagement.working': "Arbetar …",
  'dataManagement.deleted': "Kontot har raderats.",
  'dataManagement.recovered': "Kontot har återställts.",
};
