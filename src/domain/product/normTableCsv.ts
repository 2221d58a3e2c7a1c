/**
 * Norm tables pasted from a spreadsheet (issue #17, "Product configuration": "norm tables pasted
 * from a spreadsheet as CSV"). One row per norm cell; a header row names the columns:
 * - match columns, each optional: `grade` (0-12), `season` (`fall`, `winter`, `spring`), `sex`
 *   (`female`, `male`), `ageMin` and `ageMax` (completed years, both or neither);
 * - either percentile columns `p10`, `p25`, `p50`... (a `percentileAnchors` table, one anchor per
 *   filled cell) or `mean` and `sd` (a `meanSd` table);
 * - optional `unverified` (`true`/`yes`/`1`, else false) and `note`.
 * An empty match cell matches anyone (docs/products.md "Comparison groups and norms"). Cells are
 * separated by commas, or by tabs when the header has a tab (what a spreadsheet copies); a field
 * may be quoted with `"` (a doubled `""` inside is one quote). The table's own rules (anchors in
 * 1-99, sd > 0) are then checked by the product schema like any other definition.
 */
import type { MeanSdCell, NormMatch, NormTable, PercentileAnchorCell } from './productDefinition';

/** Why a pasted table cannot be read, with the line (1 = the header) and column it concerns. */
export interface NormCsvProblem {
  /** `empty`: no header or no row; `unknownColumn`: a header the format does not have; `noValues`: neither `pNN` nor `mean` and `sd`; `bothMethods`: both; `notNumber`: a numeric cell that is not a number; `badSeason`/`badSex`: a value outside the list; `ageIncomplete`: only one of ageMin/ageMax; `unclosedQuote`; `columnCount`: more cells than headers. */
  code: 'empty' | 'unknownColumn' | 'noValues' | 'bothMethods' | 'notNumber' | 'badSeason' | 'badSex' | 'ageIncomplete' | 'unclosedQuote' | 'columnCount';
  line: number;
  /** The column's header, `''` when the problem is the whole line. */
  column: string;
}

/** The cells read from a pasted table, or every problem found. */
export type NormCsvResult =
  | { ok: true; method: 'percentileAnchors'; cells: PercentileAnchorCell[] }
  | { ok: true; method: 'meanSd'; cells: MeanSdCell[] }
  | { ok: false; problems: NormCsvProblem[] };

const MATCH_COLUMNS = ['grade', 'season', 'sex', 'ageMin', 'ageMax'] as const;
const OTHER_COLUMNS = ['mean', 'sd', 'unverified', 'note'] as const;
const PERCENTILE_COLUMN = /^p(\d{1,2})$/;
const SEASONS = ['fall', 'winter', 'spring'] as const;
const SEXES = ['female', 'male'] as const;

/**
 * Splits CSV text into rows of trimmed cells (RFC 4180 quoting), skipping blank lines.
 * @returns the rows with their 1-based line numbers, or the line of an unclosed quote.
 */
export function splitDelimited(text: string, delimiter: ',' | '\t'): { rows: { line: number; cells: string[] }[] } | { unclosedQuoteAt: number } {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell.trim());
    if (cells.some((value) => value !== '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (char === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else cell += char;
  }
  if (quoted) return { unclosedQuoteAt: rowLine };
  endRow();
  return { rows };
}

const numberIn = (value: string): number | null => (value !== '' && Number.isFinite(Number(value)) ? Number(value) : null);

/**
 * Reads norm cells from a table pasted as CSV (or tab-separated, as a spreadsheet copies it).
 * @returns the cells and the method their columns give, or every problem with its line and column.
 */
