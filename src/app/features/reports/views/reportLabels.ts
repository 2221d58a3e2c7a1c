/** Message ids of report types and charges, shared by the reports panel and the licenses page. */
import type { LicensedReportType, UsageReason } from '../../../../contract/reportTypes';
import type { MessageId } from '../../../core/i18n/messageId';

/** The translated name of each report type. */
export const REPORT_TYPE_MESSAGES: Readonly<Record<LicensedReportType, MessageId>> = {
  score: 'reports.type.score',
  feedback: 'reports.type.feedback',
  progress: 'reports.type.progress',
  group: 'reports.type.group',
};

/** What a stored report cost, as its history row says it. */
export const CHARGE_MESSAGES: Readonly<Record<UsageReason, MessageId>> = {
  usage: 'reports.charge.usage',
  subscription: 'reports.charge.subscription',
  regeneration: 'reports.charge.regeneration',
  correction: 'reports.charge.correction',
  liveSession: 'reports.charge.liveSession',
};

/** What generating the chosen type now would cost, in a sentence. */
export const NEXT_COST_MESSAGES: Readonly<Record<UsageReason, MessageId>> = {
  usage: 'reports.cost.usage',
  subscription: 'reports.cost.subscription',
  regeneration: 'reports.cost.regeneration',
  correction: 'reports.cost.correction',
  liveSession: 'reports.cost.liveSession',
};
