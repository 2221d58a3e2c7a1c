/** Selectors of the examinee page's e-mail section. */
import { createSelector } from 'reselect';
import type { RootState } from '../../rootReducer';

/** The history's load state and messages, newest first. */
export const selectEmailHistory = (state: RootState) => state.examineeEmails.history;

/** The send screen's data and load state. */
export const selectSendPage = (state: RootState) => state.examineeEmails.page;

/** The assessments that can be sent now (not yet complete, a form the player can show). */
export const selectSendableAssessments = createSelector([selectSendPage], (page) => page.data?.assessments ?? []);

/** The last "Send several forms together". */
export const selectSessionSend = (state: RootState) => state.examineeEmails.send;

/** The session made for exactly `assessmentIds` by a send that then failed, to send again. */
export const selectReusableSessionId = (state: RootState, assessmentIds: readonly number[]): number | null => {
  const session = state.examineeEmails.session;
  return session && session.assessmentIds.join(',') === assessmentIds.join(',') ? session.sessionId : null;
};
