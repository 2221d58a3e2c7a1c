/**
 * The feedback page: one plain form (category, screen, message, rating, consent to be contacted)
 * that posts to the server, and the thank-you page it redirects to. No script: errors come back
 * in a summary whose links lead to the fields, and beside each field.
 */
import type { ReactElement } from 'react';
import { FEEDBACK_SCREENS, feedbackScreenOf } from '../../../contract/services/feedback';
import { FEEDBACK_CATEGORIES, FEEDBACK_CATEGORY_LABELS, FEEDBACK_LIMITS } from '../../../domain/feedback';
import { LegacyLayout } from '../layout';
import { Checkbox, type Choice, ErrorSummary, type FieldError, SelectField } from '../formParts';
import { FEEDBACK_PATH } from './paths';

/** The page's title and heading. */
export const FEEDBACK_TITLE = 'Send feedback';

/** The thank-you page's title and heading. */
export const THANK_YOU_TITLE = 'Thank you for your feedback';

/** The form's values as the controls submit them (the rating is '' or a number of stars). */
export interface FeedbackFormValues {
  category: string;
  screen: string;
  message: string;
  rating: string;
  mayContact: boolean;
}

/** The values of a form nobody has filled in yet, about `screen` ('' for none). */
export const emptyFeedbackForm = (screen: string): FeedbackFormValues => ({ category: '', screen, message: '', rating: '', mayContact: false });

/** What the form shows. */
export interface FeedbackPageProps {
  formToken: string;
  values: FeedbackFormValues;
  errors: readonly FieldError[];
  /** The support address to write to directly, when the server has one. */
  supportEmail: string | null;
}

const { messageMinLength, messageMaxLength, ratingMin, ratingMax } = FEEDBACK_LIMITS;

/**
 * The screen choices: none, the listed screens, and first the screen a link named when it is a
 * particular page (`/assessments/40`) rather than a listed one, so that the exact page is kept.
 */
function screenChoices(current: string): Choice[] {
  const listed: Choice[] = FEEDBACK_SCREENS.map((screen) => ({ value: screen.path, label: screen.label }));
  const named: Choice[] =
    current === '' || listed.some((choice) => choice.value === current) ? [] : [{ value: current, label: `${feedbackScreenOf(current)?.label ?? 'The page you came from'} (${current})` }];
  return [{ value: '', label: 'Not about one screen' }, ...named, ...listed];
}

const RATING_CHOICES: readonly Choice[] = [
  { value: '', label: 'No rating' },
  ...Array.from({ length: ratingMax - ratingMin + 1 }, (_, index) => {
    const stars = ratingMax - index;
    return { value: String(stars), label: `${stars} of ${ratingMax}${stars === ratingMax ? ' (excellent)' : stars === ratingMin ? ' (poor)' : ''}` };
  }),
];

/** The categories as a radio group: a fieldset whose legend asks the question. The first radio takes the field's id, for the summary's link. */
function CategoryGroup({ value, errors }: { value: string; errors: readonly FieldError[] }): ReactElement {
  const error = errors.find((item) => item.field === 'category');
  return (
    <fieldset aria-describedby={error ? 'category-error' : undefined}>
      <legend>What is your feedback about?</legend>
      {error ? (
        <p className="error" id="category-error">
          {error.message}
        </p>
      ) : null}
      {FEEDBACK_CATEGORIES.map((category, index) => {
        const id = index === 0 ? 'category' : `category-${category}`;
        return (
          <div className="check" key={category}>
            <input id={id} name="category" type="radio" value={category} defaultChecked={value === category} />
            <label htmlFor={id}>{FEEDBACK_CATEGORY_LABELS[category]}</label>
          </div>
        );
      })}
    </fieldset>
  );
}

/** The message: its label, then the hint with the limits, the error if any, and the text area, which names both. */
function MessageField({ value, errors }: { value: string; errors: readonly FieldError[] }): ReactElement {
  const error = errors.find((item) => item.field === 'message');
  return (
    <div className="field">
      <label htmlFor="message">Your feedback</label>
      <div className="hint" id="message-hint">
        Between {messageMinLength} and {messageMaxLength} characters. Please leave out examinees&apos; names and other personal data.
      </div>
      {error ? (
        <p className="error" id="message-error">
          {error.message}
        </p>
      ) : null}
      <textarea
        id="message"
        name="message"
        rows={8}
        maxLength={messageMaxLength}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'message-hint message-error' : 'message-hint'}
      />
    </div>
  );
}

/** The feedback form. */
export function FeedbackPage({ formToken, values, errors, supportEmail }: FeedbackPageProps): ReactElement {
  return (
    <LegacyLayout title={FEEDBACK_TITLE}>
      <h1>{FEEDBACK_TITLE}</h1>
      <p>
        Tell us what works, what does not and what you would like. <a href="/">Back to the platform</a>
      </p>
      {supportEmail ? (
        <p>
          For help with a particular assessment, write to support at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      ) : null}
      {errors.length > 0 ? <ErrorSummary fields={errors} /> : null}
      <form method="post" action={FEEDBACK_PATH} className="form" noValidate>
        <input type="hidden" name="formToken" value={formToken} />
        <CategoryGroup value={values.category} errors={errors} />
        <SelectField id="screen" label="Which screen is it about?" value={values.screen} choices={screenChoices(values.screen)} errors={errors} />
        <MessageField value={values.message} errors={errors} />
        <SelectField id="rating" label="How would you rate the platform? (optional)" value={values.rating} choices={RATING_CHOICES} errors={errors} />
        <Checkbox id="mayContact" label="You may contact me about this" checked={values.mayContact} errors={errors} />
        <button type="submit">Send the feedback</button>
      </form>
    </LegacyLayout>
  );
}

/** The page after a sent form (POST/redirect/GET): a refresh sends nothing again. */
export function FeedbackThankYouPage(): ReactElement {
  return (
    <LegacyLayout title={THANK_YOU_TITLE}>
      <h1>{THANK_YOU_TITLE}</h1>
      <p className="notice" role="status">
        Your feedback was sent.
      </p>
      <p>
        <a href="/">Back to the platform</a> · <a href={FEEDBACK_PATH}>Send more feedback</a>
      </p>
    </LegacyLayout>
  );
}
