/**
 * assessment.loadDetails answers the change since the examinee's previous WHO-5 (the product's
 * change rule: a percentage difference of 10 or more is significant): only earlier, scored, not
 * deleted WHO-5s of the same examinee in the same account count.
 */
import { eq } from 'drizzle-orm';
import type { AssessmentDetails } from '../../src/contract/types';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import { scoringContextOn } from '../../src/domain/scoring/scoreTypes';
import { assessments, users } from '../../src/server/db/schema';
import { loadProduct } from '../domain/productFixtures';
import { createTestApp, type TestApp } from './support/testApp';
import { extractPdf } from './reports/pdfText';
import { examineeBody } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';

jest.setTimeout(60_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let examiner: Api;
let examinerId: number;

const FACADE = '/assessment-facade';
const ASSESSMENTS = `${FACADE}/assessments`;
const ITEMS = ['who5_1', 'who5_2', 'who5_3', 'who5_4', 'who5_5'];
const who5Responses = (values: readonly number[]) => Object.fromEntries(ITEMS.map((id, index) => [id, values[index] ?? 0]));

beforeAll(async () => {
  test = await createTestApp();
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  examinerId = await selfUserId(examiner);
});
afterAll(async () => {
  await test.close();
});

async function newExaminee(): Promise<Examinee> {
  const response = await examiner('POST', `${FACADE}/examinees`, examineeBody({ birthDate: '1980-02-10' }));
  expect(response.statusCode).toBe(201);
  return response.json<Examinee>();
}

async function draftWho5(examinee: Examinee, administrationDate: string): Promise<Assessment> {
  const response = await examiner('POST', ASSESSMENTS, { examineeRecordId: examinee.id, productId: 'who5', administrationDate, examinerId });
  expect(response.statusCode).toBe(201);
  return response.json<Assessment>();
}

/** A WHO-5 administered on `administrationDate` and scored with `values` (raw 0-5 per item). */
async function scoredWho5(examinee: Examinee, administrationDate: string, values: readonly number[]): Promise<Assessment> {
  const draft = await draftWho5(examinee, administrationDate);
  const response = await examiner('PUT', `${ASSESSMENTS}/${draft.id}`, {
    version: draft.version,
    responses: who5Responses(values),
    administrationDate,
    examinerId,
    status: 'scored',
  });
  expect(response.statusCode).toBe(200);
  return response.json<Assessment>();
}

async function changesOf(assessment: Assessment): Promise<AssessmentDetails['changes']> {
  const response = await examiner('GET', `${ASSESSMENTS}/${assessment.id}`);
  expect(response.statusCode).toBe(200);
  return response.json<AssessmentDetails>().changes;
}

describe('assessment.loadDetails: change since the previous WHO-5', () => {
  it('compares with the latest earlier scored WHO-5 of the same examinee in the same account', async () => {
    const examinee = await newExaminee();
    const first = await scoredWho5(examinee, '2026-01-05', [3, 3, 2, 2, 2]); // 48%
    expect(await changesOf(first)).toEqual([]);

    const second = await scoredWho5(examinee, '2026-02-05', [3, 3, 3, 3, 3]); // 60%
    expect(await changesOf(second)).toEqual([
      expect.objectContaining({
        ruleId: 'significant_change',
        scaleId: 'percentage',
        label: 'Significant change',
        threshold: 10,
        previousAssessmentId: first.id,
        previousDate: '2026-01-05',
        previous: 48,
        current: 60,
        difference: 12,
        significant: true,
      }),
    ]);

    // Neither another examinee's WHO-5, nor another account's, nor a draft comes between.
    await scoredWho5(await newExaminee(), '2026-02-20', [5, 5, 5, 5, 5]);
    await draftWho5(examinee, '2026-02-22');
    const [otherUser] = await test.db.select({ id: users.id, accountId: users.accountId }).from(users).where(eq(users.username, 'other'));
    const otherScore = scoreAssessment(loadProduct('who5'), who5Responses([0, 0, 0, 0, 0]), scoringContextOn('2026-02-25'));
    await test.db.insert(assessments).values({
      accountId: otherUser!.accountId,
      examineeRecordId: examinee.id,
      productId: 'who5',
      // A stored version (a foreign key): the shipped one.
      productVersion: loadProduct('who5').version,
      administrationDate: '2026-02-25',
      examinerId: otherUser!.id,
      status: 'scored',
      responses: who5Responses([0, 0, 0, 0, 0]),
      score: otherScore,
    });

    const third = await scoredWho5(examinee, '2026-03-05', [4, 3, 3, 3, 3]); // 64%
    expect(await changesOf(third)).toEqual([
      expect.objectContaining({ previousAssessmentId: second.id, previous: 60, current: 64, difference: 4, significant: false }),
    ]);
    // An earlier assessment is never compared with a later one.
    expect(await changesOf(second)).toEqual([expect.objectContaining({ previousAssessmentId: first.id, difference: 12 })]);
  });

  it('orders the same date by id and skips a deleted previous assessment', async () => {
    const examinee = await newExaminee();
    const earlier = await scoredWho5(examinee, '2026-04-01', [4, 4, 4, 4, 4]); // 80%
    const sameDay = await scoredWho5(examinee, '2026-04-10', [3, 3, 3, 3, 3]); // 60%
    const later = await scoredWho5(examinee, '2026-04-10', [3, 3, 3, 3, 2]); // 56%
    expect(await changesOf(sameDay)).toEqual([expect.objectContaining({ previousAssessmentId: earlier.id, difference: -20, significant: true })]);
    expect(await changesOf(later)).toEqual([expect.objectContaining({ previousAssessmentId: sameDay.id, difference: -4, significant: false })]);

    expect((await examiner('DELETE', `${ASSESSMENTS}/${sameDay.id}`)).statusCode).toBe(200);
    expect(await changesOf(later)).toEqual([
      expect.objectContaining({ previousAssessmentId: earlier.id, previousDate: '2026-04-01', previous: 80, current: 56, difference: -24, significant: true }),
    ]);
  });

  it('answers no change before the assessment is scored, nor for a product without change rules', async () => {
    const examinee = await newExaminee();
    await scoredWho5(examinee, '2026-05-01', [1, 1, 1, 1, 1]);
    const draft = await draftWho5(examinee, '2026-05-20');
    expect(await changesOf(draft)).toEqual([]);
    const phq9 = await examiner('POST', ASSESSMENTS, { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2026-05-20', examinerId });
    expect(await changesOf(phq9.json<Assessment>())).toEqual([]);
  });

  it('prints the change in the score report generated through the API', async () => {
    const examinee = await newExaminee();
    await scoredWho5(examinee, '2026-03-02', [3, 3, 2, 2, 2]); // 48%
    const second = await scoredWho5(examinee, '2026-04-02', [3, 3, 3, 3, 3]); // 60%
    const generated = await examiner('POST', `${ASSESSMENTS}/${second.id}/reports`, { reportType: 'score' });
    expect(generated.statusCode).toBe(201);
    const download = await examiner('GET', `/assessment-facade/reports/${generated.json<{ id: number }>().id}/download`);
    expect(download.statusCode).toBe(200);
    const { text } = await extractPdf(download.rawPayload);
    expect(text).toMatch(/48 -> 60 \(\+12\)/);
    expect(text).toContain('Significant change');
  });
});
