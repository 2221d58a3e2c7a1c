/**
 * backOffice.publishStimulusBook (issue #20): the operator uploads a book's JSON with a reason; it
 * is checked by the domain's stimulusBookSchema (each problem named), a higher version replaces
 * the published book, the same or a lower one is refused, and the audit row keeps the reason.
 */
import { and, eq } from 'drizzle-orm';
import type { StimulusBookSummary } from '../../src/contract/services/stimulusBooks';
import type { StepContent } from '../../src/domain/live/liveSession';
import type { StimulusBook } from '../../src/domain/live/stimulusBook';
import { auditLog } from '../../src/server/db/schema';
import { apiAs, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let staff: Api;
let admin: Api;
let examiner: Api;

const REASON = 'Ticket SB-3: the picture vocabulary book, German edition added.';
const book = (version: number, text = 'Hund'): StimulusBook => ({
  id: 'picture-words',
  productId: null,
  version,
  editions: {
    en_us: { title: 'Picture words', pages: [{ id: 'dog', title: 'Dog', blocks: [{ kind: 'text', text: 'Dog' }] }] },
    de_de: { title: 'Bildwörter', pages: [{ id: 'dog', title: 'Hund', blocks: [{ kind: 'text', text }] }] },
  },
  attribution: 'Written for the tests.',
  licenseNote: 'Test content.',
});

beforeAll(async () => {
  test = await createTestApp();
  staff = apiAs(test.app, await signIn(test.app, 'backoffice'));
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
});
afterAll(async () => {
  await test.close();
});

describe('backOffice.publishStimulusBook', () => {
  it('publishes a book, audited with the reason, and the live content shows it', async () => {
    const response = await staff('POST', '/back-office/stimulus-books', { book: book(1), reason: REASON });
    expect(response.statusCode).toBe(201);
    expect(response.json<StimulusBookSummary>()).toMatchObject({ id: 'picture-words', version: 1, locales: ['de_de', 'en_us'], title: 'Picture words', pageCount: 1 });
    const page = (await examiner('GET', '/product-ui/stimulus-books/picture-words/pages/dog?locale=de_de')).json<StepContent>();
    expect(page).toMatchObject({ kind: 'stimulus', bookTitle: 'Bildwörter', page: { blocks: [{ kind: 'text', text: 'Hund' }] } });
    const rows = await test.db.select().from(auditLog).where(and(eq(auditLog.entity, 'stimulusBook'), eq(auditLog.entityId, 'picture-words'), eq(auditLog.outcome, 'ok')));
    expect(rows.map((row) => row.reason)).toEqual([REASON]);
  });

  it('replaces the book with a higher version, and refuses the same version', async () => {
    expect((await staff('POST', '/back-office/stimulus-books', { book: book(1, 'Der Hund'), reason: REASON })).statusCode).toBe(409);
    expect((await staff('POST', '/back-office/stimulus-books', { book: book(2, 'Der Hund'), reason: REASON })).statusCode).toBe(201);
    const page = (await examiner('GET', '/product-ui/stimulus-books/picture-words/pages/dog?locale=de_de')).json<StepContent>();
    expect(page).toMatchObject({ page: { blocks: [{ kind: 'text', text: 'Der Hund' }] } });
  });

  it('names what is wrong with a book that is not valid, and publishes nothing', async () => {
    const broken = { ...book(3), editions: { en_us: { title: 'Picture words', pages: [{ id: 'Dog!', title: 'Dog', blocks: [] }] } } };
    const response = await staff('POST', '/back-office/stimulus-books', { book: broken, reason: REASON });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { field: string }[] }>().errors.length).toBeGreaterThan(0);
    expect((await staff('POST', '/back-office/stimulus-books', { book: 'not a book', reason: REASON })).statusCode).toBe(400);
    expect((await staff('POST', '/back-office/stimulus-books', { book: book(3) })).statusCode).toBe(400);
    const listed = (await examiner('GET', '/content/stimulus-books')).json<StimulusBookSummary[]>();
    expect(listed.find((entry) => entry.id === 'picture-words')?.version).toBe(2);
  });

  it('is refused to a customer administrator', async () => {
    expect((await admin('POST', '/back-office/stimulus-books', { book: book(9), reason: REASON })).statusCode).toBe(403);
  });
});
