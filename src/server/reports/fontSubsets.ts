/**
 * Font subsets that encode fast. pdfkit embeds, in every report, a TrueType subset of each face it
 * drew with, and fontkit encodes the subset from scratch each time: it decodes every glyph again
 * and writes every table field by field (the hinting tables `cvt `, `prep` and `fpgm` byte by
 * byte), about a third of a report's rendering time. A face's glyphs and its tables do not change,
 * so this keeps them per face and thread: each glyph's outline bytes, components and metrics are
 * read once; the tables that do not depend on the glyph set are taken once from fontkit's own
 * encoding; and a subset is put together from them. The bytes are those fontkit writes for the same
 * glyphs (the tests compare them), so reports embed exactly what they did.
 */
import type { Font, Subset } from 'fontkit';

/** The parts of a fontkit TrueType face this reads (fontkit 2's TTFFont and TTFGlyph). */
interface TrueTypeInternals {
  loca: { version: number; offsets: readonly number[] };
  _variationProcessor?: unknown;
  _getTableStream(tag: 'glyf'): { pos: number; readBuffer(length: number): Uint8Array } | null;
  /** fontkit's glyph objects by id: the first one made for an id is kept, with its code points. */
  _glyphs: Record<number, unknown>;
  getGlyph(id: number): {
    advanceWidth: number;
    _decode(): { numberOfContours: number; components?: readonly { glyphID: number; pos: number }[] } | null;
    _getMetrics(): { leftBearing: number };
  };
}

/** fontkit's subset of a TrueType face: its glyph ids in subset order, and how it adds one. */
interface TrueTypeSubset {
  glyphs: number[];
  includeGlyph(id: number): number;
  encode(): Uint8Array;
  cff?: unknown;
}

/** One glyph of the face, as a subset copies it. */
interface GlyphEntry {
  /** The glyph's bytes in the face's `glyf` table. */
  bytes: Uint8Array;
  /** A composite glyph's parts: the face's glyph id and where its uint16 sits in `bytes`. */
  components: readonly { glyphID: number; pos: number }[];
  advance: number;
  bearing: number;
}

/** A table of a subset fontkit encoded: its tag and bytes, in file order. */
interface EncodedTable {
  tag: string;
  bytes: Uint8Array;
}

/** Size of the sfnt header and of one table record (OpenType, "Table directory"). */
const SFNT_HEADER = 12;
const TABLE_RECORD = 16;

/** The tables of a font file, in the order of its table directory. */
function readTables(file: Uint8Array): EncodedTable[] {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const tables: EncodedTable[] = [];
  for (let index = 0; index < view.getUint16(4); index += 1) {
    const record = SFNT_HEADER + index * TABLE_RECORD;
    const tag = String.fromCharCode(...file.subarray(record, record + 4));
    const offset = view.getUint32(record + 8);
    tables.push({ tag, bytes: file.subarray(offset, offset + view.getUint32(record + 12)) });
  }
  return tables;
}

/** What a face's subsets share: the glyphs read so far and the tables encoded once. */
interface FaceParts {
  glyphs: Map<number, GlyphEntry>;
  /** fontkit's encoding of the subset of glyph 0 alone: its header and tables. */
  header: Uint8Array;
  tables: EncodedTable[];
}

/**
 * Reads glyph `id` for subsets. A glyph met here first is only a part of another (the period in a
 * colon): fontkit would keep the glyph object made for it, without code points, for good, and
 * pdfkit copies a glyph's code points into the report's ToUnicode map, so every later report
 * would lose that character to search, copy and screen readers. Such an object is not kept.
 */
function readGlyph(face: TrueTypeInternals, id: number): GlyphEntry {
  const known = Object.hasOwn(face._glyphs, id);
  const glyph = face.getGlyph(id);
  if (!known) delete face._glyphs[id];
  const decoded = glyph._decode();
  const start = face.loca.offsets[id] ?? 0;
  const end = face.loca.offsets[id + 1] ?? start;
  const stream = face._getTableStream('glyf');
  if (stream === null) throw new Error('The face has no glyf table.');
  stream.pos += start;
  // A copy: the stream's buffer is the whole font file.
  const bytes = Uint8Array.from(stream.readBuffer(end - start));
  const components = decoded !== null && decoded.numberOfContours < 0 ? (decoded.components ?? []).map(({ glyphID, pos }) => ({ glyphID, pos })) : [];
  return { bytes, components, advance: glyph.advanceWidth, bearing: glyph._getMetrics().leftBearing };
}

/**
 * Writes the subset of `glyphs` as fontkit's TTFSubset.encode does: the tables in the same order
 * (head, hhea, loca, maxp, cvt, prep, glyf, hmtx, fpgm, those the face has), back to back after the
 * directory, checksums 0. A composite glyph adds its parts to the subset as it is written.
 */
