import type { History } from 'history';
import type { LeaveGuard } from './appIo';

/**
 * The leave guard over a `history` object: `history.block` holds in-app navigation and Back
 * (history v5 also asks before the browser unloads the page while anything blocks).
 */
export function historyLeaveGuard(history: History): LeaveGuard {
  return {
    hold(onAttempt) {
      let unblock: (() => void) | null = history.block((transition) => {
        onAttempt({
          to: transition.location.pathname + transition.location.search,
          proceed: () => {
            unblock?.();
            unblock = null;
            transition.retry();
          },
        });
      });
      return () => {
        unblock?.();
        unblock = null;
      };
    },
  };
}
