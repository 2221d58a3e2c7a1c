/**
 * The user's activity in this tab, from the browser's own input events. Listeners sit in the
 * capture phase so a component that stops propagation cannot hide a click or a key.
 */
import type { ActivitySource } from './appIo';

/** Input that means someone is at the keyboard or the pointer (a wheel scroll: someone reading a long page). */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel'] as const;

/** Reports at most this often: a burst of key presses is one piece of activity. */
export const ACTIVITY_THROTTLE_MS = 1_000;

/** Activity of the browser window: input events, and the tab becoming visible again. */
export function browserActivity(win: Window = window): ActivitySource {
  return {
    subscribe(listener) {
      let lastReport = Number.NEGATIVE_INFINITY;
      const report = () => {
        const now = Date.now();
        if (now - lastReport < ACTIVITY_THROTTLE_MS) return;
        lastReport = now;
        listener();
      };
      const onVisibility = () => {
        if (win.document.visibilityState === 'visible') report();
      };
      const options = { capture: true, passive: true } as const;
      for (const type of INPUT_EVENTS) win.addEventListener(type, report, options);
      win.document.addEventListener('visibilitychange', onVisibility);
      return () => {
        for (const type of INPUT_EVENTS) win.removeEventListener(type, report, options);
        win.document.removeEventListener('visibilitychange', onVisibility);
      };
    },
  };
}
