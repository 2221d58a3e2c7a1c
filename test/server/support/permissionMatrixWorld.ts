/**
 * The records the permission matrix calls its operations on, made through the API of one test
 * app: shared read-only records made once, and factories that make a fresh record for each case
 * that changes one, so no case depends on another having run first.
 */
import { buildLiveSessionWorld, type LiveSessionMatrixWorld } from './permissionMatrixLiveSessions';
import type { LightMyRequestResponse } from 'fastify';
import type { AccountUser, NewAccountUser } from '../../../src/contract/services/accountManagement';
import type { CreatedRemoteLink } from '../../../src/contract/services/remoteLinks';
import type { ReportBatch } from '../../../src/contract/reportTypes';
import type { Assessment } from '../../../src/domain/assessment';
import type { Examinee } from '../../../src/domain/examinee';
import { examineeBody, phq9Responses } from './fixtures';
import type { apiAs } from './session';
import { selfUserId } from './session';
import { buildFeedbackWorld, type FeedbackWorld } from './permissionMatrixFeedbackWorld';
import { buildRetentionMatrixWorld, type RetentionMatrixWorld } from './retentionWorld';
import type { TestApp } from './testApp';
import { buildExportWorld, type ExportWorld } from './permissionMatrixExportWorld';
import { buildGroupWorld, type GroupWorld } from './permissionMatrixGroupWorld';
import { buildGroupAssignmentWorld, type GroupAssignmentWorld } from './permissionMatrixGroupAssignments';

/** A signed-in API client of test/server/support/session.ts. */
export type Api = ReturnType<typeof apiAs>;

const FACADE = '/assessment-facade';
const ADMINISTERED = '2024-05-06';

