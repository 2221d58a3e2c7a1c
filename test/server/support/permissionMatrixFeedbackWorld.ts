/**
 * The permission matrix's records of the feedback inbox: a fresh piece of the demo examiner's
 * feedback (in the demo clinic) in the state a case needs, made through the API, and the
 * back-office staff member's user id (whom it is assigned to).
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Api } from './permissionMatrixWorld';
import { selfUserId } from './session';

/** The reason the inbox's set-up calls state. */
const SET_UP_REASON = 'Permission matrix: setting up feedback to act on.';

/** What the inbox's cases need. */
export interface FeedbackWorld {
  /** The back-office staff member's user id. */
  staffId: number;
  /** A new piece of the demo examiner's feedback, `new`, `assigned` (to {@link staffId}) or `closed`: its id. */
  newFeedbackId: (state: 'new' | 'assigned' | 'closed') => Promise<number>;
}

function expectOk(response: LightMyRequestResponse, what: string): void {
  if (response.statusCode >= 300) throw new Error(`${what}: got ${response.statusCode} ${response.body}`);
}

/** Makes the inbox's records through the API of the demo examiner and the back-office staff member. */
export async function buildFeedbackWorld(examiner: Api, backOffice: Api, demoClinicId: number): Promise<FeedbackWorld> {
  const staffId = await selfUserId(backOffice);
  return {
    staffId,
    newFeedbackId: async (state) => {
      const sent = await examiner('POST', '/misc/feedback', { category: 'problem', message: 'The matrix found the save button hard to see.' });
      expectOk(sent, 'send feedback');
      const id = sent.json<{ id: number }>().id;
      const item = `/back-office/accounts/${demoClinicId}/feedback/${id}`;
      if (state !== 'new') expectOk(await backOffice('POST', `${item}/assignment`, { assigneeId: staffId, reason: SET_UP_REASON }), 'assign feedback');
      if (state === 'closed') expectOk(await backOffice('POST', `${item}/close`, { reason: SET_UP_REASON }), 'close feedback');
      return id;
    },
  };
}
