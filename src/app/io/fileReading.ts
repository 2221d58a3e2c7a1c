/** Reading a chosen file's bytes in a saga: as base64 for an upload, as text for a JSON file. */

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

/** The base64 text of `blob`'s bytes (a file of a few MiB at most: a roster part, a book's image). */
export async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await bytesOf(blob));
  let binary = '';
  // In slices: String.fromCharCode takes its bytes as arguments, and arguments are limited.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** The text of `blob` read as UTF-8 (a JSON file): `Blob.text`, or a FileReader where a Blob lacks it. */
export function textOf(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('The file could not be read.')));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(blob, 'utf-8');
  });
}
