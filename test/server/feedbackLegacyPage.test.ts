/**
 * The feedback legacy page: shares the SPA's session (or sends the browser to the login page,
 * which returns here), prefills the screen a link names, refuses a post without its form token,
 * shows errors linked to their fields, stores valid feedback and redirects to the thank-you page
 * (POST/redirect/GET), accepts the page-refresh flag, and answers the 403 page to
 * data-retention staff.
 */
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ValidationError } from 'yup';
import { SESSION_COOKIE } from '../../src/contract/cookies';
import { FEEDBACK_SCREENS } from '../../src/contract/feedbackScreens';
import { SCREENS } from '../../src/contract';
import { feedbackSubmissionSchema } from '../../src/domain/feedback';
import { SUPPORTED_LOCALES } from '../../src/domain/locale';
import { auditLog, feedback, users } from '../../src/server/db/schema';
import { FEEDBACK_FORM_COOKIE, FEEDBACK_FORM_EXPIRED, FEEDBACK_NOT_ALLOWED } from '../../src/server/legacy/feedback/feedbackRoutes';
import { FEEDBACK_SCREEN_NAMES, isFeedbackScreenName } from '../../src/server/legacy/i18n/feedbackScreenText';
import { FEEDBACK_VALIDATION_TEXT, feedbackRefusalText } from '../../src/server/legacy/i18n/feedbackValidationText';
import { apiAs, cookieOf, formBody, signIn, type TestSession } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

let test: TestApp;
let teacher: TestSession;
beforeAll(async () => {
  test = await createTestApp();
  teacher = await signIn(test.app, 'teacher');
});
afterAll(async () => {
  await test.close();
});

const PAGE = '/legacy/feedback';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const openPage = (session: TestSession | null, query = ''): Promise<LightMyRequestResponse> =>
  test.app.inject({ method: 'GET', url: `${PAGE}${query}`, ...(session ? { cookies: { [SESSION_COOKIE]: session.sessionCookie } } : {}) });

/** Opens the page, then posts its form with the page's form token (or the token given). */
async function postForm(session: TestSession, fields: Record<string, string>, token?: { cookie?: string; field?: string }): Promise<LightMyRequestResponse> {
  const page = await openPage(session);
  const field = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const cookie = cookieOf(page, FEEDBACK_FORM_COOKIE) ?? '';
  const tokenCookie = token && 'cookie' in token ? token.cookie : cookie;
  const tokenField = token && 'field' in token ? token.field : field;
  return test.app.inject({
    method: 'POST',
    url: PAGE,
    cookies: { [SESSION_COOKIE]: session.sessionCookie, ...(tokenCookie !== undefined ? { [FEEDBACK_FORM_COOKIE]: tokenCookie } : {}) },
    payload: formBody({ ...fields, ...(tokenField !== undefined ? { formToken: tokenField } : {}) }),
    headers: { ...FORM, 'user-agent': 'LegacyFeedbackTest/2.0' },
  });
}

const feedbackCount = async (): Promise<number> => (await test.db.select({ id: feedback.id }).from(feedback)).length;

const VALID = { category: 'suggestion', screen: '/licenses', message: 'Show the usages left per form at the top.', rating: '4', mayContact: 'true' };

