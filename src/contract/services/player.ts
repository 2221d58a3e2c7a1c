/**
 * The examinee player's calls (QOSA, DESIGN §7). They need no account: opening a link exchanges
 * its token for an HttpOnly cookie scoped to these paths (PLAYER_COOKIE), and every other call
 * is authorised by that cookie alone. Problems: `linkInvalid` (no such link, or no cookie),
 * `linkNotYetOpen`, `linkExpired`, `linkRevoked`, `linkCompleted`, `conflict` (a stale version),
 * `rateLimited`.
 */
import * as yup from 'yup';
import { type Locale, SUPPORTED_LOCALES } from '../../domain/locale';
import type { LocalizedText } from '../../domain/product/productDefinition';
import type { LinkRespondent, LinkState } from '../../domain/remoteLink';
import { defineOperation } from '../operation';
import { recordSchemaOf } from '../responseSchemas';

/** The cookie that carries the player's link after the exchange (HttpOnly, SameSite=Strict, path {@link PLAYER_API_PATH}). */
export const PLAYER_COOKIE = 'qg_osa';

/** The path, under the context root, of every player call (the cookie's path). */
export const PLAYER_API_PATH = '/assessment-facade/osa';

/** One choice item as the player shows it. */
export interface PlayerItem {
  id: string;
  number: number;
  text: LocalizedText;
  options: { value: number; label: LocalizedText }[];
  /** May be left blank and the form still submitted. */
  optional: boolean;
}

/** One form of the link, with the answers saved so far. */
export interface PlayerAssessment {
  assessmentId: number;
  /** Optimistic concurrency: send it with every answer; each saved answer answers the next. */
  version: number;
  /** `open` still takes answers; `submitted` was submitted through this link or is otherwise complete. */
  status: 'open' | 'submitted';
  form: {
    code: string;
    name: string;
    instructions: LocalizedText;
    recallPeriod: string;
    /** The rights holder's attribution line, shown with the items. */
    attribution: string;
    /** Items shown per page: 1 for one item at a time, more where the product says so. */
    itemsPerPage: number;
    /** The locales the item text exists in (others fall back to `en_us`). */
    languages: Locale[];
    items: PlayerItem[];
  };
  /** Saved answers by item id. */
  responses: Record<string, number>;
}

/** Everything the player needs after the exchange. */
export interface PlayerState {
  link: {
    state: LinkState;
    locale: Locale;
    respondent: LinkRespondent;
    expiresAt: string;
    /** Whether the respondent has already begun (osaLaunchNotification was recorded). */
    launched: boolean;
  };
  accountName: string;
  examinerName: string;
  /** The examinee's first name, so a parent with two children knows whom the questions are about. */
  examineeFirstName: string;
  /** The link's forms in answering order (one for an assessment link). */
  assessments: PlayerAssessment[];
}

/**
 * The answered shape of a {@link LocalizedText}: US English and any other supported locale the
 * text exists in; nothing else of the stored text.
 */
const localizedTextSchema = yup.object({
  ...Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, yup.string().optional()])),
  en_us: yup.string().defined(),
});

/** The answered shape of a {@link PlayerItem}: the option values and labels, never scoring keys or notes. */
const playerItemSchema = yup.object({
  id: yup.string().required(),
  number: yup.number().integer().required(),
  text: localizedTextSchema.required(),
  options: yup.array(yup.object({ value: yup.number().required(), label: localizedTextSchema.required() })).required(),
  optional: yup.boolean().required(),
});

/** The answered shape of a {@link PlayerAssessment}; the saved answers are numbers by item id. */
const playerAssessmentSchema = yup.object({
  assessmentId: yup.number().integer().required(),
  version: yup.number().integer().required(),
  status: yup.string().required(),
  form: yup
    .object({
      code: yup.string().required(),
      name: yup.string().defined(),
      instructions: localizedTextSchema.required(),
      recallPeriod: yup.string().defined(),
      attribution: yup.string().defined(),
      itemsPerPage: yup.number().integer().required(),
      languages: yup.array(yup.string().required()).required(),
      items: yup.array(playerItemSchema).required(),
    })
    .required(),
  responses: recordSchemaOf(yup.number().required()).required(),
});

/**
 * The answered shape of a {@link PlayerState}, what an anonymous respondent is shown: the link,
 * the names on the form and the forms; nothing of the examinee's record but a first name.
 */
