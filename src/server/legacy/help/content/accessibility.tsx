/** Help: keyboard use and accessibility notes. */
import { helpLink } from '../helpPaths';
import type { HelpTopic } from '../helpTopic';
import { Key } from '../helpText';

/** The "Accessibility and the keyboard" page. */
export const ACCESSIBILITY: HelpTopic = {
  slug: 'accessibility',
  title: 'Accessibility and the keyboard',
  summary: 'Using Q-global with the keyboard alone, with a screen reader, zoomed in or without JavaScript.',
  sections: [
    {
      id: 'keyboard',
      title: 'Keyboard',
      screens: [],
      body: () => (
        <>
          <ul>
            <li>
              Every screen of the platform starts with a &quot;Skip to main content&quot; link, and every help page with &quot;Skip to the help
              text&quot;: press <Key>Tab</Key> once and <Key>Enter</Key> to jump past the header and the lists of links.
            </li>
            <li>
              <Key>Tab</Key> and <Key>Shift</Key>+<Key>Tab</Key> move between links, fields and buttons; the one in focus has a clear outline.{' '}
              <Key>Enter</Key> follows a link or presses a button, <Key>Space</Key> ticks a box.
            </li>
            <li>
              Dialogs (such as &quot;Delete …?&quot;) keep the focus inside until you answer them; <Key>Esc</Key> closes them without doing
              anything (except the session time-out warning, which waits for &quot;Stay signed in&quot;).
            </li>
            <li>
              Item entry is made for the keyboard: one key per response, arrows between items. See{' '}
              <a href={helpLink('assessment', 'item-entry')}>item entry</a>.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'screen-readers',
      title: 'Screen readers, zoom and colour',
      screens: [],
      body: () => (
        <ul>
          <li>Each page has one main heading and headings in order; tables have captions and column headings.</li>
          <li>Form mistakes are listed at the top of the form with links to the fields, and each field says what is wrong with it.</li>
          <li>Progress (saving, a batch of reports) and new messages are announced without moving the focus.</li>
          <li>States are written in words, never shown by colour alone; text and controls meet the WCAG AA contrast ratio.</li>
          <li>Pages reflow on a narrow phone screen and when zoomed in.</li>
        </ul>
      ),
    },
    {
      id: 'without-javascript',
      title: 'Without JavaScript',
      screens: [],
      body: () => (
        <p>
          The account pages (sign-in, home, my account settings, manage accounts, resource library, notifications, feedback and this help) work
          with JavaScript turned off. The assessment platform and the questionnaire need it.
        </p>
      ),
    },
  ],
};
