/**
 * In-platform notifications (the legacy "notifications list", spec §2): what a user is told
 * about without having to look, each of one kind. Which kinds exist, and their wording, is ours.
 *
 * A notification's text is written once, when it is stored, from the facts of its event: the
 * list shows what happened then, even after the things it names changed. The facts name no
 * examinee (no name, no examinee id): a notification outlives the examinee's record and is not
 * examinee data, so it needs no audit row to be read and nothing to be erased with the examinee.
 */

/** The kinds of notification. */
export const NOTIFICATION_KINDS = [
  /** A remote link's respondent submitted a form; tells the examiner who sent it. */
  'remoteAssessmentCompleted',
  /** An e-mail to an examinee could not be delivered after every retry; tells its sender. */
  'emailDeliveryFailed',
  /** A batch of reports finished; tells the user who asked for it. */
  'reportBatchFinished',
  /** An account administrator asked for the account's deletion; tells every administrator. */
  'accountDeletionRequested',
  /** The user's password was changed or reset; tells the user (in case it was not them). */
  'passwordChanged',
  /** The back office added, changed, suspended, resumed or ended a license of the account; tells every administrator. */
  'licenseChanged',
  /** The back office answered feedback the user sent; tells the sender, with the answer. */
  'feedbackAnswered',
  /** The daily retention job found the account dormant and set its deletion date, or a notice before that date came; tells every administrator. */
  'accountDormant',
  /** An account administrator withdrew the account's deletion request; tells every administrator. */
  'accountDeletionWithdrawn',
] as const;

/** One kind of {@link NOTIFICATION_KINDS}. */
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The facts of each kind's event, from which its text is written. */
export type NotificationFacts =
  | {
      kind: 'remoteAssessmentCompleted';
      /** The form's name ("Patient Health Questionnaire-9"). */
      productName: string;
      /** Whether submitting scored it (else it waits for the examiner's review). */
      scored: boolean;
    }
  | {
      kind: 'emailDeliveryFailed';
      /** The message's subject (subjects name only the sender, never the examinee). */
      subject: string;
      /** Delivery attempts made, the last one included. */
      attempts: number;
      /** The last failure's reason (the SMTP server's answer or the connection error). */
      reason: string;
    }
  | {
      kind: 'reportBatchFinished';
      /** Reports made. */
      succeeded: number;
      /** Reports that could not be made. */
      failed: number;
    }
  | {
      kind: 'accountDeletionRequested';
      /** Who asked ("Dr. Ada Admin"). */
      requestedBy: string;
      /** The day (`YYYY-MM-DD`) the account's data is deleted. */
      deletionDate: string;
    }
  | {
      kind: 'passwordChanged';
      /** `changed`: by the user, who knew the old one; `reset`: through a reset link sent by e-mail. */
      how: 'changed' | 'reset';
    }
  | {
      kind: 'accountDormant';
      /** The day (`YYYY-MM-DD`) the account's data is deleted unless it is kept. */
      deletionDate: string;
      /** The period without a sign-in, in days. */
      inactiveDays: number;
    }
  | {
      kind: 'accountDeletionWithdrawn';
      /** Who withdrew it ("Dr. Ada Admin"). */
      withdrawnBy: string;
    }
  | LicenseChangedFacts
  | FeedbackAnsweredFacts;

/** The facts of a `feedbackAnswered` notification. */
export interface FeedbackAnsweredFacts {
  kind: 'feedbackAnswered';
  /** The day (`YYYY-MM-DD`) the feedback was sent. */
  sentOn: string;
  /** The answer, as written (domain/feedbackInbox.ts bounds its length). */
  answer: string;
}

/** The facts of a `licenseChanged` notification. */
export interface LicenseChangedFacts {
  kind: 'licenseChanged';
  /** The license's name ("PHQ-9 reports, 50 usages"). */
  licenseName: string;
  /** What the back office did (domain/licenseStatus.ts LicenseEventKind). */
  event: 'created' | 'changed' | 'suspended' | 'resumed' | 'ended';
  /** Usages the change added (negative: took away); 0 when the number did not change. */
  usagesAdded: number;
}

