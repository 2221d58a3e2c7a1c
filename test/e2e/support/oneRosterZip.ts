/**
 * Builds OneRoster 1.2 CSV ZIPs for tests (server tests, the browser test and the bench): the
 * binding's exact headers, a school, a school year, classes with students and teachers.
 */
import { strToU8, zipSync } from 'fflate';

/** users.csv's header (OneRoster 1.2 CSV binding). */
export const USERS_HEADER =
  'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,userMasterIdentifier,resourceSourcedIds,preferredGivenName,preferredMiddleName,preferredFamilyName,primaryOrg,pronouns';
/** classes.csv's header. */
export const CLASSES_HEADER = 'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods';
/** enrollments.csv's header. */
export const ENROLLMENTS_HEADER = 'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate';
/** demographics.csv's header. */
export const DEMOGRAPHICS_HEADER =
  'sourcedId,status,dateLastModified,birthDate,sex,americanIndianOrAlaskaNative,asian,blackOrAfricanAmerican,nativeHawaiianOrOtherPacificIslander,white,demographicRaceTwoOrMoreRaces,hispanicOrLatinoEthnicity,countryOfBirthCode,stateOfBirthAbbreviation,cityOfBirth,publicSchoolResidenceStatus';
/** academicSessions.csv's header. */
export const SESSIONS_HEADER = 'sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId,schoolYear';
/** orgs.csv's header. */
export const ORGS_HEADER = 'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId';

/** A student of a roster. */
export interface RosterStudent {
  sourcedId: string;
  givenName: string;
  familyName: string;
  identifier?: string;
  username?: string;
  birthDate?: string;
  sex?: string;
  status?: 'active' | 'tobedeleted';
}

/** A teacher of a roster (an account user when the e-mail is one). */
export interface RosterTeacher {
  sourcedId: string;
  givenName: string;
  familyName: string;
  email: string;
}

/** A class of a roster, with its students and teachers by `sourcedId`. */
export interface RosterClass {
  sourcedId: string;
  title: string;
  students: string[];
  teachers: string[];
  /** Students whose enrolment is `tobedeleted`. */
  removedStudents?: string[];
}

/** A roster: what the ZIP holds. */
export interface Roster {
  students: RosterStudent[];
  teachers: RosterTeacher[];
  classes: RosterClass[];
  /** The school year's end (`2027` for 2026-2027). */
  schoolYear?: number;
}

const STAMP = '2026-08-01T00:00:00.000Z';
const line = (...values: (string | undefined)[]): string => values.map((value) => (value ?? '').includes(',') ? `"${value}"` : (value ?? '')).join(',');

/** The CSV texts of a roster, by file name. */
export function rosterFiles(roster: Roster): Record<string, string> {
  const year = roster.schoolYear ?? 2027;
  const users = [
    USERS_HEADER,
    ...roster.students.map((s) =>
      line(s.sourcedId, s.status ?? 'active', STAMP, 'true', 'school-1', 'student', s.username ?? `${s.givenName}.${s.familyName}`.toLowerCase(), '', s.givenName, s.familyName, '', s.identifier, '', '', '', '', '03', '', '', '', '', '', '', 'school-1', ''),
    ),
    ...roster.teachers.map((t) => line(t.sourcedId, 'active', STAMP, 'true', 'school-1', 'teacher', t.email, '', t.givenName, t.familyName, '', '', t.email, '', '', '', '', '', '', '', '', '', '', 'school-1', '')),
  ];
  const classes = [CLASSES_HEADER, ...roster.classes.map((c) => line(c.sourcedId, 'active', STAMP, c.title, '03', 'course-1', c.sourcedId, 'homeroom', '', 'school-1', 'term-1', '', '', ''))];
  const enrollments = [ENROLLMENTS_HEADER];
  for (const c of roster.classes) {
    for (const s of c.students) enrollments.push(line(`e-${c.sourcedId}-${s}`, 'active', STAMP, c.sourcedId, 'school-1', s, 'student', 'false', '', ''));
    for (const s of c.removedStudents ?? []) enrollments.push(line(`e-${c.sourcedId}-${s}`, 'tobedeleted', STAMP, c.sourcedId, 'school-1', s, 'student', 'false', '', ''));
    for (const t of c.teachers) enrollments.push(line(`e-${c.sourcedId}-${t}`, 'active', STAMP, c.sourcedId, 'school-1', t, 'teacher', 'true', '', ''));
  }
  const demographics = [DEMOGRAPHICS_HEADER, ...roster.students.filter((s) => s.birthDate || s.sex).map((s) => line(s.sourcedId, 'active', STAMP, s.birthDate, s.sex, ...Array<string>(11).fill('')))];
  return {
    'manifest.csv': 'propertyName,value\nmanifest.version,1.0\noneroster.version,1.2\nfile.users,bulk\nfile.classes,bulk\nfile.enrollments,bulk\nfile.demographics,bulk\nfile.academicSessions,bulk\nfile.orgs,bulk\n',
    'orgs.csv': `${ORGS_HEADER}\nschool-1,active,${STAMP},Lincoln Elementary,school,LE,\n`,
    'academicSessions.csv': `${SESSIONS_HEADER}\nterm-1,active,${STAMP},${year - 1}-${year},schoolYear,${year - 1}-08-15,${year}-06-15,,${year}\n`,
    'users.csv': `${users.join('\n')}\n`,
    'classes.csv': `${classes.join('\n')}\n`,
    'enrollments.csv': `${enrollments.join('\n')}\n`,
    'demographics.csv': `${demographics.join('\n')}\n`,
  };
}

/** A OneRoster 1.2 CSV ZIP of `roster`. */
export function oneRosterZip(roster: Roster): Uint8Array {
  const files = rosterFiles(roster);
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}

/** The roster of two classes the tests import: Room 4A (Tara Teacher, a user of the demo account) and Room 4B (an unknown teacher). */
export function twoClassRoster(): Roster {
  return {
    students: [
      { sourcedId: 'stu-1', givenName: 'Ava', familyName: 'Lindqvist', identifier: 'S-1001', birthDate: '2017-03-04', sex: 'female' },
      { sourcedId: 'stu-2', givenName: 'Ben', familyName: 'Okafor', identifier: 'S-1002', birthDate: '2017-05-19', sex: 'male' },
      { sourcedId: 'stu-3', givenName: 'Cleo', familyName: 'Martins', username: 'cleo.m', birthDate: '2016-11-30', sex: 'female' },
      { sourcedId: 'stu-4', givenName: 'Dev', familyName: 'Raman', identifier: 'S-1004' },
    ],
    teachers: [
      { sourcedId: 'tea-1', givenName: 'Tara', familyName: 'Teacher', email: 'TEACHER@example.org' },
      { sourcedId: 'tea-2', givenName: 'Noah', familyName: 'Unknown', email: 'noah@school.example' },
    ],
    classes: [
      { sourcedId: 'cls-a', title: 'Room 4A', students: ['stu-1', 'stu-2'], teachers: ['tea-1'] },
      { sourcedId: 'cls-b', title: 'Room 4B', students: ['stu-3', 'stu-4'], teachers: ['tea-2'] },
    ],
  };
}