const playerStateSchema = yup.object({
  link: yup
    .object({
      state: yup.string().required(),
      locale: yup.string().required(),
      respondent: yup.string().required(),
      expiresAt: yup.string().required(),
      launched: yup.boolean().required(),
    })
    .required(),
  accountName: yup.string().defined(),
  examinerName: yup.string().defined(),
  examineeFirstName: yup.string().defined(),
  assessments: yup.array(playerAssessmentSchema).required(),
});

/** Exchanges a link's token for the player cookie; answers the state. */
export const playerOpen = defineOperation<Record<string, never>, Record<string, never>, { token: string }, PlayerState>({
  id: 'assessment.osaOpen',
  service: 'assessment',
  method: 'POST',
  path: '/osa/open',
  summary: 'Exchanges a remote link token for the HttpOnly player cookie (rate-limited; a wrong, expired or revoked token takes the same time).',
  access: 'public',
  body: yup.object({ token: yup.string().trim().required('The link has no token.').max(200, 'The token is too long.') }),
  response: 'json',
  responseSchema: playerStateSchema,
  audit: 'service',
});

/** The player's state, by the player cookie. */
export const playerState = defineOperation<Record<string, never>, Record<string, never>, undefined, PlayerState>({
  id: 'assessment.osaState',
  service: 'assessment',
  method: 'GET',
  path: '/osa/state',
  summary: 'The link, its forms and the answers saved so far, by the player cookie.',
  access: 'public',
  response: 'json',
  responseSchema: playerStateSchema,
  audit: 'service',
});

/** Records that the respondent left the instructions and began. */
export const osaLaunchNotification = defineOperation<Record<string, never>, Record<string, never>, Record<string, never>, PlayerState>({
  id: 'assessment.osaLaunchNotification',
  service: 'assessment',
  method: 'POST',
  path: '/osa/launch',
  summary: 'Records that the on-screen administration was launched (the first time only); answers the state.',
  access: 'public',
  body: yup.object({}),
  response: 'json',
  responseSchema: playerStateSchema,
  audit: 'service',
});

/** One answer and the version it was given on. */
export interface PlayerResponseInput {
  /** An option's value, or null to clear the answer. */
  value: number | null;
  version: number;
}

/** The answered shape of a saved answer: which one, and the version the next answer is given on. */
const playerResponseSavedSchema = yup.object({
  assessmentId: yup.number().integer().required(),
  itemId: yup.string().required(),
  version: yup.number().integer().required(),
});

/** What a saved answer answers. */
export type PlayerResponseSaved = yup.InferType<typeof playerResponseSavedSchema>;

/** Saves one answer (a stale `version` answers 409 and saves nothing). */
export const playerSaveResponse = defineOperation<{ assessmentId: number; itemId: string }, Record<string, never>, PlayerResponseInput, PlayerResponseSaved>({
  id: 'assessment.osaSaveResponse',
  service: 'assessment',
  method: 'PUT',
  path: '/osa/assessments/{assessmentId}/responses/{itemId}',
  summary: 'Saves one answer of the player with the version it was given on; a stale version answers 409 and saves nothing.',
  access: 'public',
  params: yup.object({
    assessmentId: yup.number().integer().positive().required(),
    itemId: yup.string().trim().max(100).required(),
  }),
  body: yup.object({
    value: yup.number().integer().nullable().defined('Give a value or null.'),
    version: yup.number().integer().positive().required('The version is required.'),
  }),
  response: 'json',
  responseSchema: playerResponseSavedSchema,
  audit: 'service',
});

/** Submits one form of the link: it is complete and scored; when it is the link's last, the link is completed. */
export const playerSubmit = defineOperation<{ assessmentId: number }, Record<string, never>, { version: number }, PlayerState>({
  id: 'assessment.osaSubmit',
  service: 'assessment',
  method: 'POST',
  path: '/osa/assessments/{assessmentId}/submit',
  summary: 'Submits one form once: every required item must be answered; the assessment is scored on the server. Answers the state.',
  access: 'public',
  params: yup.object({ assessmentId: yup.number().integer().positive().required() }),
  body: yup.object({ version: yup.number().integer().positive().required('The version is required.') }),
  response: 'json',
  responseSchema: playerStateSchema,
  audit: 'service',
});
