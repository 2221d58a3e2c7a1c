/** The e-mail settings: sender, outbox, retries and the public address links start with. */
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('e-mail settings', () => {
  it('defaults to the outbox under DATA_DIR, a no-reply sender and links on this server\'s port', () => {
    const config = loadConfig({ DATA_DIR: '/srv/qg', PORT: '9090' });
    expect(config).toMatchObject({
      smtpUrl: null,
      mailFrom: '"Assessment platform" <no-reply@localhost>',
      outboxDir: path.join('/srv/qg', 'outbox'),
      publicBaseUrl: 'http://localhost:9090',
      mailRetryLimit: 8,
      mailRetryDelaySeconds: 30,
    });
  });

  it('reads the SMTP server, the sender, the retries and the public address (without a trailing slash)', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://user:secret@mail.example.org:587',
      MAIL_FROM: 'Clinic <clinic@example.org>',
      MAIL_RETRY_LIMIT: '3',
      MAIL_RETRY_DELAY_SECONDS: '1',
      PUBLIC_BASE_URL: 'https://assess.example.org/',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtp://user:secret@mail.example.org:587',
      mailFrom: 'Clinic <clinic@example.org>',
      mailRetryLimit: 3,
      mailRetryDelaySeconds: 1,
      publicBaseUrl: 'https://assess.example.org',
    });
  });

  it.each([
    ['MAIL_RETRY_LIMIT', '0'],
    ['MAIL_RETRY_DELAY_SECONDS', 'soon'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
  });
});
