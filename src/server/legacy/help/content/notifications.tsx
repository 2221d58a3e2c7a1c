/** Help: the notifications list. */
import type { HelpTopic } from '../helpTopic';
import { Needs } from '../helpText';

/** The "Notifications" page. */
export const NOTIFICATIONS: HelpTopic = {
  slug: 'notifications',
  title: 'Notifications',
  summary: 'What the platform tells you without your having to look, and how to mark it read.',
  sections: [
    {
      id: 'notifications',
      title: 'The notifications list',
      screens: [{ kind: 'legacy', page: 'notifications' }],
      body: () => (
        <>
          <Needs permission={null} />
          <p>You get a notification when:</p>
          <ul>
            <li>someone you sent a link to submits their answers;</li>
            <li>an e-mail you sent to an examinee could not be delivered, after every retry;</li>
            <li>a batch of reports you asked for has finished;</li>
            <li>an administrator asked for your account to be deleted (administrators only);</li>
            <li>your password was changed or reset, so that you notice if it was not you.</li>
          </ul>
          <p>
            The page says how many notifications you have not read yet. The list shows the newest first, with the date and time in your own
            format and time zone. Unread notifications are marked &quot;Unread&quot; in words, not only by colour. &quot;Show unread only&quot;
            and &quot;Show all notifications&quot; switch between the two lists. &quot;Open&quot; (on a notification about something you can act
            on) marks it read and takes you to that screen; &quot;Mark as read&quot; and &quot;Mark all as read&quot; only mark them. Long lists
            have pages.
          </p>
        </>
      ),
    },
  ],
};
