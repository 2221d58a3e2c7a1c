/**
 * Files the user chose (a roster import, a stimulus book's JSON and images), held outside Redux
 * (a File is not serializable): the view holds the chosen file under a key and dispatches the
 * key; the upload saga takes it back and reads it (io/fileReading.ts), so every action stays plain data.
 */
const held = new Map<string, Blob>();
let counter = 0;

/** Holds `file` until {@link takeHeldFile}; answers its key (a string, for an action's payload). */
export function holdFile(file: Blob): string {
  counter += 1;
  const key = `held-file-${counter}`;
  held.set(key, file);
  return key;
}

/** The file held under `key`, now released; `null` when there is none (a reload, a second take). */
export function takeHeldFile(key: string): Blob | null {
  const file = held.get(key) ?? null;
  held.delete(key);
  return file;
}

/** The file held under `key`, still held (a refused upload is sent again as it is); `null` when there is none (a reload). */
export const heldFileOf = (key: string): Blob | null => held.get(key) ?? null;

/** Releases the files held under `keys` (once they are sent for good). */
export function releaseHeldFiles(keys: readonly string[]): void {
  for (const key of keys) held.delete(key);
}