/** A notification's text: a short title and a sentence or two. */
export interface NotificationText {
  title: string;
  body: string;
}

/** The longest failure reason quoted in a notification; SMTP servers can answer at length. */
export const MAX_QUOTED_REASON = 300;

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

const quoted = (reason: string): string => {
  const flat = reason.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_QUOTED_REASON ? `${flat.slice(0, MAX_QUOTED_REASON - 1)}…` : flat;
};

/** The words of a license change: what happened, and the usages it added or took away. */
function licenseChangeText(facts: LicenseChangedFacts): NotificationText {
  const name = `“${facts.licenseName}”`;
  const usages =
    facts.usagesAdded > 0
      ? ` ${plural(facts.usagesAdded, 'usage was', 'usages were')} added.`
      : facts.usagesAdded < 0
        ? ` ${plural(-facts.usagesAdded, 'usage was', 'usages were')} taken away.`
        : '';
  switch (facts.event) {
    case 'created':
      return { title: 'A license was added to your account', body: `Q-global added the license ${name} to your account.${usages}` };
    case 'changed':
      return { title: 'A license of your account was changed', body: `Q-global changed the license ${name}.${usages}` };
    case 'suspended':
      return {
        title: 'A license of your account was suspended',
        body: `Q-global suspended the license ${name}. New reports are not charged to it; reports already generated are not affected.`,
      };
    case 'resumed':
      return { title: 'A license of your account was resumed', body: `Q-global resumed the license ${name}. Reports can be charged to it again.` };
    case 'ended':
      return { title: 'A license of your account was ended', body: `Q-global ended the license ${name}. Reports already generated are not affected.` };
  }
}

/**
 * The English text of a notification from its facts (the legacy pages are English only).
 * @returns the title and the body; never throws.
 */
export function notificationText(facts: NotificationFacts): NotificationText {
  switch (facts.kind) {
    case 'remoteAssessmentCompleted':
      return {
        title: 'A remote assessment was submitted',
        body: facts.scored
          ? `The respondent submitted the ${facts.productName}. It has been scored.`
          : `The respondent submitted the ${facts.productName}. It is complete and waits for your review.`,
      };
    case 'emailDeliveryFailed': {
      const reason = quoted(facts.reason);
      return {
        title: 'An e-mail could not be delivered',
        body: `“${facts.subject}” could not be delivered after ${plural(facts.attempts, 'attempt', 'attempts')}${reason === '' ? '.' : `: ${reason}`}`,
      };
    }
    case 'reportBatchFinished':
      return {
        title: 'Your batch of reports is ready',
        body:
          facts.failed === 0
            ? `${plural(facts.succeeded, 'report was', 'reports were')} made.`
            : `${plural(facts.succeeded, 'report was', 'reports were')} made; ${plural(facts.failed, 'report', 'reports')} could not be made.`,
      };
    case 'accountDeletionRequested':
      return {
        title: "The account's deletion was requested",
        body: `${facts.requestedBy} asked for this account to be deleted. Its data will be deleted on ${facts.deletionDate}.`,
      };
    case 'passwordChanged':
      return {
        title: 'Your password was changed',
        body:
          facts.how === 'reset'
            ? 'Your password was reset with a link sent by e-mail, and every session was signed out. If this was not you, contact your account administrator.'
            : 'Your password was changed, and your other sessions were signed out. If this was not you, contact your account administrator.',
      };
    case 'licenseChanged':
      return licenseChangeText(facts);
    case 'feedbackAnswered':
      return { title: 'Your feedback was answered', body: `Q-global answered the feedback you sent on ${facts.sentOn}: ${facts.answer}` };
    case 'accountDormant':
      return {
        title: 'This account will be deleted',
        body: `Nobody has signed in to this account for ${facts.inactiveDays} days. Its data will be deleted on ${facts.deletionDate} unless you choose "Keep this account".`,
      };
    case 'accountDeletionWithdrawn':
      return { title: "The account's deletion was withdrawn", body: `${facts.withdrawnBy} withdrew the request to delete this account. Its data will not be deleted.` };
  }
}