export function normCellsFromCsv(text: string): NormCsvResult {
  const delimiter = (text.split(/\r?\n/, 1)[0] ?? '').includes('\t') ? '\t' : ',';
  const split = splitDelimited(text, delimiter);
  if ('unclosedQuoteAt' in split) return { ok: false, problems: [{ code: 'unclosedQuote', line: split.unclosedQuoteAt, column: '' }] };
  const [header, ...body] = split.rows;
  if (!header || body.length === 0) return { ok: false, problems: [{ code: 'empty', line: 1, column: '' }] };
  const problems: NormCsvProblem[] = [];
  const columns = header.cells;
  const known = new Set<string>([...MATCH_COLUMNS, ...OTHER_COLUMNS]);
  for (const column of columns) if (!known.has(column) && !PERCENTILE_COLUMN.test(column)) problems.push({ code: 'unknownColumn', line: header.line, column });
  const percentiles = columns.filter((column) => PERCENTILE_COLUMN.test(column));
  const meanSd = columns.includes('mean') && columns.includes('sd');
  if (percentiles.length > 0 && (columns.includes('mean') || columns.includes('sd'))) problems.push({ code: 'bothMethods', line: header.line, column: '' });
  else if (percentiles.length === 0 && !meanSd) problems.push({ code: 'noValues', line: header.line, column: '' });
  if (problems.length > 0) return { ok: false, problems };

  const percentileCells: PercentileAnchorCell[] = [];
  const meanSdCells: MeanSdCell[] = [];
  for (const row of body) {
    const problem = (code: NormCsvProblem['code'], column: string) => problems.push({ code, line: row.line, column });
    if (row.cells.length > columns.length) problem('columnCount', '');
    const value = (column: string) => {
      const index = columns.indexOf(column);
      return index < 0 ? '' : (row.cells[index] ?? '');
    };
    const number = (column: string): number | null => {
      const read = numberIn(value(column));
      if (read === null && value(column) !== '') problem('notNumber', column);
      return read;
    };
    const match: NormMatch = {};
    const grade = number('grade');
    if (grade !== null) match.grade = grade;
    const season = value('season').toLowerCase();
    if (season !== '') {
      if ((SEASONS as readonly string[]).includes(season)) match.season = season as NormMatch['season'] & string;
      else problem('badSeason', 'season');
    }
    const sex = value('sex').toLowerCase();
    if (sex !== '') {
      if ((SEXES as readonly string[]).includes(sex)) match.sex = sex as NormMatch['sex'] & string;
      else problem('badSex', 'sex');
    }
    const ageMin = number('ageMin');
    const ageMax = number('ageMax');
    if (ageMin !== null && ageMax !== null) match.ageYears = { min: ageMin, max: ageMax };
    else if ((value('ageMin') === '') !== (value('ageMax') === '')) problem('ageIncomplete', value('ageMin') === '' ? 'ageMin' : 'ageMax');
    const unverified = ['true', 'yes', '1'].includes(value('unverified').toLowerCase());
    const note = value('note');
    const base = { match, unverified, ...(note !== '' ? { note } : {}) };
    if (percentiles.length > 0) {
      const anchors = percentiles.flatMap((column) => {
        const score = number(column);
        return score === null ? [] : [{ percentile: Number(PERCENTILE_COLUMN.exec(column)?.[1]), score }];
      });
      percentileCells.push({ ...base, anchors });
    } else {
      const mean = number('mean');
      const sd = number('sd');
      if (mean === null) problem('notNumber', 'mean');
      if (sd === null) problem('notNumber', 'sd');
      meanSdCells.push({ ...base, mean: mean ?? 0, sd: sd ?? 0 });
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return percentiles.length > 0 ? { ok: true, method: 'percentileAnchors', cells: percentileCells } : { ok: true, method: 'meanSd', cells: meanSdCells };
}

/**
 * A whole norm table of one scale and comparison group from pasted CSV.
 * @returns the table, or the problems of {@link normCellsFromCsv}.
 */
export function normTableFromCsv(text: string, of: { scale: string; comparisonGroup: string }): { ok: true; table: NormTable } | { ok: false; problems: NormCsvProblem[] } {
  const read = normCellsFromCsv(text);
  if (!read.ok) return read;
  return {
    ok: true,
    table: read.method === 'meanSd' ? { method: 'meanSd', ...of, cells: read.cells } : { method: 'percentileAnchors', ...of, cells: read.cells },
  };
}

/** The CSV of a table's cells (the format {@link normCellsFromCsv} reads), to edit it where it was pasted. */
export function normTableToCsv(table: NormTable): string {
  const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const percentiles = table.method === 'percentileAnchors' ? [...new Set(table.cells.flatMap((cell) => cell.anchors.map((a) => a.percentile)))].sort((a, b) => a - b) : [];
  const valueColumns = table.method === 'meanSd' ? ['mean', 'sd'] : percentiles.map((p) => `p${p}`);
  const header = [...MATCH_COLUMNS, ...valueColumns, 'unverified', 'note'];
  const rows = table.cells.map((cell) => {
    const { match } = cell;
    const values =
      table.method === 'meanSd'
        ? [String((cell as MeanSdCell).mean), String((cell as MeanSdCell).sd)]
        : percentiles.map((p) => {
            const anchor = (cell as PercentileAnchorCell).anchors.find((a) => a.percentile === p);
            return anchor ? String(anchor.score) : '';
          });
    const matchValues = [match.grade, match.season, match.sex, match.ageYears?.min, match.ageYears?.max].map((v) => (v === undefined ? '' : String(v)));
    return [...matchValues, ...values, cell.unverified ? 'true' : 'false', quote(cell.note ?? '')].join(',');
  });
  return [header.join(','), ...rows].join('\n');
}
