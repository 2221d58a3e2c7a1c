/**
 * The feedback page: one plain form (category, screen, message, rating, consent to be contacted)
 * that posts to the server, and the thank-you page it redirects to, in the user's language. No
 * script: errors come back in a summary whose links lead to the fields, and beside each field.
 */
import type { ReactElement } from 'react';
import { FEEDBACK_SCREENS, feedbackScreenOf } from '../../../contract/feedbackScreens';
import { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS } from '../../../domain/feedback';
import type { Locale } from '../../../domain/locale';
import { feedbackScreenName } from '../i18n/feedbackScreenText';
import { FEEDBACK_TEXT, type FeedbackText } from '../i18n/feedbackText';
import { LegacyLayout } from '../layout';
import { Checkbox, type Choice, ErrorSummary, type FieldError, SelectField } from '../formParts';
import { FEEDBACK_PATH } from './paths';

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
  /** The signed-in user's language. */
  locale: Locale;
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
function screenChoices(current: string, locale: Locale, text: FeedbackText): Choice[] {
  const none: Choice = { value: '', label: text.noScreen };
  const listed: Choice[] = FEEDBACK_SCREENS.map((screen) => ({ value: screen.path, label: feedbackScreenName(locale, screen.label) }));
  if (current === '' || listed.some((choice) => choice.value === current)) return [none, ...listed];
  const screen = feedbackScreenOf(current);
  const name = screen ? feedbackScreenName(locale, screen.label) : text.pageYouCameFrom;
  return [none, { value: current, label: `${name} (${current})` }, ...listed];
}

/** No rating, then the stars from the most to the fewest, the ends named. */
function ratingChoices(text: FeedbackText): Choice[] {
  const stars = Array.from({ length: ratingMax - ratingMin + 1 }, (_, index) => ratingMax - index);
  const named = (count: number): string => (count === ratingMax ? ` (${text.ratingBest})` : count === ratingMin ? ` (${text.ratingWorst})` : '');
  return [{ value: '', label: text.noRating }, ...stars.map((count) => ({ value: String(count), label: `${text.rating(count, ratingMax)}${named(count)}` }))];
}

/** The categories as a radio group: a fieldset whose legend asks the question. The first radio takes the field's id, for the summary's link. */
function CategoryGroup({ value, errors, text }: { value: string; errors: readonly FieldError[]; text: FeedbackText }): ReactElement {
  const error = errors.find((item) => item.field === 'category');
  return (
    <fieldset aria-describedby={error ? 'category-error' : undefined}>
      <legend>{text.categoryLegend}</legend>
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
            <label htmlFor={id}>{text.categories[category]}</label>
          </div>
        );
      })}
    </fieldset>
  );
}

/** The message: its label, then the hint with the limits, the error if any, and the text area, which names both. */
function MessageField({ value, errors, text }: { value: string; errors: readonly FieldError[]; text: FeedbackText }): ReactElement {
  const error = errors.find((item) => item.field === 'message');
  return (
    <div className="field">
      <label htmlFor="message">{text.messageLabel}</label>
      <div className="hint" id="message-hint">
        {text.messageHint(messageMinLength, messageMaxLength)}
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
export function FeedbackPage({ locale, formToken, values, errors, supportEmail }: FeedbackPageProps): ReactElement {
  const text = FEEDBACK_TEXT[locale];
  return (
    <LegacyLayout title={text.title} locale={locale} skipLink={text.skipLink}>
      <h1>{text.title}</h1>
      <p>
        {text.intro} <a href="/">{text.backToPlatform}</a>
      </p>
      {supportEmail ? (
        <p>
          {text.supportBefore}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          {text.supportAfter}
        </p>
      ) : null}
      {errors.length > 0 ? <ErrorSummary fields={errors} locale={locale} /> : null}
      <form method="post" action={FEEDBACK_PATH} className="form" noValidate>
        <input type="hidden" name="formToken" value={formToken} />
        <CategoryGroup value={values.category} errors={errors} text={text} />
        <SelectField id="screen" label={text.screenLabel} value={values.screen} choices={screenChoices(values.screen, locale, text)} errors={errors} />
        <MessageField value={values.message} errors={errors} text={text} />
        <SelectField id="rating" label={text.ratingLabel} value={values.rating} choices={ratingChoices(text)} errors={errors} />
        <Checkbox id="mayContact" label={text.mayContact} checked={values.mayContact} errors={errors} />
        <button type="submit">{text.submit}</button>
      </form>
    </LegacyLayout>
  );
}

/** The page after a sent form (POST/redirect/GET): a refresh sends nothing again. */
export function FeedbackThankYouPage({ locale }: { locale: Locale }): ReactElement {
  const text = FEEDBACK_TEXT[locale];
  return (
    <LegacyLayout title={text.thankYouTitle} locale={locale} skipLink={text.skipLink}>
      <h1>{text.thankYouTitle}</h1>
      <p className="notice" role="status">
        {text.sent}
      </p>
      <p>
        <a href="/">{text.backToPlatform}</a> · <a href={FEEDBACK_PATH}>{text.sendMore}</a>
      </p>
    </LegacyLayout>
  );
}
