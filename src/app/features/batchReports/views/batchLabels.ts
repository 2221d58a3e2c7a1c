import type { BatchState } from '../../../../contract/reportTypes';
import type { ReportType } from '../../../../domain/reports';
import type { MessageId } from '../../../core/i18n/messageId';

/** Names of the report types in a batch. */
export const REPORT_TYPE_MESSAGES: Readonly<Record<ReportType, MessageId>> = {
  score: 'batch.type.score',
  feedback: 'batch.type.feedback',
  progress: 'batch.type.progress',
};

/** Names of a batch's states. */
export const BATCH_STATE_MESSAGES: Readonly<Record<BatchState, MessageId>> = {
  queued: 'batch.state.queued',
  running: 'batch.state.running',
  completed: 'batch.state.completed',
  cancelled: 'batch.state.cancelled',
};
