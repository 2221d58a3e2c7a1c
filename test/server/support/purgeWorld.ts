/**
 * Rows of the demo clinic in as many tables as there are, for the purge's coverage test: made
 * through the real services (`fastify.inject`) where one exists (examinees, assessments, reports
 * and their deletion, links, e-mails, sessions of administration, batches, group reports,
 * feedback and its answers, notifications, licenses, bookmarks, Idempotency-Keys, sessions and
 * refresh tokens, audit rows with and without a user), and inserted directly where none does yet
 * (retention notices, exports, password-reset tokens, delivery attempts, staff settings), plus
 * references from another account's and the platform's rows to the clinic's users.
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { CreatedRemoteLink } from '../../../src/contract/services/remoteLinks';
import { buildMatrixWorld, MATRIX_STAFF_REASON, type MatrixWorld } from './permissionMatrixWorld';
import { rowsOf } from './purgeCoverage';
import { apiAs, selfUserId, signIn } from './session';
import type { TestApp } from './testApp';

function expectOk(response: LightMyRequestResponse, what: string): LightMyRequestResponse {
  if (response.statusCode >= 300) throw new Error(`${what}: got ${response.statusCode} ${response.body}`);
  return response;
}

/** What the coverage test needs of the world. */
export interface PurgeWorld {
  matrix: MatrixWorld;
  /** The back-office staff member's user id (not of the clinic: keeps every row). */
  staffId: number;
  /** A remote link token of the clinic (it must answer like an unknown one after the purge). */
  linkToken: string;
}

