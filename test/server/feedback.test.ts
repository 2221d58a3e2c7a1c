/**
 * misc.feedbackMetadata and misc.submitFeedback: what the form needs, and feedback stored with
 * its sender, their account (none for internal staff) and user agent, audited; bad input answers
 * 400 problem+json naming each field; data-retention staff, who may not send feedback, get 403.
 */
import { and, eq } from 'drizzle-orm';
import { legacyPagePath } from '../../src/contract/legacyPages';
import type { FeedbackMetadata, SubmittedFeedback } from '../../src/contract/services/feedback';
import type { ProblemDetails } from '../../src/contract/problem';
import { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS } from '../../src/domain/feedback';
import { ConfigError, loadConfig } from '../../src/server/config';
import { auditLog, feedback, users } from '../../src/server/db/schema';
import { feedbackMetadataOf, MAX_USER_AGENT_LENGTH } from '../../src/server/services/feedback/service';
import { apiAs, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

type Api = ReturnType<typeof apiAs>;

let test: TestApp;
let accountUser: Api;
let backOffice: Api;
let retention: Api;

const METADATA = '/misc/feedback/metadata';
const SUBMIT = '/misc/feedback';

const userRow = async (userName: string) => {
  const [row] = await test.db.select({ id: users.id, accountId: users.accountId }).from(users).where(eq(users.username, userName));
  if (!row) throw new Error(`No user ${userName}.`);
  return row;
};

const storedFeedback = async (id: number) => {
  const [row] = await test.db.select().from(feedback).where(eq(feedback.id, id));
  return row;
};

beforeAll(async () => {
  test = await createTestApp();
  accountUser = apiAs(test.app, await signIn(test.app, 'user'));
  backOffice = apiAs(test.app, await signIn(test.app, 'backoffice'));
  retention = apiAs(test.app, await signIn(test.app, 'retention'));
});
afterAll(async () => {
  await test.close();
});

describe('misc.feedbackMetadata', () => {
  it('answers the categories with their names, the limits and the screens', async () => {
    const response = await accountUser('GET', METADATA);
    expect(response.statusCode).toBe(200);
    const metadata = response.json<FeedbackMetadata>();
    expect(metadata.categories.map((category) => category.value)).toEqual([...FEEDBACK_CATEGORIES]);
    expect(metadata.categories.find((category) => category.value === 'problem')?.label).toBe('Something does not work');
    expect(metadata.limits).toEqual(FEEDBACK_LIMITS);
    expect(metadata.screens).toContainEqual({ path: '/assessments/:assessmentId', label: 'Item entry, scores and reports' });
    expect(metadata.screens).toContainEqual({ path: legacyPagePath('myAccountSettings'), label: 'My account settings' });
    // No FEEDBACK_EMAIL in the tests' environment.
    expect(metadata.supportEmail).toBeNull();
  });

  it('is refused to data-retention staff (403 problem+json)', async () => {
    const response = await retention('GET', METADATA);
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json<ProblemDetails>()).toMatchObject({ code: 'forbidden' });
  });
});

describe('the support address (FEEDBACK_EMAIL)', () => {
  it('is offered when set, and absent when blank or unset', () => {
    expect(loadConfig({ FEEDBACK_EMAIL: ' support@example.org ' }).feedbackEmail).toBe('support@example.org');
    expect(loadConfig({ FEEDBACK_EMAIL: '  ' }).feedbackEmail).toBeNull();
    expect(loadConfig({}).feedbackEmail).toBeNull();
    expect(feedbackMetadataOf('support@example.org').supportEmail).toBe('support@example.org');
  });

  it('refuses a value that is not an e-mail address', () => {
    expect(() => loadConfig({ FEEDBACK_EMAIL: 'support' })).toThrow(ConfigError);
  });
});

describe('misc.submitFeedback', () => {
  it('stores the feedback with the user, the account and the user agent, answers 201 with its id, and audits it', async () => {
    const before = test.clock.now();
    const response = await accountUser(
      'POST',
      SUBMIT,
      { category: 'problem', message: '  The score table overlaps on my tablet.  ', screen: '/assessments/40', rating: 3, mayContact: true },
      { 'user-agent': 'FeedbackTest/1.0 (tablet)' },
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json<SubmittedFeedback>();
    expect(Number.isInteger(id)).toBe(true);
    const user = await userRow('user');
    const row = await storedFeedback(id);
    expect(row).toMatchObject({
      accountId: user.accountId,
      userId: user.id,
      category: 'problem',
      message: 'The score table overlaps on my tablet.',
      screen: '/assessments/40',
      rating: 3,
      mayContact: true,
      userAgent: 'FeedbackTest/1.0 (tablet)',
    });
    expect(row?.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    const audits = await test.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'misc.submitFeedback'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ userId: user.id, accountId: user.accountId, entity: 'feedback' });
  });

  it('fills in the optional fields and keeps the start of a very long user agent', async () => {
    const response = await accountUser('POST', SUBMIT, { category: 'praise', message: 'Batch reports saved me a day.' }, { 'user-agent': 'x'.repeat(MAX_USER_AGENT_LENGTH + 50) });
    expect(response.statusCode).toBe(201);
    const row = await storedFeedback(response.json<SubmittedFeedback>().id);
    expect(row).toMatchObject({ screen: '', rating: null, mayContact: false, userAgent: 'x'.repeat(MAX_USER_AGENT_LENGTH) });
  });

  it("stores internal staff's feedback under the operator's own organisation, no customer's", async () => {
    const response = await backOffice('POST', SUBMIT, { category: 'suggestion', message: 'Let the tracker export to CSV.' });
    expect(response.statusCode).toBe(201);
    const row = await storedFeedback(response.json<SubmittedFeedback>().id);
    const staff = await userRow('backoffice');
    expect(row).toMatchObject({ accountId: staff.accountId, userId: staff.id });
  });

  it('answers 400 problem+json naming every bad field, and stores nothing', async () => {
    const count = async () => (await test.db.select({ id: feedback.id }).from(feedback)).length;
    const stored = await count();
    const response = await accountUser('POST', SUBMIT, { category: 'rant', message: 'short', rating: 7, screen: `/${'x'.repeat(FEEDBACK_LIMITS.screenMaxLength)}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = response.json<ProblemDetails>();
    expect(problem).toMatchObject({ status: 400, code: 'validation' });
    expect(problem.errors?.map((error) => error.field).sort()).toEqual(['category', 'message', 'rating', 'screen']);
    expect(problem.errors).toContainEqual({ field: 'message', message: `Write at least ${FEEDBACK_LIMITS.messageMinLength} characters.` });
    expect(await count()).toBe(stored);
  });

  it('is refused to data-retention staff (403) and stores nothing', async () => {
    const stored = (await test.db.select({ id: feedback.id }).from(feedback)).length;
    const response = await retention('POST', SUBMIT, { category: 'question', message: 'May I send feedback at all?' });
    expect(response.statusCode).toBe(403);
    expect(response.json<ProblemDetails>()).toMatchObject({ code: 'forbidden' });
    expect((await test.db.select({ id: feedback.id }).from(feedback)).length).toBe(stored);
  });

  it('answers 401 without a session', async () => {
    const response = await test.app.inject({ method: 'POST', url: `/qg-services${SUBMIT}`, payload: { category: 'question', message: 'Who am I, anyway?' } });
    expect(response.statusCode).toBe(401);
  });
});
