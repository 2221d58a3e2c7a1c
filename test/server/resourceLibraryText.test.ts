/**
 * The resource library pages' words: US English that stays word for word what the domain rules
 * and the services say (the pages recognise refusals by it), every refusal in the user's
 * language, and sizes and dates in the locale's own format.
 */
import { ValidationError } from 'yup';
import { SUPPORTED_LOCALES } from '../../src/domain/locale';
import {
  formatByteSize,
  RESOURCE_CATEGORY_LABELS,
  RESOURCE_FILE_MESSAGES,
  RESOURCE_KINDS_TEXT,
  resourceDocumentDetailsSchema,
  resourceSearchSchema,
} from '../../src/domain/resourceLibrary';
import { RESOURCE_LIBRARY_TEXT } from '../../src/server/legacy/i18n/resourceLibraryText';
import { documentFormat } from '../../src/server/legacy/resourceLibrary/documentFormat';
import { localizedErrors, resourceKindsText, resourceMessages } from '../../src/server/legacy/resourceLibrary/errorMessages';

/** The messages a schema refuses a value with. */
async function refusals(validate: () => Promise<unknown>): Promise<string[]> {
  try {
    await validate();
  } catch (error) {
    if (error instanceof ValidationError) return error.inner.map((item) => item.message);
    throw error;
  }
  return [];
}

describe('the US English words', () => {
  it('are the domain rules’ own labels and file refusals', () => {
    expect(RESOURCE_LIBRARY_TEXT.en_us.categories).toEqual(RESOURCE_CATEGORY_LABELS);
    expect(resourceKindsText('en_us')).toBe(RESOURCE_KINDS_TEXT);
    const english = resourceMessages('en_us');
    expect([english.fileEmpty, english.fileTooLarge, english.fileUnsupportedType, english.fileContentMismatch]).toEqual([
      RESOURCE_FILE_MESSAGES.empty,
      RESOURCE_FILE_MESSAGES.tooLarge,
      RESOURCE_FILE_MESSAGES.unsupportedType,
      RESOURCE_FILE_MESSAGES.contentMismatch,
    ]);
  });

  it('know every message the upload’s and the search’s schemas refuse with', async () => {
    const known = Object.values(resourceMessages('en_us'));
    const details = await refusals(() => resourceDocumentDetailsSchema.validate({ title: 't'.repeat(201), description: 'd'.repeat(1001), category: 'secret' }, { abortEarly: false }));
    const blank = await refusals(() => resourceDocumentDetailsSchema.validate({ title: ' ', description: '', category: '' }, { abortEarly: false }));
    const search = await refusals(() => resourceSearchSchema.validate({ search: 's'.repeat(201), category: 'secret' }, { abortEarly: false }));
    const all = [...details, ...blank, ...search];
    expect(all.length).toBeGreaterThanOrEqual(6);
    for (const message of all) expect(known).toContain(message);
  });
});

describe('the refusals in the user’s language', () => {
  it('translate every known message, say an expired form whatever its wording, and keep an unknown one', () => {
    const errors = [
      { field: 'title', message: 'Enter a title.' },
      { field: 'file', message: RESOURCE_FILE_MESSAGES.unsupportedType },
      { field: 'search', message: 'Search for at most 200 characters.' },
      { field: 'formToken', message: 'Any wording of an expired form.' },
      { field: '', message: 'Something the library does not know.' },
    ];
    expect(localizedErrors('de_de', errors)).toEqual([
      { field: 'title', message: 'Geben Sie einen Titel ein.' },
      { field: 'file', message: 'Dieser Dateityp kann nicht hinzugefügt werden. Zulässig sind: PDF, PNG-Bild, JPEG-Bild, Text, CSV, Word-Dokument, Excel-Arbeitsmappe.' },
      { field: 'search', message: 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.' },
      { field: 'formToken', message: 'Dieses Formular ist abgelaufen. Bitte versuchen Sie es erneut.' },
      { field: '', message: 'Something the library does not know.' },
    ]);
    expect(localizedErrors('en_gb', errors.slice(0, 3))).toEqual(errors.slice(0, 3));
    expect(localizedErrors('fr_ca', [{ field: 'category', message: 'Choose a category.' }])).toEqual([{ field: 'category', message: 'Choisissez une catégorie.' }]);
  });

  it('differ from US English in every other language, and are all filled in', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const messages = Object.values(resourceMessages(locale));
      expect(messages.every((message) => message.trim().length > 0)).toBe(true);
      if (locale.startsWith('en_')) continue;
      expect(RESOURCE_LIBRARY_TEXT[locale].intro).not.toBe(RESOURCE_LIBRARY_TEXT.en_us.intro);
    }
  });
});

describe('sizes and dates', () => {
  it.each([0, 1, 512, 1000, 1023, 1024, 2048, 14_000, 1_048_575, 1_048_576, 1536 * 1024, 10 * 1024 * 1024])('say %d bytes in US English as they always did', (bytes) => {
    expect(documentFormat('en_us').size(bytes)).toBe(formatByteSize(bytes));
  });

  it('follow the locale', () => {
    const added = '2024-03-05T23:30:00.000Z';
    expect(documentFormat('en_us').date(added)).toBe('Mar 5, 2024');
    expect(documentFormat('en_gb').date(added)).toBe('5 Mar 2024');
    expect(documentFormat('de_de').date(added)).toBe('05.03.2024');
    expect(documentFormat('de_de').size(1536 * 1024)).toBe('1,5 MB');
    expect(documentFormat('fr_fr').size(14 * 1024)).toBe('14 Ko');
    expect(documentFormat('sv_se').size(512)).toBe('512 B');
  });
});
