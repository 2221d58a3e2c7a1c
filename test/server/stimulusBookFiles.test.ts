/**
 * Stimulus book image files (issue #20): published with the book in one operation (stored with
 * their SHA-256; PNG, JPEG and WebP only, sniffed; at most 2 MiB; every image block must have its
 * file, else 422 naming the block), served at the signed address a stimulus page's content gives
 * (content.stimulusBookFile: headers, 304, one 404 for every bad address), and carried by
 * productUi.stimBookPayload, productUi.dynamicContent's sibling content and the live socket.
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { StimulusBookSummary } from '../../src/contract/services/stimulusBooks';
import type { StepContent } from '../../src/domain/live/liveSession';
import type { StimulusBook } from '../../src/domain/live/stimulusBook';
import { MAX_STIMULUS_FILE_BYTES } from '../../src/domain/live/stimulusBookFiles';
import { auditLog, stimulusBookFiles } from '../../src/server/db/schema';
import { pngOf, SVG_BYTES } from '../support/png';
import { examineeSocket, examinerSocket, is, makeLiveWorld } from './support/liveWorld';
import { apiAs, signIn, type TestSession } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let staff: Api;
let admin: Api;
let examiner: Api;
let examinerSession: TestSession;

const REASON = 'Ticket SB-7: the picture book with its drawings.';
const PNG = pngOf(32);
const OTHER_PNG = pngOf(16, [200, 30, 30]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

const book = (version: number, id = 'drawings'): StimulusBook => ({
  id,
  productId: null,
  version,
  editions: {
    en_us: {
      title: 'Drawings',
      pages: [
        { id: 'sun', title: 'The sun', blocks: [{ kind: 'image', fileName: 'sun.png', alt: 'A blue circle' }, { kind: 'text', text: 'What is this?' }] },
        { id: 'mark', title: 'A mark', blocks: [{ kind: 'image', fileName: 'mark.jpg', alt: 'A mark' }] },
      ],
    },
    de_de: {
      title: 'Zeichnungen',
      pages: [
        { id: 'sun', title: 'Die Sonne', blocks: [{ kind: 'image', fileName: 'sonne.png', alt: 'Ein blauer Kreis' }] },
        { id: 'mark', title: 'Ein Zeichen', blocks: [{ kind: 'image', fileName: 'mark.jpg', alt: 'Ein Zeichen' }] },
      ],
    },
  },
  attribution: 'Drawn for the tests.',
  licenseNote: 'Test content.',
});

const upload = (fileName: string, bytes: Buffer, contentType = 'image/png') => ({ fileName, contentType, data: bytes.toString('base64') });
const ALL_FILES = [upload('sun.png', PNG), upload('sonne.png', OTHER_PNG), upload('mark.jpg', JPEG, 'image/jpeg')];

type Problem = { status: number; code: string; errors?: { field: string; message: string }[] };
type Stimulus = Extract<StepContent, { kind: 'stimulus' }>;

const page = async (bookId: string, pageId: string, locale = 'en_us'): Promise<Stimulus> => {
  const response = await examiner('GET', `/product-ui/stimulus-books/${bookId}/pages/${pageId}?locale=${locale}`);
  expect(response.statusCode).toBe(200);
  return response.json<Stimulus>();
};

/** A GET of a file's address as an `<img>` makes it: no credential at all. */
const fetchFile = (address: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url: `/qg-services${address}`, headers });

beforeAll(async () => {
  test = await createTestApp();
  examinerSession = await signIn(test.app, 'examiner');
  staff = apiAs(test.app, await signIn(test.app, 'backoffice'));
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
  examiner = apiAs(test.app, examinerSession);
});
afterAll(async () => {
  await test.close();
});

