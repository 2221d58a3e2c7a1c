/** Help: my account settings (profile, password, preferences). */
import { helpLink } from '../helpPaths';
import type { HelpTopic } from '../helpTopic';
import { Needs } from '../helpText';

/** The "My account settings" page. */
export const MY_ACCOUNT: HelpTopic = {
  slug: 'my-account',
  title: 'My account settings',
  summary: 'Your name and contact details, your password, and the preferences the platform follows.',
  sections: [
    {
      id: 'profile',
      title: 'Profile',
      screens: [{ kind: 'legacy', page: 'myAccountSettings' }],
      body: () => (
        <>
          <Needs permission={null} />
          <p>
            Open it from the platform&apos;s user menu (&quot;My account settings&quot;) or from the home page. The page has three forms, each with
            its own Save button; a form with a mistake lists the mistakes at its top and marks each field.
          </p>
          <p>
            The profile holds your title, first, middle and last name, suffix, e-mail address and phone number. Your name is how reports and lists
            show you as examiner; password-reset messages go to the e-mail address.
          </p>
        </>
      ),
    },
    {
      id: 'password',
      title: 'Change the password',
      screens: [{ kind: 'legacy', page: 'myAccountSettings' }],
      body: (facts) => (
        <p>
          Type your current password and the new one twice. A new password has at least {facts.minPasswordLength} characters and must not be your
          user name. Changing it keeps you signed in here and signs you out everywhere else (other browsers and devices), in case someone else knew
          the old one.
        </p>
      ),
    },
    {
      id: 'preferences',
      title: 'Preferences',
      screens: [{ kind: 'legacy', page: 'myAccountSettings' }],
      body: () => (
        <dl>
          <dt>Language</dt>
          <dd>The language of the platform&apos;s screens and, unless you choose otherwise, of your reports.</dd>
          <dt>Date format and number format</dt>
          <dd>How dates (for example day before month) and numbers (the decimal mark and thousands separator) appear on screens and in reports.</dd>
          <dt>Time zone</dt>
          <dd>The time zone of the times the platform shows you, such as when a report was made or when a video session starts.</dd>
          <dt>Default examiner</dt>
          <dd>The examiner a new assessment starts with.</dd>
          <dt>Move to the next item after an answer is entered</dt>
          <dd>
            During <a href={helpLink('assessment', 'item-entry')}>item entry</a>, the cursor goes to the next item after each key.
          </dd>
          <dt>Show starting tips</dt>
          <dd>The &quot;Getting started&quot; tips on the examinee list.</dd>
          <dt>Warn before the session times out</dt>
          <dd>
            The warning described under <a href={helpLink('sessions')}>sessions and time-outs</a>.
          </dd>
        </dl>
      ),
    },
  ],
};
