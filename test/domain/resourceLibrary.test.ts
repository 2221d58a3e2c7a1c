/** The resource library's rules: which files are accepted, how their kind is recognised, the details' validation and sizes for people. */
import {
  checkResourceFile,
  contentTypeOfFileName,
  formatByteSize,
  MAX_RESOURCE_BYTES,
  RESOURCE_ACCEPT_ATTRIBUTE,
  RESOURCE_CATEGORIES,
  RESOURCE_CATEGORY_LABELS,
  resourceDocumentDetailsSchema,
  resourceSearchSchema,
} from '../../src/domain/resourceLibrary';

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]);
const TEXT = Buffer.from('plain words\n');

describe('contentTypeOfFileName', () => {
  it.each([
    ['report.PDF', 'application/pdf'],
    ['scan.jpeg', 'image/jpeg'],
    ['scan.jpg', 'image/jpeg'],
    ['list.csv', 'text/csv'],
    ['letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['setup.exe', null],
    ['no-extension', null],
    ['archive.pdf.zip', null],
  ])('%s is %s', (name, type) => {
    expect(contentTypeOfFileName(name)).toBe(type);
  });
});

describe('checkResourceFile', () => {
  it.each([
    ['a.pdf', PDF, 'application/pdf'],
    ['a.png', PNG, 'image/png'],
    ['a.jpg', JPEG, 'image/jpeg'],
    ['a.txt', TEXT, 'text/plain'],
    ['a.csv', TEXT, 'text/csv'],
    ['a.docx', ZIP, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a.xlsx', ZIP, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ])('accepts %s with its signature as %s', (name, bytes, type) => {
    expect(checkResourceFile(name, bytes, false)).toEqual({ ok: true, contentType: type });
  });

  it.each([
    ['a.pdf', TEXT, 'contentMismatch'],
    ['a.png', JPEG, 'contentMismatch'],
    ['a.jpg', PNG, 'contentMismatch'],
    ['a.txt', PDF, 'contentMismatch'],
    ['a.docx', TEXT, 'contentMismatch'],
    ['a.exe', TEXT, 'unsupportedType'],
    ['a.pdf', Buffer.alloc(0), 'empty'],
  ])('refuses %s whose content does not fit (%#) as %s', (name, bytes, refusal) => {
    expect(checkResourceFile(name, bytes, false)).toEqual({ ok: false, refusal });
  });

  it('refuses a file the parser cut off at the limit, or over it', () => {
    expect(checkResourceFile('a.pdf', PDF, true)).toEqual({ ok: false, refusal: 'tooLarge' });
    expect(checkResourceFile('a.txt', Buffer.alloc(MAX_RESOURCE_BYTES + 1, 0x41), false)).toEqual({ ok: false, refusal: 'tooLarge' });
    expect(checkResourceFile('a.txt', Buffer.alloc(MAX_RESOURCE_BYTES, 0x41), false)).toEqual({ ok: true, contentType: 'text/plain' });
  });
});

describe('resourceDocumentDetailsSchema', () => {
  it('trims the details and defaults the description', async () => {
    await expect(resourceDocumentDetailsSchema.validate({ title: '  Consent  ', category: 'consentForm' })).resolves.toEqual({ title: 'Consent', description: '', category: 'consentForm' });
  });

  it('names a missing title, an overlong title and description, and an unknown category', async () => {
    const error = await resourceDocumentDetailsSchema.validate({ title: ' ', description: 'd'.repeat(1001), category: 'secret' }, { abortEarly: false }).catch((caught: { errors: string[] }) => caught);
    expect((error as { errors: string[] }).errors.sort()).toEqual(['Choose a category.', 'Enter a title.', 'The description must be at most 1000 characters.']);
    await expect(resourceDocumentDetailsSchema.validate({ title: 't'.repeat(201), category: 'letter' })).rejects.toThrow('The title must be at most 200 characters.');
  });
});

describe('resourceSearchSchema', () => {
  it('treats blank values as no filter', async () => {
    await expect(resourceSearchSchema.validate({ search: ' ', category: '' })).resolves.toEqual({ search: undefined, category: undefined });
  });
  it('refuses an unknown category', async () => {
    await expect(resourceSearchSchema.validate({ category: 'secret' })).rejects.toThrow('Choose a category.');
  });
});

describe('labels and sizes', () => {
  it('labels every category and accepts every extension in the upload form', () => {
    expect(RESOURCE_CATEGORIES.every((category) => RESOURCE_CATEGORY_LABELS[category].length > 0)).toBe(true);
    expect(RESOURCE_ACCEPT_ATTRIBUTE.split(',')).toEqual(['.pdf', '.png', '.jpg', '.jpeg', '.txt', '.csv', '.docx', '.xlsx']);
  });
  it.each([
    [512, '512 bytes'],
    [2048, '2 KB'],
    [1536 * 1024, '1.5 MB'],
  ])('%d bytes read as %s', (bytes, text) => {
    expect(formatByteSize(bytes)).toBe(text);
  });
});
