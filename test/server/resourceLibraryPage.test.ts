/**
 * The resource library legacy page: the list and its search, opening files, bookmark buttons,
 * and the administrators' upload (every accepted kind, and the refusals) and delete, with the
 * page's form token, POST/redirect/GET, the 403 and 404 pages and account isolation; and all of it
 * in the signed-in user's language.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../../src/contract/cookies';
import { MAX_RESOURCE_BYTES, RESOURCE_FILE_MESSAGES } from '../../src/domain/resourceLibrary';
import { accounts, auditLog, resourceBookmarks, resourceDocuments } from '../../src/server/db/schema';
import { EMPTY_LIBRARY, NOTHING_FOUND } from '../../src/server/legacy/resourceLibrary/resourceLibraryPage';
import { NO_LIBRARY, NO_MANAGING, RESOURCE_FORM_COOKIE } from '../../src/server/legacy/resourceLibrary/support';
import { apiAs, cookieOf, formBody, signIn, type TestSession } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(180_000);

const PAGE = '/legacy/resource-library';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const FORM_EXPIRED = 'This form has expired. Please try again.';

let test: TestApp;
let admin: TestSession;
let user: TestSession;
let otherAccountDocumentId: number;

beforeAll(async () => {
  test = await createTestApp();
  admin = await signIn(test.app, 'admin');
  user = await signIn(test.app, 'user');
  const [other] = await test.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, 'Other Practice'));
  if (!other) throw new Error('No Other Practice account.');
  const content = Buffer.from('Private notes of another practice.\n');
  const [row] = await test.db
    .insert(resourceDocuments)
    .values({ accountId: other.id, title: 'Other practice notes', category: 'other', fileName: 'notes.txt', contentType: 'text/plain', byteSize: content.length, sha256: createHash('sha256').update(content).digest('hex'), content })
    .returning({ id: resourceDocuments.id });
  if (!row) throw new Error('The other account document was not stored.');
  otherAccountDocumentId = row.id;
});
afterAll(async () => {
  await test.close();
});

const cookiesOf = (session: TestSession, extra: Record<string, string> = {}): Record<string, string> => ({ [SESSION_COOKIE]: session.sessionCookie, ...extra });

const openPage = (session: TestSession, query = ''): Promise<LightMyRequestResponse> => test.app.inject({ method: 'GET', url: `${PAGE}${query}`, cookies: cookiesOf(session) });

/** The form token of a freshly opened page: its cookie and hidden field. */
async function formToken(session: TestSession, url = PAGE): Promise<{ cookie: string; field: string }> {
  const page = await test.app.inject({ method: 'GET', url, cookies: cookiesOf(session) });
  const field = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1];
  const cookie = cookieOf(page, RESOURCE_FORM_COOKIE);
  if (!field || !cookie) throw new Error(`${url} has no form token (${page.statusCode}).`);
  return { cookie, field };
}

/** Posts a URL-encoded form with the page's token (or `token: null` for none). */
async function post(session: TestSession, url: string, fields: Record<string, string> = {}, token: { cookie: string; field: string } | null | undefined = undefined): Promise<LightMyRequestResponse> {
  const used = token === undefined ? await formToken(session) : token;
  return test.app.inject({
    method: 'POST',
    url,
    cookies: cookiesOf(session, used ? { [RESOURCE_FORM_COOKIE]: used.cookie } : {}),
    payload: formBody({ ...fields, ...(used ? { formToken: used.field } : {}) }),
    headers: FORM,
  });
}

