/**
 * The permission matrix's cases of live sessions (issue #20): reading the dashboard, a session,
 * its participants and the account's live settings needs ASSESSMENT_VIEW (the back office holds
 * no customer permission); changing the video, validating the licence, launching and cancelling
 * need ASSESSMENT_EDIT (an account user is refused). The records: fresh live sessions of the
 * world's examinee, planned through the API by the demo examiner.
 */
import type { MatrixCase } from './permissionMatrixCases';
import type { Api } from './permissionMatrixWorld';

/** What the live session cases need. */
export interface LiveSessionMatrixWorld {
  /** A fresh live session (a PHQ-9 draft of the examinee, tomorrow): its id. */
  newLiveSession: () => Promise<number>;
}

/** Builds the live session world over the demo examiner's API. */
export function buildLiveSessionWorld(examiner: Api, examineeRecordId: number, now: () => Date): LiveSessionMatrixWorld {
  return {
    newLiveSession: async () => {
      const scheduledAt = new Date(now().getTime() + 86_400_000).toISOString();
      const response = await examiner('POST', '/prosa-facade/sessions', { examineeRecordId, delivery: 'live', productIds: ['phq9'], scheduledAt });
      if (response.statusCode !== 201) throw new Error(`live session answered ${response.statusCode}: ${response.body}`);
      return response.json<{ id: number }>().id;
    },
  };
}

const viewOf = (world: Parameters<MatrixCase['request']>[0]) => world.liveSessions.newLiveSession().then((sessionId) => ({ params: { sessionId } }));

/** The cases, keyed by operation id. */
export const LIVE_SESSION_CASES: Readonly<Record<string, MatrixCase>> = {
  'assessment.prosaSetupDashboard': { deniedTo: 'backoffice', grantedTo: 'user', request: () => ({ query: { when: 'all' } }) },
  'assessment.sessionFilterValues': { deniedTo: 'backoffice', grantedTo: 'user', request: () => ({}) },
  'prosa.businessUnit': { deniedTo: 'backoffice', grantedTo: 'user', request: () => ({}) },
  'prosa.liveSession': { deniedTo: 'backoffice', grantedTo: 'examiner', request: viewOf },
  'prosa.participant': { deniedTo: 'backoffice', grantedTo: 'examiner', request: viewOf },
  'prosa.videoSession': { deniedTo: 'user', grantedTo: 'examiner', request: async (world) => ({ ...(await viewOf(world)), body: { mode: 'none' } }) },
  'prosa.licenseValidate': { deniedTo: 'user', grantedTo: 'examiner', request: async (world) => ({ ...(await viewOf(world)), body: {} }) },
  'assessment.vppLaunch': { deniedTo: 'user', grantedTo: 'examiner', request: async (world) => ({ ...(await viewOf(world)), body: {} }) },
  'prosa.cancelSession': { deniedTo: 'user', grantedTo: 'examiner', request: async (world) => ({ ...(await viewOf(world)), body: {} }) },
};
