/**
 * A streaming CSV reader over csv-parse: bytes are written in as they arrive (a part of the upload,
 * a piece of a ZIP entry) and each record is handed on with its line number as it is parsed, so a
 * file of 50,000 rows is never held as one string or one array of rows.
 */
import { parse, type Parser } from 'csv-parse';

/** One parsed record: header → value, and its line in the file (the header is line 1). */
export interface CsvRecord {
  line: number;
  values: Record<string, string>;
}

/** What a {@link CsvStream} calls. */
export interface CsvHandlers {
  /** The header line's columns, before any record. */
  header(columns: string[]): void;
  record(record: CsvRecord): void;
}

/** A CSV file being read: write bytes in, end it, and await {@link CsvStream.done}. */
export interface CsvStream {
  write(bytes: Uint8Array): void;
  end(): void;
  /** Resolves once every record was handed on; rejects with the parser's error (a stray quote, with its line). */
  done: Promise<void>;
}

/** Starts reading a CSV file (a byte-order mark, empty lines and rows of a different length are tolerated). */
export function csvStream(handlers: CsvHandlers): CsvStream {
  const parser: Parser = parse({
    bom: true,
    columns: (header: string[]) => {
      const columns = header.map((column) => column.trim());
      handlers.header(columns);
      return columns;
    },
    info: true,
    skip_empty_lines: true,
    relax_column_count: true,
  });
  const done = (async () => {
    for await (const entry of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
      handlers.record({ line: entry.info.lines, values: entry.record });
    }
  })();
  // An error is awaited through `done`; without a listener it would also be thrown as unhandled.
  done.catch(() => undefined);
  return {
    write: (bytes) => {
      parser.write(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
    end: () => parser.end(),
    done,
  };
}

/** Lets the parsers take what was written (their records are handed on between the parts read). */
export const yieldToParsers = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