/** Posts the upload form as a browser sends it (multipart/form-data, the token field first). */
async function upload(session: TestSession, fields: Record<string, string>, file: { name: string; bytes: Buffer; type?: string }, token?: { cookie: string; field: string }): Promise<LightMyRequestResponse> {
  const used = token ?? (await formToken(session));
  const form = new FormData();
  form.append('formToken', used.field);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return test.app.inject({
    method: 'POST',
    url: `${PAGE}/upload`,
    cookies: cookiesOf(session, { [RESOURCE_FORM_COOKIE]: used.cookie }),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const idOf = async (title: string): Promise<number> => {
  const [row] = await test.db.select({ id: resourceDocuments.id }).from(resourceDocuments).where(eq(resourceDocuments.title, title));
  if (!row) throw new Error(`No document ${title}.`);
  return row.id;
};

/** Small but real files of every accepted kind: the format's signature and a little content. */
const ZIP_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]);
const SAMPLES = [
  { name: 'guide.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'), disposition: 'inline' },
  { name: 'logo.png', type: 'image/png', bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16, 1)]), disposition: 'inline' },
  { name: 'photo.JPG', type: 'image/jpeg', bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16, 2)]), disposition: 'inline' },
  { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('Bring spare pencils. Übung macht den Meister.\n'), disposition: 'inline' },
  { name: 'norms.csv', type: 'text/csv', bytes: Buffer.from('grade,season,median\n3,fall,71\n'), disposition: 'attachment' },
  { name: 'letter.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes: Buffer.concat([ZIP_HEADER, Buffer.alloc(24, 3)]), disposition: 'attachment' },
  { name: 'roster.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: Buffer.concat([ZIP_HEADER, Buffer.alloc(24, 4)]), disposition: 'attachment' },
] as const;

describe('the resource library page', () => {
  it('lists the documents for a signed-in user with the page-refresh flag, with one h1 and no upload form', async () => {
    const response = await openPage(user, '?pageRefresh=true');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>Q-global | Resource library</title>');
    expect(response.body.match(/<h1[ >]/g)).toHaveLength(1);
    for (const title of ['Consent to remote administration', 'Administration checklist', 'Preparing for an assessment — letter to parents']) expect(response.body).toContain(title);
    expect(response.body).toContain(`href="${PAGE}/documents/${await idOf('Administration checklist')}/file"`);
    expect(response.body).not.toContain('multipart/form-data');
    expect(response.body).not.toContain('/delete"');
    expect(response.body).not.toContain('<script');
  });

  it('shows an administrator the upload form and the Delete links', async () => {
    const response = await openPage(admin);
    expect(response.body).toMatch(/enctype="multipart\/form-data"/i);
    expect(response.body).toContain(`action="${PAGE}/upload"`);
    expect(response.body).toContain(`href="${PAGE}/documents/${await idOf('Administration checklist')}/delete"`);
  });

  it('sends a browser without a session to the login page, which returns here', async () => {
    const response = await test.app.inject({ method: 'GET', url: `${PAGE}?pageRefresh=true` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/legacy/login?next=%2Flegacy%2Fresource-library');
  });

  it.each(['backoffice', 'retention'])('answers the 403 page to %s, whose role has no resource library', async (name) => {
    const response = await openPage(await signIn(test.app, name));
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(NO_LIBRARY.replace("'", '&#x27;'));
  });

  it('searches with the GET form, says when nothing matches, and refuses an unknown category', async () => {
    const found = await openPage(user, '?search=checklist&category=administrationGuide');
    expect(found.body).toContain('Administration checklist');
    expect(found.body).not.toContain('Consent to remote administration');
    const none = await openPage(user, '?search=nothing-like-this');
    expect(none.body).toContain(NOTHING_FOUND);
    expect(none.body).toContain(`href="${PAGE}"`);
    const bad = await openPage(user, '?category=secret');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose a category.');
  });

  it('shows the empty state for an account without documents', async () => {
    const other = await signIn(test.app, 'other');
    await test.db.delete(resourceDocuments).where(eq(resourceDocuments.id, otherAccountDocumentId));
    try {
      expect((await openPage(other)).body).toContain(EMPTY_LIBRARY);
    } finally {
      const [again] = await test.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, 'Other Practice'));
      const content = Buffer.from('Private notes of another practice.\n');
      const [row] = await test.db
        .insert(resourceDocuments)
        .values({ accountId: again?.id ?? 0, title: 'Other practice notes', category: 'other', fileName: 'notes.txt', contentType: 'text/plain', byteSize: content.length, sha256: createHash('sha256').update(content).digest('hex'), content })
        .returning({ id: resourceDocuments.id });
      otherAccountDocumentId = row?.id ?? 0;
    }
  });
});

describe('opening a document', () => {
  it('opens a PDF inline with its ETag, and answers 304 to a browser that has it', async () => {
    const url = `${PAGE}/documents/${await idOf('Consent to remote administration')}/file?pageRefresh=true`;
    const response = await test.app.inject({ method: 'GET', url, cookies: cookiesOf(user) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="consent-to-remote-administration.pdf"; filename*=UTF-8''consent-to-remote-administration.pdf`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const etag = `"${createHash('sha256').update(response.rawPayload).digest('hex')}"`;
    expect(response.headers.etag).toBe(etag);
    const again = await test.app.inject({ method: 'GET', url, cookies: cookiesOf(user), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("answers 404 for another account's document and sends a signed-out browser to the login page", async () => {
    const response = await test.app.inject({ method: 'GET', url: `${PAGE}/documents/${otherAccountDocumentId}/file`, cookies: cookiesOf(admin) });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Document not found');
    const signedOut = await test.app.inject({ method: 'GET', url: `${PAGE}/documents/${otherAccountDocumentId}/file` });
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe(`/legacy/login?next=${encodeURIComponent(`${PAGE}/documents/${otherAccountDocumentId}/file`)}`);
  });
});

describe('the bookmark buttons', () => {
  it('bookmark and remove with the form token, back to the same search with a notice', async () => {
    const id = await idOf('Administration checklist');
    const added = await post(user, `${PAGE}/documents/${id}/bookmark`, { search: 'check' });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe(`${PAGE}?search=check&done=bookmarked`);
    const page = await openPage(user, '?done=bookmarked');
    expect(page.body).toContain('The document was bookmarked.');
    expect(page.body).toMatch(/<h2>Bookmarked<\/h2><ul class="resources"><li[^>]*><h3[^>]*>Administration checklist<\/h3>/);
    expect(page.body).toContain(`action="${PAGE}/documents/${id}/remove-bookmark"`);
    const removed = await post(user, `${PAGE}/documents/${id}/remove-bookmark`);
    expect(removed.headers.location).toBe(`${PAGE}?done=unbookmarked`);
    expect(await test.db.select().from(resourceBookmarks).where(eq(resourceBookmarks.documentId, id))).toEqual([]);
  });

  it('refuses a post without the form token, and changes nothing', async () => {
    const id = await idOf('Administration checklist');
    const response = await post(user, `${PAGE}/documents/${id}/bookmark`, {}, null);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(FORM_EXPIRED);
    expect(await test.db.select().from(resourceBookmarks).where(eq(resourceBookmarks.documentId, id))).toEqual([]);
  });

  it("answers 404 to a bookmark of another account's document", async () => {
    const response = await post(user, `${PAGE}/documents/${otherAccountDocumentId}/bookmark`);
    expect(response.statusCode).toBe(404);
    expect(await test.db.select().from(resourceBookmarks).where(eq(resourceBookmarks.documentId, otherAccountDocumentId))).toEqual([]);
  });
});

describe('uploading', () => {
  it.each(SAMPLES.map((sample) => [sample.name, sample] as const))('adds %s, which opens as it was sent', async (_name, sample) => {
    const title = `Sample ${sample.name}`;
    const response = await upload(admin, { title, description: `A ${sample.type} file.`, category: 'manual' }, sample);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${PAGE}?done=added`);
    const id = await idOf(title);
    const [stored] = await test.db.select({ contentType: resourceDocuments.contentType, byteSize: resourceDocuments.byteSize, uploadedBy: resourceDocuments.uploadedBy }).from(resourceDocuments).where(eq(resourceDocuments.id, id));
    expect(stored).toMatchObject({ contentType: sample.type, byteSize: sample.bytes.length });
    const opened = await test.app.inject({ method: 'GET', url: `${PAGE}/documents/${id}/file`, cookies: cookiesOf(user) });
    expect(opened.rawPayload.equals(sample.bytes)).toBe(true);
    expect(opened.headers['content-disposition']).toMatch(new RegExp(`^${sample.disposition};`));
    expect(await test.db.select().from(auditLog).where(and(eq(auditLog.action, 'content.addResourceDocument'), eq(auditLog.entityId, String(id))))).toHaveLength(1);
  });

  it.each([
    ['a file over 10 MB', { name: 'big.pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX_RESOURCE_BYTES, 0x20)]) }, RESOURCE_FILE_MESSAGES.tooLarge],
    ['a kind of file not accepted', { name: 'setup.exe', bytes: Buffer.from('MZ\x90\x00') }, RESOURCE_FILE_MESSAGES.unsupportedType],
    ['a PDF whose bytes are not a PDF', { name: 'fake.pdf', bytes: Buffer.from('<html>not a pdf</html>') }, RESOURCE_FILE_MESSAGES.contentMismatch],
    ['a PNG named as a text file', { name: 'image.txt', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]) }, RESOURCE_FILE_MESSAGES.contentMismatch],
    ['no file', { name: '', bytes: Buffer.alloc(0) }, RESOURCE_FILE_MESSAGES.empty],
  ])('refuses %s with the form and its values again', async (_what, file, message) => {
    const title = `Refused ${file.name || 'nothing'}`;
    const response = await upload(admin, { title, description: 'Kept as entered.', category: 'letter' }, file);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('There is a problem');
    expect(response.body).toContain(message.replace("'", '&#x27;'));
    expect(response.body).toContain(`value="${title}"`);
    expect(response.body).toContain('Kept as entered.');
    expect(await test.db.select().from(resourceDocuments).where(eq(resourceDocuments.title, title))).toEqual([]);
  });

  it('names every bad field of the details', async () => {
    const response = await upload(admin, { title: ' ', description: 'd'.repeat(1001), category: 'secret' }, SAMPLES[3]);
    expect(response.statusCode).toBe(400);
    for (const message of ['Enter a title.', 'The description must be at most 1000 characters.', 'Choose a category.']) expect(response.body).toContain(message);
    expect(response.body).toContain('href="#title"');
  });

  it('refuses an upload without the form token, and one by a user who may not manage the library', async () => {
    const wrongToken = await upload(admin, { title: 'Token test', category: 'other' }, SAMPLES[3], { cookie: (await formToken(admin)).cookie, field: 'forged' });
    expect(wrongToken.statusCode).toBe(403);
    expect(wrongToken.body).toContain(FORM_EXPIRED);
    const byUser = await upload(user, { title: 'User test', category: 'other' }, SAMPLES[3]);
    expect(byUser.statusCode).toBe(403);
    expect(byUser.body).toContain(NO_MANAGING);
    expect(await test.db.select().from(resourceDocuments).where(inArray(resourceDocuments.title, ['Token test', 'User test']))).toEqual([]);
  });
});

describe('deleting', () => {
  it('asks for confirmation, then deletes the document with its bookmarks, audited', async () => {
    const title = 'To be deleted';
    expect((await upload(admin, { title, category: 'other' }, SAMPLES[3])).statusCode).toBe(303);
    const id = await idOf(title);
    expect((await post(user, `${PAGE}/documents/${id}/bookmark`)).statusCode).toBe(303);
    const confirmation = await test.app.inject({ method: 'GET', url: `${PAGE}/documents/${id}/delete?pageRefresh=true`, cookies: cookiesOf(admin) });
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.body).toContain(`Delete “${title}”?`);
    const token = await formToken(admin, `${PAGE}/documents/${id}/delete`);
    const deleted = await post(admin, `${PAGE}/documents/${id}/delete`, {}, token);
    expect(deleted.statusCode).toBe(303);
    expect(deleted.headers.location).toBe(`${PAGE}?done=deleted`);
    expect(await test.db.select().from(resourceDocuments).where(eq(resourceDocuments.id, id))).toEqual([]);
    expect(await test.db.select().from(resourceBookmarks).where(eq(resourceBookmarks.documentId, id))).toEqual([]);
    expect(await test.db.select().from(auditLog).where(and(eq(auditLog.action, 'content.deleteResourceDocument'), eq(auditLog.entityId, String(id))))).toHaveLength(1);
    expect((await post(admin, `${PAGE}/documents/${id}/delete`)).statusCode).toBe(404);
  });

  it('refuses the confirmation and the deletion to a user who may not manage the library', async () => {
    const id = await idOf('Administration checklist');
    const examiner = await signIn(test.app, 'examiner');
    const confirmation = await test.app.inject({ method: 'GET', url: `${PAGE}/documents/${id}/delete`, cookies: cookiesOf(examiner) });
    expect(confirmation.statusCode).toBe(403);
    expect((await post(examiner, `${PAGE}/documents/${id}/delete`)).statusCode).toBe(403);
    expect(await test.db.select().from(resourceDocuments).where(eq(resourceDocuments.id, id))).toHaveLength(1);
  });

  it("answers 404 to deleting another account's document, which stays", async () => {
    const confirmation = await test.app.inject({ method: 'GET', url: `${PAGE}/documents/${otherAccountDocumentId}/delete`, cookies: cookiesOf(admin) });
    expect(confirmation.statusCode).toBe(404);
    expect((await post(admin, `${PAGE}/documents/${otherAccountDocumentId}/delete`)).statusCode).toBe(404);
    expect(await test.db.select().from(resourceDocuments).where(eq(resourceDocuments.id, otherAccountDocumentId))).toHaveLength(1);
  });

  it('refuses a deletion without the form token', async () => {
    const id = await idOf('Administration checklist');
    const response = await post(admin, `${PAGE}/documents/${id}/delete`, {}, null);
    expect(response.statusCode).toBe(403);
    expect(await test.db.select().from(resourceDocuments).where(eq(resourceDocuments.id, id))).toHaveLength(1);
  });
});

describe("in the signed-in user's language", () => {
  /** Sets a user's language as the SPA's preferences do. */
  async function speak(session: TestSession, languageCode: string): Promise<void> {
    const response = await apiAs(test.app, session)('PUT', '/account/users/self/preferences', { language: { languageCode } });
    expect(response.statusCode).toBe(200);
  }

  let teacher: TestSession;
  beforeAll(async () => {
    teacher = await signIn(test.app, 'teacher');
    await speak(admin, 'de');
    await speak(teacher, 'sv');
  });
  afterAll(async () => {
    await speak(admin, 'en');
    await speak(teacher, 'en');
  });

  it('shows the list, its search and its upload form in German, with the documents as entered', async () => {
    const response = await openPage(admin);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="de-DE">');
    expect(response.body).toContain('<title>Q-global | Ressourcenbibliothek</title>');
    expect(response.body).toContain('<h1>Ressourcenbibliothek</h1>');
    expect(response.body).toContain('Zum Hauptinhalt springen');
    expect(response.body).toContain('<legend>Dokumente suchen</legend>');
    expect(response.body).toContain('>Alle Kategorien</option>');
    expect(response.body).toContain('>Administration checklist</h3>');
    expect(response.body).toMatch(/Durchführungsanleitung · [\d,]+ (B|kB|MB) · hinzugefügt am \d{2}\.\d{2}\.\d{4}/);
    expect(response.body).toContain('aria-label="Administration checklist öffnen">Öffnen</a>');
    expect(response.body).toContain('<legend>Dokument hinzufügen</legend>');
    expect(response.body).toContain('PDF, PNG-Bild, JPEG-Bild, Text, CSV, Word-Dokument, Excel-Arbeitsmappe; höchstens 10 MB.');
    expect(response.body).toContain('>Kategorie wählen</option>');
    expect(response.body).not.toContain('Resource library');
  });

  it('says in German what the search found and what is wrong with it', async () => {
    const none = await openPage(admin, '?search=nothing-like-this');
    expect(none.body).toContain('Keine Dokumente entsprechen Ihrer Suche.');
    expect(none.body).toContain('Alle Dokumente anzeigen');
    const bad = await openPage(admin, `?search=${'s'.repeat(201)}&category=secret`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('<h2 id="error-summary-title">Es ist ein Problem aufgetreten</h2>');
    expect(bad.body).toContain('<a href="#search">Der Suchbegriff darf höchstens 200 Zeichen lang sein.</a>');
    expect(bad.body).toContain('Wählen Sie eine Kategorie.');
    expect(bad.body).not.toContain('There is a problem');
  });

  it('refuses an upload and an expired form in German', async () => {
    const refused = await upload(admin, { title: ' ', description: 'd'.repeat(1001), category: 'secret' }, { name: 'setup.exe', bytes: Buffer.from('MZ\x90\x00') });
    expect(refused.statusCode).toBe(400);
    for (const message of [
      'Geben Sie einen Titel ein.',
      'Die Beschreibung darf höchstens 1000 Zeichen lang sein.',
      'Wählen Sie eine Kategorie.',
      'Dieser Dateityp kann nicht hinzugefügt werden. Zulässig sind: PDF, PNG-Bild, JPEG-Bild, Text, CSV, Word-Dokument, Excel-Arbeitsmappe.',
    ]) {
      expect(refused.body).toContain(message);
    }
    expect(refused.body).not.toContain('Enter a title.');
    const expired = await post(admin, `${PAGE}/documents/${await idOf('Administration checklist')}/bookmark`, {}, null);
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain('Dieses Formular ist abgelaufen. Bitte versuchen Sie es erneut.');
    expect(expired.body).not.toContain(FORM_EXPIRED);
  });

  it('asks to delete and answers a missing document in German', async () => {
    const id = await idOf('Administration checklist');
    const confirmation = await test.app.inject({ method: 'GET', url: `${PAGE}/documents/${id}/delete`, cookies: cookiesOf(admin) });
    expect(confirmation.body).toContain('<html lang="de-DE">');
    expect(confirmation.body).toContain('<title>Q-global | Dokument löschen</title>');
    expect(confirmation.body).toContain('<h1>„Administration checklist“ löschen?</h1>');
    expect(confirmation.body).toContain('<button type="submit">Dokument löschen</button>');
    expect(confirmation.body).toContain('Abbrechen und zurück zur Ressourcenbibliothek');
    const missing = await test.app.inject({ method: 'GET', url: `${PAGE}/documents/${otherAccountDocumentId}/file`, cookies: cookiesOf(admin) });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="de-DE">');
    expect(missing.body).toContain('<h1>Dokument nicht gefunden</h1>');
    expect(missing.body).toContain('Dieses Dokument ist nicht in Ihrer Ressourcenbibliothek. Möglicherweise wurde es gelöscht.');
    expect(missing.body).toContain('Zurück zur Ressourcenbibliothek');
  });

  it('bookmarks in Swedish and refuses managing, and refuses a role without the library, in its language', async () => {
    const id = await idOf('Administration checklist');
    expect((await post(teacher, `${PAGE}/documents/${id}/bookmark`)).statusCode).toBe(303);
    try {
      const page = await openPage(teacher, '?done=bookmarked');
      expect(page.body).toContain('<html lang="sv-SE">');
      expect(page.body).toContain('<p class="notice" role="status">Dokumentet har bokmärkts.</p>');
      expect(page.body).toContain('<h2>Bokmärkta</h2>');
      expect(page.body).toContain('aria-label="Ta bort bokmärket för Administration checklist">Ta bort bokmärke</button>');
      expect(page.body).toContain('<h2>Övriga dokument</h2>');
    } finally {
      await post(teacher, `${PAGE}/documents/${id}/remove-bookmark`);
    }
    const refused = await test.app.inject({ method: 'GET', url: `${PAGE}/documents/${id}/delete`, cookies: cookiesOf(teacher) });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('<html lang="sv-SE">');
    expect(refused.body).toContain('Endast kontoadministratörer kan lägga till och ta bort dokument.');
    expect(refused.body).toContain('Tillbaka till startsidan');
    const backoffice = await signIn(test.app, 'backoffice');
    await speak(backoffice, 'es');
    try {
      const noLibrary = await openPage(backoffice);
      expect(noLibrary.statusCode).toBe(403);
      expect(noLibrary.body).toContain('<html lang="es-ES">');
      expect(noLibrary.body).toContain('<h1>Biblioteca de recursos</h1>');
      expect(noLibrary.body).toContain('Su rol no incluye la biblioteca de recursos de la cuenta.');
      expect(noLibrary.body).toContain('Volver a la página de inicio');
    } finally {
      await speak(backoffice, 'en');
    }
  });
});
