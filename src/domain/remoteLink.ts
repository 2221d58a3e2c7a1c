/**
 * Remote administration links (QOSA, DESIGN §7): a link lets an examinee, or a parent or teacher
 * rating the examinee, complete one assessment on their own device without an account. The
 * link's token is random (TOKEN_BYTES) and only its hash is stored; these are the rules of its
 * life: the states, when it may be opened and when it may still take answers.
 */
import * as yup from 'yup';
import { addDays, type IsoDate } from './dates';
import { calendarDateIn, startOfDayIn } from './format/instantFormat';
import { type Locale, SUPPORTED_LOCALES } from './locale';
import type { ProductDefinition } from './product/productDefinition';

/** Random bytes of a link token: 256 bits, well above the 128 the design asks for. */
export const TOKEN_BYTES = 32;

/** Days a link stays valid when the examiner names no expiry. */
export const DEFAULT_LINK_VALIDITY_DAYS = 14;

/** The longest validity an examiner may give a link, in days. */
export const MAX_LINK_VALIDITY_DAYS = 90;

/**
 * States of a link: `sent` (created), `opened` (the token was exchanged), `inProgress` (an answer
 * was saved), `completed` (submitted; scored), `expired` (past its expiry before completion),
 * `revoked` (by the examiner).
 */
export const LINK_STATES = ['sent', 'opened', 'inProgress', 'completed', 'expired', 'revoked'] as const;
/** One value of {@link LINK_STATES}. */
export type LinkState = (typeof LINK_STATES)[number];

/** `remote`: sent to the respondent's own device; `inPerson`: launched on the examiner's device (assessment.launch). */
export const LINK_KINDS = ['remote', 'inPerson', 'live'] as const;
/** One value of {@link LINK_KINDS}. */
export type LinkKind = (typeof LINK_KINDS)[number];

/** Who answers through the link: the examinee, or a parent or teacher rating the examinee. */
export const LINK_RESPONDENTS = ['examinee', 'parent', 'teacher'] as const;
/** One value of {@link LINK_RESPONDENTS}. */
export type LinkRespondent = (typeof LINK_RESPONDENTS)[number];

/** What the examiner chooses when creating a link. */
export interface RemoteLinkInput {
  respondent: LinkRespondent;
  /** The player's language. */
  locale: Locale;
  /** Days from now until the link expires (1 to {@link MAX_LINK_VALIDITY_DAYS}). */
  validForDays: number;
}

/**
 * yup schema of a link's validity in whole days, 1 to {@link MAX_LINK_VALIDITY_DAYS}, by default
 * {@link DEFAULT_LINK_VALIDITY_DAYS}: the same rule wherever a link is made (created, e-mailed).
 */
export const linkValidityDaysSchema = yup
  .number()
  .integer('Enter whole days.')
  .min(1, 'A link is valid for at least 1 day.')
  .max(MAX_LINK_VALIDITY_DAYS, `A link is valid for at most ${MAX_LINK_VALIDITY_DAYS} days.`)
  .default(DEFAULT_LINK_VALIDITY_DAYS);

/** yup schema of {@link RemoteLinkInput}, typed by it; missing fields take the defaults. */
export const remoteLinkInputSchema: yup.ObjectSchema<RemoteLinkInput> = yup.object({
  respondent: yup.mixed<LinkRespondent>().oneOf([...LINK_RESPONDENTS], 'Choose who answers: the examinee, a parent or a teacher.').default('examinee'),
  locale: yup.mixed<Locale>().oneOf([...SUPPORTED_LOCALES], 'Choose one of the supported languages.').default('en_us'),
  validForDays: linkValidityDaysSchema,
});

/** The stored facts that decide a link's state. */
export interface LinkLifecycle {
  state: LinkState;
  /** ISO instant after which the link no longer opens. */
  expiresAt: string;
}

/**
 * The state a link has at `now`: a stored `sent`, `opened` or `inProgress` link past its expiry
 * is `expired`; completed and revoked links keep their state.
 */
export function linkStateAt(link: LinkLifecycle, now: Date): LinkState {
  const open = link.state === 'sent' || link.state === 'opened' || link.state === 'inProgress';
  return open && now.getTime() >= Date.parse(link.expiresAt) ? 'expired' : link.state;
}

/** Whether a link in `state` may still be opened and take answers (expired, revoked and completed links take none). */
export const linkAcceptsAnswers = (state: LinkState): boolean => state === 'sent' || state === 'opened' || state === 'inProgress';

/**
 * The expiry of a link valid for `days` days from the calendar day `today` where the sender is:
 * the last moment of the day `days` days later, in `timeZone`. A link valid for 7 days sent on
 * 25 November works until 2 December 23:59, whatever the hour it was sent, so the e-mail preview
 * (which knows the day, not the second of sending) shows the expiry the message will carry.
 * @param today `YYYY-MM-DD` in `timeZone` (an IANA zone; unknown zones count as UTC)
 * @returns an ISO instant
 */
export function linkExpiryFrom(today: IsoDate, days: number, timeZone: string): string {
  const nextDay = startOfDayIn(addDays(today, days + 1), timeZone);
  if (nextDay === null) throw new Error(`Not a calendar date: ${today}`);
  return new Date(Date.parse(nextDay) - 1).toISOString();
}

/**
 * The expiry of a link created at `now` and valid for `days` days, by {@link linkExpiryFrom} on
 * the day `now` falls on in the sender's `timeZone`.
 */
export function linkExpiry(now: Date, days: number, timeZone: string): string {
  return linkExpiryFrom(calendarDateIn(now.toISOString(), timeZone) ?? now.toISOString().slice(0, 10), days, timeZone);
}

/**
 * Whether a product can be answered by the respondent in the examinee player: every item is a
 * choice item (a rating the respondent picks). Timed probes and rubric-scored writing are
 * administered and scored by the examiner, so they never get a link.
 */
export const remotelyAdministrable = (product: Pick<ProductDefinition, 'items'>): boolean =>
  product.items.length > 0 && product.items.every((item) => item.type === 'choice');

/** Items per page of the player for a product (1 unless the product says so). */
export const playerItemsPerPage = (product: Pick<ProductDefinition, 'itemsPerPage'>): number => Math.max(1, product.itemsPerPage ?? 1);
