/**
 * One case per guarded operation of the contract: who lacks every permission it accepts (and must
 * be refused) and who holds one (and must succeed), and the real inputs of the call. The matrix
 * test checks these keys against the guarded operations of OPERATIONS, so a new guarded
 * operation fails the test until it has a case here. The world's records are the examiner's: a
 * teacher sees only the examinees of their groups (legitimate interest, migration 0028), so a case
 * on them is granted to a role that sees the whole account.
 */
import { LIVE_CONTENT_CASES } from './permissionMatrixLiveContent';
import { BACK_OFFICE_CASES } from './permissionMatrixBackOffice';
import { PRODUCT_CASES } from './permissionMatrixProducts';
import { TRACKER_CASES } from './permissionMatrixTracker';
import { BUSINESS_UNIT_CASES } from './permissionMatrixBusinessUnits';
import { FEEDBACK_INBOX_CASES } from './permissionMatrixFeedbackInbox';
import { RETENTION_CASES } from './permissionMatrixRetention';
import { EXPORT_CASES } from './permissionMatrixExports';
import { GROUP_ASSIGNMENT_CASES } from './permissionMatrixGroupAssignments';
import { LIVE_SESSION_CASES } from './permissionMatrixLiveSessions';
import { SCORING_CASES } from './permissionMatrixScoring';
import { EXAMINEE_EXPORT_CASES } from './permissionMatrixExamineeExport';
import { LIVE_CASES } from './permissionMatrixLive';
import { PLATFORM_CONFIGURATION_CASES } from './permissionMatrixPlatformConfiguration';
import { DATA_MANAGEMENT_CASES } from './permissionMatrixDataManagement';
import { GROUP_CASES } from './permissionMatrixGroups';
import { ROSTER_IMPORT_CASES } from './permissionMatrixRosterImports';
import { FHIR_CASES } from './permissionMatrixFhir';
import type { MatrixWorld } from './permissionMatrixWorld';

/** The demo sign-ins of the README: the role each holds is in src/server/db seed. */
export const DEMO_USERS = ['examiner', 'teacher', 'admin', 'user', 'backoffice', 'retention', 'other'] as const;
/** One of {@link DEMO_USERS}. */
export type DemoUser = (typeof DEMO_USERS)[number];
/**
 * Who a case signs in as: a demo user, or `closer`, the administrator of the matrix's own
 * account (permissionMatrixAccounts.ts), who asks for that account's deletion.
 */
export type MatrixUser = DemoUser | 'closer';

/** The inputs of one call: path parameters, query and body. */
export interface MatrixRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
}

/** A case of the matrix. */
export interface MatrixCase {
  /** A demo user whose role holds none of the operation's permissions. */
  deniedTo: MatrixUser;
  /** A demo user of the demo clinic whose role holds one of them. */
  grantedTo: MatrixUser;
  /** Makes what the call needs (fresh records for a call that changes them) and answers its inputs. */
  request: (world: MatrixWorld) => Promise<MatrixRequest> | MatrixRequest;
}

const examineeAndForm = (world: MatrixWorld): MatrixRequest => ({
  query: { examineeRecordId: world.examinee.id, productId: 'phq9', testDate: '2024-03-05' },
});

const onAssessment = async (make: () => Promise<{ id: number }>, body?: Record<string, unknown>): Promise<MatrixRequest> => ({
  params: { assessmentId: (await make()).id },
  ...(body ? { body } : {}),
});

/**
 * The cases, keyed by operation id. Denied users: `user` (account user) lacks every edit and
 * generate permission, `teacher` lacks deletes, `examiner` lacks the administrator's
 * permissions, `backoffice` and `retention` hold no examinee data permission.
 */
