/**
 * The built-in video of a live session as plain Redux state (issue #20): who sends what, the peer
 * connection's state, a refused device. The streams themselves live in the media I/O
 * (src/browser/media.ts); views find them by the ids {@link LOCAL_STREAM} and {@link REMOTE_STREAM}.
 * Shared by the platform SPA and the examinee player: each mounts the reducer under `liveVideo`.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CaptureFailure, PeerState } from '../../../browser/media';

/** Registry id of this screen's own camera stream. */
export const LOCAL_STREAM = 'local';
/** Registry id of the other side's stream. */
export const REMOTE_STREAM = 'remote';

/** This screen's camera and microphone. */
export interface LocalVideo {
  /** `starting` until the browser answers; `on` when captured; otherwise why it could not be. */
  status: 'idle' | 'starting' | 'on' | CaptureFailure;
  /** Which kinds of track were captured. */
  audio: boolean;
  video: boolean;
  muted: boolean;
  cameraOff: boolean;
}

/** The other side as far as this screen knows. */
export interface RemoteVideo {
  /** A stream of the other side is in the registry. */
  streaming: boolean;
  /** What the other side said it sends (its `media` signal); null until it said. */
  media: { audio: boolean; video: boolean } | null;
}

/** The slice. */
export interface LiveVideoState {
  local: LocalVideo;
  remote: RemoteVideo;
  peer: PeerState;
}

export const initialLiveVideoState: LiveVideoState = {
  local: { status: 'idle', audio: false, video: false, muted: false, cameraOff: false },
  remote: { streaming: false, media: null },
  peer: 'new',
};

const liveVideoSlice = createSlice({
  name: 'liveVideo',
  initialState: initialLiveVideoState,
  reducers: {
    /** The camera and microphone are being asked for (the first time, or Try again). */
    starting(state) {
      state.local.status = 'starting';
    },
    started(state, action: PayloadAction<{ audio: boolean; video: boolean }>) {
      state.local = { ...state.local, status: 'on', ...action.payload };
    },
    deviceRefused(state, action: PayloadAction<{ failure: CaptureFailure }>) {
      state.local = { ...initialLiveVideoState.local, status: action.payload.failure };
    },
    remoteStreamStarted(state) {
      state.remote.streaming = true;
    },
    remoteStreamEnded(state) {
      state.remote.streaming = false;
    },
    peerStateChanged(state, action: PayloadAction<PeerState>) {
      state.peer = action.payload;
    },
    /** The user pressed Mute or Unmute. */
    muteToggled(state) {
      state.local.muted = !state.local.muted;
    },
    /** The user pressed Camera off or Camera on. */
    cameraToggled(state) {
      state.local.cameraOff = !state.local.cameraOff;
    },
    /** The user pressed Try again after a refused camera. */
    retryRequested() {},
    remoteMediaChanged(state, action: PayloadAction<{ audio: boolean; video: boolean }>) {
      state.remote.media = action.payload;
    },
    /** The video ended (the screen was left): back to the start. */
    stopped() {
      return initialLiveVideoState;
    },
  },
});

export const {
  starting,
  started,
  deviceRefused,
  remoteStreamStarted,
  remoteStreamEnded,
  peerStateChanged,
  muteToggled,
  cameraToggled,
  retryRequested,
  remoteMediaChanged,
  stopped,
} = liveVideoSlice.actions;

export const liveVideoReducer = liveVideoSlice.reducer;
