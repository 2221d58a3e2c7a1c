import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: null,
      smtpUrl: null,
      sessionIdleMinutes: 30,
      sessionIdleSeconds: null,
      sessionAbsoluteHours: 12,
      accessTokenMinutes: 10,
      jwtSecret: null,
      trustProxy: false,
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.appConfigFile).toMatch(/config\/config\.json$/);
  });

  it('reads the seconds-precision idle limit and another configuration file for tests', () => {
    const config = loadConfig({ SESSION_IDLE_SECONDS: '45', APP_CONFIG_FILE: '/tmp/qg/config.json' });
    expect(config).toMatchObject({ sessionIdleMinutes: 30, sessionIdleSeconds: 45, appConfigFile: '/tmp/qg/config.json' });
    expect(() => loadConfig({ SESSION_IDLE_SECONDS: '0' })).toThrow(ConfigError);
  });

  it('reads the environment, treating blank values as unset', () => {
    const config = loadConfig({ PORT: '9000', DATA_DIR: '/tmp/qg', DATABASE_URL: ' ', SESSION_IDLE_MINUTES: '5', ACCESS_TOKEN_MINUTES: '2' });
    expect(config).toMatchObject({ port: 9000, dataDir: '/tmp/qg', databaseUrl: null, sessionIdleMinutes: 5, accessTokenMinutes: 2 });
  });

  it('limits remote link openings to 60 a minute per address with a 250 ms floor, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ linkLookupsPerMinute: 60, linkLookupFloorMs: 250 });
    expect(loadConfig({ LINK_LOOKUP_RATE_LIMIT: '5', LINK_LOOKUP_FLOOR_MS: '400' })).toMatchObject({ linkLookupsPerMinute: 5, linkLookupFloorMs: 400 });
    expect(() => loadConfig({ LINK_LOOKUP_RATE_LIMIT: '0' })).toThrow(ConfigError);
  });

  it('opens at most 10 PostgreSQL connections per process unless told otherwise', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(ConfigError);
  });

  it('gives a graceful stop 25 s unless told otherwise', () => {
    expect(loadConfig({}).shutdownGraceSeconds).toBe(25);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '50' }).shutdownGraceSeconds).toBe(50);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '0' })).toThrow(ConfigError);
  });

  it('reads the retention periods, defaulting to the policy and refusing ones that do not fit together', () => {
    expect(loadConfig({}).retention).toEqual({ dormantAfterDays: 730, dormantGraceDays: 90, noticeDaysBefore: [30, 7], selfDeletionGraceDays: 30, recoveryDays: 30, exportLinkHours: 24 });
    expect(loadConfig({ RETENTION_DORMANT_AFTER_DAYS: '365', RETENTION_NOTICE_DAYS_BEFORE: '14, 3, 1' }).retention).toMatchObject({ dormantAfterDays: 365, noticeDaysBefore: [14, 3, 1] });
    expect(() => loadConfig({ RETENTION_NOTICE_DAYS_BEFORE: '30,x' })).toThrow(ConfigError);
    expect(() => loadConfig({ RETENTION_DORMANT_GRACE_DAYS: '20' })).toThrow('Retention settings: A notice 30 days before deletion does not fit a grace period of 20 days.');
    expect(() => loadConfig({ RETENTION_EXPORT_LINK_HOURS: '25' })).toThrow(ConfigError);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['SESSION_ABSOLUTE_HOURS', '0'],
    ['ACCESS_TOKEN_MINUTES', '1.5'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
  });
});
