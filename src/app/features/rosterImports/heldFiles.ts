/**
 * The files chosen for an import, held outside Redux (a File is not serializable): the view
 * holds the chosen file under a key and dispatches the key; the upload saga takes it back.
 */
const held = new Map<string, Blob>();
let counter = 0;

/** Holds `file` until {@link takeHeldFile}; answers its key (a string, for an action's payload). */
export function holdFile(file: Blob): string {
  counter += 1;
  const key = `import-file-${counter}`;
  held.set(key, file);
  return key;
}

/** The file held under `key`, now released; `null` when there is none (a reload, a second take). */
export function takeHeldFile(key: string): Blob | null {
  const file = held.get(key) ?? null;
  held.delete(key);
  return file;
}

/** The bytes of `blob`: `Blob.arrayBuffer`, or a FileReader where a Blob lacks it (older engines, jsdom). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject(new Error('The file could not be read.')));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}

/** The base64 text of `blob`'s bytes (one part of at most 512 KiB, so one string fits easily). */
export async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await bytesOf(blob));
  let binary = '';
  // In slices: String.fromCharCode takes its bytes as arguments, and arguments are limited.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}
