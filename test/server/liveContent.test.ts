/**
 * Stimulus books and live content (issue #20): the shipped books seeded on start, the content
 * operations (content.publishedStimulusBooks, content.stimulusBooksByLanguage,
 * productUi.stimBookPayload, productUi.dynamicContent) and the content seam the realtime hub
 * calls (stepContent, hasStimulusPage): the session's language, the form's own translations,
 * another account's assessment as missing, a language a book lacks as not found.
 */
import type { StimulusBookIndex, StimulusBookSummary } from '../../src/contract/services/stimulusBooks';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import type { StepContent } from '../../src/domain/live/liveSession';
import type { StimulusBook } from '../../src/domain/live/stimulusBook';
import { stimulusBookStore } from '../../src/server/db/platform/stimulusBooks';
import { seedStimulusBooks } from '../../src/server/db/seedStimulusBooks';
import { hasStimulusPage, stepContent } from '../../src/server/services/liveContent/liveContent';
import { HttpProblem } from '../../src/server/http/problems';
import { stimulusFileAddresses } from '../../src/server/services/liveContent/stimulusFileAddress';
import { loadProduct } from '../domain/productFixtures';
import { examineeBody } from './support/fixtures';
import { demoClinicId } from './support/permissionMatrixAccounts';
import { apiAs, selfUserId, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let examiner: Api;
let teacher: Api;
let other: Api;
let clinicId: number;
let phq9: Assessment;
let orf: Assessment;

const ASSESSMENTS = '/assessment-facade/assessments';

async function newAssessment(api: Api, productId: string, birthDate: string): Promise<Assessment> {
  const examinee = (await api('POST', '/assessment-facade/examinees', examineeBody({ examineeId: `LC-${productId}`, birthDate }))).json<Examinee>();
  const response = await api('POST', ASSESSMENTS, { examineeRecordId: examinee.id, productId, administrationDate: '2026-11-02', examinerId: await selfUserId(api) });
  expect(response.statusCode).toBe(201);
  return response.json<Assessment>();
}

beforeAll(async () => {
  test = await createTestApp();
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  teacher = apiAs(test.app, await signIn(test.app, 'teacher'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
  clinicId = await demoClinicId(test.db);
  phq9 = await newAssessment(examiner, 'phq9', '1990-04-01');
  orf = await newAssessment(teacher, 'orf', '2017-04-01');
});
afterAll(async () => {
  await test.close();
});

describe('the shipped books', () => {
  it('are seeded on start: the reading passages and the item cards of every self-report form', async () => {
    const response = await examiner('GET', '/content/stimulus-books');
    expect(response.statusCode).toBe(200);
    const books = response.json<StimulusBookSummary[]>();
    expect(books.map((book) => book.id)).toEqual([
      'cesd-item-cards',
      'dass21-item-cards',
      'gad7-item-cards',
      'ipip-bffm50-item-cards',
      'k10-item-cards',
      'orf-passages',
      'pcl5-item-cards',
      'phq15-item-cards',
      'phq9-item-cards',
      'who5-item-cards',
    ]);
    const product = loadProduct('phq9');
    expect(books.find((book) => book.id === 'phq9-item-cards')).toMatchObject({
      productId: 'phq9',
      version: product.version,
      locales: ['de_de', 'en_us', 'fr_fr'],
      title: product.name,
      pageCount: product.items.length + 1,
      attribution: product.attribution,
      licenseNote: product.licenseNote,
    });
  });

  it('are seeded idempotently, and a new version replaces the old', async () => {
    const store = stimulusBookStore(test.db);
    const before = await store.find('gad7-item-cards');
    await seedStimulusBooks(test.db, [loadProduct('gad7')], new Date('2030-01-01T00:00:00Z'));
    expect((await store.find('gad7-item-cards'))?.publishedAt).toEqual(before?.publishedAt);
    const newer = { ...loadProduct('gad7'), version: 99, instructions: { en_us: 'New instructions.' } };
    await seedStimulusBooks(test.db, [newer], new Date('2030-01-01T00:00:00Z'));
    const replaced = await store.find('gad7-item-cards');
    expect(replaced?.book.version).toBe(99);
    expect(replaced?.book.editions.en_us?.pages[0]?.blocks).toContainEqual({ kind: 'text', text: 'New instructions.' });
    expect((await store.list()).filter((row) => row.book.id === 'gad7-item-cards')).toHaveLength(1);
  });
});

describe('content.stimulusBooksByLanguage', () => {
  it('lists the books a language can show, with their pages in that language', async () => {
    const german = (await examiner('GET', '/content/stimulus-books/languages/de_de')).json<StimulusBookIndex[]>();
    expect(german.map((book) => book.id)).toEqual(['phq9-item-cards']);
    expect(german[0]?.pages.slice(0, 2)).toEqual([
      { id: 'instructions', title: 'PHQ-9' },
      { id: 'item-1', title: 'PHQ-9 1' },
    ]);
    const british = (await examiner('GET', '/content/stimulus-books/languages/en_gb')).json<StimulusBookIndex[]>();
    expect(british.map((book) => book.id)).toContain('orf-passages');
  });

  it('refuses a language the platform does not speak', async () => {
    expect((await examiner('GET', '/content/stimulus-books/languages/xx_yy')).statusCode).toBe(400);
  });
});

describe('productUi.stimBookPayload', () => {
  it('answers a page in the asked language, with its place in the book', async () => {
    const response = await examiner('GET', '/product-ui/stimulus-books/phq9-item-cards/pages/item-2?locale=fr_fr');
    expect(response.statusCode).toBe(200);
    const content = response.json<StepContent>();
    expect(content).toMatchObject({ kind: 'stimulus', bookTitle: loadProduct('phq9').name, pageNumber: 3, pageCount: 11, page: { id: 'item-2' } });
    if (content.kind !== 'stimulus') throw new Error('not a stimulus page');
    expect(content.page.blocks[0]).toEqual({ kind: 'heading', text: loadProduct('phq9').items[1]?.text.fr_fr });
  });

  it('answers 404 for a language the book lacks, saying so, and for a page or book that does not exist', async () => {
    const lacking = await examiner('GET', '/product-ui/stimulus-books/phq9-item-cards/pages/item-2?locale=sv_se');
    expect(lacking.statusCode).toBe(404);
    expect(lacking.json<{ detail: string }>().detail).toBe('The stimulus book phq9-item-cards is not published in sv_se.');
    expect((await examiner('GET', '/product-ui/stimulus-books/phq9-item-cards/pages/item-99?locale=en_us')).statusCode).toBe(404);
    expect((await examiner('GET', '/product-ui/stimulus-books/nothing/pages/item-1?locale=en_us')).statusCode).toBe(404);
  });
});

describe('productUi.dynamicContent', () => {
  const url = (assessmentId: number, query: string) => `/product-ui/assessments/${assessmentId}/content?${query}`;

  it('answers the instructions in the form’s own translation, and in US English where the form has none', async () => {
    const german = (await examiner('GET', url(phq9.id, 'kind=instructions&locale=de_de'))).json<StepContent>();
    expect(german).toEqual({ kind: 'instructions', productName: loadProduct('phq9').name, text: loadProduct('phq9').instructions.de_de });
    const swedish = (await examiner('GET', url(phq9.id, 'kind=instructions&locale=sv_se'))).json<StepContent>();
    expect(swedish).toMatchObject({ text: loadProduct('phq9').instructions.en_us });
  });

  it('answers an item with its number, stem, options and saved answer', async () => {
    const saved = await examiner('PUT', `${ASSESSMENTS}/${phq9.id}`, { version: phq9.version, responses: { phq9_3: 2 }, administrationDate: '2026-11-02', examinerId: phq9.examinerId, status: 'inProgress' });
    expect(saved.statusCode).toBe(200);
    const content = (await examiner('GET', url(phq9.id, 'kind=item&itemId=phq9_3&locale=fr_fr'))).json<StepContent>();
    const product = loadProduct('phq9');
    expect(content).toMatchObject({ kind: 'item', number: 3, itemCount: 10, stem: product.instructions.fr_fr, text: product.items[2]?.text.fr_fr, min: null, max: null, answer: 2 });
    if (content.kind !== 'item') throw new Error('not an item');
    expect(content.options).toEqual([
      { value: 0, label: 'Jamais' },
      { value: 1, label: 'Plusieurs jours' },
      { value: 2, label: 'Plus de la moitié du temps' },
      { value: 3, label: 'Presque tous les jours' },
    ]);
  });

  it('answers a numeric item with its range and a passage with its word count', async () => {
    expect((await teacher('GET', url(orf.id, 'kind=item&itemId=wordsRead&locale=en_us'))).json<StepContent>()).toMatchObject({ kind: 'item', options: [], min: 0, max: 400, answer: null });
    const passage = loadProduct('orf').passages[0];
    expect((await teacher('GET', url(orf.id, `kind=passage&passageId=${passage?.id}&locale=en_us`))).json<StepContent>()).toEqual({
      kind: 'passage',
      title: passage?.title,
      text: passage?.text.en_us,
      wordCount: passage?.wordCount,
    });
  });

  it('refuses a missing item or passage name, and answers 404 for an unknown item and for another account’s assessment', async () => {
    expect((await examiner('GET', url(phq9.id, 'kind=item&locale=en_us'))).statusCode).toBe(400);
    expect((await teacher('GET', url(orf.id, 'kind=passage&locale=en_us'))).statusCode).toBe(400);
    expect((await examiner('GET', url(phq9.id, 'kind=item&itemId=nope&locale=en_us'))).statusCode).toBe(404);
    expect((await examiner('GET', url(phq9.id, 'kind=passage&passageId=grade1&locale=en_us'))).statusCode).toBe(404);
    const foreign = await other('GET', url(phq9.id, 'kind=instructions&locale=en_us'));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Patient Health');
  });
});

describe('the content seam', () => {
  const scope = () => ({ accountId: clinicId, userId: null });
  const files = stimulusFileAddresses(Buffer.alloc(32, 7), () => new Date());

  it('resolves every step kind, the live answer before the saved one', async () => {
    const db = test.db;
    expect(await stepContent(db, scope(), { locale: 'en_us', step: { kind: 'waiting' }, answers: {} }, files)).toEqual({ kind: 'waiting' });
    expect(await stepContent(db, scope(), { locale: 'en_us', step: { kind: 'ended' }, answers: {} }, files)).toEqual({ kind: 'ended' });
    const step = { kind: 'item', assessmentId: phq9.id, itemId: 'phq9_3' } as const;
    expect(await stepContent(db, scope(), { locale: 'en_us', step, answers: {} }, files)).toMatchObject({ answer: 2 });
    expect(await stepContent(db, scope(), { locale: 'en_us', step, answers: { [phq9.id]: { phq9_3: 0 } } }, files)).toMatchObject({ answer: 0 });
    expect(await stepContent(db, scope(), { locale: 'en_us', step, answers: { [phq9.id]: { phq9_3: null } } }, files)).toMatchObject({ answer: null });
    expect(await stepContent(db, scope(), { locale: 'de_de', step: { kind: 'stimulus', bookId: 'phq9-item-cards', pageId: 'instructions' }, answers: {} }, files)).toMatchObject({
      kind: 'stimulus',
      pageNumber: 1,
      page: { blocks: [{ kind: 'heading', text: 'PHQ-9' }, { kind: 'text', text: loadProduct('phq9').instructions.de_de }] },
    });
  });

  it('treats another account’s assessment as missing', async () => {
    const otherAccount = { accountId: clinicId + 100_000, userId: null };
    await expect(stepContent(test.db, otherAccount, { locale: 'en_us', step: { kind: 'instructions', assessmentId: phq9.id }, answers: {} }, files)).rejects.toMatchObject({ code: 'notFound' });
    await expect(stepContent(test.db, scope(), { locale: 'sv_se', step: { kind: 'stimulus', bookId: 'phq9-item-cards', pageId: 'item-1' }, answers: {} }, files)).rejects.toBeInstanceOf(HttpProblem);
  });

  it('says whether a page exists in the edition the language reads', async () => {
    expect(await hasStimulusPage(test.db, 'phq9-item-cards', 'item-9', 'de_de')).toBe(true);
    expect(await hasStimulusPage(test.db, 'phq9-item-cards', 'item-9', 'en_au')).toBe(true);
    expect(await hasStimulusPage(test.db, 'phq9-item-cards', 'item-11', 'de_de')).toBe(false);
    expect(await hasStimulusPage(test.db, 'phq9-item-cards', 'item-9', 'nb_no')).toBe(false);
    expect(await hasStimulusPage(test.db, 'no-such-book', 'item-1', 'en_us')).toBe(false);
  });

  it('publishes an operator’s book and shows it', async () => {
    const book: StimulusBook = {
      id: 'test-pictures',
      productId: null,
      version: 1,
      editions: { da_dk: { title: 'Billeder', pages: [{ id: 'p1', title: 'Et', blocks: [{ kind: 'text', text: 'Hej' }] }] } },
      attribution: 'Written for the tests.',
      licenseNote: 'none',
    };
    expect(await stimulusBookStore(test.db).publish(book, null, new Date())).toBe('published');
    expect(await stimulusBookStore(test.db).publish(book, null, new Date())).toBe('notNewer');
    expect(await stepContent(test.db, scope(), { locale: 'da_dk', step: { kind: 'stimulus', bookId: 'test-pictures', pageId: 'p1' }, answers: {} }, files)).toMatchObject({ bookTitle: 'Billeder', pageCount: 1 });
  });
});
