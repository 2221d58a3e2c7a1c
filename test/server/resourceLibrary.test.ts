/**
 * The content service's resource library calls: the list with its search and the caller's
 * bookmarks, a document's file, bookmarks, account isolation and the permission they need.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { accounts, auditLog, resourceDocuments } from '../../src/server/db/schema';
import { seedResourceDocuments } from '../../src/server/db/seedResourceDocuments';
import type { ResourceAsset } from '../../src/contract/services/content';
import { apiAs, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

const ASSETS = '/content/resource-library/assets';

let test: TestApp;
let user: ReturnType<typeof apiAs>;
let admin: ReturnType<typeof apiAs>;
let examiner: ReturnType<typeof apiAs>;
let otherAccountDocumentId: number;

beforeAll(async () => {
  test = await createTestApp();
  user = apiAs(test.app, await signIn(test.app, 'user'));
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  const [other] = await test.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, 'Other Practice'));
  if (!other) throw new Error('No Other Practice account.');
  const content = Buffer.from('Private notes of another practice.\n');
  const [row] = await test.db
    .insert(resourceDocuments)
    .values({
      accountId: other.id, title: 'Other practice notes', category: 'other', fileName: 'notes.txt', contentType: 'text/plain',
      byteSize: content.length, sha256: createHash('sha256').update(content).digest('hex'), content,
    })
    .returning({ id: resourceDocuments.id });
  if (!row) throw new Error('The other account document was not stored.');
  otherAccountDocumentId = row.id;
});
afterAll(async () => {
  await test.close();
});

const titles = (assets: ResourceAsset[]): string[] => assets.map((asset) => asset.title);
const documentNamed = async (title: string): Promise<ResourceAsset> => {
  const found = (await user('GET', ASSETS)).json<ResourceAsset[]>().find((asset) => asset.title === title);
  if (!found) throw new Error(`No document ${title}.`);
  return found;
};

describe('content.resourceLibraryAssets', () => {
  it("lists the account's seeded documents, by title, with their details and no bookmark", async () => {
    const response = await user('GET', ASSETS);
    expect(response.statusCode).toBe(200);
    const assets = response.json<ResourceAsset[]>();
    expect(titles(assets)).toEqual(['Administration checklist', 'Consent to remote administration', 'Preparing for an assessment — letter to parents']);
    expect(assets[1]).toEqual({
      id: expect.any(Number) as number,
      title: 'Consent to remote administration',
      description: expect.stringContaining('consent form') as string,
      category: 'consentForm',
      fileName: 'consent-to-remote-administration.pdf',
      contentType: 'application/pdf',
      byteSize: expect.any(Number) as number,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      bookmarked: false,
    });
  });

  it('searches titles and descriptions without regard to case, and filters by category', async () => {
    expect(titles((await user('GET', `${ASSETS}?search=CHECKLIST`)).json<ResourceAsset[]>())).toEqual(['Administration checklist']);
    expect(titles((await user('GET', `${ASSETS}?search=${encodeURIComponent('day of their child')}`)).json<ResourceAsset[]>())).toEqual(['Preparing for an assessment — letter to parents']);
    expect(titles((await user('GET', `${ASSETS}?category=letter`)).json<ResourceAsset[]>())).toEqual(['Preparing for an assessment — letter to parents']);
    expect((await user('GET', `${ASSETS}?search=${encodeURIComponent('100%_')}`)).json<ResourceAsset[]>()).toEqual([]);
  });

  it('refuses an unknown category and an overlong search as problem+json', async () => {
    const response = await user('GET', `${ASSETS}?category=secret&search=${'x'.repeat(201)}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json<{ errors: { field: string }[] }>().errors.map((error) => error.field).sort()).toEqual(['category', 'search']);
  });

  it('is refused to a role without the resource library (back office)', async () => {
    const backOffice = apiAs(test.app, await signIn(test.app, 'backoffice'));
    const response = await backOffice('GET', ASSETS);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).toBe('forbidden');
  });
});

describe('the demo documents', () => {
  it('are seeded once: a start with documents in the account adds none', async () => {
    const before = (await test.db.select({ id: resourceDocuments.id }).from(resourceDocuments)).length;
    await test.db.transaction((tx) => seedResourceDocuments(tx, 'Demo Clinic'));
    expect((await test.db.select({ id: resourceDocuments.id }).from(resourceDocuments)).length).toBe(before);
  });
});

describe('content.fileContent', () => {
  it('answers a PDF with its type, its SHA-256 as the ETag, and no sniffing; the opening is audited', async () => {
    const consent = await documentNamed('Consent to remote administration');
    const response = await user('GET', `${ASSETS}/${consent.id}/content`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.length).toBe(consent.byteSize);
    expect(response.headers.etag).toBe(`"${createHash('sha256').update(response.rawPayload).digest('hex')}"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // A PDF opens in the browser's viewer rather than downloading.
    expect(response.headers['content-disposition']).toBe('inline; filename="consent-to-remote-administration.pdf"; filename*=UTF-8\'\'consent-to-remote-administration.pdf');
    const audited = await test.db.select().from(auditLog).where(and(eq(auditLog.action, 'content.fileContent'), eq(auditLog.entityId, String(consent.id))));
    expect(audited).toHaveLength(1);
  });

  it('answers the checklist as UTF-8 text', async () => {
    const checklist = await documentNamed('Administration checklist');
    const response = await user('GET', `${ASSETS}/${checklist.id}/content`);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('ADMINISTRATION CHECKLIST');
  });
});

describe('content.addBookmark and content.removeBookmark', () => {
  it("bookmarks a document for the caller alone, lists it first, and removes it; repeating either changes nothing", async () => {
    const checklist = await documentNamed('Administration checklist');
    const letter = await documentNamed('Preparing for an assessment — letter to parents');
    expect((await user('PUT', `${ASSETS}/${letter.id}/bookmark`, {})).statusCode).toBe(204);
    expect((await user('PUT', `${ASSETS}/${letter.id}/bookmark`, {})).statusCode).toBe(204);
    const mine = (await user('GET', ASSETS)).json<ResourceAsset[]>();
    expect(mine.map((asset) => [asset.title, asset.bookmarked])).toEqual([
      ['Preparing for an assessment — letter to parents', true],
      ['Administration checklist', false],
      ['Consent to remote administration', false],
    ]);
    expect((await admin('GET', ASSETS)).json<ResourceAsset[]>().every((asset) => !asset.bookmarked)).toBe(true);
    expect((await user('DELETE', `${ASSETS}/${letter.id}/bookmark`)).statusCode).toBe(204);
    expect((await user('DELETE', `${ASSETS}/${checklist.id}/bookmark`)).statusCode).toBe(204);
    expect((await user('GET', ASSETS)).json<ResourceAsset[]>().every((asset) => !asset.bookmarked)).toBe(true);
  });
});

describe('a write answered without a body, retried with its Idempotency-Key', () => {
  it('replays the empty answer, marked as a replay', async () => {
    const checklist = await documentNamed('Administration checklist');
    const key = `bookmark-${Date.now()}`;
    const first = await user('PUT', `${ASSETS}/${checklist.id}/bookmark`, {}, { 'idempotency-key': key });
    const retry = await user('PUT', `${ASSETS}/${checklist.id}/bookmark`, {}, { 'idempotency-key': key });
    expect([first.statusCode, retry.statusCode]).toEqual([204, 204]);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe('');
    expect((await user('DELETE', `${ASSETS}/${checklist.id}/bookmark`)).statusCode).toBe(204);
  });
});

describe('account isolation', () => {
  it("never lists another account's document", async () => {
    expect(titles((await admin('GET', ASSETS)).json<ResourceAsset[]>())).not.toContain('Other practice notes');
  });

  it.each([
    ['GET', 'content'],
    ['PUT', 'bookmark'],
    ['DELETE', 'bookmark'],
  ] as const)("answers 404 to %s %s of another account's document, as for one that does not exist", async (method, what) => {
    for (const id of [otherAccountDocumentId, 999_999]) {
      const response = await examiner(method, `${ASSETS}/${id}/${what}`, method === 'PUT' ? {} : undefined);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ code: string }>().code).toBe('notFound');
    }
  });

  it("answers 404 to the other account's user for the demo clinic's document", async () => {
    const other = apiAs(test.app, await signIn(test.app, 'other'));
    const consent = await documentNamed('Consent to remote administration');
    expect((await other('GET', `${ASSETS}/${consent.id}/content`)).statusCode).toBe(404);
    expect(titles((await other('GET', ASSETS)).json<ResourceAsset[]>())).toEqual(['Other practice notes']);
  });
});
