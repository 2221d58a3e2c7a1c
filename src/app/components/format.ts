/** Display formats of dates and sizes. */

/** An ISO instant as a local date and time ("1 May 2024, 09:30"). */
export function formatDateTime(iso: string | null | undefined, locale = 'en-US'): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A byte count in kB or MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "Examinee" in the middle of a sentence: "New examinee". Only the first letter is lowered, so "IEP student" stays. */
export const inSentence = (label: string): string => (/^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label);

/** The plural of an account label, for headings ("Examinees", "Students"). */
export const plural = (label: string): string => (/s$/i.test(label) ? label : `${label}s`);
