/**
 * The examinee player's calls (QOSA, DESIGN §7). They need no account: opening a link exchanges
 * its token for an HttpOnly, SameSite=Strict session cookie (PLAYER_COOKIE), and every other call
 * is authorised by that cookie alone. Problems: `linkInvalid` (no such link, or no cookie),
 * `linkNotYetOpen`, `linkExpired`, `linkRevoked`, `linkCompleted`, `conflict` (a stale version),
 * `rateLimited`.
 */
import * as yup from 'yup';
import type { Locale } from '../../domain/locale';
import type { LocalizedText } from '../../domain/product/productDefinition';
import type { LinkRespondent, LinkState } from '../../domain/remoteLink';
import { defineOperation } from '../operation';
import { recordSchemaOf } from '../responseSchemas';

/**
 * The cookie that carries the player's link after the exchange (HttpOnly, SameSite=Strict, path
 * `/`); its base name: `__Host-qg_osa` over https (cookies.ts `cookieName`).
 */
export const PLAYER_COOKIE = 'qg_osa';

/** The path, under the context root, of every player call. */
export const PLAYER_API_PATH = '/assessment-facade/osa';

/** A text in a locale other than US English, where it exists. */
const optionalText = () => yup.string().optional();

/**
 * The answered shape of a {@link LocalizedText}, typed by it: US English and any other supported
 * locale the text exists in, in the order of SUPPORTED_LOCALES; nothing else of the stored text.
 * Every locale is named (the `Record<Locale, …>` fails to compile when one is missing).
 */
const localizedTextSchema: yup.ObjectSchema<LocalizedText> = yup.object({
  da_dk: optionalText(),
  de_de: optionalText(),
  en_us: yup.string().defined(),
  en_au: optionalText(),
  en_gb: optionalText(),
  es_es: optionalText(),
  fr_fr: optionalText(),
  fr_ca: optionalText(),
  nl_nl: optionalText(),
  nb_no: optionalText(),
  sv_se: optionalText(),
} satisfies Record<Locale, yup.ISchema<string | undefined>>);

/** The answered shape of a {@link PlayerItem}: the option values and labels, never scoring keys or notes. */
const playerItemSchema = yup.object({
  id: yup.string().required(),
  number: yup.number().integer().required(),
  text: localizedTextSchema.required(),
  options: yup.array(yup.object({ value: yup.number().required(), label: localizedTextSchema.required() })).required(),
  /** May be left blank and the form still submitted. */
  optional: yup.boolean().required(),
});

/** One choice item as the player shows it ({@link playerItemSchema}). */
export type PlayerItem = yup.InferType<typeof playerItemSchema>;

/** Saved answers: a number by item id (the map's values, written as `additionalProperties`). */
const savedAnswersSchema: yup.ObjectSchema<Record<string, number>> = recordSchemaOf(yup.number().required());

/** The answered shape of a {@link PlayerAssessment}; the saved answers are numbers by item id. */
const playerAssessmentSchema = yup.object({
  assessmentId: yup.number().integer().required(),
  /** Optimistic concurrency: send it with every answer; each saved answer answers the next. */
  version: yup.number().integer().required(),
  /** `open` still takes answers; `submitted` was submitted through this link or is otherwise complete. */
  status: yup.string<'open' | 'submitted'>().required(),
  form: yup
    .object({
      code: yup.string().required(),
      name: yup.string().defined(),
      instructions: localizedTextSchema.required(),
      recallPeriod: yup.string().defined(),
      /** The rights holder's attribution line, shown with the items. */
      attribution: yup.string().defined(),
      /** Items shown per page: 1 for one item at a time, more where the product says so. */
      itemsPerPage: yup.number().integer().required(),
      /** The locales the item text exists in (others fall back to `en_us`). */
      languages: yup.array(yup.string<Locale>().required()).required(),
      items: yup.array(playerItemSchema).required(),
    })
    .required(),
  /** Saved answers by item id. */
  responses: savedAnswersSchema.required(),
});

/** One form of the link, with the answers saved so far ({@link playerAssessmentSchema}). */
export type PlayerAssessment = yup.InferType<typeof playerAssessmentSchema>;

/**
 * The answered shape of a {@link PlayerState}, what an anonymous respondent is shown: the link,
 * the names on the form and the forms; nothing of the examinee's record but a first name.
 */
export const playerStateSchema = yup.object({
  link: yup
    .object({
      state: yup.string<LinkState>().required(),
      locale: yup.string<Locale>().required(),
      respondent: yup.string<LinkRespondent>().required(),
      expiresAt: yup.string().required(),
      /** Whether the respondent has already begun (osaLaunchNotification was recorded). */
      launched: yup.boolean().required(),
      /**
       * A class session's link, opened by a student's code on a shared classroom device: once it is
       * submitted, the device forgets it (the player cookie is cleared) and offers the next code.
       */
      classSession: yup.boolean().required(),
    })
    .required(),
  accountName: yup.string().defined(),
  examinerName: yup.string().defined(),
  /** The examinee's first name, so a parent with two children knows whom the questions are about. */
  examineeFirstName: yup.string().defined(),
  /** The link's forms in answering order (one for an assessment link). */
  assessments: yup.array(playerAssessmentSchema).required(),
});

/** Everything the player needs after the exchange ({@link playerStateSchema}). */
export type PlayerState = yup.InferType<typeof playerStateSchema>;

/** Body of the exchange: the link's token. */
const playerOpenBodySchema = yup.object({ token: yup.string().trim().required('The link has no token.').max(200, 'The token is too long.') });

/** Exchanges a link's token for the player cookie; answers the state. */
export const playerOpen = defineOperation<Record<string, never>, Record<string, never>, yup.InferType<typeof playerOpenBodySchema>, PlayerState>({
  id: 'assessment.osaOpen',
  service: 'assessment',
  method: 'POST',
  path: '/osa/open',
  summary: 'Exchanges a remote link token for the HttpOnly player cookie (rate-limited; a wrong, expired or revoked token takes the same time).',
  access: 'public',
  body: playerOpenBodySchema,
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

/** yup schema of {@link PlayerResponseInput}. */
const playerResponseBodySchema = yup.object({
  /** An option's value, or null to clear the answer. */
  value: yup.number().integer().nullable().defined('Give a value or null.'),
  version: yup.number().integer().positive().required('The version is required.'),
});

/** One answer and the version it was given on ({@link playerResponseBodySchema}). */
export type PlayerResponseInput = yup.InferType<typeof playerResponseBodySchema>;

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
  body: playerResponseBodySchema,
  response: 'json',
  responseSchema: playerResponseSavedSchema,
  audit: 'service',
});

/** Body of a submit: the version the form was read at. */
const playerSubmitBodySchema = yup.object({ version: yup.number().integer().positive().required('The version is required.') });

/** Submits one form of the link: it is complete and scored; when it is the link's last, the link is completed. */
export const playerSubmit = defineOperation<{ assessmentId: number }, Record<string, never>, yup.InferType<typeof playerSubmitBodySchema>, PlayerState>({
  id: 'assessment.osaSubmit',
  service: 'assessment',
  method: 'POST',
  path: '/osa/assessments/{assessmentId}/submit',
  summary: 'Submits one form once: every required item must be answered; the assessment is scored on the server. Answers the state.',
  access: 'public',
  params: yup.object({ assessmentId: yup.number().integer().positive().required() }),
  body: playerSubmitBodySchema,
  response: 'json',
  responseSchema: playerStateSchema,
  audit: 'service',
});
