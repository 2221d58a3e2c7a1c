/**
 * The image files of a stimulus book (issue #20): which files a book may carry and how an upload
 * is checked. Only raster images a browser shows by itself: PNG, JPEG and WebP. Never SVG, which
 * is a document that can carry script. A file's type is read from its first bytes (its "magic
 * number"), so a file that only claims to be an image is refused.
 */
import type { StimulusBook, StimulusPage } from './stimulusBook';

/** The content types a book's image may have, each with the bytes its files start with. */
export const STIMULUS_FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** One of {@link STIMULUS_FILE_TYPES}. */
export type StimulusFileType = (typeof STIMULUS_FILE_TYPES)[number];

/** The largest image file of a book, in bytes (2 MiB): a page image large on a tablet, never a photo album. */
export const MAX_STIMULUS_FILE_BYTES = 2 * 1024 * 1024;

/** The most files one publication carries (with the book, within the route's body limit). */
export const MAX_STIMULUS_FILES = 20;

/** A file name an image block may give (the domain's block rule): letters, digits, `_`, `.` and `-`. */
export const STIMULUS_FILE_NAME = /^[\w.-]{1,120}$/;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);

/** ASCII codes of a four-letter tag. */
const ascii = (tag: string): number[] => [...tag].map((character) => character.charCodeAt(0));

/**
 * The image type of `bytes` by their signature, or `null` when they are none of
 * {@link STIMULUS_FILE_TYPES}. PNG: the 8-byte signature of RFC 2083 §3.1; JPEG: the SOI marker
 * followed by another marker (FF D8 FF); WebP: a RIFF container whose form type is `WEBP`
 * (RFC 9649 §2.5). An SVG (text) never matches.
 */
export function sniffStimulusFileType(bytes: Uint8Array): StimulusFileType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** Why an uploaded file is refused. */
export type StimulusFileProblem = 'type' | 'mismatch' | 'empty' | 'tooLarge' | 'name';

/**
 * Checks one uploaded file: a valid name, not empty, at most {@link MAX_STIMULUS_FILE_BYTES},
 * its declared type one of {@link STIMULUS_FILE_TYPES}, and its bytes of that type.
 * @returns the type read from the bytes, or the problem.
 */
export function checkStimulusFile(file: { fileName: string; contentType: string; bytes: Uint8Array }): { ok: true; value: StimulusFileType } | { ok: false; error: StimulusFileProblem } {
  if (!STIMULUS_FILE_NAME.test(file.fileName)) return { ok: false, error: 'name' };
  if (file.bytes.length === 0) return { ok: false, error: 'empty' };
  if (file.bytes.length > MAX_STIMULUS_FILE_BYTES) return { ok: false, error: 'tooLarge' };
  if (!(STIMULUS_FILE_TYPES as readonly string[]).includes(file.contentType)) return { ok: false, error: 'type' };
  const sniffed = sniffStimulusFileType(file.bytes);
  if (sniffed === null) return { ok: false, error: 'type' };
  if (sniffed !== file.contentType) return { ok: false, error: 'mismatch' };
  return { ok: true, value: sniffed };
}

/** The words of each {@link StimulusFileProblem}, as the operator reads them next to the form. */
export const STIMULUS_FILE_PROBLEMS: Readonly<Record<StimulusFileProblem, string>> = {
  type: 'Only PNG, JPEG or WebP images can be published (never SVG).',
  mismatch: 'The file’s content is not of the type it declares.',
  empty: 'The file is empty.',
  tooLarge: `The file is larger than ${MAX_STIMULUS_FILE_BYTES / 1024 / 1024} MiB.`,
  name: 'A file name is letters, digits, “_”, “.” and “-”, at most 120 characters.',
};

/** An image block whose file is neither uploaded nor stored: where it is, and the file it names. */
export interface MissingStimulusFile {
  /** The block's path in the book (`editions.de_de.pages[0].blocks[1]`). */
  path: string;
  fileName: string;
}

/**
 * The image blocks of every edition of `book` whose file is not in `available` (the files
 * uploaded with it and those already stored for the book), in the book's order.
 */
export function missingStimulusFiles(book: Pick<StimulusBook, 'editions'>, available: ReadonlySet<string>): MissingStimulusFile[] {
  return Object.entries(book.editions).flatMap(([locale, edition]) =>
    (edition?.pages ?? []).flatMap((page, pageIndex) =>
      page.blocks.flatMap((block, blockIndex) =>
        block.kind === 'image' && !available.has(block.fileName) ? [{ path: `editions.${locale}.pages[${pageIndex}].blocks[${blockIndex}]`, fileName: block.fileName }] : [],
      ),
    ),
  );
}

/** The file names the image blocks of `page` name, each once. */
export const pageFileNames = (page: StimulusPage): string[] => [...new Set(page.blocks.flatMap((block) => (block.kind === 'image' ? [block.fileName] : [])))];

/** How long a file's address stays valid at least: a session's working day (12 h). */
export const STIMULUS_FILE_URL_MIN_SECONDS = 12 * 60 * 60;

/** The step an address's expiry is rounded up to (1 h): within it, the same page gets the same address, so the browser's cached copy serves it. */
export const STIMULUS_FILE_URL_STEP_SECONDS = 60 * 60;

/**
 * When a file address made at `nowSeconds` (Unix seconds) expires: at least
 * {@link STIMULUS_FILE_URL_MIN_SECONDS} later, rounded up to the next whole
 * {@link STIMULUS_FILE_URL_STEP_SECONDS} (so it is valid 12 to 13 hours).
 */
export const stimulusFileUrlExpiry = (nowSeconds: number): number =>
  Math.ceil((nowSeconds + STIMULUS_FILE_URL_MIN_SECONDS) / STIMULUS_FILE_URL_STEP_SECONDS) * STIMULUS_FILE_URL_STEP_SECONDS;
