/** Display rules of sizes; dates and numbers go through core/i18n's formatters. */

/** A byte count in the unit it reads best in: its message and the number to show. */
export interface ByteSize {
  unit: 'bytes' | 'kilobytes' | 'megabytes';
  value: number;
}

/** Bytes below 1 kB, kilobytes below 1 MB, else megabytes (1024-based, as file managers show them). */
export function byteSize(bytes: number): ByteSize {
  if (bytes < 1024) return { unit: 'bytes', value: bytes };
  if (bytes < 1024 * 1024) return { unit: 'kilobytes', value: bytes / 1024 };
  return { unit: 'megabytes', value: bytes / (1024 * 1024) };
}
