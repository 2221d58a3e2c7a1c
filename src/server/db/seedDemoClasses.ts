/**
 * Demo school data: two third-grade classes with a fall and a winter oral reading fluency probe
 * each, scored, so batch reports (about a hundred) and class group reports can be tried on a
 * fresh start. Each class is a group with its own demo teacher assigned (who also entered and
 * scored its students), so each teacher sees only their class; the class is also kept in
 * custom field 1, which the demo account labels "Class".
 * Seeded once: an account that already has a student of the first class is left alone.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AdministrationDetails, Season } from '../../domain/assessment';
import { addDays } from '../../domain/dals';
import type { IsoDate } from '../../domain/dates';
import type { ProductDefinition } from '../../domain/product/productDefinition';
import { scoreAssessment } from '../../domain/scoring/scoreAssessment';
import { scoringContextFor } from '../../domain/scoring/scoringContext';
import type { Sex } from '../../domain/examinee';
import type { Db } from './client';
import { accounts, accountSettings, assessments, examineeGroupMembers, examineeGroups, examineeGroupStaff, examinees, users } from './schema';
import { schoolYearOf } from '../../domain/groups/group';
import { productsStore } from './platform/products';

/** The demo classes: name, how many students, and the user name of their teacher (db/seed.ts DEMO_USERS). */
export const DEMO_CLASSES: readonly { name: string; students: number; teacher: string }[] = [
  { name: 'Grade 3 - Room 3B', students: 26, teacher: 'teacher' },
  { name: 'Grade 3 - Room 3C', students: 26, teacher: 'teacher2' },
];

const FIRST_NAMES = ['Ava', 'Ben', 'Chloe', 'Diego', 'Ella', 'Finn', 'Grace', 'Hugo', 'Isla', 'Jonas', 'Kaia', 'Liam', 'Maya', 'Noah', 'Olivia', 'Pablo', 'Quinn', 'Ruby', 'Sami', 'Tess', 'Umar', 'Vera', 'Wes', 'Ximena', 'Yusuf', 'Zoe'];
const LAST_NAMES = ['Andersen', 'Brooks', 'Castillo', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Hansen', 'Ito', 'Jansen', 'Kowalski', 'Larsen', 'Moreau', 'Nguyen', 'Okafor', 'Petrov', 'Quiroga', 'Rossi', 'Schmidt', 'Tanaka', 'Uddin', 'Vargas', 'Weber', 'Xu', 'Young', 'Zimmer'];

/** A small deterministic generator (mulberry32), so every fresh start seeds the same class. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The last school year whose winter screening lies before `today`: its fall and winter screening dates. */
export function screeningDates(today: IsoDate): Record<'fall' | 'winter', IsoDate> {
  const year = Number(today.slice(0, 4));
  const winterYear = today >= `${year}-02-01` ? year : year - 1;
  return { fall: `${winterYear - 1}-09-22`, winter: `${winterYear}-01-20` };
}

/**
 * Seeds the demo classes into the named account (see the module comment), each with its teacher as
 * staff and examiner. Does nothing when the ORF product is not installed or a teacher is missing.
 */
export async function seedDemoClasses(tx: Db, accountName: string, today: IsoDate): Promise<void> {
  const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, accountName)).limit(1);
  const published = await productsStore(tx).find('orf', 'catalogue');
  if (!account || !published) return;
  const productRow = { definition: published, version: published.version };
  const teachers = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.accountId, account.id), inArray(users.username, DEMO_CLASSES.map((demoClass) => demoClass.teacher))));
  if (teachers.length < new Set(DEMO_CLASSES.map((demoClass) => demoClass.teacher)).size) return;
  const seeded = await tx
    .select({ id: examinees.id })
    .from(examinees)
    .where(and(eq(examinees.accountId, account.id), eq(examinees.examineeId, 'STU-3B-01')))
    .limit(1);
  if (seeded.length > 0) return;
  const [settings] = await tx.select({ labels: accountSettings.labels }).from(accountSettings).where(eq(accountSettings.accountId, account.id)).limit(1);
  if (settings) {
    await tx
      .update(accountSettings)
      .set({ labels: { ...settings.labels, customField1: 'Class', customField2: 'School' } })
      .where(eq(accountSettings.accountId, account.id));
  }
  const product: ProductDefinition = productRow.definition;
  const dates = screeningDates(today);
  const random = generator(20260922);
  let nameIndex = 0;
  for (const demoClass of DEMO_CLASSES) {
    const examiner = teachers.find((teacher) => teacher.username === demoClass.teacher);
    if (!examiner) throw new Error(`The demo teacher ${demoClass.teacher} was not found.`);
    const room = demoClass.name.slice(-2);
    const [group] = await tx
      .insert(examineeGroups)
      .values({ accountId: account.id, name: demoClass.name, groupType: 'class', schoolYear: schoolYearOf(dates.fall), createdBy: examiner.id })
      .returning({ id: examineeGroups.id });
    if (!group) throw new Error('The demo class insert returned nothing.');
    await tx.insert(examineeGroupStaff).values({ accountId: account.id, groupId: group.id, userId: examiner.id });
    for (let number = 1; number <= demoClass.students; number += 1) {
      const firstName = FIRST_NAMES[nameIndex % FIRST_NAMES.length] ?? 'Sam';
      const lastName = LAST_NAMES[(nameIndex * 7 + 3) % LAST_NAMES.length] ?? 'Lee';
      nameIndex += 1;
      const birthDate = addDays(`${Number(dates.fall.slice(0, 4)) - 9}-09-01`, Math.floor(random() * 365));
      const sex: Sex = random() < 0.5 ? 'female' : 'male';
      const [student] = await tx
        .insert(examinees)
        .values({
          accountId: account.id,
          examineeId: `STU-${room}-${String(number).padStart(2, '0')}`,
          firstName,
          lastName,
          birthDate,
          sex,
          customField1: demoClass.name,
          customField2: 'Lincoln Elementary',
          createdBy: examiner.id,
        })
        .returning({ id: examinees.id });
      if (!student) throw new Error('The demo student insert returned nothing.');
      await tx.insert(examineeGroupMembers).values({ accountId: account.id, groupId: group.id, examineeRecordId: student.id });
      // A reader's level: fall words correct per minute around the grade-3 median, with winter growth.
      const level = 35 + random() * 100;
      for (const season of ['fall', 'winter'] as const satisfies readonly Season[]) {
        const wordsRead = Math.round(level + (season === 'winter' ? 12 + random() * 18 : 0));
        const errors = Math.min(wordsRead, Math.round(random() * (wordsRead < 70 ? 12 : 5)));
        const responses = { wordsRead, errors };
        const administration: AdministrationDetails = { grade: 3, season, comparisonGroupId: 'ht2017' };
        const score = scoreAssessment(product, responses, scoringContextFor({ birthDate, sex }, administration, dates[season]));
        const scoredAt = new Date(`${dates[season]}T15:00:00.000Z`);
        await tx.insert(assessments).values({
          accountId: account.id,
          examineeRecordId: student.id,
          productId: 'orf',
          productVersion: productRow.version,
          administrationDate: dates[season],
          examinerId: examiner.id,
          status: 'scored',
          responses,
          administration,
          score,
          scoredAt,
          createdBy: examiner.id,
          createdAt: scoredAt,
          updatedAt: scoredAt,
        });
      }
    }
  }
}