function encodeSubset(face: TrueTypeInternals, parts: FaceParts, subset: TrueTypeSubset): Uint8Array {
  const entries: GlyphEntry[] = [];
  const glyf: Uint8Array[] = [];
  // The list grows while it is read: composite glyphs add their parts.
  for (let index = 0; index < subset.glyphs.length; index += 1) {
    const id = subset.glyphs[index] ?? 0;
    let entry = parts.glyphs.get(id);
    if (entry === undefined) {
      entry = readGlyph(face, id);
      parts.glyphs.set(id, entry);
    }
    let bytes = entry.bytes;
    if (entry.components.length > 0) {
      bytes = Uint8Array.from(bytes);
      const view = new DataView(bytes.buffer);
      for (const component of entry.components) view.setUint16(component.pos, subset.includeGlyph(component.glyphID));
    }
    entries.push(entry);
    glyf.push(bytes);
  }
  const glyphCount = glyf.length;
  const glyfLength = glyf.reduce((sum, bytes) => sum + bytes.length, 0);
  const shortLoca = face.loca.version === 0;

  const built = new Map<string, Uint8Array>();
  const loca = new Uint8Array((glyphCount + 1) * (shortLoca ? 2 : 4));
  const locaView = new DataView(loca.buffer);
  const glyfBytes = new Uint8Array(glyfLength);
  let offset = 0;
  glyf.forEach((bytes, index) => {
    // fontkit stores short offsets halved (uint16 wraps as it does there).
    if (shortLoca) locaView.setUint16(index * 2, offset >>> 1);
    else locaView.setUint32(index * 4, offset);
    glyfBytes.set(bytes, offset);
    offset += bytes.length;
  });
  if (shortLoca) locaView.setUint16(glyphCount * 2, offset >>> 1);
  else locaView.setUint32(glyphCount * 4, offset);
  built.set('loca', loca);
  built.set('glyf', glyfBytes);
  const hmtx = new Uint8Array(glyphCount * 4);
  const hmtxView = new DataView(hmtx.buffer);
  entries.forEach((entry, index) => {
    hmtxView.setUint16(index * 4, entry.advance);
    hmtxView.setInt16(index * 4 + 2, entry.bearing);
  });
  built.set('hmtx', hmtx);

  const tables = parts.tables.map(({ tag, bytes }) => {
    const own = built.get(tag);
    if (own !== undefined) return own;
    if (tag !== 'hhea' && tag !== 'maxp') return bytes;
    // hhea's numberOfHMetrics (offset 34) and maxp's numGlyphs (offset 4) count the subset's glyphs.
    const patched = Uint8Array.from(bytes);
    new DataView(patched.buffer).setUint16(tag === 'hhea' ? 34 : 4, glyphCount);
    return patched;
  });
  const directoryLength = SFNT_HEADER + tables.length * TABLE_RECORD;
  const file = new Uint8Array(directoryLength + tables.reduce((sum, bytes) => sum + bytes.length, 0));
  const view = new DataView(file.buffer);
  file.set(parts.header.subarray(0, SFNT_HEADER));
  let position = directoryLength;
  tables.forEach((bytes, index) => {
    const record = SFNT_HEADER + index * TABLE_RECORD;
    for (let char = 0; char < 4; char += 1) file[record + char] = parts.tables[index]?.tag.charCodeAt(char) ?? 32;
    view.setUint32(record + 4, 0);
    view.setUint32(record + 8, position);
    view.setUint32(record + 12, bytes.length);
    file.set(bytes, position);
    position += bytes.length;
  });
  return file;
}

/** Whether `face` is a face this encodes: TrueType outlines without variations (fontkit's TTFSubset). */
function isStaticTrueType(face: Font, subset: Subset): boolean {
  const internals = face as unknown as Partial<TrueTypeInternals>;
  return (subset as unknown as TrueTypeSubset).cff === undefined && internals._variationProcessor == null && typeof internals._getTableStream === 'function' && internals.loca !== undefined;
}

/**
 * `face.createSubset` for subsets that encode from parts kept per face. Other faces (CFF outlines,
 * variable fonts) get fontkit's own subsets.
 * @param face a parsed face, used by this thread only.
 * @returns a function creating subsets of `face`, as pdfkit calls it once per document.
 */
export function fastSubsets(face: Font): () => Subset {
  let parts: FaceParts | undefined;
  return () => {
    const subset = face.createSubset();
    if (!isStaticTrueType(face, subset)) return subset;
    const internals = face as unknown as TrueTypeInternals;
    const own = subset as unknown as TrueTypeSubset;
    if (parts === undefined) {
      const header = face.createSubset().encode();
      parts = { glyphs: new Map(), header, tables: readTables(header) };
    }
    const shared = parts;
    own.encode = () => encodeSubset(internals, shared, own);
    return subset;
  };
}
