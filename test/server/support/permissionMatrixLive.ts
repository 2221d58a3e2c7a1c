/**
 * The permission matrix's case of the live session event log (prosa.event, ASSESSMENT_VIEW): the
 * back office holds no customer permission and is refused; the examiner reads the log of a live
 * session of the demo clinic, made in the database (the session operations are another part's).
 */
import { administrationSessions } from '../../../src/server/db/schema';
import type { MatrixCase } from './permissionMatrixCases';
import type { MatrixWorld } from './permissionMatrixWorld';

async function liveSessionOf(world: MatrixWorld): Promise<number> {
  const [row] = await world.db
    .insert(administrationSessions)
    .values({
      accountId: world.demoClinicId,
      examineeRecordId: world.examinee.id,
      delivery: 'live',
      status: 'scheduled',
      scheduledAt: new Date('2026-11-26T10:00:00Z'),
      durationMinutes: 30,
      locale: 'en_us',
      examinerId: world.examinerId,
      videoMode: 'none',
      createdBy: world.examinerId,
    })
    .returning({ id: administrationSessions.id });
  if (!row) throw new Error('No live session.');
  return row.id;
}

/** The cases, keyed by operation id. */
export const LIVE_CASES: Readonly<Record<string, MatrixCase>> = {
  'prosa.event': { deniedTo: 'backoffice', grantedTo: 'examiner', request: async (world) => ({ params: { sessionId: await liveSessionOf(world) }, query: { after: 0 } }) },
};
