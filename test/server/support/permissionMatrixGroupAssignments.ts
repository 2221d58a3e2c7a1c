/**
 * The permission matrix's cases of group assignments (issue #19): the age check, the assignment,
 * the reminder and the roster sheet need ASSESSMENT_EDIT (an account user is refused); the list
 * and an assignment's progress need ASSESSMENT_VIEW (the back office holds no customer
 * permission). The records: a group of the demo clinic whose staff is the demo examiner, with
 * fresh adult members, and assignments made through the API.
 */
import { sql } from 'drizzle-orm';
import type { GroupAssignmentResult } from '../../../src/contract/services/groupAssignments';
import { addDays } from '../../../src/domain/dates';
import { examineeBody } from './fixtures';
import type { MatrixCase } from './permissionMatrixCases';
import type { Api } from './permissionMatrixWorld';
import type { TestApp } from './testApp';

const FACADE = '/assessment-facade';

/** What the group assignment cases need. */
export interface GroupAssignmentWorld {
  /** A group of the demo clinic staffed by the demo examiner, with two adult members (one without an e-mail address). */
  groupId: number;
  /** The demo examiner's user id. */
  examinerId: number;
  /** A fresh planned date: each is 30 days after the last, outside the WHO-5's retest interval. */
  nextDate: () => string;
  /** A fresh assignment of the WHO-5 to the group in `mode`: its id. */
  newAssignment: (mode: 'itemEntry' | 'remoteLinks' | 'classSession') => Promise<number>;
}

/** Waits until no e-mail of the account is queued or being sent (the jest timeout bounds the wait). */
async function mailSettled(db: TestApp['db'], accountId: number): Promise<void> {
  for (;;) {
    const busy = (await db.execute(sql`SELECT 1 FROM email_messages WHERE account_id = ${accountId} AND state IN ('queued', 'sending', 'retrying') LIMIT 1`)) as unknown as { rows: unknown[] };
    if (busy.rows.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Builds the group assignment world over the demo examiner's API and the test's database. */
export async function buildGroupAssignmentWorld(examiner: Api, db: TestApp['db'], demoClinicId: number, examinerId: number): Promise<GroupAssignmentWorld> {
  const rows = (await db.execute(sql`INSERT INTO examinee_groups (account_id, name, group_type) VALUES (${demoClinicId}, 'Matrix cohort', 'cohort') RETURNING id`)) as unknown as { rows: { id: number }[] };
  const groupId = Number(rows.rows[0]?.id);
  await db.execute(sql`INSERT INTO examinee_group_staff (account_id, group_id, user_id) VALUES (${demoClinicId}, ${groupId}, ${examinerId})`);
  for (const overrides of [{ lastName: 'Cohort' }, { lastName: 'Cohortless', email: '' }]) {
    const created = await examiner('POST', `${FACADE}/examinees`, examineeBody(overrides));
    if (created.statusCode !== 201) throw new Error(`create examinee answered ${created.statusCode}`);
    await db.execute(sql`INSERT INTO examinee_group_members (account_id, group_id, examinee_record_id) VALUES (${demoClinicId}, ${groupId}, ${created.json<{ id: number }>().id})`);
  }
  let date = '2023-01-01';
  const nextDate = (): string => {
    date = addDays(date, 30);
    return date;
  };
  return {
    groupId,
    examinerId,
    nextDate,
    newAssignment: async (mode) => {
      const response = await examiner('POST', `${FACADE}/groups/${groupId}/assignments`, { productId: 'who5', plannedDate: nextDate(), examinerId, mode });
      if (response.statusCode !== 201) throw new Error(`groupAssignment answered ${response.statusCode}: ${response.body}`);
      // The e-mails of remote links are delivered by a job: wait until they are, so the account's rows hold still.
      await mailSettled(db, demoClinicId);
      return response.json<GroupAssignmentResult>().assignment.id;
    },
  };
}

/** The cases, keyed by operation id. */
export const GROUP_ASSIGNMENT_CASES: Readonly<Record<string, MatrixCase>> = {
  'assessment.groupAgeCheck': {
    deniedTo: 'user',
    grantedTo: 'examiner',
    request: (world) => ({ params: { groupId: world.groupAssignments.groupId }, query: { productId: 'phq9', plannedDate: '2026-03-01' } }),
  },
  'assessment.groupAssignment': {
    deniedTo: 'user',
    grantedTo: 'examiner',
    request: (world) => ({
      params: { groupId: world.groupAssignments.groupId },
      body: { productId: 'who5', plannedDate: world.groupAssignments.nextDate(), examinerId: world.groupAssignments.examinerId, mode: 'itemEntry' },
    }),
  },
  'assessment.groupAssignmentList': { deniedTo: 'backoffice', grantedTo: 'user', request: (world) => ({ params: { groupId: world.groupAssignments.groupId } }) },
  'assessment.groupAssignmentDetails': {
    deniedTo: 'backoffice',
    grantedTo: 'examiner',
    request: async (world) => ({ params: { assignmentId: await world.groupAssignments.newAssignment('itemEntry') } }),
  },
  'assessment.groupAssignmentReminder': {
    deniedTo: 'user',
    grantedTo: 'examiner',
    request: async (world) => ({ params: { assignmentId: await world.groupAssignments.newAssignment('remoteLinks') }, body: {} }),
  },
  'assessment.groupAssignmentRosterSheet': {
    deniedTo: 'user',
    grantedTo: 'examiner',
    request: async (world) => ({ params: { assignmentId: await world.groupAssignments.newAssignment('classSession') } }),
  },
};
