/** Help: the feedback form. */
import { PERMISSIONS } from '../../../../domain/permissions';
import type { HelpTopic } from '../helpTopic';
import { Needs } from '../helpText';

/** The "Feedback" page. */
export const FEEDBACK: HelpTopic = {
  slug: 'feedback',
  title: 'Feedback',
  summary: 'Tell the Q-global team about a problem, a suggestion, a question or something you like.',
  sections: [
    {
      id: 'feedback',
      title: 'Sending feedback',
      screens: [{ kind: 'legacy', page: 'feedback' }],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEEDBACK_SUBMIT} />
          <p>
            Choose what your feedback is about (a problem, a suggestion, a question or praise), and under &quot;Which screen is it about?&quot;
            the screen, if any; a &quot;Feedback&quot; link that names a screen fills it in. Write your message under &quot;Your feedback&quot;
            (the form states how long it may be). You may rate the platform from 1 to 5 and tick &quot;You may contact me about this&quot; if you
            would like an answer. &quot;Send the feedback&quot; sends it and shows a thank-you message; if something is missing, the form lists
            what to correct.
          </p>
          <p>
            Feedback goes to the Q-global team with your name, your account and your browser&apos;s description. Do not put an examinee&apos;s
            name or other personal details in it.
          </p>
        </>
      ),
    },
  ],
};
