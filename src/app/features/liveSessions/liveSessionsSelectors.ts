/** Selectors of the live sessions feature (issue #20). */
import { createSelector } from 'reselect';
import { orfProbeResult, type OrfProbeResult } from '../../../domain/live/orfProbe';
import { isConnected } from '../../../domain/live/liveState';
import type { RootState } from '../../rootReducer';
import { liveFacts, sessionSteps } from './liveSteps';

/** The dashboard's slice. */
export const selectLiveDashboard = (state: RootState) => state.liveDashboard;
/** The dashboard's current filter. */
export const selectDashboardFilter = (state: RootState) => state.liveDashboard.filter;
/** The plan form and the invitation. */
export const selectLivePlan = (state: RootState) => state.livePlan;
/** The live screen's slice. */
export const selectLiveScreen = (state: RootState) => state.liveScreen;

/** The session's steps in order. */
export const selectLiveSteps = createSelector([(state: RootState) => state.liveScreen.plans], (plans) => sessionSteps(plans));

/** The facts `decideLiveCommand` needs, from the session's assessments and books. */
export const selectLiveFacts = createSelector([(state: RootState) => state.liveScreen.plans, (state: RootState) => state.liveScreen.books], (plans, books) => liveFacts(plans, books));

/** Who is connected now: the examiner's side and the examinee's. */
export const selectPresence = createSelector([(state: RootState) => state.liveScreen.live], (live) => ({
  examiner: live ? isConnected(live, 'examiner') : false,
  examinee: live ? isConnected(live, 'examinee') : false,
}));

/** The reading probe of the passage shown, with its word count, its marks and its result once the timer stopped. */
export const selectShownProbe = createSelector([(state: RootState) => state.liveScreen.live, (state: RootState) => state.liveScreen.plans], (live, plans) => {
  const step = live?.step;
  if (!live || step?.kind !== 'passage') return null;
  const plan = plans.find((candidate) => candidate.assessmentId === step.assessmentId);
  const passage = plan?.passages.find((candidate) => candidate.id === step.passageId);
  if (!passage) return null;
  const probe = live.orf[String(step.assessmentId)];
  const current = probe && probe.passageId === step.passageId ? probe : null;
  let result: OrfProbeResult | null = null;
  if (current && current.elapsedSeconds !== null) result = orfProbeResult(passage.wordCount, current, current.elapsedSeconds);
  return { assessmentId: step.assessmentId, passage, probe: current, result, administrationMissing: plan?.administrationMissing ?? [], minimumSeconds: plan?.minimumSeconds ?? null };
});

/** The built-in video of the live screen (issue #20; src/client/live/video). */
export const selectLiveVideo = (state: RootState) => state.liveVideo;