describe('publishing a book with its files', () => {
  it('refuses an image block without its file, naming the block, and stores nothing', async () => {
    const response = await staff('POST', '/back-office/stimulus-books', { book: book(1), files: [upload('sun.png', PNG)], reason: REASON });
    expect(response.statusCode).toBe(422);
    const problem = response.json<Problem>();
    expect(problem.code).toBe('stimulusFilesRefused');
    expect(problem.errors?.map((error) => error.field)).toEqual(['book.editions.en_us.pages[1].blocks[0]', 'book.editions.de_de.pages[0].blocks[0]', 'book.editions.de_de.pages[1].blocks[0]']);
    expect(await test.db.select().from(stimulusBookFiles).where(eq(stimulusBookFiles.bookId, 'drawings'))).toEqual([]);
    expect((await examiner('GET', '/content/stimulus-books')).json<StimulusBookSummary[]>().some((entry) => entry.id === 'drawings')).toBe(false);
  });

  it('refuses an SVG, a file that is not the type it says, another type, and one over 2 MiB, naming each', async () => {
    const tooBig = Buffer.alloc(MAX_STIMULUS_FILE_BYTES + 1);
    PNG.copy(tooBig);
    const files = [upload('sun.png', SVG_BYTES, 'image/svg+xml'), upload('sonne.png', JPEG), upload('mark.jpg', Buffer.from('GIF89a'), 'image/gif'), upload('big.png', tooBig)];
    const response = await staff('POST', '/back-office/stimulus-books', { book: book(1), files, reason: REASON });
    expect(response.statusCode).toBe(422);
    const errors = response.json<Problem>().errors ?? [];
    expect(errors.filter((error) => error.field.startsWith('files[')).map((error) => error.field)).toEqual(['files[0]', 'files[1]', 'files[2]', 'files[3]']);
    expect(errors.find((error) => error.field === 'files[3]')?.message).toMatch(/2 MiB/);
    expect(await test.db.select().from(stimulusBookFiles).where(eq(stimulusBookFiles.bookId, 'drawings'))).toEqual([]);
  });

  it('is refused to a customer administrator and to an examiner', async () => {
    expect((await admin('POST', '/back-office/stimulus-books', { book: book(1), files: ALL_FILES, reason: REASON })).statusCode).toBe(403);
    expect((await examiner('POST', '/back-office/stimulus-books', { book: book(1), files: ALL_FILES, reason: REASON })).statusCode).toBe(403);
  });

  it('publishes the book and its files in one operation, each with its SHA-256, audited once with the reason', async () => {
    const response = await staff('POST', '/back-office/stimulus-books', { book: book(1), files: ALL_FILES, reason: REASON });
    expect(response.statusCode).toBe(201);
    expect(response.json<StimulusBookSummary>()).toMatchObject({ id: 'drawings', version: 1, pageCount: 2 });
    const rows = await test.db.select().from(stimulusBookFiles).where(eq(stimulusBookFiles.bookId, 'drawings'));
    const byName = new Map(rows.map((row) => [row.fileName, row]));
    expect([...byName.keys()].sort()).toEqual(['mark.jpg', 'sonne.png', 'sun.png']);
    expect(byName.get('sun.png')).toMatchObject({ contentType: 'image/png', byteSize: PNG.length, sha256: createHash('sha256').update(PNG).digest('hex') });
    expect(Buffer.from(byName.get('sun.png')?.content ?? []).equals(PNG)).toBe(true);
    expect(byName.get('mark.jpg')?.contentType).toBe('image/jpeg');
    const audits = await test.db.select().from(auditLog).where(and(eq(auditLog.entity, 'stimulusBook'), eq(auditLog.entityId, 'drawings'), eq(auditLog.outcome, 'ok')));
    expect(audits.map((row) => row.reason)).toEqual([REASON]);
    // The operator's screen lists the published books (PRODUCT_CONFIGURE reads the list too).
    const listed = await staff('GET', '/content/stimulus-books');
    expect(listed.statusCode).toBe(200);
    expect(listed.json<StimulusBookSummary[]>().find((entry) => entry.id === 'drawings')?.version).toBe(1);
  });

  it('publishes a newer version naming files already stored, without uploading them again', async () => {
    const response = await staff('POST', '/back-office/stimulus-books', { book: book(2), reason: REASON });
    expect(response.statusCode).toBe(201);
    expect(response.json<StimulusBookSummary>().version).toBe(2);
  });
});

