/** Help: the home page of the account pages. */
import type { HelpTopic } from '../helpTopic';
import { Needs } from '../helpText';

/** The "Home page" page. */
export const HOME: HelpTopic = {
  slug: 'home',
  title: 'Home page',
  summary: 'The page that lists what you may do, with links into the platform and to the account pages.',
  sections: [
    {
      id: 'home',
      title: 'What the home page shows',
      screens: [{ kind: 'legacy', page: 'home' }],
      body: () => (
        <>
          <Needs permission={null} />
          <p>
            The home page greets you by name and lists two groups of links: the screens of the assessment platform you may use (for example
            Examinees, New examinee, Assessments, and for account administrators Deleted assessments, Licenses and E-mail templates), and the
            account pages (My account settings, Manage accounts for administrators, Resource library, Notifications, Feedback and Help). A screen
            your role may not use is left out. &quot;Sign out&quot; is at the bottom.
          </p>
          <p>The platform&apos;s header has a &quot;Home&quot; link back to this page.</p>
        </>
      ),
    },
  ],
};