describe('the feedback page', () => {
  it('renders the form with the page-refresh flag: one h1, the categories as a radio group, every field labelled', async () => {
    const response = await openPage(teacher, '?pageRefresh=true');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>Q-global | Send feedback</title>');
    expect(response.body.match(/<h1[ >]/g)).toHaveLength(1);
    expect(response.body).toMatch(/<fieldset[^>]*><legend>What is your feedback about\?<\/legend>/);
    expect(response.body.match(/type="radio"/g)).toHaveLength(4);
    for (const id of ['category', 'category-suggestion', 'screen', 'message', 'rating', 'mayContact']) {
      expect(response.body).toContain(`for="${id}"`);
      expect(response.body).toContain(`id="${id}"`);
    }
    expect(response.body).toContain('Between 10 and 5000 characters.');
    expect(response.body).toContain('maxLength="5000"');
    expect(response.body).toContain('You may contact me about this');
    expect(response.body).not.toContain('<script');
  });

  it('prefills the screen a link names: a listed screen is selected, a particular page is offered with its screen name', async () => {
    const listed = await openPage(teacher, '?screen=%2Flicenses&pageRefresh=true');
    expect(listed.body).toContain('<option value="/licenses" selected="">Licenses and usage</option>');
    const particular = await openPage(teacher, '?screen=%2Fassessments%2F40');
    expect(particular.body).toContain('<option value="/assessments/40" selected="">Item entry, scores and reports (/assessments/40)</option>');
    const unknown = await openPage(teacher, '?screen=%2Fsomewhere');
    expect(unknown.body).toContain('<option value="/somewhere" selected="">The page you came from (/somewhere)</option>');
    const none = await openPage(teacher);
    expect(none.body).toContain('<option value="" selected="">Not about one screen</option>');
  });

  it('sends a browser without a session to the login page, which returns here with the screen', async () => {
    const plain = await openPage(null, '?pageRefresh=true');
    expect(plain.statusCode).toBe(303);
    expect(plain.headers.location).toBe('/legacy/login?next=%2Flegacy%2Ffeedback');
    const about = await openPage(null, '?screen=%2Fassessments%2F40');
    expect(about.headers.location).toBe(`/legacy/login?next=${encodeURIComponent('/legacy/feedback?screen=%2Fassessments%2F40')}`);
    const post = await test.app.inject({ method: 'POST', url: PAGE, payload: formBody(VALID), headers: FORM });
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe('/legacy/login?next=%2Flegacy%2Ffeedback');
  });

  it('answers the 403 page to data-retention staff, for the page and for a post', async () => {
    const retention = await signIn(test.app, 'retention');
    const page = await openPage(retention, '?pageRefresh=true');
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(FEEDBACK_NOT_ALLOWED);
    expect(page.body).not.toContain('name="formToken"');
    const stored = await feedbackCount();
    const post = await test.app.inject({ method: 'POST', url: PAGE, cookies: { [SESSION_COOKIE]: retention.sessionCookie }, payload: formBody(VALID), headers: FORM });
    expect(post.statusCode).toBe(403);
    expect(await feedbackCount()).toBe(stored);
  });

  it('refuses a post with a missing or forged form token (403), keeps what was typed and stores nothing', async () => {
    const stored = await feedbackCount();
    const missing = await postForm(teacher, VALID, { field: undefined });
    expect(missing.statusCode).toBe(403);
    expect(missing.body).toContain(FEEDBACK_FORM_EXPIRED);
    expect(missing.body).toContain('Show the usages left per form at the top.</textarea>');
    const forged = await postForm(teacher, VALID, { field: 'forged.token' });
    expect(forged.statusCode).toBe(403);
    const noCookie = await postForm(teacher, VALID, { cookie: undefined });
    expect(noCookie.statusCode).toBe(403);
    expect(await feedbackCount()).toBe(stored);
  });

  it('shows the errors in a summary linked to the fields and beside them, keeping the entered values (400)', async () => {
    const stored = await feedbackCount();
    const response = await postForm(teacher, { screen: '/assessments/40', message: 'too short', rating: '4' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('There is a problem');
    expect(response.body).toContain('<a href="#category">Choose what your feedback is about.</a>');
    expect(response.body).toContain('<a href="#message">Write at least 10 characters.</a>');
    expect(response.body).toContain('id="message-error"');
    expect(response.body).toMatch(/aria-describedby="message-hint message-error"/);
    expect(response.body).toContain('too short</textarea>');
    expect(response.body).toContain('<option value="/assessments/40" selected="">');
    expect(response.body).toContain('<option value="4" selected="">');
    expect(await feedbackCount()).toBe(stored);
  });

  it('stores valid feedback with an audit row and redirects to the thank-you page (POST/redirect/GET)', async () => {
    const response = await postForm(teacher, VALID);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/legacy/feedback?sent=true');
    const [row] = await test.db.select().from(feedback).orderBy(desc(feedback.id)).limit(1);
    const [user] = await test.db.select({ id: users.id, accountId: users.accountId }).from(users).where(eq(users.username, 'teacher'));
    expect(row).toMatchObject({
      userId: user?.id,
      accountId: user?.accountId,
      category: 'suggestion',
      screen: '/licenses',
      message: 'Show the usages left per form at the top.',
      rating: 4,
      mayContact: true,
      userAgent: 'LegacyFeedbackTest/2.0',
    });
    const audits = await test.db.select().from(auditLog).where(eq(auditLog.entityId, String(row?.id)));
    expect(audits.filter((audit) => audit.action === 'misc.submitFeedback')).toHaveLength(1);

    const thanks = await openPage(teacher, '?sent=true&pageRefresh=true');
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain('<title>Q-global | Thank you for your feedback</title>');
    expect(thanks.body).toContain('Your feedback was sent.');
    expect(thanks.body).not.toContain('<form');
  });

  it('stores no rating and no consent when none was given', async () => {
    const response = await postForm(teacher, { category: 'praise', screen: '', message: 'Entering items by keyboard is quick.', rating: '' });
    expect(response.statusCode).toBe(303);
    const [row] = await test.db.select().from(feedback).orderBy(desc(feedback.id)).limit(1);
    expect(row).toMatchObject({ category: 'praise', screen: '', rating: null, mayContact: false });
  });
});

describe("the feedback page in the user's language", () => {
  let admin: TestSession;
  beforeAll(async () => {
    admin = await signIn(test.app, 'admin');
    const saved = await apiAs(test.app, admin)('PUT', '/account/users/self/preferences', { language: { languageCode: 'fr' } });
    expect(saved.statusCode).toBe(200);
  });

  it('asks in French: the categories, the screen names, the hint and the ratings', async () => {
    const response = await openPage(admin, '?screen=%2Fassessments%2F40');
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain('<html lang="fr-FR">');
    expect(body).toContain('<title>Q-global | Envoyer des commentaires</title>');
    expect(body).toContain('<h1>Envoyer des commentaires</h1>');
    expect(body).toContain('Aller au contenu principal');
    expect(body).toContain('<legend>Sur quoi portent vos commentaires ?</legend>');
    expect(body).toContain('<label for="category">Quelque chose ne fonctionne pas</label>');
    expect(body).toContain('<label for="category-praise">Quelque chose fonctionne bien</label>');
    expect(body).toContain('<label for="screen">De quel écran s’agit-il ?</label>');
    expect(body).toContain('<option value="">Aucun écran en particulier</option>');
    expect(body).toContain('<option value="/assessments/40" selected="">Saisie des items, scores et rapports (/assessments/40)</option>');
    expect(body).toContain('<option value="/licenses">Licences et utilisation</option>');
    expect(body).toContain('Entre 10 et 5000 caractères.');
    expect(body).toContain('<option value="5">5 sur 5 (excellent)</option>');
    expect(body).toContain('<option value="1">1 sur 5 (mauvais)</option>');
    expect(body).toContain('<label for="mayContact">Vous pouvez me contacter à ce sujet</label>');
    expect(body).toContain('<button type="submit">Envoyer les commentaires</button>');
    expect(body).not.toContain('What is your feedback about?');
    const unknown = await openPage(admin, '?screen=%2Fsomewhere');
    expect(unknown.body).toContain('<option value="/somewhere" selected="">La page d’où vous venez (/somewhere)</option>');
  });

  it("shows the shared rule's refusals and an expired form in French", async () => {
    const refused = await postForm(admin, { screen: '', message: 'court', rating: 'abc' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="fr-FR">');
    expect(refused.body).toContain('Il y a un problème');
    expect(refused.body).toContain('<a href="#category">Choisissez le sujet de vos commentaires.</a>');
    expect(refused.body).toContain('<a href="#message">Écrivez au moins 10 caractères.</a>');
    expect(refused.body).toContain('<a href="#rating">Choisissez une note de 1 à 5.</a>');
    expect(refused.body).not.toContain('Write at least');
    const expired = await postForm(admin, VALID, { field: 'forged.token' });
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain('Ce formulaire a expiré. Veuillez l’envoyer à nouveau.');
  });

  it('thanks in French', async () => {
    const thanks = await openPage(admin, '?sent=true');
    expect(thanks.body).toContain('<html lang="fr-FR">');
    expect(thanks.body).toContain('<title>Q-global | Merci pour vos commentaires</title>');
    expect(thanks.body).toContain('Vos commentaires ont été envoyés.');
    expect(thanks.body).toContain('<a href="/legacy/feedback">Envoyer d’autres commentaires</a>');
  });

  it('tells data-retention staff in their language that they cannot send feedback', async () => {
    const retention = await signIn(test.app, 'retention');
    const saved = await apiAs(test.app, retention)('PUT', '/account/users/self/preferences', { language: { languageCode: 'sv' } });
    expect(saved.statusCode).toBe(200);
    const page = await openPage(retention);
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('<html lang="sv-SE">');
    expect(page.body).toContain('<h1>Du kan inte skicka återkoppling</h1>');
    expect(page.body).toContain('Att skicka återkoppling ingår inte i din roll.');
    expect(page.body).toContain('Gå till startsidan');
  });

  it('names every screen of the contract in every language', () => {
    // The SPA's screens carry their names in every language; the legacy pages' are in the server's table.
    const legacy = FEEDBACK_SCREENS.map((screen) => screen.label).filter((label) => !SCREENS.some((screen) => screen.name.en_us === label));
    expect(legacy.length).toBeGreaterThan(0);
    expect(legacy.filter((label) => !isFeedbackScreenName(label))).toEqual([]);
    for (const locale of SUPPORTED_LOCALES) expect(Object.keys(FEEDBACK_SCREEN_NAMES[locale]).sort()).toEqual([...legacy].sort());
    for (const screen of SCREENS) for (const locale of SUPPORTED_LOCALES) expect({ screen: screen.pattern, locale, name: screen.name[locale].trim() !== '' }).toEqual({ screen: screen.pattern, locale, name: true });
  });

  it('knows every refusal of the shared rule by its US English words', () => {
    const refusals = new Set<string>();
    const bad = [
      { category: '', message: '', screen: 'x'.repeat(301), rating: 'abc' },
      { category: 'other', message: 'short', screen: '', rating: '0' },
      { category: 'problem', message: 'x'.repeat(5001), screen: '', rating: '2.5' },
    ];
    for (const input of bad) {
      try {
        feedbackSubmissionSchema.validateSync(input, { abortEarly: false });
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        for (const item of error.inner) refusals.add(item.message);
      }
    }
    expect([...refusals].sort()).toEqual(Object.values(FEEDBACK_VALIDATION_TEXT.en_us).sort());
    for (const message of refusals) {
      expect(feedbackRefusalText('en_gb', message)).toBe(message);
      expect(feedbackRefusalText('de_de', message)).not.toBe(message);
    }
    expect(feedbackRefusalText('de_de', 'A refusal nobody translated.')).toBe('A refusal nobody translated.');
  });
});