/** The body of a response, after checking its status. */
function expectStatus<T>(response: LightMyRequestResponse, status: number, what: string): T {
  if (response.statusCode !== status) throw new Error(`${what}: expected ${status}, got ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/** Records of the demo clinic the matrix reads, and factories of records it changes. */
export interface MatrixWorld {
  /** The demo examiner's user id (the examiner of every assessment made here). */
  examinerId: number;
  /** An adult examinee with one scored PHQ-9. */
  examinee: Examinee;
  /** That scored PHQ-9, with a score report and a remote link. */
  scored: Assessment;
  /** A stored score report of {@link scored}. */
  reportId: number;
  /** A prosa session of two draft assessments of {@link examinee}. */
  sessionId: number;
  /** A report batch of {@link scored} that has completed, so its ZIP downloads. */
  completedBatchId: number;
  /** A stored group report over {@link scored}. */
  groupReportId: number;
  /** A student (born 2014) for the writing sample. */
  student: Examinee;
  newExaminee: () => Promise<Examinee>;
  /** A draft PHQ-9 of {@link examinee}. */
  newDraft: () => Promise<Assessment>;
  /** A draft PHQ-9 with every answer entered, status complete (ready for a verification). */
  newEntered: () => Promise<Assessment>;
  /** A scored PHQ-9 of {@link examinee}. */
  newScored: () => Promise<Assessment>;
  /** A draft writing sample of {@link student}. */
  newWritingSample: () => Promise<Assessment>;
  /** A stored score report of a fresh scored assessment: its id. */
  newReport: () => Promise<number>;
  /** A remote link of a fresh draft assessment: its id. */
  newLinkId: () => Promise<number>;
  /** A fresh draft with a remote link: both ids (the assessment tracker expires the link). */
  newLinkedDraft: () => Promise<{ assessmentId: number; linkId: number }>;
  /** A deleted draft assessment (deleted by the examiner): its id. */
  newDeletedAssessmentId: () => Promise<number>;
  /** A report batch of {@link scored}, in whatever state the job workers left it. */
  newBatch: () => Promise<ReportBatch>;
  /** A draft with an item entry verification begun: the assessment. */
  newVerificationBegun: () => Promise<Assessment>;
  /** A document of the demo clinic's resource library (seeded). */
  resourceDocumentId: number;
  /** The demo clinic's account id. */
  demoClinicId: number;
  /** An account of the matrix's own (see permissionMatrixAccounts.ts) whose deletion it asks for. */
  closingAccountId: number;
  /** The matrix app's database, for records no operation makes yet (live sessions, permissionMatrixLive.ts). */
  db: TestApp['db'];
  /** The body of a new user of the demo clinic, with a user name no other call used. */
  newUserBody: () => NewAccountUser;
  /** A new user of the demo clinic, made by the demo administrator. */
  newAccountUser: () => Promise<AccountUser>;
  /**
   * A new user of the demo clinic who has enrolled in two-step sign-in (for its reset): the id.
   * @throws Error when the makers cannot enrol a user ({@link MatrixMakers.enrolTwoStep}).
   */
  newTwoStepUserId: () => Promise<number>;
  /** The FIRST responses {@link newEntered} enters, for a matching blind second entry. */
  enteredResponses: Record<string, number>;
  /** A new license of the demo clinic, made by the back office (PHQ-9 feedback reports, 1 usage, open-ended, so the charges of other cases prefer the seeded ones): its id. */
  newClinicLicenseId: () => Promise<number>;
  /** A new product of the catalogue made by the back office (a copy of the WHO-5 under a fresh id), with a draft or published: its id. */
  newProduct: (state: 'draft' | 'published', retire?: string) => Promise<string>;
  /** The definition of a product's draft or published version, read by the back office. */
  productDefinition: (productId: string, which: 'draft' | 'published') => Promise<Record<string, unknown>>;
  /** The feedback inbox's records (support/permissionMatrixFeedbackWorld.ts). */
  feedbackInbox: FeedbackWorld;
  /** Data retention's records (support/retentionWorld.ts). */
  retention: RetentionMatrixWorld;
  /** The account exports' records (support/permissionMatrixExportWorld.ts). */
  accountExports: ExportWorld;
  /** The groups' records (support/permissionMatrixGroupWorld.ts). */
  groups: GroupWorld;
  /** A group and its assignments (support/permissionMatrixGroupAssignments.ts). */
  groupAssignments: GroupAssignmentWorld;
  /** Live sessions (support/permissionMatrixLiveSessions.ts). */
  liveSessions: LiveSessionMatrixWorld;
}

/** The reason the matrix's back-office calls state. */
export const MATRIX_STAFF_REASON = 'Permission matrix: checking the back office guards.';

const ENTERED = phq9Responses([1, 2, 0, 1, 3, 0, 1, 2, 0], 1);

let userCounter = 0;
let productCounter = 0;
function newUserBody(): NewAccountUser {
  userCounter += 1;
  const userName = `matrix.user${userCounter}`;
  return {
    userName, title: '', firstName: 'Morgan', middleName: '', lastName: `Matrix ${userCounter}`, suffix: '',
    email: `${userName}@example.org`, phone: '', role: 'accountUser', examiner: false, active: true, password: `${userName}-initial-password`,
    // The demo administrator's own password: creating a user is a sensitive change.
    currentPassword: 'admin-demo',
  };
}

/** Polls a batch until the job workers finish it (the jest timeout bounds the wait). */
async function completedBatch(examiner: Api, batchId: number): Promise<ReportBatch> {
  for (;;) {
    const batch = expectStatus<ReportBatch>(await examiner('GET', `${FACADE}/report-batches/${batchId}`), 200, 'batch status');
    if (batch.state === 'completed') return batch;
    if (batch.state === 'cancelled') throw new Error(`Batch ${batchId} was cancelled.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Who makes the records, and the ids of the accounts the cases name in their paths. */
export interface MatrixMakers {
  /** The demo examiner: examinees, assessments, reports, links. */
  examiner: Api;
  /** The demo account administrator: users. */
  admin: Api;
  /** The back-office staff member: licenses of the demo clinic. */
  backOffice: Api;
  demoClinicId: number;
  closingAccountId: number;
  /** The test's database, where data retention's records are made as the daily job leaves them. */
  db: TestApp['db'];
  /** Enrols a user in two-step sign-in through My account's page (support/twoStep.ts), when a test needs {@link MatrixWorld.newTwoStepUserId}. */
  enrolTwoStep?: (userName: string, password: string) => Promise<void>;
}

/**
 * Makes the shared records through the API.
 * @throws Error when any call does not answer its success status (the matrix would be meaningless).
 */
export async function buildMatrixWorld({ examiner, admin, backOffice, demoClinicId, closingAccountId, db, enrolTwoStep }: MatrixMakers): Promise<MatrixWorld> {
  const examinerId = await selfUserId(examiner);
  const newExaminee = async (overrides: Parameters<typeof examineeBody>[0] = {}): Promise<Examinee> =>
    expectStatus<Examinee>(await examiner('POST', `${FACADE}/examinees`, examineeBody(overrides)), 201, 'create examinee');
  const examinee = await newExaminee();
  const student = await newExaminee({ birthDate: '2014-02-11' });

  const newAssessment = async (of: Examinee, productId: string): Promise<Assessment> =>
    expectStatus<Assessment>(
      await examiner('POST', `${FACADE}/assessments`, { examineeRecordId: of.id, productId, administrationDate: ADMINISTERED, examinerId }),
      201,
      `create ${productId}`,
    );
  const save = async (draft: Assessment, status: 'complete' | 'scored'): Promise<Assessment> =>
    expectStatus<Assessment>(
      await examiner('PUT', `${FACADE}/assessments/${draft.id}`, {
        version: draft.version, responses: ENTERED, administrationDate: ADMINISTERED, examinerId, status,
      }),
      200,
      `save as ${status}`,
    );
  const newDraft = () => newAssessment(examinee, 'phq9');
  const newEntered = async () => save(await newDraft(), 'complete');
  const newScored = async () => save(await newDraft(), 'scored');
  const reportOf = async (assessment: Assessment): Promise<number> =>
    expectStatus<{ id: number }>(await examiner('POST', `${FACADE}/assessments/${assessment.id}/reports`, { reportType: 'score' }), 201, 'generate report').id;

  const scored = await newScored();
  const reportId = await reportOf(scored);
  const sessionId = expectStatus<{ id: number }>(
    await examiner('POST', '/prosa-facade/sessions', { examineeRecordId: examinee.id, assessmentIds: [(await newDraft()).id, (await newDraft()).id], title: 'Matrix' }),
    201,
    'create session',
  ).id;
  const newBatch = async (): Promise<ReportBatch> =>
    expectStatus<ReportBatch>(
      await examiner('POST', `${FACADE}/report-batches`, { selection: { kind: 'assessments', assessmentIds: [scored.id] }, reportType: 'score' }),
      201,
      'create batch',
    );
  const completedBatchId = (await completedBatch(examiner, (await newBatch()).id)).id;
  const groupReportId = expectStatus<{ id: number }>(
    await examiner('POST', `${FACADE}/group-reports`, { productId: 'phq9', title: 'Matrix group', selection: { kind: 'assessments', assessmentIds: [scored.id] } }),
    201,
    'create group report',
  ).id;

  const resourceDocuments = expectStatus<{ id: number }[]>(await admin('GET', '/content/resource-library/assets'), 200, 'resource library');
  const resourceDocumentId = resourceDocuments[0]?.id;
  if (resourceDocumentId === undefined) throw new Error('The demo clinic has no resource library document.');

  return {
    examinerId,
    examinee,
    resourceDocumentId,
    scored,
    reportId,
    sessionId,
    completedBatchId,
    groupReportId,
    student,
    enteredResponses: ENTERED,
    demoClinicId,
    closingAccountId,
    db,
    newUserBody,
    newAccountUser: async () => expectStatus<AccountUser>(await admin('POST', '/account/users', newUserBody()), 201, 'create user'),
    newTwoStepUserId: async () => {
      if (!enrolTwoStep) throw new Error('This world cannot enrol a user in two-step sign-in.');
      const body = newUserBody();
      const user = expectStatus<AccountUser>(await admin('POST', '/account/users', body), 201, 'create user');
      await enrolTwoStep(body.userName, body.password);
      return user.id;
    },
    newExaminee: () => newExaminee(),
    newDraft,
    newEntered,
    newScored,
    newWritingSample: () => newAssessment(student, 'writing_sample'),
    newReport: async () => reportOf(await newScored()),
    newLinkId: async () =>
      expectStatus<CreatedRemoteLink>(await examiner('POST', `${FACADE}/assessments/${(await newDraft()).id}/qosa-links`, { validForDays: 1 }), 201, 'create link').link.id,
    newLinkedDraft: async () => {
      const draft = await newDraft();
      const created = expectStatus<CreatedRemoteLink>(await examiner('POST', `${FACADE}/assessments/${draft.id}/qosa-links`, { validForDays: 1 }), 201, 'create link');
      return { assessmentId: draft.id, linkId: created.link.id };
    },
    newDeletedAssessmentId: async () => {
      const draft = await newDraft();
      expectStatus(await examiner('DELETE', `${FACADE}/assessments/${draft.id}`), 200, 'delete assessment');
      return draft.id;
    },
    newBatch,
    newVerificationBegun: async () => {
      const entered = await newEntered();
      expectStatus(await examiner('POST', `${FACADE}/assessments/${entered.id}/verification`), 200, 'begin verification');
      return entered;
    },
    productDefinition: async (productId, which) =>
      expectStatus<Record<string, { definition: Record<string, unknown> }>>(await backOffice('GET', `/back-office/products/${productId}`), 200, 'read product')[which]?.definition ?? {},
    newProduct: async (state, retire) => {
      // With `retire`: retires that product instead, answering its id.
      if (retire !== undefined) {
        expectStatus(await backOffice('POST', `/back-office/products/${retire}/retire`, { reason: MATRIX_STAFF_REASON }), 200, 'retire product');
        return retire;
      }
      productCounter += 1;
      const productId = `matrix_${productCounter}`;
      const who5 = expectStatus<{ published: { definition: Record<string, unknown> } }>(await backOffice('GET', '/back-office/products/who5'), 200, 'read product');
      const definition = { ...who5.published.definition, id: productId, code: `MATRIX-${productCounter}` };
      expectStatus(await backOffice('POST', '/back-office/products', { definition, reason: MATRIX_STAFF_REASON }), 201, 'import product');
      if (state === 'published') expectStatus(await backOffice('POST', `/back-office/products/${productId}/draft/publish`, { reason: MATRIX_STAFF_REASON }), 200, 'publish product');
      return productId;
    },
    newClinicLicenseId: async () =>
      expectStatus<{ id: number }>(
        await backOffice('POST', `/back-office/accounts/${demoClinicId}/feature-licenses`, {
          type: 'usage',
          name: 'Matrix license',
          productId: 'phq9',
          reportType: 'feedback',
          usagesGranted: 1,
          validFrom: '2020-01-01',
          validUntil: null,
          options: {},
          reason: MATRIX_STAFF_REASON,
        }),
        201,
        'create license',
      ).id,
    feedbackInbox: await buildFeedbackWorld(examiner, backOffice, demoClinicId),
    retention: await buildRetentionMatrixWorld(db),
    accountExports: buildExportWorld(admin),
    groups: buildGroupWorld(admin),
    groupAssignments: await buildGroupAssignmentWorld(examiner, db, demoClinicId, examinerId),
    liveSessions: buildLiveSessionWorld(examiner, examinee.id, () => new Date()),
  };
}
