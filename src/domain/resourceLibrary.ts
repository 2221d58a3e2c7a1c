/**
 * The resource library (spec §1: "a resource library"): the account's documents, such as
 * consent forms, administration guides and letters to parents, listed and opened by its users
 * and added or removed by its administrators. The rules here (categories, limits, which files
 * are accepted and how their kind is recognised) are ours: the spec names the library only.
 */
import * as yup from 'yup';

/** What a document is. */
export const RESOURCE_CATEGORIES = ['administrationGuide', 'consentForm', 'letter', 'manual', 'other'] as const;

/** One category of {@link RESOURCE_CATEGORIES}. */
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

/** The English name of each category, as the legacy page shows it. */
export const RESOURCE_CATEGORY_LABELS: Readonly<Record<ResourceCategory, string>> = {
  administrationGuide: 'Administration guide',
  consentForm: 'Consent form',
  letter: 'Letter',
  manual: 'Manual',
  other: 'Other',
};

/** The largest document accepted, in bytes (10 MiB). */
export const MAX_RESOURCE_BYTES = 10 * 1024 * 1024;

/** The longest title, in characters. */
export const MAX_RESOURCE_TITLE_LENGTH = 200;

/** The longest description, in characters. */
export const MAX_RESOURCE_DESCRIPTION_LENGTH = 1000;

/** The longest search text, in characters. */
export const MAX_RESOURCE_SEARCH_LENGTH = 200;

/**
 * The kinds of file the library accepts, by content type: the extensions each goes with, and
 * whether a browser shows it itself (inline) rather than saving it (attachment).
 */
