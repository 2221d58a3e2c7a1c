import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { streamRegistry } from '../../src/browser/media';
import { LiveVideoPanel, videoStatus } from '../../src/client/live/video/LiveVideoPanel';
import { initialLiveVideoState, type LiveVideoState } from '../../src/client/live/video/liveVideoSlice';
import { StreamProvider } from '../../src/client/live/video/StreamContext';
import { VIDEO_MESSAGES, videoLabels } from '../../src/client/live/video/videoMessages';
import { SUPPORTED_LOCALES } from '../../src/domain/locale';

const ON: LiveVideoState = {
  local: { status: 'on', audio: true, video: true, muted: false, cameraOff: false },
  remote: { streaming: true, media: { audio: true, video: true } },
  peer: 'connected',
};
const labels = videoLabels('en_us', 'examiner');

function renderPanel(video: LiveVideoState, streams = streamRegistry<MediaStream>()) {
  const callbacks = { onToggleMute: jest.fn(), onToggleCamera: jest.fn(), onRetry: jest.fn() };
  const view = render(
    <StreamProvider streams={streams}>
      <LiveVideoPanel video={video} labels={labels} {...callbacks} />
    </StreamProvider>,
  );
  return { ...callbacks, view, streams };
}

describe('LiveVideoPanel', () => {
  let play: jest.SpyInstance;
  beforeEach(() => {
    // jsdom does not play media: the browser's answer is faked per test.
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  });
  afterEach(() => play.mockRestore());

  it('plays the other side muted when the browser refuses sound without a click, and unmutes on the next click', async () => {
    play.mockRejectedValueOnce(new DOMException('No gesture yet', 'NotAllowedError'));
    const streams = streamRegistry<MediaStream>();
    renderPanel(ON, streams);
    const remoteVideo = screen.getByLabelText('Examinee’s video') as HTMLVideoElement;
    await act(async () => streams.set('remote', { id: 'remote' } as unknown as MediaStream));
    expect(remoteVideo.muted).toBe(true);
    expect(play).toHaveBeenCalledTimes(2);
    await userEvent.setup().click(screen.getByRole('status'));
    expect(remoteVideo.muted).toBe(false);
    expect(play).toHaveBeenCalledTimes(3);
  });

  it('shows the other side large and its own camera small, from the stream registry, and follows it', () => {
    const streams = streamRegistry<MediaStream>();
    const remote = { id: 'remote' } as unknown as MediaStream;
    streams.set('remote', remote);
    streams.set('local', { id: 'local' } as unknown as MediaStream);
    renderPanel(ON, streams);
    const region = screen.getByRole('region', { name: 'Video' });
    const remoteVideo = screen.getByLabelText('Examinee’s video') as HTMLVideoElement;
    const localVideo = screen.getByLabelText('Your camera') as HTMLVideoElement;
    expect(region).toContainElement(remoteVideo);
    expect(remoteVideo.srcObject).toBe(remote);
    expect(localVideo.muted).toBe(true);
    expect(remoteVideo).toHaveAttribute('playsinline');
    const fresh = { id: 'fresh' } as unknown as MediaStream;
    act(() => streams.set('remote', fresh));
    expect(remoteVideo.srcObject).toBe(fresh);
    act(() => streams.set('remote', null));
    expect(remoteVideo.srcObject).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Video connected');
  });

  it('mutes and turns the camera off through its callbacks, and says which is on', async () => {
    const user = userEvent.setup();
    const { onToggleMute, onToggleCamera, view } = renderPanel(ON);
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    await user.click(screen.getByRole('button', { name: 'Camera off' }));
    expect(onToggleMute).toHaveBeenCalledTimes(1);
    expect(onToggleCamera).toHaveBeenCalledTimes(1);
    view.rerender(
      <LiveVideoPanel video={{ ...ON, local: { ...ON.local, muted: true, cameraOff: true } }} labels={labels} onToggleMute={onToggleMute} onToggleCamera={onToggleCamera} onRetry={jest.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Camera on' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unmute' })).toHaveClass('button');
    view.rerender(<LiveVideoPanel video={ON} labels={labels} onToggleMute={onToggleMute} onToggleCamera={onToggleCamera} onRetry={jest.fn()} buttonClassName="osa-button" />);
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveClass('osa-button');
  });

  it('after a refused camera says what to do and offers Try again, without the device buttons', async () => {
    const user = userEvent.setup();
    const { onRetry } = renderPanel({ ...initialLiveVideoState, local: { ...initialLiveVideoState.local, status: 'refused' } });
    expect(screen.getByRole('status')).toHaveTextContent('Your browser did not allow the camera or microphone. Allow them in the address bar, then choose Try again.');
    expect(screen.queryByLabelText('Your camera')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mute' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('videoStatus', () => {
  const at = (change: Partial<LiveVideoState>) => videoStatus({ ...ON, ...change }, labels);
  it('names the most useful fact', () => {
    expect(at({ local: { ...ON.local, status: 'starting' } })).toBe('Starting your camera…');
    expect(at({ local: { ...ON.local, status: 'noDevice' } })).toBe(labels.noDevice);
    expect(at({ local: { ...ON.local, status: 'failed' } })).toBe(labels.failed);
    expect(at({ peer: 'failed' })).toBe('The video connection was lost. Reconnecting…');
    expect(at({ peer: 'new', remote: { streaming: false, media: null } })).toBe('Waiting for the examinee to join…');
    expect(at({ peer: 'connecting', remote: { streaming: false, media: null } })).toBe('Connecting video…');
    expect(at({ remote: { streaming: true, media: { audio: true, video: false } } })).toBe('Examinee’s camera is off');
    // A connected examinee without a camera sends no stream at all.
    expect(at({ remote: { streaming: false, media: { audio: false, video: false } } })).toBe('Examinee’s camera is off');
    expect(at({ remote: { streaming: true, media: { audio: false, video: true } } })).toBe('Examinee is muted');
    expect(at({})).toBe('Video connected');
  });
});

describe('video messages', () => {
  it('has every word in every locale, and each side names the other', () => {
    const keys = Object.keys(VIDEO_MESSAGES.en_us).sort();
    for (const locale of SUPPORTED_LOCALES) {
      const table = VIDEO_MESSAGES[locale];
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
      // The refusal names the Try again button by its label in that language.
      expect(table.refused).toContain(table.tryAgain);
      expect(table.noDevice).toContain(table.tryAgain);
    }
    expect(videoLabels('de_de', 'examinee').remoteVideo).toBe('Video des Testleiters');
    expect(videoLabels('de_de', 'examiner').remoteCameraOff).toBe('Die Kamera der Testperson ist aus');
  });
});
