import { browserClipboard } from '../../src/app/io/browserClipboard';
import { browserWindows } from '../../src/app/io/browserWindows';

/** A window whose `open` answers `tab` (null: a pop-up blocker refused it) and records its calls. */
function windowOpening(tab: { opener: unknown } | null) {
  const calls: unknown[][] = [];
  const win = {
    open: (...args: unknown[]) => {
      calls.push(args);
      return tab;
    },
  } as unknown as Window;
  return { win, calls };
}

describe('browserWindows', () => {
  it('opens a new tab cut off from this page', () => {
    const tab = { opener: 'this page' as unknown };
    const { win, calls } = windowOpening(tab);
    expect(browserWindows(win).open('http://localhost/osa#t')).toBe(true);
    expect(calls).toEqual([['http://localhost/osa#t', '_blank']]);
    expect(tab.opener).toBeNull();
  });

  it('answers false when the browser blocks the tab', () => {
    expect(browserWindows(windowOpening(null).win).open('http://localhost/osa#t')).toBe(false);
  });
});

describe('browserClipboard', () => {
  it('writes through the Clipboard API', async () => {
    const written: string[] = [];
    const nav = { clipboard: { writeText: async (text: string) => void written.push(text) } } as unknown as Navigator;
    await browserClipboard(nav).writeText('http://localhost/osa#t');
    expect(written).toEqual(['http://localhost/osa#t']);
  });

  it('rejects where the browser refuses or has no Clipboard API', async () => {
    const refusing = { clipboard: { writeText: () => Promise.reject(new Error('NotAllowedError')) } } as unknown as Navigator;
    await expect(browserClipboard(refusing).writeText('x')).rejects.toThrow('NotAllowedError');
    await expect(browserClipboard({} as Navigator).writeText('x')).rejects.toThrow();
  });
});
