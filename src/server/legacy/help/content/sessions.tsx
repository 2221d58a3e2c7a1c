/** Help: how long a session lasts, the time-out warning and signing out everywhere. */
import { helpLink } from '../helpPaths';
import type { HelpTopic } from '../helpTopic';
import { durationText } from '../helpFacts';

/** The "Sessions and time-outs" page. */
export const SESSIONS: HelpTopic = {
  slug: 'sessions',
  title: 'Sessions and time-outs',
  summary: 'How long you stay signed in, the warning before a time-out, and signing out in every tab.',
  sections: [
    {
      id: 'time-out',
      title: 'How long you stay signed in',
      screens: [],
      body: (facts) => (
        <>
          <p>
            To protect examinee data, your session ends after <strong>{durationText(facts.idleLimitSeconds)}</strong> without activity. Activity is
            what you do: pointing, typing, or coming back to the tab. Lists that refresh by themselves do not count. Whatever you do, a session ends{' '}
            <strong>{facts.absoluteHours} hours</strong> after you signed in.
          </p>
          <p>
            One session covers every tab of the platform and the account pages. When it ends, or you sign out in one tab, every tab goes to the
            sign-in page. Responses you have not saved may be lost then: save as you go.
          </p>
        </>
      ),
    },
    {
      id: 'warning',
      title: 'The warning before a time-out',
      screens: [],
      body: (facts) => (
        <p>
          {durationText(facts.warningLeadSeconds)} before the session would end for lack of activity, the platform shows the warning &quot;Your
          session is about to end&quot; with a countdown. Choose &quot;Stay signed in&quot; (it has the focus, so <kbd>Enter</kbd> is enough) and
          the session continues. The warning does not close with <kbd>Esc</kbd> or a click beside it, so that it is never dismissed by accident.
          You can turn it off with &quot;Warn before the session times out&quot; in <a href={helpLink('my-account', 'preferences')}>your
          preferences</a>; the session still ends on time.
        </p>
      ),
    },
  ],
};
