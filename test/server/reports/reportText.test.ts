import PDFDocument from 'pdfkit';
import { registerReportFonts } from '../../../src/server/reports/reportFonts';
import { reportFormatter } from '../../../src/server/reports/reportFormat';
import { textWidth, toPrintable, wrapText } from '../../../src/server/reports/reportText';
import { STYLES } from '../../../src/server/reports/reportTheme';

describe('wrapText', () => {
  const doc = new PDFDocument({ margin: 0 });
  registerReportFonts(doc);

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
  it('formats ages, dates and scores in the locale when the user has no preferences', () => {
    const us = reportFormatter('en_us', {});
    expect(us.age({ years: 1, months: 1 })).toBe('1 year 1 month');
    expect(us.age({ years: 35, months: 0 })).toBe('35 years 0 months');
    expect(us.age(null)).toBe('—');
    expect(reportFormatter('en_gb', {}).date('2024-03-05')).toBe('5 Mar 2024');
    expect(us.date('not a date')).toBe('not a date');
    expect(reportFormatter('de_de', {}).score(7.5, [0, 27])).toBe('7,5 (0-27)');
    expect(us.score(null, [0, 21])).toBe('— (0-21)');
    expect(us.dateTime('2024-03-06T09:15:00Z')).toBe('Mar 6, 2024, 9:15 AM UTC');
  });

  it("writes dates, times and numbers by the user's preferences, whatever the locale", () => {
    const f = reportFormatter('en_us', {
      dateFormat: { dateFormatName: 'Day.Month.Year', dateFormatCode: 'dd.MM.yyyy' },
      numberFormat: { numberFormatName: 'Comma decimal', numberFormatCode: 'comma', decimalSeparator: ',', groupingSeparator: '.' },
      timeZone: { timeZoneName: 'Stockholm', timeZoneCode: 'Europe/Stockholm' },
    });
    expect(f.date('2024-03-05')).toBe('05.03.2024');
    expect(f.number(1234.5)).toBe('1.234,5');
    expect(f.score(7.5, [0, 27])).toBe('7,5 (0-27)');
    // 23:30 UTC on 31 March is 01:30 on 1 April in Stockholm (summer time).
    expect(f.dateTime('2024-03-31T23:30:00Z')).toBe('01.04.2024 1:30 AM Europe/Stockholm');
  });

  it('speaks the locale, with its plurals', () => {
    const sv = reportFormatter('sv_se', {});
    expect(sv.age({ years: 1, months: 2 })).toBe('1 år 2 månader');
    expect(sv.sex('female')).toBe('Kvinna');
    expect(reportFormatter('de_de', {}).age({ years: 1, months: 1 })).toBe('1 Jahr 1 Monat');
    expect(reportFormatter('fr_fr', {}).t('footer.page', { page: '2', count: '3' })).toBe('Page 2 sur 3');
  });
});
