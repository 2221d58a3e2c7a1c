/** Selectors of the live page. */
import { isConnected } from '../../../domain/live/liveState';
import type { PlayerRootState } from '../../rootReducer';
import type { LiveSliceState } from './liveSlice';

/** The whole live slice. */
export const selectLive = (state: PlayerRootState): LiveSliceState => state.live;

/** Whether the examiner has a screen connected now (unknown before the first welcome: false). */
export const selectExaminerConnected = (state: PlayerRootState): boolean => (state.live.session ? isConnected(state.live.session, 'examiner') : false);

/** The video link to show: the session's own service's address when its video is external. */
export const selectExternalVideoUrl = (state: PlayerRootState): string | null => {
  const video = state.live.session?.video ?? state.live.join?.video ?? null;
  return video && video.mode === 'external' ? video.url : null;
};

/** The built-in video of the live page (issue #20; src/client/live/video). */
export const selectLiveVideo = (state: PlayerRootState) => state.liveVideo;
