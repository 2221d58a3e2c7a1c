/**
 * The schema of the app configuration (`config.json`, spec §7: "The app configuration, with
 * sections qgLegacy, qgServices, qosa, prosa, tsl, externalHosts, local"), which back-office staff
 * edit as stored versions (issue #17: "validated against its schema before it is accepted").
 *
 * Every section may be missing (the SPA and the player continue with their defaults, spec §8); a
 * section that is present has the keys the SPA (`src/app/core/config`, `core/session`), the
 * player (`src/osa/core/config`) and the server (the player's address, the legacy aliases, the
 * video service) read. A key none of them reads is refused rather than kept silently: it would
 * be a typo of one they do read.
 */
import * as yup from 'yup';
import { LOCAL_TOKEN_MISSING } from './localDevelopment';
import { STAFF_REASON_LIMITS } from './staffReason';

/** The messages of the rules, one per rule (the SPA maps each to its words in every language). */
export const APP_CONFIG_MESSAGES = {
  unknownKey: 'This key is not part of config.json.',
  required: 'Enter a value.',
  text: 'Enter text.',
  object: 'Enter an object ({ … }).',
  boolean: 'Enter true or false.',
  path: 'Enter a path that starts with /.',
  address: 'Enter a path that starts with / or an address that starts with http:// or https://.',
  externalHost: 'Leave empty, or enter an address that starts with http:// or https://.',
  iceUrls: 'Enter a list of addresses that start with stun:, turn: or turns:, or an empty list.',
  host: 'Leave empty for this server, or enter an address that starts with http:// or https://, without a path.',
  parameter: 'Enter a name of letters, digits, - or _.',
  seconds: 'Enter a whole number of seconds from 1 to 3600.',
  localTokenMissing: LOCAL_TOKEN_MISSING,
  notJson: 'This is not valid JSON.',
  notObject: 'config.json must be one object ({ … }).',
} as const;

/** A rule's message of {@link APP_CONFIG_MESSAGES}. */
export type AppConfigMessage = (typeof APP_CONFIG_MESSAGES)[keyof typeof APP_CONFIG_MESSAGES];

/** The legacy pages config.json names (the contract's `LegacyPage`). */
export const APP_CONFIG_LEGACY_PAGES = [
  'login',
  'home',
  'myAccountSettings',
  'manageAccounts',
  'resourceLibrary',
  'notifications',
  'feedback',
  'help',
  'logoutConfirmation',
] as const;

