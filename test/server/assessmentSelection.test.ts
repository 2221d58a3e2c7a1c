/**
 * The account's assessment list and the resolution of selections for batch and group reports:
 * filters, search over custom fields, paging, tenancy.
 */
import type { AssessmentListPage, AssessmentListRow } from '../../src/contract/reportTypes';
import type { Page } from '../../src/contract/types';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { resolveSelection } from '../../src/server/services/assessmentSelection/service';
import { createTestApp, type TestApp } from './support/testApp';
import { examineeBody, phq9Responses } from './support/fixtures';
import { apiAs, signIn } from './support/session';

jest.setTimeout(90_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let examiner: Api;
let other: Api;
let accountId: number;
let examinerId: number;
const scoredIds: number[] = [];
let draftId: number;
let examinees: Examinee[];

async function assess(examinee: Examinee, date: string, scored: boolean): Promise<Assessment> {
  const created = (
    await examiner('POST', '/assessment-facade/assessments', { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: date, examinerId })
  ).json<Assessment>();
  if (!scored) return created;
  return (
    await examiner('PUT', `/assessment-facade/assessments/${created.id}`, {
      version: created.version,
      responses: phq9Responses([1, 2, 1, 2, 1, 2, 1, 0, 1], 2),
      administrationDate: date,
      examinerId,
      status: 'scored',
    })
  ).json<Assessment>();
}

beforeAll(async () => {
  test = await createTestApp();
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
  const self = (await examiner('GET', '/account/users/self/preferences')).json<{ userId: number }>();
  examinerId = self.userId;
  examinees = [];
  for (const [index, room] of ['Room 3B', 'Room 3B', 'Room 4A'].entries()) {
    examinees.push(
      (await examiner('POST', '/assessment-facade/examinees', examineeBody({ examineeId: `SEL-${index}`, lastName: `Selby${index}`, customField1: room }))).json<Examinee>(),
    );
  }
  const [first, second, third] = examinees as [Examinee, Examinee, Examinee];
  scoredIds.push((await assess(first, '2024-03-01', true)).id);
  scoredIds.push((await assess(first, '2024-04-01', true)).id);
  scoredIds.push((await assess(second, '2024-03-15', true)).id);
  scoredIds.push((await assess(third, '2024-03-20', true)).id);
  draftId = (await assess(third, '2024-05-01', false)).id;
  accountId = (await examiner('GET', `/assessment-facade/assessments/${draftId}`)).json<{ assessment: Assessment }>().assessment.accountId;
});
afterAll(async () => {
  await test.close();
});

const list = (api: Api, query: string) => api('GET', `/assessment-facade/assessments?${query}`);

describe('assessment.searchAssessments', () => {
  it('filters by status and custom-field text, newest administration first, with the examinee', async () => {
    const response = await list(examiner, 'status=scored&search=room%203b');
    expect(response.statusCode).toBe(200);
    const page = response.json<AssessmentListPage>();
    expect(page.total).toBe(3);
    expect(page.items.map((row) => row.administrationDate)).toEqual(['2024-04-01', '2024-03-15', '2024-03-01']);
    expect(page.items[0]).toMatchObject({ examineeId: 'SEL-0', customField1: 'Room 3B', productCode: 'PHQ-9', status: 'scored', latestReportAt: null });
    expect(page.items[0]?.examineeName).toContain('Selby0');
    expect(page.forms).toEqual([{ productId: 'phq9', productCode: 'PHQ-9' }]);
  });

  it('narrows by dates and pages', async () => {
    const page = (await list(examiner, 'search=SEL-&administeredFrom=2024-03-10&administeredTo=2024-04-30&pageSize=2&page=2&sort=administrationDate')).json<
      Page<AssessmentListRow>
    >();
    expect(page.total).toBe(3);
    expect(page.items.map((row) => row.administrationDate)).toEqual(['2024-04-01']);
  });

  it('rejects an end date before the start date, naming the field', async () => {
    const response = await list(examiner, 'administeredFrom=2024-05-01&administeredTo=2024-04-01');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('administeredTo');
  });

  it("never lists another account's assessments", async () => {
    const page = (await list(other, 'search=SEL-')).json<Page<AssessmentListRow>>();
    expect(page.total).toBe(0);
  });
});

describe('resolveSelection', () => {
  it('keeps the order of listed ids and refuses an id of another account as not found', async () => {
    await expect(resolveSelection(test.db, accountId, { kind: 'assessments', assessmentIds: [scoredIds[2]!, scoredIds[0]!] })).resolves.toEqual([
      scoredIds[2],
      scoredIds[0],
    ]);
    await expect(resolveSelection(test.db, accountId + 1, { kind: 'assessments', assessmentIds: [scoredIds[0]!] })).rejects.toMatchObject({ code: 'notFound' });
  });

  it('selects every match of a filter, as the list shows them', async () => {
    const ids = await resolveSelection(test.db, accountId, { kind: 'filter', filter: { search: 'SEL-', status: 'scored' } });
    expect(ids).toEqual([scoredIds[1], scoredIds[3], scoredIds[2], scoredIds[0]]);
  });

  it("takes each examinee's newest scored assessment of the product", async () => {
    const ids = await resolveSelection(test.db, accountId, { kind: 'examinees', examineeRecordIds: examinees.map((e) => e.id) }, 'phq9');
    expect(ids).toEqual([scoredIds[1], scoredIds[2], scoredIds[3]]);
    expect(ids).not.toContain(draftId);
  });
});
