/**
 * The sign-in page speaks the browser's language before anyone has signed in, lets the user pick
 * another, keeps it through a failed attempt, and marks its language for assistive technology.
 */
import { PREFERENCES_COOKIE } from '../../src/contract/cookies';
import { localeFromAcceptLanguage } from '../../src/domain/locale';
import { createTestApp, type TestApp } from './support/testApp';
import { formBody, loginForm } from './support/session';

jest.setTimeout(60_000);

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

const page = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers, cookies });

describe('Accept-Language', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de_de'],
    ['fr-CA', 'fr_ca'],
    ['fr-BE,en;q=0.5', 'fr_fr'],
    ['nb', 'nb_no'],
    ['no-NO', 'nb_no'],
    ['en-GB', 'en_gb'],
    ['pt-BR,sv;q=0.7', 'sv_se'],
    ['en;q=0.2, nl;q=0.8', 'nl_nl'],
    ['de;q=0, da', 'da_dk'],
    ['pt-BR', null],
    ['*', null],
    ['', null],
  ])('reads %j as %j', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe('the sign-in page', () => {
  it('speaks the browser\'s language and says which it is', async () => {
    const response = await page('/legacy/login', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(response.body).toContain('<html lang="de-DE">');
    expect(response.body).toContain('<title>Q-global | Anmelden</title>');
    expect(response.body).toContain('<label for="userName">Benutzername</label>');
    expect(response.body).toContain('<label for="password">Passwort</label>');
    expect(response.body).toContain('Zum Hauptinhalt springen');
    expect(response.headers['content-language']).toBe('de-DE');
  });

  it('stays in US English for a browser that asks for a language the platform does not speak', async () => {
    const response = await page('/legacy/login', { 'accept-language': 'pt-BR' });
    expect(response.body).toContain('<html lang="en-US">');
    expect(response.body).toContain('<button type="submit">Sign in</button>');
  });

  it('offers every language, each named in its own language, and follows the choice', async () => {
    const german = await page('/legacy/login?next=%2Fexaminees', { 'accept-language': 'de' });
    expect(german.body).toContain('<a href="/legacy/login?lang=sv_se&amp;next=%2Fexaminees" lang="sv-SE" hrefLang="sv-SE">Svenska</a>');
    expect(german.body).toContain('aria-current="true">Deutsch</a>');
    const swedish = await page('/legacy/login?lang=sv_se&next=%2Fexaminees', { 'accept-language': 'de' });
    expect(swedish.body).toContain('<html lang="sv-SE">');
    expect(swedish.body).toContain('<button type="submit">Logga in</button>');
    expect(swedish.body).toContain('name="next" value="/examinees"');
    expect(swedish.body).toContain('name="lang" value="sv_se"');
    expect((await page('/legacy/login?lang=xx_yy', { 'accept-language': 'nl' })).body).toContain('<html lang="nl-NL">');
  });

  it("speaks the language of the user who signed in last on this browser", async () => {
    const preferences = JSON.stringify({
      dateFormat: { dateFormatName: 'dd/MM/yyyy', dateFormatCode: 'dd/MM/yyyy' },
      numberFormat: { numberFormatName: '1 234,56', numberFormatCode: 'fr_fr', decimalSeparator: ',', groupingSeparator: ' ' },
      timeZone: { timeZoneName: 'Paris', timeZoneCode: 'Europe/Paris' },
      language: { languageName: 'Français', languageCode: 'fr_fr' },
      itemEntryAutoAdvance: true,
      showStartingTips: true,
      showWarningPopup: true,
      defaultExaminerId: 0,
      isInternalUser: false,
    });
    const response = await page('/legacy/login?logout=true', { 'accept-language': 'en' }, { [PREFERENCES_COOKIE]: preferences });
    expect(response.body).toContain('<html lang="fr-FR">');
    expect(response.body).toContain('Vous avez été déconnecté.');
  });

  it('says a failed sign-in in the language the form was shown in', async () => {
    const form = await loginForm(test.app);
    const response = await test.app.inject({
      method: 'POST',
      url: '/legacy/login',
      cookies: { qg_login_form: form.cookie },
      payload: formBody({ userName: 'examiner', password: 'wrong password', formToken: form.field, lang: 'es_es' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="es-ES">');
    expect(response.body).toContain('El nombre de usuario o la contraseña no son correctos.');
  });
});