const M = APP_CONFIG_MESSAGES;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Refuses the keys of an object that its schema does not name, one error per key at its path.
 * (yup's `noUnknown` strips them while casting, so the test would never see them.)
 */
function onlyKnownKeys<S extends yup.Schema<unknown, yup.AnyObject, unknown, yup.Flags>>(schema: S): S {
  return schema.test('known-keys', M.unknownKey, function knownKeys() {
    const original: unknown = this.originalValue;
    if (!isRecord(original)) return true;
    const known = Object.keys((this.schema as yup.AnyObjectSchema).fields);
    const unknown = Object.keys(original).filter((key) => !known.includes(key));
    if (unknown.length === 0) return true;
    const at = (key: string) => (this.path ? `${this.path}.${key}` : key);
    return new yup.ValidationError(unknown.map((key) => this.createError({ path: at(key), message: M.unknownKey })));
  });
}

/** A section: an object of its own keys, or missing. */
const section = <F extends yup.ObjectShape>(fields: F) => onlyKnownKeys(yup.object(fields).typeError(M.object).nonNullable(M.object).default(undefined));

const text = () => yup.string().strict().typeError(M.text);
const requiredText = () => text().required(M.required);
/** Text that must be there but may be empty (an empty host means this server). */
const presentText = () => text().defined(M.required);
const ROOT_PATH = /^\/(?!\/)\S*$/;
const HTTP_ADDRESS = /^https?:\/\/[^\s/]+(\/\S*)?$/i;
const HTTP_ORIGIN = /^https?:\/\/[^\s/]+$/i;

/** A path on this server (`/osa`) or an address elsewhere (`https://player.example.com/osa`). */
const address = () => requiredText().test('address', M.address, (value) => value === undefined || ROOT_PATH.test(value) || HTTP_ADDRESS.test(value));
const path = () => requiredText().matches(ROOT_PATH, M.path);
const parameter = () => requiredText().matches(/^[A-Za-z][A-Za-z0-9_-]*$/, M.parameter);
const seconds = () => yup.number().strict().typeError(M.seconds).integer(M.seconds).min(1, M.seconds).max(3600, M.seconds);

const legacyPages = Object.fromEntries(APP_CONFIG_LEGACY_PAGES.map((page) => [page, path()])) as Record<
  (typeof APP_CONFIG_LEGACY_PAGES)[number],
  ReturnType<typeof path>
>;

/** An ICE server address of `stunUrls` / `turnUrls` (RFC 7064/7065: `stun:`, `stuns:`, `turn:`, `turns:`). */
const ICE_ADDRESS = /^(stuns?|turns?):[^\s]+$/i;

/** The keys of `externalHosts` that list ICE servers (issue #20) instead of naming one host. */
const ICE_KEYS = new Set(['stunUrls', 'turnUrls']);

/**
 * `externalHosts`: each key a host the platform links to, empty when it has none; `stunUrls` and
 * `turnUrls` are lists of the STUN and TURN servers of live sessions' built-in video.
 */
const externalHostsSchema = yup
  .mixed<Record<string, string | string[]>>()
  .default(undefined)
  .test('external-hosts', M.object, function externalHosts(value) {
    if (value === undefined) return true;
    if (!isRecord(value)) return this.createError({ message: M.object });
    const bad = Object.entries(value).flatMap(([key, host]) => {
      if (ICE_KEYS.has(key)) {
        const ok = Array.isArray(host) && host.every((url) => typeof url === 'string' && ICE_ADDRESS.test(url));
        return ok ? [] : [this.createError({ path: `${this.path}.${key}`, message: M.iceUrls })];
      }
      const ok = typeof host === 'string' && (host === '' || HTTP_ADDRESS.test(host));
      return ok ? [] : [this.createError({ path: `${this.path}.${key}`, message: M.externalHost })];
    });
    if (bad.length === 0) return true;
    return new yup.ValidationError(bad);
  });

/** The yup schema of config.json. */
export const appConfigSchema = onlyKnownKeys(
  yup
    .object({
      qgLegacy: section({
        baseUrl: presentText().test('base', M.address, (value) => value === undefined || value === '' || ROOT_PATH.test(value) || HTTP_ADDRESS.test(value)),
        pages: onlyKnownKeys(yup.object(legacyPages).typeError(M.object).required(M.required)),
        pageRefreshParam: parameter(),
        logoutParam: parameter(),
      }),
      qgServices: section({
        host: presentText().test('host', M.host, (value) => value === undefined || value === '' || HTTP_ORIGIN.test(value)),
        contextRoot: path(),
        keepAlive: section({ warningLeadSeconds: seconds(), pingIntervalSeconds: seconds() }),
      }),
      qosa: section({ url: address() }),
      prosa: section({ url: address() }),
      tsl: section({ url: address() }),
      externalHosts: externalHostsSchema,
      local: section({
        enabled: yup.boolean().strict().typeError(M.boolean).required(M.required),
        token: presentText().when('enabled', {
          is: true,
          then: (schema) => schema.test('token', M.localTokenMissing, (value) => typeof value === 'string' && value.trim() !== ''),
        }),
        refreshToken: presentText(),
      }),
    })
    .typeError(M.notObject)
    .required(M.notObject),
);

/** A configuration document as the schema accepts it. */
export type AppConfigDocument = yup.InferType<typeof appConfigSchema>;

/** One problem of a document: where (`qgServices.contextRoot`; empty for the whole document) and which rule. */
export interface AppConfigProblem {
  path: string;
  message: string;
}

/** What checking a document answers. */
export type AppConfigCheck = { ok: true; config: Record<string, unknown> } | { ok: false; problems: AppConfigProblem[] };

/**
 * Checks a document against {@link appConfigSchema}, collecting every problem.
 * @returns the document as given (keys in their order; nothing cast or stripped) or its problems.
 */
export function checkAppConfig(value: unknown): AppConfigCheck {
  try {
    appConfigSchema.validateSync(value, { abortEarly: false });
    return { ok: true, config: value as Record<string, unknown> };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const leaves = error.inner.length > 0 ? error.inner : [error];
    const seen = new Set<string>();
    const problems: AppConfigProblem[] = [];
    for (const leaf of leaves) {
      const problem = { path: leaf.path ?? '', message: leaf.message };
      const key = `${problem.path}\u0000${problem.message}`;
      if (!seen.has(key)) problems.push(problem);
      seen.add(key);
    }
    return { ok: false, problems };
  }
}

/**
 * Parses and checks the text of a document (what staff type).
 * @returns the document, or its problems (one at the document's root when it is not JSON).
 */
export function parseAppConfig(textValue: string): AppConfigCheck {
  let value: unknown;
  try {
    value = JSON.parse(textValue);
  } catch {
    return { ok: false, problems: [{ path: '', message: M.notJson }] };
  }
  return checkAppConfig(value);
}

/** The document as staff read and edit it (appConfigFormat.ts, where the SPA's first scripts take it from without the schema). */
export { formatAppConfig } from './appConfigFormat';

/** The messages of a change's reason (the staff reason rules of staffReason.ts, in the words of this change). */
export const CONFIG_REASON_MESSAGES = {
  required: 'State why you change the configuration.',
  tooShort: `State the reason in at least ${STAFF_REASON_LIMITS.min} characters.`,
  tooLong: `State the reason in at most ${STAFF_REASON_LIMITS.max} characters.`,
} as const;

/** The reason of a new version: trimmed, {@link STAFF_REASON_LIMITS} characters (domain staffReason.ts). */
export const configChangeReasonSchema = yup
  .string()
  .trim()
  .required(CONFIG_REASON_MESSAGES.required)
  .min(STAFF_REASON_LIMITS.min, CONFIG_REASON_MESSAGES.tooShort)
  .max(STAFF_REASON_LIMITS.max, CONFIG_REASON_MESSAGES.tooLong);
