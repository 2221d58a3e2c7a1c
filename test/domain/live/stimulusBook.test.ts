import { bookLocales, passageWords, type StimulusBook, stimulusBookSchema } from '../../../src/domain/live/stimulusBook';

const book = (): StimulusBook => ({
  id: 'demo-book',
  productId: null,
  version: 1,
  editions: {
    en_us: { title: 'Demo', pages: [{ id: 'p1', title: 'One', blocks: [{ kind: 'heading', text: 'Hello' }, { kind: 'options', options: ['Yes', 'No'] }] }, { id: 'p2', title: '', blocks: [{ kind: 'image', fileName: 'cat.png', alt: 'A cat' }] }] },
    de_de: { title: 'Demo', pages: [{ id: 'p1', title: 'Eins', blocks: [{ kind: 'text', text: 'Hallo' }] }, { id: 'p2', title: '', blocks: [{ kind: 'passage', text: 'Ein Text.' }] }] },
  },
  attribution: 'Written for the tests.',
  licenseNote: 'none',
});
const valid = (value: unknown): boolean => stimulusBookSchema.isValidSync(value);

describe('stimulusBookSchema', () => {
  it('takes a whole book', () => {
    expect(valid(book())).toBe(true);
  });

  it.each<[string, (b: StimulusBook) => unknown]>([
    ['a book id with capitals', (b) => ({ ...b, id: 'Demo' })],
    ['version 0', (b) => ({ ...b, version: 0 })],
    ['no edition', (b) => ({ ...b, editions: {} })],
    ['an unsupported locale', (b) => ({ ...b, editions: { ...b.editions, xx_yy: b.editions.en_us } })],
    ['an edition without a title', (b) => ({ ...b, editions: { en_us: { ...b.editions.en_us, title: ' ' } } })],
    ['an edition without pages', (b) => ({ ...b, editions: { en_us: { title: 'x', pages: [] } } })],
    ['a page without blocks', (b) => ({ ...b, editions: { en_us: { title: 'x', pages: [{ id: 'p1', title: '', blocks: [] }] } } })],
    ['a page id with a slash', (b) => ({ ...b, editions: { en_us: { title: 'x', pages: [{ id: 'p/1', title: '', blocks: [{ kind: 'text', text: 'a' }] }] } } })],
    ['an empty text block', (b) => ({ ...b, editions: { en_us: { title: 'x', pages: [{ id: 'p1', title: '', blocks: [{ kind: 'text', text: '  ' }] }] } } })],
    ['an unknown block', (b) => ({ ...b, editions: { en_us: { title: 'x', pages: [{ id: 'p1', title: '', blocks: [{ kind: 'video', url: 'x' }] }] } } })],
    ['an image without alternative text', (b) => ({ ...b, editions: { en_us: { title: 'x', pages: [{ id: 'p1', title: '', blocks: [{ kind: 'image', fileName: 'a.png', alt: '' }] }] } } })],
    ['an image file name with a path', (b) => ({ ...b, editions: { en_us: { title: 'x', pages: [{ id: 'p1', title: '', blocks: [{ kind: 'image', fileName: '../a.png', alt: 'a' }] }] } } })],
    ['empty options', (b) => ({ ...b, editions: { en_us: { title: 'x', pages: [{ id: 'p1', title: '', blocks: [{ kind: 'options', options: [] }] }] } } })],
    ['editions with different pages', (b) => ({ ...b, editions: { ...b.editions, de_de: { ...b.editions.de_de!, pages: [...b.editions.de_de!.pages].reverse() } } })],
  ])('refuses %s', (_name, change) => {
    expect(valid(change(book()))).toBe(false);
  });

  it('names the locales in the platform order', () => {
    expect(bookLocales(book())).toEqual(['de_de', 'en_us']);
  });
});

describe('passageWords', () => {
  it('splits on white space, keeping punctuation with its word', () => {
    expect(passageWords('  Sam has a  red kite.\nIt flies! ')).toEqual(['Sam', 'has', 'a', 'red', 'kite.', 'It', 'flies!']);
    expect(passageWords('')).toEqual([]);
  });
});
