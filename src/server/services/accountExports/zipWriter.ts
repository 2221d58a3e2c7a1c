/**
 * A ZIP archive written in memory entry by entry (fflate): the account export, the research CSV
 * export and a report batch's download write theirs with it.
 */
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** A ZIP being written: entries are added one by one, then it is finished into its bytes. */
export interface ZipWriter {
  /** Adds an entry; `compress` deflates it (CSV text), otherwise it is stored as it is (PDFs). */
  add(name: string, bytes: Uint8Array, compress: boolean): void;
  /**
   * The ZIP's bytes.
   * @throws Error when the ZIP could not be written.
   */
  finish(): Buffer;
}

/** A new, empty ZIP written entry by entry. */
export function zipWriter(): ZipWriter {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  let done = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else chunks.push(chunk);
    if (final) done = true;
  });
  return {
    add: (name, bytes, compress) => {
      // PDFs are compressed already: stored as they are. CSV text deflates well.
      const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(entry);
      entry.push(bytes, true);
    },
    finish: () => {
      zip.end();
      if (failure) throw failure;
      if (!done) throw new Error('The ZIP did not finish.');
      return Buffer.concat(chunks);
    },
  };
}