export const RESOURCE_FILE_TYPES = {
  'application/pdf': { extensions: ['pdf'], inline: true, label: 'PDF' },
  'image/png': { extensions: ['png'], inline: true, label: 'PNG image' },
  'image/jpeg': { extensions: ['jpg', 'jpeg'], inline: true, label: 'JPEG image' },
  'text/plain': { extensions: ['txt'], inline: true, label: 'Text' },
  'text/csv': { extensions: ['csv'], inline: false, label: 'CSV' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { extensions: ['docx'], inline: false, label: 'Word document' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { extensions: ['xlsx'], inline: false, label: 'Excel workbook' },
} as const;

/** A content type of {@link RESOURCE_FILE_TYPES}. */
export type ResourceContentType = keyof typeof RESOURCE_FILE_TYPES;

const CONTENT_TYPES = Object.keys(RESOURCE_FILE_TYPES) as ResourceContentType[];

/** Whether a string is an accepted content type. */
export const isResourceContentType = (value: string): value is ResourceContentType => (CONTENT_TYPES as string[]).includes(value);

/** The file names' extensions the upload form accepts (`.pdf,.png,...`), for its `accept` attribute. */
export const RESOURCE_ACCEPT_ATTRIBUTE = CONTENT_TYPES.flatMap((type) => RESOURCE_FILE_TYPES[type].extensions.map((extension) => `.${extension}`)).join(',');

/** The file kinds as a sentence ("PDF, PNG image, ..."), for help and error texts. */
export const RESOURCE_KINDS_TEXT = CONTENT_TYPES.map((type) => RESOURCE_FILE_TYPES[type].label).join(', ');

/**
 * The first bytes of the kinds whose content says what it is (the file signatures of PDF
 * 1.7 §7.5.2, PNG §5.2 and JPEG/JFIF's SOI marker). DOCX and XLSX are ZIP archives (`PK\x03\x04`).
 */
const SIGNATURES: ReadonlyArray<{ type: ResourceContentType | 'zip'; bytes: readonly number[] }> = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
];

const startsWith = (content: Uint8Array, bytes: readonly number[]): boolean => content.length >= bytes.length && bytes.every((byte, index) => content[index] === byte);

/** The content type a file's name says, from its extension; `null` for an extension not accepted. */
export function contentTypeOfFileName(fileName: string): ResourceContentType | null {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (!extension) return null;
  return CONTENT_TYPES.find((type) => (RESOURCE_FILE_TYPES[type].extensions as readonly string[]).includes(extension)) ?? null;
}

/** The kinds that are ZIP archives (Office Open XML). */
const ZIPPED_TYPES: readonly ResourceContentType[] = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/** Why a file was refused, or `null` when it is accepted. */
export type ResourceFileRefusal = 'empty' | 'tooLarge' | 'unsupportedType' | 'contentMismatch';

/** The message of each refusal, as the upload form shows it. */
export const RESOURCE_FILE_MESSAGES: Readonly<Record<ResourceFileRefusal, string>> = {
  empty: 'Choose a file to upload.',
  tooLarge: 'The file is larger than 10 MB.',
  unsupportedType: `This kind of file cannot be added. Choose one of: ${RESOURCE_KINDS_TEXT}.`,
  contentMismatch: "The file's content does not match its type.",
};

/**
 * Checks an uploaded file and settles its content type. The type is the one its name's
 * extension says; for PDF, PNG and JPEG the content must start with that format's signature,
 * and a file with one of those signatures must be named for it, so a renamed file is refused
 * either way. DOCX and XLSX must be ZIP archives; text and CSV must not carry a binary signature.
 * @param fileName the name the browser sent.
 * @param content the file's bytes (as many as were read; `truncated` says whether more were cut off).
 * @param truncated whether the upload exceeded {@link MAX_RESOURCE_BYTES} and was cut off.
 * @returns the accepted content type, or the refusal.
 */
export function checkResourceFile(fileName: string, content: Uint8Array, truncated: boolean): { ok: true; contentType: ResourceContentType } | { ok: false; refusal: ResourceFileRefusal } {
  if (truncated || content.length > MAX_RESOURCE_BYTES) return { ok: false, refusal: 'tooLarge' };
  if (content.length === 0) return { ok: false, refusal: 'empty' };
  const named = contentTypeOfFileName(fileName);
  if (!named) return { ok: false, refusal: 'unsupportedType' };
  const signature = SIGNATURES.find((candidate) => startsWith(content, candidate.bytes))?.type ?? null;
  const needsZip = ZIPPED_TYPES.includes(named);
  const matches = needsZip ? signature === 'zip' : named === 'text/plain' || named === 'text/csv' ? signature === null : signature === named;
  return matches ? { ok: true, contentType: named } : { ok: false, refusal: 'contentMismatch' };
}

/** A document's details as an administrator enters them on the upload form. */
export interface ResourceDocumentDetails {
  title: string;
  description: string;
  category: ResourceCategory;
}

/** Validates (and trims) a document's details. */
export const resourceDocumentDetailsSchema: yup.ObjectSchema<ResourceDocumentDetails> = yup.object({
  title: yup.string().trim().required('Enter a title.').max(MAX_RESOURCE_TITLE_LENGTH, `The title must be at most ${MAX_RESOURCE_TITLE_LENGTH} characters.`),
  description: yup
    .string()
    .trim()
    .max(MAX_RESOURCE_DESCRIPTION_LENGTH, `The description must be at most ${MAX_RESOURCE_DESCRIPTION_LENGTH} characters.`)
    .defined()
    .default(''),
  category: yup.mixed<ResourceCategory>().oneOf([...RESOURCE_CATEGORIES], 'Choose a category.').required('Choose a category.'),
});

/** A search of the library: text in the title or description, and a category. */
export interface ResourceSearch {
  search?: string;
  category?: ResourceCategory;
}

/** Validates a search of the library (empty values mean "any"). */
export const resourceSearchSchema: yup.ObjectSchema<ResourceSearch> = yup.object({
  search: yup
    .string()
    .trim()
    .max(MAX_RESOURCE_SEARCH_LENGTH, `Search for at most ${MAX_RESOURCE_SEARCH_LENGTH} characters.`)
    .transform((value: string) => (value === '' ? undefined : value))
    .optional(),
  category: yup
    .mixed<ResourceCategory>()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .oneOf([...RESOURCE_CATEGORIES], 'Choose a category.')
    .optional(),
});

/** A size for people: "512 bytes", "14 KB", "2.3 MB" (1 KB = 1024 bytes). */
export function formatByteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
