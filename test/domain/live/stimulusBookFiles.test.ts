import type { StimulusBook } from '../../../src/domain/live/stimulusBook';
import {
  checkStimulusFile,
  MAX_STIMULUS_FILE_BYTES,
  missingStimulusFiles,
  pageFileNames,
  sniffStimulusFileType,
  stimulusFileUrlExpiry,
} from '../../../src/domain/live/stimulusBookFiles';
import { pngOf, SVG_BYTES } from '../../support/png';

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const WEBP = Uint8Array.from([...Buffer.from('RIFF'), 0x24, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]);
const GIF = Uint8Array.from(Buffer.from('GIF89a'));

describe('sniffStimulusFileType', () => {
  it('reads PNG, JPEG and WebP from their first bytes', () => {
    expect(sniffStimulusFileType(pngOf(4))).toBe('image/png');
    expect(sniffStimulusFileType(JPEG)).toBe('image/jpeg');
    expect(sniffStimulusFileType(WEBP)).toBe('image/webp');
  });

  it('knows no SVG, GIF, a RIFF that is not WebP, or a cut signature', () => {
    expect(sniffStimulusFileType(SVG_BYTES)).toBeNull();
    expect(sniffStimulusFileType(GIF)).toBeNull();
    expect(sniffStimulusFileType(Uint8Array.from([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WAVE')]))).toBeNull();
    expect(sniffStimulusFileType(pngOf(4).subarray(0, 7))).toBeNull();
    expect(sniffStimulusFileType(new Uint8Array())).toBeNull();
  });
});

describe('checkStimulusFile', () => {
  const png = pngOf(4);
  it('takes an image whose bytes are the type it declares', () => {
    expect(checkStimulusFile({ fileName: 'dog.png', contentType: 'image/png', bytes: png })).toEqual({ ok: true, value: 'image/png' });
    expect(checkStimulusFile({ fileName: 'dog.jpg', contentType: 'image/jpeg', bytes: JPEG })).toEqual({ ok: true, value: 'image/jpeg' });
  });

  it('refuses SVG even when it claims to be a PNG, another type, and a type that is not what the bytes are', () => {
    expect(checkStimulusFile({ fileName: 'x.svg', contentType: 'image/svg+xml', bytes: SVG_BYTES })).toEqual({ ok: false, error: 'type' });
    expect(checkStimulusFile({ fileName: 'x.png', contentType: 'image/png', bytes: SVG_BYTES })).toEqual({ ok: false, error: 'type' });
    expect(checkStimulusFile({ fileName: 'x.gif', contentType: 'image/gif', bytes: GIF })).toEqual({ ok: false, error: 'type' });
    expect(checkStimulusFile({ fileName: 'x.jpg', contentType: 'image/jpeg', bytes: png })).toEqual({ ok: false, error: 'mismatch' });
  });

  it('holds the size limit to the byte, and refuses an empty file and a bad name', () => {
    const atLimit = new Uint8Array(MAX_STIMULUS_FILE_BYTES);
    atLimit.set(png);
    expect(checkStimulusFile({ fileName: 'big.png', contentType: 'image/png', bytes: atLimit }).ok).toBe(true);
    const over = new Uint8Array(MAX_STIMULUS_FILE_BYTES + 1);
    over.set(png);
    expect(checkStimulusFile({ fileName: 'big.png', contentType: 'image/png', bytes: over })).toEqual({ ok: false, error: 'tooLarge' });
    expect(checkStimulusFile({ fileName: 'none.png', contentType: 'image/png', bytes: new Uint8Array() })).toEqual({ ok: false, error: 'empty' });
    expect(checkStimulusFile({ fileName: '../etc.png', contentType: 'image/png', bytes: png })).toEqual({ ok: false, error: 'name' });
  });
});

describe('missingStimulusFiles', () => {
  const book: Pick<StimulusBook, 'editions'> = {
    editions: {
      en_us: { title: 'Pictures', pages: [{ id: 'dog', title: 'Dog', blocks: [{ kind: 'text', text: 'Dog' }, { kind: 'image', fileName: 'dog.png', alt: 'A dog' }] }] },
      de_de: { title: 'Bilder', pages: [{ id: 'dog', title: 'Hund', blocks: [{ kind: 'image', fileName: 'hund.png', alt: 'Ein Hund' }] }] },
    },
  };

  it('names each image block whose file is neither uploaded nor stored, in every edition', () => {
    expect(missingStimulusFiles(book, new Set(['dog.png']))).toEqual([{ path: 'editions.de_de.pages[0].blocks[0]', fileName: 'hund.png' }]);
    expect(missingStimulusFiles(book, new Set())).toHaveLength(2);
    expect(missingStimulusFiles(book, new Set(['dog.png', 'hund.png']))).toEqual([]);
  });

  it('lists a page’s files once each', () => {
    const page = { id: 'p', title: '', blocks: [{ kind: 'image' as const, fileName: 'a.png', alt: 'A' }, { kind: 'text' as const, text: 't' }, { kind: 'image' as const, fileName: 'a.png', alt: 'A again' }] };
    expect(pageFileNames(page)).toEqual(['a.png']);
  });
});

describe('stimulusFileUrlExpiry', () => {
  it('is at least 12 hours away, on a whole hour, and the same within an hour', () => {
    const now = Date.UTC(2026, 0, 5, 9, 0, 1) / 1000;
    const expiry = stimulusFileUrlExpiry(now);
    expect(expiry - now).toBeGreaterThanOrEqual(12 * 3600);
    expect(expiry - now).toBeLessThanOrEqual(13 * 3600);
    expect(expiry % 3600).toBe(0);
    expect(stimulusFileUrlExpiry(now + 3598)).toBe(expiry);
    expect(stimulusFileUrlExpiry(now + 3600)).toBe(expiry + 3600);
  });
});
