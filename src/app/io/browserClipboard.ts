/** The browser's clipboard, behind the AppIo interface. */
import type { SystemClipboard } from './appIo';

/** The Clipboard API of `nav`; a browser without one refuses every write. */
export function browserClipboard(nav: Navigator = navigator): SystemClipboard {
  return {
    async writeText(text) {
      // Absent on insecure pages and in older browsers, although the DOM types say it is always there.
      const clipboard = nav.clipboard as Clipboard | undefined;
      if (!clipboard) throw new Error('This browser has no clipboard access here.');
      await clipboard.writeText(text);
    },
  };
}
