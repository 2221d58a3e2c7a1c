/**
 * The changes data-retention staff make to an account's case (issue #18): extending a dormant
 * account's grace period, postponing a self-service deletion request's date, and setting or
 * releasing a legal hold. Each names its reason, which the audit log keeps (the rules are the
 * domain's: retention/retentionDateChanges.ts, retention/retentionCase.ts).
 */
import * as yup from 'yup';
import { isIsoDate } from '../../domain/dates';
import { PERMISSIONS } from '../../domain/permissions';
import { staffReasonSchema } from '../../domain/staffReason';
import { accountCaseSchema } from '../dataRetentionSchemas';
import { defineOperation } from '../operation';
import type { AccountCase, RetentionAccountParams } from './dataRetention';

const MAX_RECORD_ID = 2_147_483_647;
const accountParamsSchema = yup.object({ accountId: yup.number().integer().positive().max(MAX_RECORD_ID).required() });

/** yup schema of {@link DeletionDateBody}. */
const dateBodySchema = yup.object({
  /** The new deletion date (YYYY-MM-DD): later than the current one. */
  deletionDate: yup.string().trim().required('Enter the new deletion date.').test('iso-date', 'Enter a real date as YYYY-MM-DD.', (value) => isIsoDate(value)),
  reason: staffReasonSchema,
});
/** A new deletion date, with the reason. */
export type DeletionDateBody = yup.InferType<typeof dateBodySchema>;

/** Extends a dormant account's grace period. */
export const gracePeriod = defineOperation<RetentionAccountParams, Record<string, never>, DeletionDateBody, AccountCase>({
  id: 'dataRetention.gracePeriod',
  service: 'dataRetention',
  method: 'PUT',
  path: '/accounts/{accountId}/grace-period',
  summary: 'Extends a dormant account’s grace period: a later deletion date (the daily job sends the notices for it), with a reason.',
  access: [PERMISSIONS.DATA_RETENTION_MANAGE],
  reach: 'allAccounts',
  params: accountParamsSchema,
  body: dateBodySchema,
  response: 'json',
  responseSchema: accountCaseSchema,
  audit: { entity: 'account', id: { params: 'accountId' }, reason: 'reason' },
});

/** Postpones a self-service deletion request's date. */
export const selfServiceDeletionDates = defineOperation<RetentionAccountParams, Record<string, never>, DeletionDateBody, AccountCase>({
  id: 'dataRetention.selfServiceDeletionDates',
  service: 'dataRetention',
  method: 'PUT',
  path: '/accounts/{accountId}/deletion-date',
  summary: 'Moves a self-service deletion request to a later date, with a reason (an earlier date needs the administrator’s consent, so it is refused).',
  access: [PERMISSIONS.DATA_RETENTION_MANAGE],
  reach: 'allAccounts',
  params: accountParamsSchema,
  body: dateBodySchema,
  response: 'json',
  responseSchema: accountCaseSchema,
  audit: { entity: 'account', id: { params: 'accountId' }, reason: 'reason' },
});

/** yup schema of {@link LegalHoldBody}. */
const holdBodySchema = yup.object({
  action: yup.string<'set' | 'release'>().oneOf(['set', 'release'], 'Say whether to set or release the hold.').required('Say whether to set or release the hold.'),
  /** The hold's reason when set (kept on the account), the release's reason otherwise. */
  reason: staffReasonSchema,
});
/** Setting or releasing a legal hold, with the reason. */
export type LegalHoldBody = yup.InferType<typeof holdBodySchema>;

/** Sets or releases an account's legal hold. */
export const legalHold = defineOperation<RetentionAccountParams, Record<string, never>, LegalHoldBody, AccountCase>({
  id: 'dataRetention.legalHold',
  service: 'dataRetention',
  method: 'POST',
  path: '/accounts/{accountId}/legal-hold',
  summary: 'Sets a legal hold on an account (it is then neither deleted nor purged; the reason is kept on the account) or releases it, with a reason.',
  access: [PERMISSIONS.DATA_RETENTION_MANAGE],
  reach: 'allAccounts',
  params: accountParamsSchema,
  body: holdBodySchema,
  response: 'json',
  responseSchema: accountCaseSchema,
  audit: { entity: 'account', id: { params: 'accountId' }, reason: 'reason' },
});
