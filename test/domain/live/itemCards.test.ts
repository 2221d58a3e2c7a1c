import { editionFor, editionLocale } from '../../../src/domain/live/bookEdition';
import { INSTRUCTIONS_PAGE_ID, ORF_PASSAGES_BOOK_ID, itemCardBook, itemCardBookId, passagesBook, shippedStimulusBooks } from '../../../src/domain/live/itemCards';
import { bookLocales, passageWords, stimulusBookSchema } from '../../../src/domain/live/stimulusBook';
import { loadProduct } from '../productFixtures';

const ALL = ['phq9', 'gad7', 'who5', 'dass21', 'ipip_bffm50', 'orf', 'writing_sample'].map(loadProduct);

describe('item-card books', () => {
  const phq9 = loadProduct('phq9');
  const book = itemCardBook(phq9);

  it('is a valid book of the product, at its version, with its attribution and licence note', () => {
    expect(stimulusBookSchema.isValidSync(book)).toBe(true);
    expect(book).toMatchObject({ id: 'phq9-item-cards', productId: 'phq9', version: phq9.version, attribution: phq9.attribution, licenseNote: phq9.licenseNote });
  });

  it('is in exactly the languages the form carries', () => {
    expect(bookLocales(book)).toEqual([...phq9.languages].sort());
  });

  it('has the instructions page first, then one card per item with its text and options in each language', () => {
    const german = book.editions.de_de!;
    expect(german.pages.map((page) => page.id)).toEqual([INSTRUCTIONS_PAGE_ID, ...phq9.items.map((item) => `item-${item.number}`)]);
    expect(german.pages[0]!.blocks).toContainEqual({ kind: 'text', text: phq9.instructions.de_de });
    expect(german.pages[1]!.blocks).toEqual([
      { kind: 'heading', text: 'Wenig Interesse oder Freude an Ihren Tätigkeiten' },
      { kind: 'options', options: ['Überhaupt nicht', 'An einzelnen Tagen', 'An mehr als der Hälfte der Tage', 'Beinahe jeden Tag'] },
    ]);
    expect(book.editions.fr_fr!.pages[1]!.blocks[0]).toEqual({ kind: 'heading', text: 'Peu d’intérêt ou de plaisir à faire les choses' });
  });

  it('refuses a form that lists a language its text lacks, and a form that is not self-report', () => {
    const broken = { ...phq9, languages: [...phq9.languages, 'sv_se' as const] };
    expect(() => itemCardBook(broken)).toThrow(/sv_se/);
    expect(() => itemCardBook(loadProduct('orf'))).toThrow(/not a self-report form/);
  });

  it('makes ids that books accept from product ids with underscores', () => {
    expect(itemCardBookId('ipip_bffm50')).toBe('ipip-bffm50-item-cards');
  });
});

describe('the reading passages book', () => {
  const orf = loadProduct('orf');
  const book = passagesBook(orf);

  it('has one page per passage, its title and its passage, with words as the product counts them', () => {
    expect(stimulusBookSchema.isValidSync(book)).toBe(true);
    expect(book).toMatchObject({ id: ORF_PASSAGES_BOOK_ID, productId: 'orf', attribution: orf.attribution, licenseNote: orf.licenseNote });
    expect(bookLocales(book)).toEqual(['en_us']);
    const pages = book.editions.en_us!.pages;
    expect(pages).toHaveLength(orf.passages.length);
    orf.passages.forEach((passage, index) => {
      expect(pages[index]).toMatchObject({ title: passage.title, blocks: [{ kind: 'heading', text: passage.title }, { kind: 'passage', text: passage.text.en_us }] });
      expect(passageWords(passage.text.en_us)).toHaveLength(passage.wordCount);
    });
  });
});

describe('the shipped books', () => {
  it('are the passages and the cards of the five self-report forms, nothing of the writing sample', () => {
    const books = shippedStimulusBooks(ALL);
    expect(books.map((book) => book.id).sort()).toEqual(['dass21-item-cards', 'gad7-item-cards', 'ipip-bffm50-item-cards', 'orf-passages', 'phq9-item-cards', 'who5-item-cards']);
    for (const book of books) expect(stimulusBookSchema.isValidSync(book)).toBe(true);
  });
});

describe('the edition a session reads', () => {
  const book = itemCardBook(loadProduct('phq9'));
  it('is its own locale, US English for the other English locales, and none for a locale the book lacks', () => {
    expect(editionLocale(book, 'de_de')).toBe('de_de');
    expect(editionLocale(book, 'en_gb')).toBe('en_us');
    expect(editionLocale(book, 'fr_ca')).toBeNull();
    expect(editionFor(book, 'sv_se')).toBeNull();
    expect(editionFor(book, 'en_au')?.title).toBe(book.editions.en_us!.title);
  });
});
