/**
 * The schema of config.json (domain appConfigSchema.ts): the shipped file and an empty document
 * pass; every problem is named at its path (unknown keys too, which yup would otherwise strip),
 * with the rule's own message; nothing is cast (a number in quotes is not a number); and a
 * change's reason follows the staff reason rules.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_CONFIG_MESSAGES as M, checkAppConfig, configChangeReasonSchema, CONFIG_REASON_MESSAGES, formatAppConfig, parseAppConfig } from '../../src/domain/appConfigSchema';
import { LOCAL_TOKEN_MISSING } from '../../src/domain/localDevelopment';

const SHIPPED_TEXT = readFileSync(path.resolve('config/config.json'), 'utf8');
const SHIPPED = JSON.parse(SHIPPED_TEXT) as Record<string, Record<string, unknown>>;
/** The problems of a document, by path (the schema's order of tests is not the point). */
const problemsOf = (value: unknown) => {
  const check = checkAppConfig(value);
  return check.ok ? [] : [...check.problems].sort((a, b) => a.path.localeCompare(b.path));
};

describe('config.json’s schema', () => {
  it('accepts the shipped file, an empty document and a player on another host, as given', () => {
    expect(parseAppConfig(SHIPPED_TEXT)).toEqual({ ok: true, config: SHIPPED });
    expect(checkAppConfig({})).toEqual({ ok: true, config: {} });
    expect(problemsOf({ ...SHIPPED, qosa: { url: 'https://player.example.org/osa' }, externalHosts: { videoService: 'https://video.example.org', other: '' } })).toEqual([]);
  });

  it('names every problem at its path with its rule', () => {
    expect(
      problemsOf({
        ...SHIPPED,
        qgServices: { host: 'https://api.example.org/path', contextRoot: 'qg-services', keepAlive: { warningLeadSeconds: 0, pingIntervalSeconds: '60' } },
        qosa: { url: 'osa' },
        prosa: null,
        externalHosts: { videoService: 'ftp://video' },
        local: { enabled: 'yes', token: '', refreshToken: '' },
      }),
    ).toEqual([
      { path: 'externalHosts.videoService', message: M.externalHost },
      { path: 'local.enabled', message: M.boolean },
      { path: 'prosa', message: M.object },
      { path: 'qgServices.contextRoot', message: M.path },
      { path: 'qgServices.host', message: M.host },
      { path: 'qgServices.keepAlive.pingIntervalSeconds', message: M.seconds },
      { path: 'qgServices.keepAlive.warningLeadSeconds', message: M.seconds },
      { path: 'qosa.url', message: M.address },
    ]);
  });

  it('refuses keys none of its readers reads, one problem per key, at any depth', () => {
    expect(problemsOf({ ...SHIPPED, colour: 'blue', qgLegacy: { ...SHIPPED['qgLegacy'], pages: { ...(SHIPPED['qgLegacy']?.['pages'] as object), start: '/start' } } })).toEqual([
      { path: 'colour', message: M.unknownKey },
      { path: 'qgLegacy.pages.start', message: M.unknownKey },
    ]);
  });

  it('needs every legacy page once the section is there, and a token when local development is on', () => {
    const { login: _login, ...pages } = SHIPPED['qgLegacy']?.['pages'] as Record<string, string>;
    expect(problemsOf({ qgLegacy: { ...SHIPPED['qgLegacy'], pages } })).toEqual([{ path: 'qgLegacy.pages.login', message: M.required }]);
    expect(problemsOf({ local: { enabled: true, token: '  ', refreshToken: '' } })).toEqual([{ path: 'local.token', message: LOCAL_TOKEN_MISSING }]);
    expect(problemsOf({ local: { enabled: false, token: '', refreshToken: '' } })).toEqual([]);
  });

  it('says so when the text is not JSON or not one object', () => {
    expect(parseAppConfig('{ "qosa": ')).toEqual({ ok: false, problems: [{ path: '', message: M.notJson }] });
    expect(parseAppConfig('[]')).toEqual({ ok: false, problems: [{ path: '', message: M.notObject }] });
    expect(parseAppConfig('null')).toEqual({ ok: false, problems: [{ path: '', message: M.notObject }] });
  });

  it('formats a document as two-space JSON, keys in their order', () => {
    expect(formatAppConfig({ b: 1, a: { d: 2, c: 3 } })).toBe('{\n  "b": 1,\n  "a": {\n    "d": 2,\n    "c": 3\n  }\n}');
  });
});

describe('the reason of a change', () => {
  it('follows the staff reason rules: 10 to 500 characters, trimmed', () => {
    expect(configChangeReasonSchema.validateSync('  Ticket 4711: warning lead  ')).toBe('Ticket 4711: warning lead');
    expect(() => configChangeReasonSchema.validateSync('')).toThrow(CONFIG_REASON_MESSAGES.required);
    expect(() => configChangeReasonSchema.validateSync('too short')).toThrow(CONFIG_REASON_MESSAGES.tooShort);
    expect(() => configChangeReasonSchema.validateSync('x'.repeat(501))).toThrow(CONFIG_REASON_MESSAGES.tooLong);
  });
});