describe('content.stimulusBookFile', () => {
  it('serves the file at the address of the page’s content, to a browser with no credential', async () => {
    const content = await page('drawings', 'sun');
    expect(Object.keys(content.files)).toEqual(['sun.png']);
    const address = content.files['sun.png'] ?? '';
    expect(address).toMatch(/^\/content\/stimulus-books\/drawings\/files\/sun\.png\?expires=\d+&signature=[\w-]{43}$/);
    const response = await fetchFile(address);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['etag']).toBe(`"${createHash('sha256').update(PNG).digest('hex')}"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
    const expires = Number(new URL(address, 'http://x').searchParams.get('expires'));
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(response.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(12 * 3600);
    expect(maxAge).toBeLessThanOrEqual(expires - Math.floor(test.clock.now().getTime() / 1000));
    // The same page within the hour has the same address (the browser's copy serves it).
    expect((await page('drawings', 'sun')).files['sun.png']).toBe(address);
    // The German edition's own file.
    const german = await page('drawings', 'sun', 'de_de');
    expect((await fetchFile(german.files['sonne.png'] ?? '')).rawPayload.equals(OTHER_PNG)).toBe(true);
  });

  it('answers 304 to a browser whose copy is current', async () => {
    const address = (await page('drawings', 'sun')).files['sun.png'] ?? '';
    const first = await fetchFile(address);
    const again = await fetchFile(address, { 'if-none-match': String(first.headers['etag']) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await fetchFile(address, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('answers the same 404 to a bad signature, an expired address, another file’s signature and a missing file', async () => {
    const address = (await page('drawings', 'sun')).files['sun.png'] ?? '';
    const url = new URL(address, 'http://x');
    const signature = url.searchParams.get('signature') ?? '';
    const expires = url.searchParams.get('expires') ?? '';
    const markAddress = (await page('drawings', 'mark')).files['mark.jpg'] ?? '';
    const markSignature = new URL(markAddress, 'http://x').searchParams.get('signature') ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const answers = [
      await fetchFile(`/content/stimulus-books/drawings/files/sun.png?expires=${expires}&signature=${flipped}`),
      await fetchFile(`/content/stimulus-books/drawings/files/sun.png?expires=${Number(expires) + 3600}&signature=${signature}`),
      await fetchFile(`/content/stimulus-books/drawings/files/sun.png?expires=${expires}&signature=${markSignature}`),
      await fetchFile(`/content/stimulus-books/drawings/files/sonne.png?expires=${expires}&signature=${signature}`),
      await fetchFile(`/content/stimulus-books/other-book/files/sun.png?expires=${expires}&signature=${signature}`),
    ];
    // An address signed for a file the book does not have (made as the server makes them).
    const { stimulusFileAddresses } = await import('../../src/server/services/liveContent/stimulusFileAddress');
    const { contextOfApp } = await import('../../src/server/app');
    const key = contextOfApp(test.app)?.keys.cookie ?? Buffer.alloc(0);
    answers.push(await fetchFile(stimulusFileAddresses(key, test.clock.now).addressOf('drawings', 'none.png')));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json<Problem>().code).toBe('notFound');
      expect(answer.rawPayload.includes(PNG.subarray(0, 8))).toBe(false);
    }
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    // The real address works until it expires.
    expect((await fetchFile(address)).statusCode).toBe(200);
    test.clock.advanceMinutes(13 * 60 + 1);
    expect((await fetchFile(address)).statusCode).toBe(404);
    // And the page's content then gives a new address that works (to a new sign-in: the old one has timed out too).
    examinerSession = await signIn(test.app, 'examiner');
    examiner = apiAs(test.app, examinerSession);
    expect((await fetchFile((await page('drawings', 'sun')).files['sun.png'] ?? '')).statusCode).toBe(200);
  });
});

describe('the live socket carries the addresses', () => {
  it('sends a stimulus page with a working address to both screens', async () => {
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `ws://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
    const world = await makeLiveWorld(test.app, test.db, test.clock.now());
    const teacher = examinerSocket(base, world.sessionId, examinerSession);
    await teacher.next(is.welcome);
    const child = examineeSocket(base, world.cookie);
    await child.next(is.welcome);
    teacher.send({ type: 'show', step: { kind: 'stimulus', bookId: 'drawings', pageId: 'sun' } });
    for (const screen of [child, teacher]) {
      const shown = await screen.next(is.event('step.shown'));
      const content = shown.content as Stimulus;
      expect(content.kind).toBe('stimulus');
      const response = await fetchFile(content.files['sun.png'] ?? '');
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PNG)).toBe(true);
    }
    // A screen that joins later is welcomed on that page, with its address.
    const late = examineeSocket(base, world.cookie);
    const welcome = await late.next(is.welcome);
    expect((await fetchFile((welcome.content as Stimulus).files['sun.png'] ?? '')).statusCode).toBe(200);
    await Promise.all([teacher.close(), child.close(), late.close()]);
  });
});