/** Waits until no report batch of the account is being worked on, so that its rows hold still. */
export async function batchesSettled(test: TestApp, accountId: number): Promise<void> {
  for (let tries = 0; tries < 600; tries += 1) {
    const busy = await rowsOf(test.db, sql`SELECT 1 FROM report_batches WHERE account_id = ${accountId} AND state IN ('queued', 'running') LIMIT 1`);
    if (busy.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The batches did not finish.');
}

/**
 * Fills the demo clinic (`clinicId`) with rows, `otherAccountId` with a reference to one of its
 * users.
 * @throws Error when a call does not succeed.
 */
export async function buildPurgeWorld(test: TestApp, clinicId: number, otherAccountId: number): Promise<PurgeWorld> {
  const examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  const admin = apiAs(test.app, await signIn(test.app, 'admin'));
  const backOffice = apiAs(test.app, await signIn(test.app, 'backoffice'));
  const matrix = await buildMatrixWorld({ db: test.db, examiner, admin, backOffice, demoClinicId: clinicId, closingAccountId: otherAccountId });
  const staffId = await selfUserId(backOffice);
  const adminId = await selfUserId(admin);

  // Users, licenses, links, e-mails, feedback answered by staff (an answer, a notification, an e-mail).
  await matrix.newAccountUser();
  await matrix.newClinicLicenseId();
  const draft = await matrix.newDraft();
  const link = expectOk(await examiner('POST', `/assessment-facade/assessments/${draft.id}/qosa-links`, { validForDays: 3 }), 'create link').json<CreatedRemoteLink>();
  const linkToken = link.url.split('#')[1] ?? '';
  expectOk(await test.app.inject({ method: 'POST', url: '/qg-services/assessment-facade/osa/open', payload: { token: linkToken } }), 'open link');
  expectOk(
    await examiner('POST', '/assessment-facade/emails', { examineeRecordId: matrix.examinee.id, assessmentId: (await matrix.newDraft()).id, recipientAddress: 'robin@example.org', recipientName: 'Robin Tester' }),
    'send e-mail',
  );
  const feedbackId = await matrix.feedbackInbox.newFeedbackId('assigned');
  expectOk(await backOffice('POST', `/back-office/accounts/${clinicId}/feedback/${feedbackId}/answers`, { message: 'Thank you, fixed in the next release.', reason: MATRIX_STAFF_REASON }), 'answer feedback');
  expectOk(await admin('PUT', `/content/resource-library/assets/${matrix.resourceDocumentId}/bookmark`), 'bookmark');
  expectOk(await examiner('DELETE', `/assessment-facade/reports/${await matrix.newReport()}`), 'delete report');
  expectOk(await examiner('POST', '/assessment-facade/examinees', { examineeId: `PURGE-${Date.now()}`, firstName: 'Ida', lastName: 'Keyed', birthDate: '1980-01-02', sex: 'female' }, { 'idempotency-key': `purge-${Date.now()}` }), 'keyed write');
  expectOk(await admin('PUT', '/assessment-facade/email-templates/qosaInvitation/en_us', { subject: 'Your questionnaire', body: 'Please answer: {link}' }), 'save template');
  await matrix.newDeletedAssessmentId();
  expectOk(await examiner('DELETE', `/assessment-facade/examinees/${(await matrix.newExaminee()).id}`), 'delete examinee');
  await batchesSettled(test, clinicId);

  // No service writes these yet (other helpers of issue #18 add theirs): inserted as they will be.
  const [message] = await rowsOf<{ id: number }>(test.db, sql`SELECT id FROM email_messages WHERE account_id = ${clinicId} ORDER BY id LIMIT 1`);
  if (!message) throw new Error('The clinic has no e-mail.');
  await test.db.execute(sql`INSERT INTO email_delivery_attempts (message_id, attempt, at, outcome, error) VALUES (${message.id}, 99, now(), 'failed', 'test')`);
  await test.db.execute(sql`INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES (${adminId}, ${`purge-${Date.now()}`}, now() + interval '1 hour')`);
  await test.db.execute(sql`INSERT INTO retention_notices (account_id, kind, deletion_date, email_message_ids) VALUES (${clinicId}, 'dormantStart', '2030-01-01', ${JSON.stringify([message.id])}::jsonb)`);
  await test.db.execute(sql`INSERT INTO account_exports (account_id, kind, requested_by, status) VALUES (${clinicId}, 'staff', ${staffId}, 'failed')`);
  await test.db.execute(sql`INSERT INTO account_exports (account_id, kind, requested_by, status, downloaded_at) VALUES (${clinicId}, 'accessRequest', ${adminId}, 'ready', now())`);
  await test.db.execute(sql`INSERT INTO retention_staff_settings (user_id, email_alerts, may_delete, updated_by) VALUES (${adminId}, '[]'::jsonb, false, ${adminId})`);
  await test.db.execute(sql`INSERT INTO retention_staff_settings (user_id, email_alerts, may_delete, updated_by) VALUES (${staffId}, '["dormant"]'::jsonb, true, ${adminId})`);
  // A clinic user named by another account's row (only staff are, in practice): the row stays, the name goes.
  await test.db.execute(sql`UPDATE accounts SET retention_assignee_id = ${adminId}, legal_hold_set_by = ${adminId}, deleted_by = ${adminId} WHERE id = ${otherAccountId}`);
  // Columns no service fills for a customer yet (a verification's second entry, a resolved delivery, an upload).
  await test.db.execute(sql`UPDATE assessments SET verified_by = ${adminId}, verified_at = now() WHERE id = ${matrix.scored.id}`);
  await test.db.execute(sql`UPDATE email_messages SET delivery_resolved_by = ${adminId}, delivery_resolved_at = now() WHERE id = ${message.id}`);
  await test.db.execute(sql`UPDATE resource_documents SET uploaded_by = ${adminId} WHERE id = ${matrix.resourceDocumentId}`);
  await test.db.execute(sql`UPDATE accounts SET self_deletion_requested_by = ${adminId}, self_deletion_requested_at = now(), deleted_by = ${staffId}, deletion_reason = 'Purge coverage test' WHERE id = ${clinicId}`);
  await test.db.execute(
    sql`INSERT INTO app_config_versions (version, config, user_id, user_name, reason, at)
        SELECT v.version + 1, v.config, ${adminId}, 'Adam Administrator', 'Purge coverage test: a version saved by a user of the clinic.', now()
        FROM app_config_versions v ORDER BY v.version DESC LIMIT 1`,
  );
  await test.db.execute(sql`UPDATE users SET sign_in_challenge_hash = 'challenge', sign_in_challenge_expires_at = now() + interval '5 minutes' WHERE id = ${adminId}`);
  // A group (issue #19) with a member and its staff, archived so that every column has a value.
  const [group] = await rowsOf<{ id: number }>(
    test.db,
    sql`INSERT INTO examinee_groups (account_id, name, group_type, created_by, archived_at, archived_by) VALUES (${clinicId}, 'Purge class', 'class', ${adminId}, now(), ${adminId}) RETURNING id`,
  );
  if (!group) throw new Error('The group insert returned nothing.');
  await test.db.execute(sql`INSERT INTO examinee_group_members (account_id, group_id, examinee_record_id, added_by) VALUES (${clinicId}, ${group.id}, ${matrix.examinee.id}, ${adminId})`);
  await test.db.execute(sql`INSERT INTO examinee_group_staff (account_id, group_id, user_id, added_by) VALUES (${clinicId}, ${group.id}, ${adminId}, ${adminId})`);
  // A class session assigned to it (issue #19), with a student's code, so every column has a value.
  const [assignment] = await rowsOf<{ id: number }>(
    test.db,
    sql`INSERT INTO group_assignments (account_id, group_id, product_id, planned_date, mode, examiner_id, valid_until, created_by) VALUES (${clinicId}, ${group.id}, 'who5', '2024-05-06', 'classSession', ${adminId}, now(), ${adminId}) RETURNING id`,
  );
  if (!assignment) throw new Error('The assignment insert returned nothing.');
  await test.db.execute(
    sql`INSERT INTO group_assignment_codes (account_id, assignment_id, assessment_id, link_id, code_hash, code_sealed) VALUES (${clinicId}, ${assignment.id}, ${matrix.scored.id}, 0, 'purge-code-hash', 'sealed')`,
  );
  // An import (issue #19) with a part of its file, and the account's saved column mapping.
  const [run] = await rowsOf<{ id: number }>(
    test.db,
    sql`INSERT INTO roster_imports (account_id, kind, file_name, status, size_bytes, created_by) VALUES (${clinicId}, 'examineeCsv', 'purge.csv', 'uploading', 3, ${adminId}) RETURNING id`,
  );
  if (!run) throw new Error('The import insert returned nothing.');
  await test.db.execute(sql`INSERT INTO roster_import_parts (account_id, import_id, seq, bytes) VALUES (${clinicId}, ${run.id}, 0, '\x616263')`);
  await test.db.execute(sql`INSERT INTO roster_import_mappings (account_id, mapping, updated_by) VALUES (${clinicId}, '{}', ${adminId})`);
  // A live session (issue #20) with its examiner, its examinee's link and participant, and an event.
  const scheduledAt = new Date(Date.now() + 86_400_000).toISOString();
  const live = expectOk(await examiner('POST', '/prosa-facade/sessions', { examineeRecordId: matrix.examinee.id, delivery: 'live', productIds: ['phq9'], scheduledAt }), 'plan live session');
  const liveId = live.json<{ id: number }>().id;
  expectOk(await examiner('POST', `/assessment-facade/sessions/${liveId}/examinee-links`, { respondent: 'parent' }), 'live link');
  expectOk(await examiner('PUT', `/prosa-facade/live-sessions/${liveId}/video`, { mode: 'none' }), 'live video');
  // A WebRTC signal not yet relayed (the socket writes these; a purge must take them too).
  await test.db.execute(sql`INSERT INTO live_session_signals (account_id, session_id, from_role, data) VALUES (${clinicId}, ${liveId}, 'examiner', '{"kind":"hangup"}')`);
  return { matrix, staffId, linkToken };
}
