import PDFDocument from 'pdfkit';
import { formatAge, formatDate, formatScore } from '../../../src/server/reports/reportFormat';
import { textWidth, toPrintable, wrapText } from '../../../src/server/reports/reportText';
import { STYLES } from '../../../src/server/reports/reportTheme';

describe('wrapText', () => {
  const doc = new PDFDocument({ margin: 0 });

  it('keeps every line within the width, breaking an over-long word inside it', () => {
    const text = `Short words then ${'x'.repeat(120)} and a hyphenated Wisniewski-Brzeczyszczykiewicz-Montgomery name`;
    const lines = wrapText(doc, text, STYLES.body, 80);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(textWidth(doc, line, STYLES.body)).toBeLessThanOrEqual(80);
    expect(lines.join('').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
    expect(lines).toContain('Wisniewski-');
  });

  it('starts a new line at a line feed and keeps empty text as one line', () => {
    expect(wrapText(doc, 'one\ntwo', STYLES.body, 500)).toEqual(['one', 'two']);
    expect(wrapText(doc, '', STYLES.body, 500)).toEqual(['']);
  });
});

describe('toPrintable', () => {
  it('keeps what the standard fonts print and maps the rest', () => {
    expect(toPrintable('Zoë Ødegård — “Ĺ” €')).toBe('Zoë Ødegård — “L” €');
    expect(toPrintable('Łukasz Ő 9:15\u202fAM ≥ 10')).toBe('Lukasz O 9:15 AM >= 10');
    expect(toPrintable('Ἀ Ж 中')).toBe('? ? ?');
  });
});

describe('report formats', () => {
  it('formats ages, dates and scores for the locale', () => {
    expect(formatAge({ years: 1, months: 1 })).toBe('1 year 1 month');
    expect(formatAge({ years: 35, months: 0 })).toBe('35 years 0 months');
    expect(formatAge(null)).toBe('—');
    expect(formatDate('2024-03-05', 'en_gb')).toBe('5 Mar 2024');
    expect(formatDate('not a date', 'en_us')).toBe('not a date');
    expect(formatScore(7.5, [0, 27], 'de_de')).toBe('7,5 (0-27)');
    expect(formatScore(null, [0, 21], 'en_us')).toBe('— (0-21)');
  });
});
