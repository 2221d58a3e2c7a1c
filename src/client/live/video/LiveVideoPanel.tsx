/**
 * The built-in video of a live session (issue #20): the other side's video large, this screen's
 * camera small, the buttons Mute/Unmute, Camera off/on and Try again (after a refused camera), and
 * a status line. Plain props in, callbacks out: the SPA and the examinee player each pass their
 * slice's state, their locale's labels (videoMessages.ts) and callbacks that dispatch the slice's
 * actions. The streams come from the {@link StreamProvider} by id.
 */
import { useEffect, useRef } from 'react';
import { Button } from 'react-aria-components';
import { LOCAL_STREAM, type LiveVideoState, REMOTE_STREAM } from './liveVideoSlice';
import { useStream } from './StreamContext';
import type { VideoLabels } from './videoMessages';

/** The panel's props. */
export interface LiveVideoPanelProps {
  video: LiveVideoState;
  labels: VideoLabels;
  onToggleMute: () => void;
  onToggleCamera: () => void;
  onRetry: () => void;
  /** The buttons' class in the app's stylesheet: the SPA's `button` (the default), the player's `osa-button osa-button-secondary`. */
  buttonClassName?: string;
}

/**
 * Plays the other side with its sound. A browser may refuse sound without a click first (a page
 * that captures no camera, e.g. after a refusal): then the picture plays muted at once and the
 * sound comes on with the user's next click or key. Answers the function that stops waiting.
 */
function playWithSound(element: HTMLVideoElement): () => void {
  const play = (): Promise<void> | undefined => (typeof element.play === 'function' ? element.play() : undefined);
  let stop = () => {};
  const started = play();
  started?.catch(() => {
    element.muted = true;
    void play()?.catch(() => undefined);
    const unmute = () => {
      stop();
      element.muted = false;
      void play()?.catch(() => undefined);
    };
    document.addEventListener('pointerdown', unmute, true);
    document.addEventListener('keydown', unmute, true);
    stop = () => {
      document.removeEventListener('pointerdown', unmute, true);
      document.removeEventListener('keydown', unmute, true);
    };
  });
  return () => stop();
}

/** A `<video>` showing the registry's stream `streamId`. */
function StreamVideo({ streamId, label, className, muted }: { streamId: string; label: string; className: string; muted: boolean }) {
  const stream = useStream(streamId);
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || element.srcObject === stream) return;
    element.srcObject = stream;
    if (stream && !muted) return playWithSound(element);
  }, [stream, muted]);
  // Our own preview is always muted (no echo of our own voice); the other side's sound plays.
  return <video ref={ref} className={className} aria-label={label} autoPlay playsInline muted={muted} data-stream={streamId} />;
}

/** The status line: the most useful fact first (our own device problem, then the connection, then the other side's devices). */
export function videoStatus(video: LiveVideoState, labels: VideoLabels): string {
  const { local, remote, peer } = video;
  if (local.status === 'refused' || local.status === 'noDevice' || local.status === 'failed') return labels[local.status];
  if (local.status === 'starting') return labels.starting;
  if (peer === 'failed' || peer === 'disconnected') return labels.reconnecting;
  // A connected side without a camera (refused, or turned off) sends no picture: say why.
  if (remote.media && !remote.media.video && (peer === 'connected' || remote.streaming)) return labels.remoteCameraOff;
  if (!remote.streaming) return peer === 'connecting' ? labels.connecting : labels.waiting;
  if (remote.media && !remote.media.audio) return labels.remoteMuted;
  return peer === 'connected' ? labels.connected : labels.connecting;
}

/** The panel. */
export function LiveVideoPanel({ video, labels, onToggleMute, onToggleCamera, onRetry, buttonClassName = 'button' }: LiveVideoPanelProps) {
  const { local } = video;
  const refused = local.status === 'refused' || local.status === 'noDevice' || local.status === 'failed';
  return (
    <section className="live-video" aria-label={labels.region}>
      <div className="live-video-stage">
        <StreamVideo streamId={REMOTE_STREAM} label={labels.remoteVideo} className="live-video-remote" muted={false} />
        {local.status === 'on' ? <StreamVideo streamId={LOCAL_STREAM} label={labels.localVideo} className="live-video-local" muted /> : null}
      </div>
      <p className="live-video-status" role="status">
        {videoStatus(video, labels)}
      </p>
      <div className="live-video-controls">
        {local.status === 'on' && local.audio ? (
          <Button className={buttonClassName} onPress={onToggleMute} aria-pressed={local.muted}>
            {local.muted ? labels.unmute : labels.mute}
          </Button>
        ) : null}
        {local.status === 'on' && local.video ? (
          <Button className={buttonClassName} onPress={onToggleCamera} aria-pressed={local.cameraOff}>
            {local.cameraOff ? labels.cameraOn : labels.cameraOff}
          </Button>
        ) : null}
        {refused ? (
          <Button className={buttonClassName} onPress={onRetry}>
            {labels.tryAgain}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
