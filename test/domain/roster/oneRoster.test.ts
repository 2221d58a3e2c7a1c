/** The OneRoster 1.2 CSV mapping (domain/roster/oneRoster.ts) with rows as the binding writes them. */
import { parse } from 'csv-parse/sync';
import { missingColumns, OneRosterCollector, oneRosterFileOf, type OneRosterFile } from '../../../src/domain/roster/oneRoster';
import { rosterFiles, twoClassRoster, USERS_HEADER } from '../../e2e/support/oneRosterZip';

/** Collects every file of a roster as a streaming parser would hand its rows (header = line 1). */
function collect(files: Record<string, string>): OneRosterCollector {
  const collector = new OneRosterCollector();
  for (const [name, text] of Object.entries(files)) {
    const file = oneRosterFileOf(name);
    if (!file) continue;
    const records = parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
    records.forEach((record, index) => collector.add(file as OneRosterFile, index + 2, record));
  }
  return collector;
}

const TEACHER_ID = 42;

it('maps students to examinees, classes to groups of their school year, enrolments to members and staff', () => {
  const mapping = collect(rosterFiles(twoClassRoster())).result(new Map([['teacher@example.org', TEACHER_ID]]));
  expect(mapping.issues).toEqual([]);
  expect(mapping.students.map((row) => [row.line, row.sourcedId, row.examinee.examineeId, row.examinee.birthDate, row.examinee.sex ?? null])).toEqual([
    [2, 'stu-1', 'S-1001', '2017-03-04', 'female'],
    [3, 'stu-2', 'S-1002', '2017-05-19', 'male'],
    // No identifier: the username; no demographics row: no birth date and no sex.
    [4, 'stu-3', 'cleo.m', '2016-11-30', 'female'],
    [5, 'stu-4', 'S-1004', null, null],
  ]);
  expect(mapping.classes).toEqual([
    { sourcedId: 'cls-a', line: 2, name: 'Room 4A', schoolYear: '2026-2027', students: ['stu-1', 'stu-2'], removedStudents: [], staffUserIds: [TEACHER_ID], removedStaffUserIds: [] },
    { sourcedId: 'cls-b', line: 3, name: 'Room 4B', schoolYear: '2026-2027', students: ['stu-3', 'stu-4'], removedStudents: [], staffUserIds: [], removedStaffUserIds: [] },
  ]);
  expect(mapping.warnings).toEqual([{ file: 'enrollments.csv', line: 7, reason: 'The teacher Noah Unknown (noah@school.example) is not a user of the account.' }]);
});

it('takes the sourcedId as the examinee id when a student has neither identifier nor username', () => {
  const collector = new OneRosterCollector();
  const [row] = parse(`${USERS_HEADER}\nabc-123,active,2026-08-01,true,school-1,student,,,Lea,Lund,,,,,,,,,,,,,,school-1,\n`, { columns: true }) as Record<string, string>[];
  collector.add('users.csv', 2, row ?? {});
  expect(collector.result(new Map()).students[0]?.examinee.examineeId).toBe('abc-123');
});

it('removes a tobedeleted enrolment and does not import a tobedeleted user or class', () => {
  const files = rosterFiles({
    ...twoClassRoster(),
    classes: [{ sourcedId: 'cls-a', title: 'Room 4A', students: ['stu-1'], removedStudents: ['stu-2'], teachers: [] }],
  });
  files['users.csv'] += 'stu-gone,tobedeleted,2026-08-01,false,school-1,student,gone,,Gone,Away,,G-1,,,,,,,,,,,,school-1,\n';
  files['classes.csv'] += 'cls-old,tobedeleted,2026-08-01,Old Room,03,course-1,old,homeroom,,school-1,term-1,,,\n';
  const mapping = collect(files).result(new Map());
  expect(mapping.students.map((row) => row.sourcedId)).not.toContain('stu-gone');
  expect(mapping.classes.map((planned) => [planned.sourcedId, planned.students, planned.removedStudents])).toEqual([['cls-a', ['stu-1'], ['stu-2']]]);
});

it('reports an enrolment of an unknown class or student, and a class without a title, with file and line', () => {
  const files = rosterFiles(twoClassRoster());
  files['enrollments.csv'] += 'e-x,active,2026-08-01,cls-zz,school-1,stu-1,student,false,,\ne-y,active,2026-08-01,cls-a,school-1,stu-zz,student,false,,\n';
  files['classes.csv'] += 'cls-empty,active,2026-08-01,,03,course-1,e,homeroom,,school-1,term-1,,,\n';
  const mapping = collect(files).result(new Map());
  expect(mapping.issues).toEqual([
    { file: 'classes.csv', line: 4, reason: 'The class has no title.' },
    { file: 'enrollments.csv', line: 8, reason: 'The class cls-zz is not in classes.csv.' },
    { file: 'enrollments.csv', line: 9, reason: 'The student stu-zz is not in users.csv.' },
  ]);
});

it('names the columns a file lacks, and requires users.csv', () => {
  expect(missingColumns('users.csv', ['sourcedId', 'status', 'role', 'givenName'])).toEqual(['username', 'familyName']);
  expect(new OneRosterCollector().result(new Map()).issues).toEqual([{ file: 'users.csv', line: 1, reason: 'The ZIP has no users.csv.' }]);
  expect(oneRosterFileOf('district/users.csv')).toBe('users.csv');
  expect(oneRosterFileOf('courses.csv')).toBeNull();
});
