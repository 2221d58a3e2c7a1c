/**
 * Which fields of a part its editor shows as form fields, and where a server problem's field path
 * lands: the rest of the part travels in its "Advanced: JSON" area, and a problem at a path no
 * field shows is listed at the top of the form.
 */
import type { ProductDefinition } from '../../../../domain/product/productDefinition';
import { PRODUCT_PART_FIELDS, type ProductPart } from '../../../../domain/product/productLifecycle';
import { reportShownPaths } from './reportEdits';

/** The fields each part's editor shows as form fields (the others are in the part's advanced JSON). */
export const STRUCTURED_FIELDS = {
  form: ['code', 'name', 'audience', 'citation', 'attribution', 'licenseNote', 'ageRange', 'retestIntervalDays', 'items', 'itemsPerPage', 'languages', 'itemTextSources'],
  scoring: ['scales', 'bands', 'norms'],
  report: ['feedbackReport'],
  fsr: ['reportSections'],
  testCases: ['testCases'],
} as const satisfies { [P in ProductPart]: readonly (typeof PRODUCT_PART_FIELDS)[P][number][] };

/** The part's fields the advanced JSON holds. */
export const advancedFieldsOf = (part: ProductPart): string[] => PRODUCT_PART_FIELDS[part].filter((field) => !(STRUCTURED_FIELDS[part] as readonly string[]).includes(field));

/** `definition`'s values of `fields` (absent ones left out). */
export function pick(definition: ProductDefinition, fields: readonly string[]): Record<string, unknown> {
  const source = definition as unknown as Record<string, unknown>;
  return Object.fromEntries(fields.filter((field) => source[field] !== undefined).map((field) => [field, source[field]]));
}

/**
 * A server field path as the editor writes it: `items[0].text.en_us`. The server may write
 * indexes as `.0.` and put the part's fields under `fields.` (the body's field); both are undone.
 */
export function normalizePath(path: string): string {
  return path
    .replace(/^(fields|definition)\./, '')
    .replace(/\.(\d+)(?=\.|$)/g, '[$1]');
}

/** The server's field errors by normalized path. */
export function errorsByPath(fieldErrors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([path, message]) => [normalizePath(path), message]));
}

/** The paths (and path prefixes, ending in `[`, `.` or nothing) a part's editor shows at a field for these values. */
export function shownPaths(part: ProductPart, values: Record<string, unknown>): { exact: Set<string>; prefixes: string[] } {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  const count = (field: string) => (Array.isArray(values[field]) ? (values[field] as unknown[]).length : 0);
  if (part === 'form') {
    ['code', 'name', 'audience', 'citation', 'attribution', 'licenseNote', 'ageRange', 'ageRange.minYears', 'ageRange.maxYears', 'retestIntervalDays', 'itemsPerPage', 'languages', 'itemTextSources'].forEach((p) => exact.add(p));
    const languages = Array.isArray(values['languages']) ? (values['languages'] as string[]) : [];
    languages.forEach((locale) => exact.add(`itemTextSources.${locale}`));
    const texts = ['', '.en_us', ...languages.map((locale) => `.${locale}`)];
    const items = (values['items'] ?? []) as { options?: unknown[]; type?: string }[];
    items.forEach((item, i) => {
      ['id', 'number', 'type', 'reverse', 'scored', 'optional', 'min', 'max', 'unit', ...texts.map((t) => `text${t}`)].forEach((f) => exact.add(`items[${i}].${f}`));
      if (item.type === 'essay') prefixes.push(`items[${i}].rubric`);
      (item.options ?? []).forEach((_, j) => ['value', ...texts.map((t) => `label${t}`)].forEach((f) => exact.add(`items[${i}].options[${j}].${f}`)));
    });
  } else if (part === 'scoring') {
    for (let i = 0; i < count('scales'); i += 1) ['id', 'name', 'items', 'method', 'multiplier', 'range', 'range[0]', 'range[1]', 'maxOmitted', 'prorate'].forEach((f) => exact.add(`scales[${i}].${f}`));
    for (let i = 0; i < count('bands'); i += 1) ['scale', 'min', 'max', 'label', 'interpretation'].forEach((f) => exact.add(`bands[${i}].${f}`));
    for (let i = 0; i < count('norms'); i += 1) prefixes.push(`norms[${i}]`);
  } else if (part === 'report') reportShownPaths(values['feedbackReport'], exact);
  else if (part === 'fsr') prefixes.push('reportSections');
  else if (part === 'testCases') for (let i = 0; i < count('testCases'); i += 1) prefixes.push(`testCases[${i}]`);
  return { exact, prefixes };
}

/** Whether a (normalized) path is shown at a field of the editor. */
export const isShown = (shown: { exact: Set<string>; prefixes: string[] }, path: string): boolean =>
  shown.exact.has(path) || shown.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`));

/** The first error at a path or under it (for a field holding a whole sub-object: a norm table, a test case). */
export function errorUnder(errors: Record<string, string>, prefix: string): string | undefined {
  const hit = Object.entries(errors).find(([path]) => path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`));
  return hit ? `${hit[0]}: ${hit[1]}` : undefined;
}
