/** Help: the sign-in page, lockout, password reset and signing out. */
import { helpLink } from '../helpPaths';
import type { HelpTopic } from '../helpTopic';

/** The "Signing in and out" page. */
export const SIGNING_IN: HelpTopic = {
  slug: 'signing-in',
  title: 'Signing in and out',
  summary: 'The sign-in page, what happens after failed attempts, resetting a forgotten password and signing out.',
  sections: [
    {
      id: 'sign-in',
      title: 'Sign in',
      screens: [{ kind: 'legacy', page: 'login' }],
      body: () => (
        <>
          <p>
            The sign-in page asks for your <strong>user name</strong> and <strong>password</strong>. User names are not case-sensitive. After
            signing in you go to the page you asked for, or into the platform. If you opened a page while signed out, the sign-in page brings you
            back to it.
          </p>
          <p>
            A wrong user name and a wrong password get the same message, so nobody can find out which user names exist. After you sign out, the
            page says that you are signed out.
          </p>
        </>
      ),
    },
    {
      id: 'locked',
      title: 'When sign-in is locked',
      screens: [{ kind: 'legacy', page: 'login' }],
      body: (facts) => (
        <p>
          After {facts.maxFailedSignIns} failed sign-ins in a row, your user is locked for {facts.lockoutMinutes} minutes. While it is locked, even
          the right password is refused and the page says how many minutes are left. A successful sign-in clears the count. Resetting your password
          (below) also ends a lock.
        </p>
      ),
    },
    {
      id: 'forgot-password',
      title: 'Forgotten password',
      screens: [{ kind: 'legacy', page: 'login' }],
      body: (facts) => (
        <>
          <p>
            Choose &quot;Forgot your password?&quot; on the sign-in page and type your user name or e-mail address. If they match a user, an e-mail
            with a link goes to that user&apos;s address. The page says the same thing whether or not a user matched.
          </p>
          <p>
            The link works for {facts.passwordResetMinutes} minutes, and only once. It opens a page where you type the new password twice. A new
            password has at least {facts.minPasswordLength} characters and must not be your user name. Setting it signs you out everywhere you were
            signed in; then sign in with the new password.
          </p>
        </>
      ),
    },
    {
      id: 'sign-out',
      title: 'Sign out',
      screens: [{ kind: 'legacy', page: 'logoutConfirmation' }],
      body: () => (
        <>
          <p>
            &quot;Sign out&quot; in the platform&apos;s user menu signs you out at once. On the account pages, &quot;Sign out&quot; (at the bottom
            of the home page) opens the page &quot;Sign out?&quot;: confirm with its button. Either way your session ends in every tab, in the
            platform as well as on the account pages, and you land on the sign-in page, which says that you are signed out.
          </p>
          <p>
            When the platform signs you out itself (see <a href={helpLink('sessions')}>sessions and time-outs</a>), it goes to the sign-in page
            without asking.
          </p>
        </>
      ),
    },
  ],
};