export const MATRIX_CASES: Readonly<Record<string, MatrixCase>> = {
  'account.putAccountItem': {
    deniedTo: 'examiner',
    grantedTo: 'admin',
    // Custom field 4 is named by no other case.
    request: (world) => ({ params: { accountId: world.demoClinicId, id: 'customField4Label' }, body: { value: 'Matrix field' } }),
  },
  'account.listUsers': { deniedTo: 'teacher', grantedTo: 'admin', request: () => ({ query: { pageSize: 5 } }) },
  'account.auditLog': { deniedTo: 'teacher', grantedTo: 'admin', request: (world) => ({ query: { examineeRecordId: world.examinee.id, userId: world.examinerId, pageSize: 5 } }) },
  'account.exportAuditLog': { deniedTo: 'teacher', grantedTo: 'admin', request: (world) => ({ query: { examineeRecordId: world.examinee.id, userId: world.examinerId } }) },
  'account.createUser': { deniedTo: 'examiner', grantedTo: 'admin', request: (world) => ({ body: { ...world.newUserBody() } }) },
  'account.updateUser': {
    deniedTo: 'user',
    grantedTo: 'admin',
    request: async (world) => {
      const { id, createdAt: _created, updatedAt: _updated, ...fields } = await world.newAccountUser();
      return { params: { userId: id }, body: { ...fields, lastName: 'Renamed' } };
    },
  },
  'account.resetUserTwoStep': {
    deniedTo: 'examiner',
    grantedTo: 'admin',
    // A fresh user who enrolled, and the demo administrator's own password (a sensitive change).
    request: async (world) => ({ params: { userId: await world.newTwoStepUserId() }, body: { currentPassword: 'admin-demo' } }),
  },
  'account.requestSelfDeletion': {
    deniedTo: 'examiner',
    grantedTo: 'closer',
    // The closer's own password (permissionMatrixAccounts.ts): the request is a sensitive change.
    request: (world) => ({ params: { accountId: world.closingAccountId }, body: { currentPassword: 'matrix.closer-matrix-password' } }),
  },
  'assessment.listExaminees': { deniedTo: 'backoffice', grantedTo: 'user', request: () => ({ query: { pageSize: 5 } }) },
  'assessment.examineeIdUnique': { deniedTo: 'retention', grantedTo: 'examiner', request: () => ({ query: { examineeId: 'MATRIX-FREE' } }) },
  'assessment.createExaminee': { deniedTo: 'user', grantedTo: 'teacher', request: () => ({ body: { examineeId: 'MATRIX-NEW', firstName: 'Sam', lastName: 'Matrix', birthDate: '1990-05-17', sex: 'male' } }) },
  'assessment.getExaminee': { deniedTo: 'backoffice', grantedTo: 'user', request: (world) => ({ params: { examineeRecordId: world.examinee.id } }) },
  'assessment.updateExaminee': {
    deniedTo: 'user',
    grantedTo: 'examiner',
    request: async (world) => {
      const examinee = await world.newExaminee();
      return {
        params: { examineeRecordId: examinee.id },
        body: { examineeId: examinee.examineeId, firstName: examinee.firstName, lastName: 'Renamed', birthDate: examinee.birthDate, sex: examinee.sex },
      };
    },
  },
  'assessment.loadExamineeAndForms': {
    deniedTo: 'retention',
    grantedTo: 'user',
    request: (world) => ({ params: { examineeRecordId: world.examinee.id }, query: { testDate: '2024-03-05' } }),
  },
  'assessment.examineeHistory': { deniedTo: 'backoffice', grantedTo: 'examiner', request: (world) => ({ params: { examineeRecordId: world.examinee.id } }) },
  'assessment.examineeProgress': { deniedTo: 'backoffice', grantedTo: 'examiner', request: (world) => ({ params: { examineeRecordId: world.examinee.id } }) },
  'assessment.deleteExaminee': {
    deniedTo: 'user',
    grantedTo: 'examiner',
    request: async (world) => ({ params: { examineeRecordId: (await world.newExaminee()).id } }),
  },
  'assessment.create': {
    deniedTo: 'user',
    grantedTo: 'examiner',
    request: (world) => ({ body: { examineeRecordId: world.examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId: world.examinerId } }),
  },
  'assessment.save': {
    deniedTo: 'user',
    grantedTo: 'examiner',
    request: async (world) => {
      const draft = await world.newDraft();
      return {
        params: { assessmentId: draft.id },
        body: { version: draft.version, responses: { phq9_1: 2 }, administrationDate: '2024-05-06', examinerId: world.examinerId, status: 'draft' },
      };
    },
  },
  'assessment.loadDetails': { deniedTo: 'backoffice', grantedTo: 'user', request: (world) => ({ params: { assessmentId: world.scored.id } }) },
  'assessment.onTheFlyScoring': { deniedTo: 'retention', grantedTo: 'examiner', request: () => ({ body: { productId: 'phq9', responses: { phq9_1: 3, phq9_9: 1 } } }) },
  'assessment.essayScoring': {
    deniedTo: 'user',
    grantedTo: 'examiner',
    request: async (world) => {
      const sample = await world.newWritingSample();
      return { params: { assessmentId: sample.id, itemId: 'writing' }, body: { version: sample.version, levels: { ideas: 3, organization: 4, word_choice: 2, conventions: 3 } } };
    },
  },
  'assessment.gracefulCreate': {
    deniedTo: 'user',
    grantedTo: 'examiner',
    request: (world) => ({ body: { examineeRecordId: world.examinee.id, productId: 'phq9', administrationDate: '2024-03-05', examinerId: world.examinerId } }),
  },
  'assessment.delete': { deniedTo: 'teacher', grantedTo: 'examiner', request: (world) => onAssessment(world.newDraft) },
  'assessment.deletedAssessments': { deniedTo: 'examiner', grantedTo: 'admin', request: () => ({}) },
  'assessment.recover': { deniedTo: 'examiner', grantedTo: 'admin', request: async (world) => ({ params: { assessmentId: await world.newDeletedAssessmentId() } }) },
  'assessment.clone': { deniedTo: 'user', grantedTo: 'examiner', request: (world) => ({ params: { assessmentId: world.scored.id }, body: { administrationDate: '2024-06-01', copyResponses: false } }) },
  'assessment.ageCheck': { deniedTo: 'backoffice', grantedTo: 'examiner', request: examineeAndForm },
  'assessment.retestVerification': { deniedTo: 'retention', grantedTo: 'user', request: examineeAndForm },
  'assessment.scorabilityErrors': { deniedTo: 'backoffice', grantedTo: 'examiner', request: (world) => ({ params: { assessmentId: world.scored.id } }) },
  'assessment.itemEntryVerificationStatus': { deniedTo: 'retention', grantedTo: 'user', request: (world) => ({ params: { assessmentId: world.scored.id } }) },
  'assessment.itemEntryVerificationBegin': { deniedTo: 'user', grantedTo: 'examiner', request: (world) => onAssessment(world.newEntered) },
  'assessment.itemEntryVerificationEnd': {
    deniedTo: 'user',
    grantedTo: 'examiner',
    request: (world) => onAssessment(world.newVerificationBegun, { secondEntry: world.enteredResponses }),
  },
  'assessment.itemEntryVerificationCancel': { deniedTo: 'user', grantedTo: 'examiner', request: (world) => onAssessment(world.newVerificationBegun) },
  'assessment.teachers': { deniedTo: 'backoffice', grantedTo: 'examiner', request: () => ({}) },
  'assessment.testingSites': { deniedTo: 'retention', grantedTo: 'teacher', request: () => ({}) },
  'assessment.accountUsers': { deniedTo: 'backoffice', grantedTo: 'user', request: () => ({}) },
  'assessment.searchAssessments': { deniedTo: 'retention', grantedTo: 'user', request: () => ({ query: { pageSize: 5 } }) },
  'assessment.createQosaLink': { deniedTo: 'user', grantedTo: 'examiner', request: (world) => onAssessment(world.newDraft, { validForDays: 1 }) },
  'assessment.createExamineeLink': { deniedTo: 'user', grantedTo: 'examiner', request: (world) => ({ params: { sessionId: world.sessionId }, body: {} }) },
  'assessment.linksByAssessmentId': { deniedTo: 'backoffice', grantedTo: 'user', request: (world) => ({ params: { assessmentId: world.scored.id } }) },
  'assessment.linksBySessionId': { deniedTo: 'retention', grantedTo: 'examiner', request: (world) => ({ params: { sessionId: world.sessionId } }) },
  'assessment.revokeLink': { deniedTo: 'user', grantedTo: 'examiner', request: async (world) => ({ params: { linkId: await world.newLinkId() }, body: {} }) },
  'assessment.resendLink': { deniedTo: 'user', grantedTo: 'examiner', request: async (world) => ({ params: { linkId: await world.newLinkId() }, body: {} }) },
  'assessment.launch': { deniedTo: 'user', grantedTo: 'examiner', request: (world) => onAssessment(world.newDraft, { locale: 'de_de' }) },
  'prosa.session': {
    deniedTo: 'user',
    grantedTo: 'examiner',
    request: async (world) => ({ body: { examineeRecordId: world.examinee.id, assessmentIds: [(await world.newDraft()).id, (await world.newDraft()).id], title: 'Matrix session' } }),
  },
  'prosa.examineeSessions': { deniedTo: 'backoffice', grantedTo: 'user', request: (world) => ({ params: { examineeRecordId: world.examinee.id } }) },
  'assessment.emailTemplates': { deniedTo: 'backoffice', grantedTo: 'examiner', request: () => ({}) },
  'assessment.updateEmailTemplate': {
    deniedTo: 'examiner',
    grantedTo: 'admin',
    request: () => ({ params: { kind: 'qosaInvitation', locale: 'de_de' }, body: { subject: 'Eine Nachricht von {examinerName}', body: 'Bitte öffnen Sie {link}' } }),
  },
  'assessment.resetEmailTemplate': { deniedTo: 'teacher', grantedTo: 'admin', request: () => ({ params: { kind: 'vppInvitation', locale: 'fr_fr' } }) },
  'assessment.emailPage': { deniedTo: 'user', grantedTo: 'examiner', request: (world) => ({ params: { examineeRecordId: world.examinee.id } }) },
  'assessment.sendEmail': {
    deniedTo: 'user',
    grantedTo: 'examiner',
    request: async (world) => ({
      body: { examineeRecordId: world.examinee.id, assessmentId: (await world.newDraft()).id, recipientAddress: 'robin@example.org', recipientName: 'Robin Tester' },
    }),
  },
  'assessment.vppEmail': {
    deniedTo: 'user',
    grantedTo: 'examiner',
    request: async (world) => ({
      body: {
        examineeRecordId: world.examinee.id,
        assessmentId: (await world.newDraft()).id,
        recipientAddress: 'video@example.org',
        recipientName: 'Robin Tester',
        startsAt: new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 15, 10)).toISOString(),
      },
    }),
  },
  'assessment.emailHistory': { deniedTo: 'retention', grantedTo: 'user', request: (world) => ({ params: { examineeRecordId: world.examinee.id } }) },
  'assessment.generateReport': { deniedTo: 'user', grantedTo: 'examiner', request: (world) => onAssessment(world.newScored, { reportType: 'score' }) },
  'content.resourceLibraryAssets': { deniedTo: 'backoffice', grantedTo: 'user', request: () => ({ query: { search: 'consent' } }) },
  'content.fileContent': { deniedTo: 'retention', grantedTo: 'user', request: (world) => ({ params: { documentId: world.resourceDocumentId } }) },
  'content.addBookmark': { deniedTo: 'backoffice', grantedTo: 'user', request: (world) => ({ params: { documentId: world.resourceDocumentId }, body: {} }) },
  'content.removeBookmark': { deniedTo: 'retention', grantedTo: 'examiner', request: (world) => ({ params: { documentId: world.resourceDocumentId } }) },
  'assessment.reportHistoryList': { deniedTo: 'backoffice', grantedTo: 'user', request: (world) => ({ query: { assessmentId: world.scored.id } }) },
  'assessment.reportHistoryDownload': { deniedTo: 'retention', grantedTo: 'user', request: (world) => ({ params: { reportId: world.reportId } }) },
  'assessment.batchReports': {
    deniedTo: 'user',
    grantedTo: 'examiner',
    request: (world) => ({ body: { selection: { kind: 'assessments', assessmentIds: [world.scored.id] }, reportType: 'score' } }),
  },
  'assessment.reportBatchStatus': { deniedTo: 'backoffice', grantedTo: 'examiner', request: (world) => ({ params: { batchId: world.completedBatchId } }) },
  'assessment.reportBatchList': { deniedTo: 'retention', grantedTo: 'user', request: () => ({}) },
  'assessment.cancelReportBatch': { deniedTo: 'user', grantedTo: 'examiner', request: async (world) => ({ params: { batchId: (await world.newBatch()).id }, body: {} }) },
  'assessment.downloadReportBatch': { deniedTo: 'backoffice', grantedTo: 'examiner', request: (world) => ({ params: { batchId: world.completedBatchId } }) },
  'assessment.groupReports': {
    deniedTo: 'user',
    grantedTo: 'examiner',
    request: (world) => ({ body: { productId: 'phq9', title: 'Matrix class', selection: { kind: 'assessments', assessmentIds: [world.scored.id] } } }),
  },
  'assessment.groupReportList': { deniedTo: 'retention', grantedTo: 'user', request: () => ({}) },
  'assessment.downloadGroupReport': { deniedTo: 'backoffice', grantedTo: 'examiner', request: (world) => ({ params: { groupReportId: world.groupReportId } }) },
  'assessment.reportsPage': { deniedTo: 'retention', grantedTo: 'examiner', request: (world) => ({ params: { assessmentId: world.scored.id } }) },
  'assessment.reportHistoryDelete': { deniedTo: 'teacher', grantedTo: 'examiner', request: async (world) => ({ params: { reportId: await world.newReport() } }) },
  'assessment.reportHistoryResubmit': { deniedTo: 'user', grantedTo: 'examiner', request: async (world) => ({ params: { reportId: await world.newReport() }, body: {} }) },
  'misc.comparisonGroups': { deniedTo: 'backoffice', grantedTo: 'examiner', request: () => ({ query: { productId: 'orf' } }) },
  'misc.feedbackMetadata': { deniedTo: 'retention', grantedTo: 'user', request: () => ({}) },
  'misc.submitFeedback': { deniedTo: 'retention', grantedTo: 'user', request: () => ({ body: { category: 'suggestion', message: 'The matrix would like a darker theme.' } }) },
  'assessment.licenseCheck': { deniedTo: 'retention', grantedTo: 'user', request: () => ({ query: { productId: 'phq9', reportType: 'score' } }) },
  'assessment.licenses': { deniedTo: 'examiner', grantedTo: 'admin', request: () => ({}) },
  ...BACK_OFFICE_CASES,
  ...PRODUCT_CASES,
  ...TRACKER_CASES,
  ...BUSINESS_UNIT_CASES,
  ...FEEDBACK_INBOX_CASES,
  ...RETENTION_CASES,
  ...EXPORT_CASES,
  ...GROUP_ASSIGNMENT_CASES,
  ...LIVE_SESSION_CASES,
  ...SCORING_CASES,
  ...EXAMINEE_EXPORT_CASES,
  ...PLATFORM_CONFIGURATION_CASES,
  ...DATA_MANAGEMENT_CASES,
  ...GROUP_CASES,
  ...ROSTER_IMPORT_CASES,
  ...LIVE_CONTENT_CASES,
  ...LIVE_CASES,
  ...FHIR_CASES,
  'assessment.usageLedger': { deniedTo: 'teacher', grantedTo: 'admin', request: () => ({ query: { pageSize: 3 } }) },
};
