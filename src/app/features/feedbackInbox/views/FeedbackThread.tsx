import { FormattedMessage } from 'react-intl';
import type { FeedbackAnswer } from '../../../../contract/services/feedbackInbox';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { EMAIL_MESSAGES } from './feedbackLabels';

/** The answers sent so far, oldest first, each with the delivery of its e-mail. */
export function FeedbackThread({ answers }: { answers: readonly FeedbackAnswer[] }) {
  const format = useFormatters();
  return (
    <section className="panel" aria-labelledby="feedback-thread-heading">
      <h2 id="feedback-thread-heading">
        <FormattedMessage id="feedbackInbox.item.thread" />
      </h2>
      {answers.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="feedbackInbox.item.noAnswers" />
        </p>
      ) : (
        <ol className="thread">
          {answers.map((answer) => (
            <li key={answer.id}>
              <p className="thread__meta">
                <FormattedMessage id="feedbackInbox.item.answeredBy" values={{ name: answer.authorName, time: format.dateTime(answer.createdAt) }} />
              </p>
              <p className="thread__text">{answer.message}</p>
              <p className="thread__delivery">
                {answer.email === null ? (
                  <FormattedMessage id="feedbackInbox.email.none" />
                ) : (
                  <FormattedMessage id={EMAIL_MESSAGES[answer.email.state]} values={{ time: format.dateTime(answer.email.sentAt) }} />
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
