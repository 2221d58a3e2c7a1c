/**
 * assessment.exportExaminees (issue #19): the examinee list, or a group, as CSV with the account's
 * labels and custom fields; a limited user's export holds only their legitimate interest.
 */
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { exportColumns } from '../../src/server/services/examineeExport/service';
import { examineeBody } from './support/fixtures';
import { demoClinicId } from './support/permissionMatrixAccounts';
import { apiAs, selfUserId, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

const EXPORT = '/assessment-facade/examinees/export';
let test: TestApp;
let clinicId: number;
let admin: ReturnType<typeof apiAs>;
let teacher: ReturnType<typeof apiAs>;
let inGroup: number;
let outside: number;
let groupId: number;
let otherGroupId: number;

/** The file's lines, without the byte-order mark (CRLF line ends). */
const linesOf = (response: LightMyRequestResponse): string[] => response.body.replace(/^\uFEFF/, '').split('\r\n').filter((line) => line !== '');

async function group(name: string, members: number[], staff: number[]): Promise<number> {
  const rows = (await test.db.execute(sql`INSERT INTO examinee_groups (account_id, name, group_type) VALUES (${clinicId}, ${name}, 'class') RETURNING id`)) as unknown as { rows: { id: number }[] };
  const id = Number(rows.rows[0]?.id);
  for (const userId of staff) await test.db.execute(sql`INSERT INTO examinee_group_staff (account_id, group_id, user_id) VALUES (${clinicId}, ${id}, ${userId})`);
  for (const member of members) await test.db.execute(sql`INSERT INTO examinee_group_members (account_id, group_id, examinee_record_id) VALUES (${clinicId}, ${id}, ${member})`);
  return id;
}

beforeAll(async () => {
  test = await createTestApp();
  clinicId = await demoClinicId(test.db);
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
  teacher = apiAs(test.app, await signIn(test.app, 'teacher'));
  await test.db.execute(sql`UPDATE account_settings SET labels = labels || '{"examinee": "Student", "customField1": "Homeroom"}'::jsonb WHERE account_id = ${clinicId}`);
  const make = async (body: Parameters<typeof examineeBody>[0]) => (await admin('POST', '/assessment-facade/examinees', examineeBody(body))).json<{ id: number }>().id;
  inGroup = await make({ examineeId: 'EXP-1', firstName: 'Ada', lastName: 'Exportable', customField1: '4B', customField2: '=HYPERLINK("x")' });
  outside = await make({ examineeId: 'EXP-2', firstName: 'Bo', lastName: 'Exportable', birthDate: '2015-02-03' });
  groupId = await group('Export class', [inGroup], [await selfUserId(teacher)]);
  otherGroupId = await group('Another class', [outside], []);
});
afterAll(async () => {
  await test?.close();
});

it('exports the list as CSV, headed with the account’s labels, with the custom fields, formulas escaped', async () => {
  const response = await admin('GET', `${EXPORT}?search=Exportable`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/csv/);
  expect(response.headers['content-disposition']).toMatch(/attachment; filename="?examinees-\d{4}-\d{2}-\d{2}\.csv/);
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = linesOf(response);
  expect(header).toBe('Student ID,First name,Middle name,Last name,Date of birth,Sex,E-mail,Homeroom,Custom field 2,Custom field 3,Custom field 4');
  expect(rows).toEqual([
    'EXP-1,Ada,,Exportable,1990-05-17,female,robin@example.org,4B,"\'=HYPERLINK(""x"")",,',
    'EXP-2,Bo,,Exportable,2015-02-03,female,robin@example.org,,,,',
  ]);
});

it('exports a group’s members', async () => {
  const rows = linesOf(await admin('GET', `${EXPORT}?groupId=${otherGroupId}`)).slice(1);
  expect(rows.map((row) => row.split(',')[0])).toEqual(['EXP-2']);
});

it('holds only a teacher’s legitimate interest, and answers a group out of it like a missing one', async () => {
  expect(linesOf(await teacher('GET', `${EXPORT}?search=Exportable`)).slice(1).map((row) => row.split(',')[0])).toEqual(['EXP-1']);
  expect(linesOf(await teacher('GET', `${EXPORT}?groupId=${groupId}`)).slice(1).map((row) => row.split(',')[0])).toEqual(['EXP-1']);
  const hidden = await teacher('GET', `${EXPORT}?groupId=${otherGroupId}`);
  const missing = await teacher('GET', `${EXPORT}?groupId=2000000000`);
  expect(hidden.statusCode).toBe(404);
  expect(hidden.json<{ type: string; detail: string }>()).toMatchObject({ type: missing.json<{ type: string }>().type, detail: 'The group was not found.' });
  // The attempt on another teacher's class is audited; the missing one is not.
  const denied = async (id: number) =>
    ((await test.db.execute(sql`SELECT 1 FROM audit_log WHERE action = 'access.interestDenied' AND entity = 'group' AND entity_id = ${String(id)}`)) as unknown as { rows: unknown[] }).rows
      .length;
  expect(await denied(otherGroupId)).toBe(1);
  expect(await denied(2000000000)).toBe(0);
});

it('is audited as a read of examinee data', async () => {
  await admin('GET', `${EXPORT}?search=Exportable`);
  const rows = (await test.db.execute(sql`SELECT entity, outcome FROM audit_log WHERE action = 'assessment.exportExaminees' AND account_id = ${clinicId}`)) as unknown as {
    rows: { entity: string; outcome: string }[];
  };
  expect(rows.rows).toContainEqual({ entity: 'examinee', outcome: 'ok' });
});

it('words the header in the caller’s language, keeping the account’s own labels', () => {
  expect(exportColumns({}, 'de_de').map((column) => column.header)).toEqual([
    'Testperson-ID', 'Vorname', 'Zweiter Vorname', 'Nachname', 'Geburtsdatum', 'Geschlecht', 'E-Mail',
    'Benutzerdefiniertes Feld 1', 'Benutzerdefiniertes Feld 2', 'Benutzerdefiniertes Feld 3', 'Benutzerdefiniertes Feld 4',
  ]);
  expect(exportColumns({ examinee: 'Elève', customField4: 'Classe' }, 'fr_fr').map((column) => column.header)).toEqual([
    'Identifiant (elève)', 'Prénom', 'Deuxième prénom', 'Nom', 'Date de naissance', 'Sexe', 'Adresse e-mail',
    'Champ personnalisé 1', 'Champ personnalisé 2', 'Champ personnalisé 3', 'Classe',
  ]);
  expect(exportColumns({ examinee: 'IEP student' }, 'sv_se')[0]?.header).toBe('ID (IEP student)');
});
