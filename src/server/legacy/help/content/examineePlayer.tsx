/** Help: the questionnaire the respondent answers (the examinee player). */
import type { HelpTopic } from '../helpTopic';

/** The "The questionnaire (for respondents)" page. */
export const EXAMINEE_PLAYER: HelpTopic = {
  slug: 'questionnaire',
  title: 'The questionnaire, as the respondent sees it',
  summary: 'What the examinee, parent or teacher sees when they open a link, so you can explain it to them.',
  sections: [
    {
      id: 'answering',
      title: 'Answering',
      screens: [{ kind: 'player' }],
      body: () => (
        <>
          <p>
            The link opens the questionnaire in the browser, on a phone, tablet or computer, without an account. The first screen says who sent it,
            whom the questions are about, the time period they refer to, how many questions there are and until when the link works.
            &quot;Start&quot; (or &quot;Continue&quot; when coming back) goes to the questions.
          </p>
          <p>
            The questions come one at a time (or a page at a time for some forms), with &quot;Question 3 of 9&quot; above. &quot;Back&quot; and
            &quot;Next&quot; move between them. Each answer is saved as soon as it is given: the respondent can stop and come back to the same link
            later, and starts again at the first unanswered question. Without a connection, answers are kept on the device and sent when it
            returns.
          </p>
          <p>
            &quot;Check answers&quot; lists questions still needing an answer. &quot;Submit&quot; sends the answers to the examiner; after that
            they cannot be changed, and a thank-you page says there is nothing more to do. If several forms were sent together, the next one starts
            after each submission.
          </p>
        </>
      ),
    },
    {
      id: 'problems',
      title: 'When the link does not work',
      screens: [{ kind: 'player' }],
      body: () => (
        <p>
          The page says why in plain words: the address is incomplete or wrong, the link has expired, it was withdrawn by the sender, the answers
          were already sent, or (for a video session) it is not open yet. The respondent then asks the sender for a new link; you make one with
          &quot;Resend&quot;. If an answer could not be saved because the questionnaire was changed elsewhere, the page names the question to check.
        </p>
      ),
    },
  ],
};
