/** Help: giving an assessment remotely (e-mail, link, this device, video session). */
import { PERMISSIONS } from '../../../../domain/permissions';
import { helpLink } from '../helpPaths';
import type { HelpTopic } from '../helpTopic';
import { Needs } from '../helpText';

/** The "Remote administration" page. */
export const REMOTE_ADMINISTRATION: HelpTopic = {
  slug: 'remote-administration',
  title: 'Remote administration',
  summary: 'Letting the examinee, a parent or a teacher answer a questionnaire on their own device, by e-mail, link or video session.',
  sections: [
    {
      id: 'ways',
      title: 'Ways to give an assessment',
      screens: [{ kind: 'spa', pattern: '/assessments/:assessmentId' }],
      body: (facts) => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            The &quot;Remote administration&quot; part of an assessment page sends the questionnaire to whoever answers it: the examinee, a parent
            or a teacher. They need no account. Choose who answers and the language of the questionnaire, then one of:
          </p>
          <dl>
            <dt>Send by e-mail</dt>
            <dd>
              Type the address and the recipient&apos;s name; the preview shows the message from your account&apos;s template. The link is valid for
              {` ${facts.linkValidityDays.default} `}days unless you choose between 1 and {facts.linkValidityDays.max}.
            </dd>
            <dt>Create link</dt>
            <dd>The address is shown once, to copy into your own message. Copy it at once: it is not shown again.</dd>
            <dt>Administer on this device</dt>
            <dd>The questionnaire opens in a new tab for the examinee to answer in front of you; its link works for one day.</dd>
            <dt>Invite to a video session</dt>
            <dd>
              Choose the appointment&apos;s date and time (in your time zone). The link in the invitation opens {facts.videoSessionHours.before}{' '}
              {facts.videoSessionHours.before === 1 ? 'hour' : 'hours'} before the appointment and works for {facts.videoSessionHours.after} hours
              after it.
            </dd>
          </dl>
        </>
      ),
    },
    {
      id: 'links',
      title: 'Following a link',
      screens: [{ kind: 'spa', pattern: '/assessments/:assessmentId' }],
      body: () => (
        <p>
          The <strong>Links</strong> table shows each link: when and by whom it was made, its state (sent, opened, in progress, completed, expired
          or revoked), who answers, the language, when it expires and where it was e-mailed. It updates by itself. &quot;Revoke&quot; stops a link
          at once; &quot;Resend&quot; gives it a new address (by e-mail or to copy) and the old one stops working. Answers already given stay with
          the assessment either way. When the respondent submits, the assessment is scored and the page shows it without a reload.
        </p>
      ),
    },
    {
      id: 'several-forms',
      title: 'Several forms in one link',
      screens: [{ kind: 'spa', pattern: '/examinees/:examineeRecordId' }],
      body: () => (
        <p>
          On an examinee&apos;s page, &quot;Send several forms together&quot; sends one link for two or more of their open assessments (up to 20),
          answered one after the other in the order you choose. The e-mail address is needed only to send it by e-mail.
        </p>
      ),
    },
    {
      id: 'email-delivery',
      title: 'E-mail delivery',
      screens: [{ kind: 'spa', pattern: '/examinees/:examineeRecordId' }],
      body: () => (
        <p>
          E-mails are queued and sent in the background. If the mail server does not accept one, it is tried again with a growing delay; the
          examinee&apos;s e-mail list says &quot;Retrying&quot; with the reason, and &quot;Failed&quot; once every retry failed (you also get a{' '}
          <a href={helpLink('notifications')}>notification</a>). Subjects name only the sender, never the examinee or the form.
        </p>
      ),
    },
    {
      id: 'live-sessions',
      title: 'Live sessions',
      screens: [{ kind: 'spa', pattern: '/tsl' }],
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            &quot;Live sessions&quot; in the menu lists the sessions you hold live with an examinee who is somewhere else: upcoming ones (soonest
            first), past ones or all, filtered by status, examiner, form, dates or a search. Each row shows when (in your time zone), the
            examinee, the forms, the video, the status and who is connected now.
          </p>
          <p>
            &quot;Plan a session&quot; asks for the examinee, the forms they may take, the date and time, the length, the language and the video:
            built in, your own video service with its https address, or none. An examinee&apos;s page has &quot;Plan a live session&quot; for
            the same form with the examinee chosen. After planning, invite the examinee or a parent: copy a link (its address is shown once) or
            send the invitation by e-mail. &quot;Start&quot; begins the session and opens its live screen; &quot;Cancel&quot; cancels a session
            that has not begun, and its links stop working.
          </p>
        </>
      ),
    },
    {
      id: 'live-screen',
      title: 'The live screen',
      screens: [{ kind: 'spa', pattern: '/tsl/sessions/:sessionId' }],
      body: () => (
        <>
          <p>
            The live screen shows the connection (it reconnects by itself when the network drops), who is connected and what the examinee sees
            now. Show each step in order with &quot;Previous&quot; and &quot;Next&quot;, or any step of the list: each form&apos;s instructions,
            its questions (with the examinee&apos;s answer; you can enter an answer said aloud) and its reading passages, and the pages of the
            stimulus books in the session&apos;s language. What would be refused is greyed out, and a refusal is explained. &quot;End
            session&quot; closes it on both screens.
          </p>
          <p>
            For a reading passage, &quot;Start timer&quot; runs the one-minute probe. Select each word read in error, and with &quot;Last word
            read&quot; the word the child reached. The timer stops by itself at the minute, or with &quot;Stop early&quot; (the score is then
            prorated). The result shows the words correct per minute, the accuracy, the words read and the errors; &quot;Record score&quot; saves
            it as the assessment&apos;s score of record.
          </p>
        </>
      ),
    },
  ],
};
