/**
 * The browser's activity source and tab locks, in jsdom: what counts as activity, the throttle,
 * unsubscribing, and the lock fallback where the browser has no Web Locks.
 */
import { ACTIVITY_THROTTLE_MS, browserActivity } from '../../src/app/io/browserActivity';
import { browserTabLocks } from '../../src/app/io/browserTabs';

describe('browser activity', () => {
  let now = 1_000_000;
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  const setVisibility = (state: DocumentVisibilityState) =>
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });

  it('reports pointer presses, keys and the tab becoming visible, at most once a second', () => {
    const listener = jest.fn();
    const unsubscribe = browserActivity(window).subscribe(listener);
    window.dispatchEvent(new Event('pointerdown'));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(listener).toHaveBeenCalledTimes(1);
    now += ACTIVITY_THROTTLE_MS;
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(listener).toHaveBeenCalledTimes(2);
    now += ACTIVITY_THROTTLE_MS;
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledTimes(2);
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    now += ACTIVITY_THROTTLE_MS;
    window.dispatchEvent(new Event('pointerdown'));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('is not fooled by a component that stops propagation (capture phase)', () => {
    const listener = jest.fn();
    const unsubscribe = browserActivity(window).subscribe(listener);
    const button = document.createElement('button');
    button.addEventListener('keydown', (event) => event.stopPropagation());
    document.body.append(button);
    button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    button.remove();
  });
});

describe('tab locks', () => {
  it('are granted at once where the browser has no Web Locks', async () => {
    const release = await browserTabLocks().acquire('qg.tokenRefresh');
    expect(typeof release).toBe('function');
    expect(() => release()).not.toThrow();
  });
});
