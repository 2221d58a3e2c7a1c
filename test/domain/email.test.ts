/** E-mail rules: placeholders, rendering, the template rules, the built-in templates and the HTML alternative. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  bodyHtml,
  EMAIL_KINDS,
  formatInstant,
  placeholdersIn,
  render,
  stateAfterFailure,
  templateErrors,
  vppLinkWindow,
} from '../../src/domain/email';
import { BUILT_IN_TEMPLATES, VIDEO_LINK_TO_FOLLOW } from '../../src/domain/emailTemplates';
import { SUPPORTED_LOCALES } from '../../src/domain/locale';

describe('render', () => {
  it('fills the placeholders that have values and leaves the others, {link} included, as they are', () => {
    expect(render('Hello {examineeName}, open {link} before {expiresAt}. {unknown} {not a placeholder}', { examineeName: 'Robin Tester', expiresAt: 'May 6' })).toBe(
      'Hello Robin Tester, open {link} before May 6. {unknown} {not a placeholder}',
    );
  });

  it('fills in one pass: a value that looks like a placeholder stays as it is', () => {
    expect(render('{examineeName} / {accountName}', { examineeName: '{accountName}', accountName: 'Clinic' })).toBe('{accountName} / Clinic');
  });

  it('lists the placeholders of a text once each, in order', () => {
    expect(placeholdersIn('{link} {examineeName} {link} {1x} {}')).toEqual(['link', 'examineeName']);
  });
});

describe('templateErrors', () => {
  it('accepts a body with {link} and a subject naming only the account and the examiner', () => {
    expect(templateErrors('qosaInvitation', 'From {examinerName} at {accountName}', 'Hi {examineeName}, {link} until {expiresAt}')).toEqual([]);
  });

  it('refuses a body without {link}', () => {
    expect(templateErrors('qosaInvitation', 'Hello', 'No link here')).toEqual([{ field: 'body', message: expect.stringContaining('{link}') }]);
  });

  it('refuses unknown placeholders in the subject and in the body', () => {
    const errors = templateErrors('qosaInvitation', 'Hi {nickname}', '{link} {startsAt}');
    expect(errors).toEqual([
      { field: 'subject', message: expect.stringContaining('{nickname}') },
      { field: 'body', message: expect.stringContaining('{startsAt}') },
    ]);
  });

  it('keeps the examinee, the link and the dates out of subjects', () => {
    for (const name of ['examineeName', 'recipientName', 'link', 'expiresAt']) {
      expect(templateErrors('qosaInvitation', `Subject {${name}}`, '{link}')).toEqual([{ field: 'subject', message: expect.stringContaining(`{${name}}`) }]);
    }
    expect(templateErrors('vppInvitation', 'On {startsAt}', '{link}')).toEqual([{ field: 'subject', message: expect.stringContaining('{startsAt}') }]);
  });

  it('gives the appointment and the video address to invitations to a video-proctored session only', () => {
    expect(templateErrors('vppInvitation', 'Hello', '{link} {startsAt} {videoLink}')).toEqual([]);
    expect(templateErrors('qosaInvitation', 'Hello', '{link} {videoLink}')).toHaveLength(1);
  });

  it('refuses an empty subject or body', () => {
    expect(templateErrors('qosaInvitation', ' ', ' ').map((error) => error.field)).toEqual(['subject', 'body']);
  });
});

describe('built-in templates', () => {
  const products = readdirSync(path.join(__dirname, '../../config/products'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(__dirname, '../../config/products', file), 'utf8')) as { id: string; code: string; name: string });

  it.each(EMAIL_KINDS.flatMap((kind) => SUPPORTED_LOCALES.map((locale) => [kind, locale] as const)))('%s in %s follows the template rules', (kind, locale) => {
    const template = BUILT_IN_TEMPLATES[kind][locale];
    expect(templateErrors(kind, template.subject, template.body)).toEqual([]);
    expect(template.body).toContain('{link}');
    expect(template.body).toContain('{expiresAt}');
    if (kind === 'vppInvitation') expect(template.body).toEqual(expect.stringContaining('{startsAt}'));
    for (const product of products) {
      for (const word of [product.id, product.code, product.name]) expect(template.subject.toLowerCase()).not.toContain(word.toLowerCase());
    }
  });

  it('has a sentence for a video address still to come in every locale, naming the examiner', () => {
    for (const locale of SUPPORTED_LOCALES) expect(placeholdersIn(VIDEO_LINK_TO_FOLLOW[locale])).toEqual(['examinerName']);
  });

  it('has real translations: each language has its own text', () => {
    const bodies = new Set(SUPPORTED_LOCALES.map((locale) => BUILT_IN_TEMPLATES.qosaInvitation[locale].body));
    // en_us, en_gb and en_au share the English text; the eight other locales have their own.
    expect(bodies.size).toBe(9);
  });
});

describe('formatInstant', () => {
  const instant = '2026-05-06T14:30:00.000Z';

  it('writes the date and time in the language and the time zone, naming the zone', () => {
    const text = formatInstant(instant, 'en-US', 'America/New_York');
    expect(text).toContain('May 6, 2026');
    expect(text).toMatch(/10:30\s?AM/);
    expect(text).toMatch(/EDT|GMT-4/);
    expect(formatInstant(instant, 'de-DE', 'Europe/Berlin')).toMatch(/6\. Mai 2026.*16:30/);
  });

  it('falls back to UTC, named, for a missing or unknown zone', () => {
    expect(formatInstant(instant, 'en-GB', null)).toMatch(/6 May 2026.*14:30.*UTC/);
    expect(formatInstant(instant, 'en-GB', 'Mars/Olympus')).toMatch(/14:30.*UTC/);
  });
});

describe('bodyHtml', () => {
  it('escapes everything, keeps paragraphs and line breaks, and links {link}', () => {
    const html = bodyHtml('Hello <b>Robin</b> & "co",\n\nOpen:\n{link}', 'https://example.org/osa#a"b<c', 'en-US');
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('<p>Hello &lt;b&gt;Robin&lt;/b&gt; &amp; &quot;co&quot;,</p>');
    expect(html).toContain('<p>Open:<br>\n<a href="https://example.org/osa#a&quot;b&lt;c">https://example.org/osa#a&quot;b&lt;c</a></p>');
    expect(html).not.toContain('<b>');
  });
});

describe('delivery and appointment rules', () => {
  it('retries while retries are left, then fails', () => {
    expect(stateAfterFailure(1, 2)).toBe('retrying');
    expect(stateAfterFailure(2, 2)).toBe('retrying');
    expect(stateAfterFailure(3, 2)).toBe('failed');
  });

  it('opens a video-proctored link an hour before the appointment and closes it a day after', () => {
    const window = vppLinkWindow(new Date('2026-05-06T14:30:00.000Z'));
    expect(window.opensAt.toISOString()).toBe('2026-05-06T13:30:00.000Z');
    expect(window.expiresAt.toISOString()).toBe('2026-05-07T14:30:00.000Z');
  });
});

describe('bodyHtml of a message without a link', () => {
  it('shows a {link} written in the text as written', () => {
    expect(bodyHtml('Use {link} in templates.', null, 'en-US')).toContain('<p>Use {link} in templates.</p>');
  });
});
