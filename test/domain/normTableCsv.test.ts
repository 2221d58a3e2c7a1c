/**
 * Norm tables pasted from a spreadsheet (issue #17): CSV or tab-separated rows become norm cells
 * of either method, each problem is named with its line and column, and a table written back as
 * CSV reads as the same table.
 */
import { normCellsFromCsv, normTableFromCsv, normTableToCsv } from '../../src/domain/product/normTableCsv';
import { parseProductDefinition } from '../../src/domain/product/productSchema';
import type { NormTable } from '../../src/domain/product/productDefinition';
import { FIXTURE_JSON } from './normFixtureProduct';

describe('normCellsFromCsv', () => {
  it('reads percentile anchors per grade and season, skipping empty anchor cells', () => {
    const csv = 'grade,season,p10,p25,p50,p75,p90,unverified,note\n3,winter,62,79,97,137,161,yes,"one copy, checked"\n2,Fall,,40,,,100,,\n';
    expect(normCellsFromCsv(csv)).toEqual({
      ok: true,
      method: 'percentileAnchors',
      cells: [
        {
          match: { grade: 3, season: 'winter' },
          unverified: true,
          note: 'one copy, checked',
          anchors: [
            { percentile: 10, score: 62 },
            { percentile: 25, score: 79 },
            { percentile: 50, score: 97 },
            { percentile: 75, score: 137 },
            { percentile: 90, score: 161 },
          ],
        },
        { match: { grade: 2, season: 'fall' }, unverified: false, anchors: [{ percentile: 25, score: 40 }, { percentile: 90, score: 100 }] },
      ],
    });
  });

  it('reads mean and sd by sex and age from tab-separated rows, as a spreadsheet copies them', () => {
    const pasted = 'sex\tageMin\tageMax\tmean\tsd\r\nfemale\t18\t39\t8\t2\r\n\r\nmale\t\t\t7.5\t2.5\r\n';
    expect(normCellsFromCsv(pasted)).toEqual({
      ok: true,
      method: 'meanSd',
      cells: [
        { match: { sex: 'female', ageYears: { min: 18, max: 39 } }, unverified: false, mean: 8, sd: 2 },
        { match: { sex: 'male' }, unverified: false, mean: 7.5, sd: 2.5 },
      ],
    });
  });

  it('names every problem with its line and column', () => {
    const csv = 'grade,season,sex,ageMin,ageMax,mean,sd\nthree,summer,x,5,,8,\n';
    expect(normCellsFromCsv(csv)).toEqual({
      ok: false,
      problems: [
        { code: 'notNumber', line: 2, column: 'grade' },
        { code: 'badSeason', line: 2, column: 'season' },
        { code: 'badSex', line: 2, column: 'sex' },
        { code: 'ageIncomplete', line: 2, column: 'ageMax' },
        { code: 'notNumber', line: 2, column: 'sd' },
      ],
    });
  });

  it('refuses headers it does not know, a table with no values or both methods, an empty paste and an open quote', () => {
    expect(normCellsFromCsv('grade,age,p50\n1,2,3')).toEqual({ ok: false, problems: [{ code: 'unknownColumn', line: 1, column: 'age' }] });
    expect(normCellsFromCsv('grade,season\n1,fall')).toEqual({ ok: false, problems: [{ code: 'noValues', line: 1, column: '' }] });
    expect(normCellsFromCsv('grade,p50,mean\n1,2,3')).toEqual({ ok: false, problems: [{ code: 'bothMethods', line: 1, column: '' }] });
    expect(normCellsFromCsv('grade,p50\n')).toEqual({ ok: false, problems: [{ code: 'empty', line: 1, column: '' }] });
    expect(normCellsFromCsv('grade,p50,note\n1,2,"open')).toEqual({ ok: false, problems: [{ code: 'unclosedQuote', line: 2, column: '' }] });
    expect(normCellsFromCsv('grade,p50\n1,2,3')).toEqual({ ok: false, problems: [{ code: 'columnCount', line: 2, column: '' }] });
  });
});

describe('normTableFromCsv and normTableToCsv', () => {
  it('writes a table as CSV that reads back as the same table', () => {
    const table = FIXTURE_JSON.norms[0] as NormTable;
    expect(normTableFromCsv(normTableToCsv(table), { scale: table.scale, comparisonGroup: table.comparisonGroup })).toEqual({ ok: true, table });
  });

  it('gives a table the product schema accepts in place of the pasted one', () => {
    const read = normTableFromCsv('sex,ageMin,ageMax,mean,sd\nfemale,18,39,9,3\n', { scale: 'total', comparisonGroup: 'general' });
    if (!read.ok) throw new Error('the table reads');
    expect(parseProductDefinition({ ...FIXTURE_JSON, norms: [read.table] })).toMatchObject({ ok: true });
    const badSd = normTableFromCsv('mean,sd\n9,0\n', { scale: 'total', comparisonGroup: 'general' });
    if (!badSd.ok) throw new Error('the table reads');
    expect(parseProductDefinition({ ...FIXTURE_JSON, norms: [badSd.table] })).toMatchObject({ ok: false });
  });
});
