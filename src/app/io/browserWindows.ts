/** New tabs of the browser, behind the AppIo interface. */
import type { BrowserWindows } from './appIo';

/** Opens tabs from `win`. */
export function browserWindows(win: Window = window): BrowserWindows {
  return {
    open(url) {
      // Not 'noopener' in the features: with it window.open answers null even on success, hiding a block.
      const tab = win.open(url, '_blank');
      if (!tab) return false;
      tab.opener = null;
      return true;
    },
  };
}
