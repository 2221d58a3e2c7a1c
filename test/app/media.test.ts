import { captureFailure, streamRegistry } from '../../src/browser/media';

describe('media I/O', () => {
  it('names why the camera could not start', () => {
    expect(captureFailure(new DOMException('denied', 'NotAllowedError'))).toBe('refused');
    expect(captureFailure(new DOMException('none', 'NotFoundError'))).toBe('noDevice');
    expect(captureFailure(new DOMException('busy', 'NotReadableError'))).toBe('failed');
    expect(captureFailure('odd')).toBe('failed');
  });

  it('keeps streams by id and tells the views of each change', () => {
    const streams = streamRegistry<string>();
    const seen: (string | null)[] = [];
    const unsubscribe = streams.subscribe('remote', (stream) => seen.push(stream));
    streams.set('local', 'camera');
    streams.set('remote', 'a');
    streams.set('remote', null);
    unsubscribe();
    streams.set('remote', 'b');
    expect(seen).toEqual(['a', null]);
    expect(streams.get('remote')).toBe('b');
    expect(streams.get('local')).toBe('camera');
    expect(streams.get('none')).toBeNull();
  });
});
