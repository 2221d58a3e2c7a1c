/** The demo school classes seeded for people trying the platform (DEMO_CLASSES). */
import type { AssessmentListRow } from '../../src/contract/reportTypes';
import type { Page } from '../../src/contract/types';
import { screeningDates } from '../../src/server/db/seedDemoClasses';
import { seedDatabase } from '../../src/server/db/seed';
import { createTestApp, testConfig, type TestApp } from './support/testApp';
import { apiAs, signIn } from './support/session';

jest.setTimeout(90_000);

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ demoClasses: true });
});
afterAll(async () => {
  await test.close();
});

describe('screeningDates', () => {
  it('takes the last winter screening before today', () => {
    expect(screeningDates('2026-11-22')).toEqual({ fall: '2025-09-22', winter: '2026-01-20' });
    expect(screeningDates('2026-01-10')).toEqual({ fall: '2024-09-22', winter: '2025-01-20' });
  });
});

describe('demo classes', () => {
  it('seeds two classes of scored fall and winter reading probes, with the class in custom field 1 labelled "Class"', async () => {
    const teacher = apiAs(test.app, await signIn(test.app, 'teacher'));
    const page = (await teacher('GET', '/assessment-facade/assessments?productId=orf&status=scored&search=Room%203B&pageSize=100')).json<Page<AssessmentListRow>>();
    expect(page.total).toBe(52);
    expect(new Set(page.items.map((row) => row.customField1))).toEqual(new Set(['Grade 3 - Room 3B']));
    expect(page.items.every((row) => row.headlineScores.length > 0 && row.examinerName === 'Ms. Tara Teacher')).toBe(true);
    // Room 3C is the second teacher's class: the first sees only their own.
    const own = (await teacher('GET', '/assessment-facade/assessments?productId=orf&status=scored&pageSize=1')).json<Page<AssessmentListRow>>();
    expect(own.total).toBe(52);
    const identity = (await teacher('GET', '/account/users/self/preferences')).json<{ accountLabels: { customField1: string } }>();
    expect(identity.accountLabels.customField1).toBe('Class');
  });

  it('gives Room 3C to the second teacher, and both classes to the administrator', async () => {
    const teacher2 = apiAs(test.app, await signIn(test.app, 'teacher2'));
    const page = (await teacher2('GET', '/assessment-facade/assessments?productId=orf&status=scored&pageSize=100')).json<Page<AssessmentListRow>>();
    expect(page.total).toBe(52);
    expect(new Set(page.items.map((row) => row.customField1))).toEqual(new Set(['Grade 3 - Room 3C']));
    expect(page.items.every((row) => row.examinerName === 'Mr. Theo Tutor')).toBe(true);
    const groups = (await teacher2('GET', '/assessment-facade/groups')).json<{ name: string }[]>();
    expect(groups.map((group) => group.name)).toEqual(['Grade 3 - Room 3C']);
  });

  it('seeds them once', async () => {
    await seedDatabase(test.db, testConfig().productsDir, undefined, { demoClasses: true });
    const admin = apiAs(test.app, await signIn(test.app, 'admin'));
    const all = (await admin('GET', '/assessment-facade/assessments?productId=orf&pageSize=1')).json<Page<AssessmentListRow>>();
    expect(all.total).toBe(104);
  });
});
