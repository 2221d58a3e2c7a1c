/**
 * A user who has chosen a language but no formats reads dates, numbers and times in that
 * language's country's formats, and reads them the same on screen (the identity) and in reports.
 */
import type { ReportSummary } from '../../src/contract/types';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import type { UserIdentity } from '../../src/domain/identity';
import { extractPdf } from './reports/pdfText';
import { createTestApp, type TestApp } from './support/testApp';
import { examineeBody, phq9Responses } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';

jest.setTimeout(120_000);

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

const PREFERENCES = '/account/users/self/preferences';

describe('formats of a language chosen alone', () => {
  it.each([
    ['de', { dateFormatCode: 'dd.MM.yyyy' }, { decimalSeparator: ',', groupingSeparator: '.' }, 'Europe/Berlin'],
    ['fr_fr', { dateFormatCode: 'dd/MM/yyyy' }, { decimalSeparator: ',', groupingSeparator: ' ' }, 'Europe/Paris'],
    ['sv', { dateFormatCode: 'yyyy-MM-dd' }, { decimalSeparator: ',', groupingSeparator: ' ' }, 'Europe/Stockholm'],
    ['en_gb', { dateFormatCode: 'dd/MM/yyyy' }, { decimalSeparator: '.', groupingSeparator: ',' }, 'Europe/London'],
  ])('are those of its country (%s) until the user chooses their own', async (languageCode, dateFormat, numberFormat, timeZoneCode) => {
    const api = apiAs(test.app, await signIn(test.app, 'user'));
    const identity = (await api('PUT', PREFERENCES, { language: { languageCode } })).json<UserIdentity>();
    expect(identity.preferences.dateFormat).toMatchObject(dateFormat);
    expect(identity.preferences.numberFormat).toMatchObject(numberFormat);
    expect(identity.preferences.timeZone.timeZoneCode).toBe(timeZoneCode);
  });

  it("keeps the user's own choice over the language's default", async () => {
    const api = apiAs(test.app, await signIn(test.app, 'user'));
    await api('PUT', PREFERENCES, { language: { languageCode: 'de' }, dateFormat: { dateFormatCode: 'MM/dd/yyyy' }, timeZone: { timeZoneCode: 'America/Chicago' } });
    const identity = (await api('GET', `${PREFERENCES}?addOnPermissions=true`)).json<UserIdentity>();
    expect(identity.preferences.dateFormat.dateFormatCode).toBe('MM/dd/yyyy');
    expect(identity.preferences.timeZone.timeZoneCode).toBe('America/Chicago');
    expect(identity.preferences.numberFormat.decimalSeparator).toBe(',');
  });

  it('leaves internal staff in UTC whatever their language', async () => {
    const api = apiAs(test.app, await signIn(test.app, 'backoffice'));
    const identity = (await api('PUT', PREFERENCES, { language: { languageCode: 'de' } })).json<UserIdentity>();
    expect(identity.preferences.timeZone.timeZoneCode).toBe('UTC');
    expect(identity.preferences.dateFormat.dateFormatCode).toBe('dd.MM.yyyy');
  });

  it('prints a report in the dates and time zone the user reads on screen', async () => {
    const examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
    const identity = (await examiner('PUT', PREFERENCES, { language: { languageCode: 'de' } })).json<UserIdentity>();
    expect(identity.preferences.dateFormat.dateFormatCode).toBe('dd.MM.yyyy');
    const examinerId = await selfUserId(examiner);
    const examinee = (await examiner('POST', '/assessment-facade/examinees', examineeBody({ birthDate: '1990-03-04' }))).json<Examinee>();
    const created = (await examiner('POST', '/assessment-facade/assessments', { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId })).json<Assessment>();
    const saved = await examiner('PUT', `/assessment-facade/assessments/${created.id}`, {
      version: created.version,
      responses: phq9Responses([1, 2, 1, 2, 1, 2, 1, 0, 1], 2),
      administrationDate: '2024-05-06',
      examinerId,
      status: 'scored',
    });
    expect(saved.statusCode).toBe(200);
    const report = (await examiner('POST', `/assessment-facade/assessments/${created.id}/reports`, { reportType: 'score' })).json<ReportSummary>();
    const { text } = extractPdf((await examiner('GET', `/assessment-facade/reports/${report.id}/download`)).rawPayload);
    expect(text).toContain('06.05.2024');
    expect(text).toContain('04.03.1990');
    expect(text).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} Europe\/Berlin/);
    expect(text).not.toContain('UTC');
  });
});
