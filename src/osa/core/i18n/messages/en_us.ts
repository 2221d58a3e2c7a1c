/**
 * The player's messages in US English: the source catalogue. Every other catalogue has exactly
 * these keys (test/osa/i18nCatalogues.test.ts). ICU syntax. Plain, calm words: the reader may be
 * a child, a parent or a teacher, on a phone, with no one to ask.
 */
export const EN_US = {
  'player.documentTitle': 'Questionnaire',
  'player.loading': 'Loading your questionnaire…',
  'player.from': 'From {examinerName}, {accountName}',

  'instructions.about': 'These questions are about {name}.',
  'instructions.period': 'Time period',
  'instructions.saving': 'Each answer is saved as soon as you give it. You can stop at any time and come back to this link later.',
  'instructions.until': 'You can answer until {date}.',
  'instructions.count': '{count, plural, one {# question} other {# questions}}',
  'instructions.start': 'Start',
  'instructions.continue': 'Continue',
  'instructions.previousSent': 'Thank you. Your answers to the previous questionnaire were sent. Here is the next one.',

  'items.progress': 'Question {number} of {total}',
  'items.progressRange': 'Questions {first} to {last} of {total}',
  'items.optional': 'You may leave this question blank.',
  'items.back': 'Back',
  'items.next': 'Next',
  'items.toReview': 'Check answers',

  'review.heading': 'Check your answers',
  'review.allAnswered': 'You have answered every question that needs an answer.',
  'review.unanswered': '{count, plural, one {# question still needs an answer:} other {# questions still need an answer:}}',
  'review.question': 'Question {number}:',
  'review.answersHeading': 'Your answers',
  'review.yourAnswer': 'Your answer:',
  'review.notAnswered': 'Not answered yet.',
  'review.leftBlank': 'Left blank (you may leave this one blank).',
  'review.change': 'Change',
  'review.changeQuestion': 'Change your answer to question {number}',
  'review.submitHint': 'When you submit, your answers are sent to {examinerName}. You cannot change them afterwards.',
  'review.waiting': 'Your last answers are still being saved. You can submit as soon as they are saved.',
  'review.answerFirst': 'Answer the questions above before you submit.',
  'review.submit': 'Submit',
  'review.submitting': 'Submitting…',

  'submit.network': 'Your answers could not be submitted because there is no connection. They are kept. Submit again when you are back online.',
  'submit.incomplete': 'Some questions still need an answer. Answer them, then submit again.',
  'submit.conflict': 'This questionnaire was changed somewhere else. Check your answers, then submit again.',
  'submit.other': 'Your answers could not be submitted just now. Wait a moment, then submit again.',

  'thanks.heading': 'Thank you',
  'thanks.text': 'Your answers were sent to {examinerName}. There is nothing more to do. You can close this page.',
  'thanks.classSession': 'Your answers were sent to your teacher. Now give this device to the next student.',
  'thanks.nextCode': 'Next student: enter a code',

  'status.saved': 'Saved',
  'status.saving': 'Saving…',
  'status.offline': 'You are offline. Your answers are kept and will be sent when you are back online.',

  'notSaved.changedElsewhere': 'Your answer to question {number} was not saved, because this questionnaire was changed somewhere else. Please check your answer to question {number}.',
  'notSaved.rejected': 'Your answer to question {number} was not saved. Please check your answer to question {number}.',
  'notSaved.check': 'Go to question {number}',
  'notSaved.dismiss': 'Close this message',

  'problem.linkInvalid.title': 'This link does not work',
  'problem.linkInvalid.text': 'Check that you opened the whole address from your message. If it still does not work, ask the person who sent it to you for a new link.',
  'problem.linkExpired.title': 'This link has expired',
  'problem.linkExpired.text': 'The time to answer with this link is over. If you still want to answer, ask the person who sent it to you for a new link.',
  'problem.linkRevoked.title': 'This link is no longer active',
  'problem.linkRevoked.text': 'The person who sent you this link has withdrawn it. Ask them if you need a new link.',
  'problem.linkCompleted.title': 'Your answers were already sent',
  'problem.linkCompleted.text': 'This questionnaire has been submitted. Thank you, there is nothing more to do. You can close this page.',
  'problem.linkNotYetOpen.title': 'This questionnaire is not open yet',
  'problem.linkNotYetOpen.text': 'You can start on {date}. Please come back then.',
  'problem.linkNotYetOpen.later': 'Please come back later, at the time given in your message.',
  'problem.rateLimited.title': 'Please wait a moment',
  'problem.rateLimited.text': 'There were many attempts to open this link in a short time. Wait a minute, then try again.',
  'problem.unreachable.title': 'You are offline',
  'problem.unreachable.text': 'Your questionnaire could not be loaded because there is no connection. It will load as soon as you are back online.',
  'problem.unexpected.title': 'Something went wrong',
  'problem.unexpected.text': 'Your questionnaire could not be loaded just now. Wait a moment, then try again.',
  'problem.tryAgain': 'Try again',
  'code.heading': 'Enter your code',
  'code.intro': 'Your teacher gave you a code on a card. Type it here to open your questionnaire.',
  'code.label': 'Your code',
  'code.start': 'Start',
  'code.checking': 'Checking your code…',
  'code.invalid': 'This code does not work. Check each letter and number on your card and type it again, or ask your teacher.',

  'live.documentTitle': 'Live session',
  'live.loading': 'Joining your session…',
  'live.scheduled': 'Your session with {examinerName} at {time}',
  'live.waiting': 'Waiting for {examinerName} to start',
  'live.pleaseWait': '{examinerName} will show the next page in a moment.',
  'live.ended': 'The session has ended. You can close this page.',
  'live.connecting': 'Connecting…',
  'live.reconnecting': 'The connection was lost. Reconnecting…',
  'live.closed': 'This page is no longer connected to the session. Open the link again.',
  'live.examinerConnected': '{examinerName} is connected',
  'live.examinerAway': '{examinerName} is not connected right now',
  'live.videoLink': 'Open the video call',
  'live.itemOf': 'Question {number} of {count}',
  'live.pageOf': 'Page {number} of {count}',
  'live.answers': 'Answers',
  'live.chosen': 'Your answer',
  'live.refused.notShown': 'This question is no longer on the screen, so the answer was not saved.',
  'live.refused.notAllowed': 'This questionnaire is finished; its answers cannot change.',
  'live.refused.other': 'Your answer was not saved. Please try again, or tell {examinerName}.',
} as const;

/** A message id of the player. */
export type OsaMessageId = keyof typeof EN_US;

/** A catalogue: a text for every id. */
export type OsaCatalogue = Readonly<Record<OsaMessageId, string>>;
