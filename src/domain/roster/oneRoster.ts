/**
 * The OneRoster 1.2 CSV binding (1EdTech, "OneRoster 1.2 CSV Tables") mapped to the platform:
 * students (users.csv `role` student) become examinees, classes become groups of type `class`
 * with the school year of their term, student enrolments make members and teacher enrolments make
 * staff (teachers are the account's users, found by e-mail without regard to case).
 * - A student's examinee id is its `identifier` when given, else its `username`, else its `sourcedId`.
 * - Birth date and sex come from demographics.csv (same `sourcedId` as the user); both may be missing.
 * - A row whose `status` is `tobedeleted` removes: an enrolment removes the membership (or the
 *   teacher from the staff); a user or a class so marked is not imported (records are never deleted
 *   by an import).
 * Rows are added one at a time as a streaming parser reads them ({@link OneRosterCollector.add});
 * only the few columns the mapping uses are kept.
 */
import { type ImportIssue, type ImportRow, readSex } from './importedExaminee';
import { GROUP_LIMITS } from '../groups/group';
import type { Sex } from '../examinee';

/** The files of a OneRoster ZIP the import reads, and the columns each must have. */
export const ONE_ROSTER_FILES = {
  'academicSessions.csv': ['sourcedId', 'status', 'type', 'startDate', 'schoolYear'],
  'classes.csv': ['sourcedId', 'status', 'title', 'termSourcedIds'],
  'users.csv': ['sourcedId', 'status', 'role', 'username', 'givenName', 'familyName'],
  'enrollments.csv': ['sourcedId', 'status', 'classSourcedId', 'userSourcedId', 'role'],
  'demographics.csv': ['sourcedId', 'status', 'birthDate', 'sex'],
} as const;
/** A file of {@link ONE_ROSTER_FILES}. */
export type OneRosterFile = keyof typeof ONE_ROSTER_FILES;

/** Whether `name` (a path in the ZIP) is a file the import reads; folders in the ZIP are ignored. */
export function oneRosterFileOf(name: string): OneRosterFile | null {
  const base = name.split('/').pop() ?? name;
  return Object.hasOwn(ONE_ROSTER_FILES, base) ? (base as OneRosterFile) : null;
}

/** The columns `header` lacks for `file`. */
export const missingColumns = (file: OneRosterFile, header: readonly string[]): string[] => ONE_ROSTER_FILES[file].filter((column) => !header.includes(column));

/** A class as the import makes or updates its group. */
export interface PlannedClass {
  sourcedId: string;
  line: number;
  name: string;
  /** `2026-2027`, or empty when its term has no school year. */
  schoolYear: string;
  /** The students' `sourcedId`s enrolled (active). */
  students: string[];
  /** The students' `sourcedId`s whose enrolment is `tobedeleted`. */
  removedStudents: string[];
  /** The account users enrolled as its teachers. */
  staffUserIds: number[];
  /** The account users whose teacher enrolment is `tobedeleted`. */
  removedStaffUserIds: number[];
}

/** What a OneRoster file set maps to. */
export interface OneRosterMapping {
  /** The students, as rows to validate and match (in the order of users.csv). */
  students: ImportRow[];
  classes: PlannedClass[];
  /** Rows that cannot be imported (file, line, reason). */
  issues: ImportIssue[];
  /** What the user should know but does not stop the import (a teacher who is not a user of the account). */
  warnings: ImportIssue[];
}

type Row = Readonly<Record<string, string | undefined>>;

const isDeleted = (row: Row): boolean => (row['status'] ?? '').trim().toLowerCase() === 'tobedeleted';
const text = (row: Row, column: string): string => (row[column] ?? '').trim();

interface Student {
  line: number;
  sourcedId: string;
  examineeId: string;
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
}
interface Enrollment {
  line: number;
  classSourcedId: string;
  userSourcedId: string;
  role: string;
  deleted: boolean;
}

/** The school year of an academic session: its `schoolYear` (the year it ends, `2027` for 2026-2027), else its start date's. */
function sessionSchoolYear(row: Row): string {
  const year = Number(text(row, 'schoolYear'));
  if (Number.isInteger(year) && year > 1900 && year < 3000) return `${year - 1}-${year}`;
  const start = /^(\d{4})-(\d{2})-\d{2}$/.exec(text(row, 'startDate'));
  if (!start) return '';
  const startYear = Number(start[1]) - (Number(start[2]) >= 7 ? 0 : 1);
  return `${startYear}-${startYear + 1}`;
}

/** Collects the rows of a OneRoster file set as they are read, then maps them ({@link OneRosterCollector.result}). */
export class OneRosterCollector {
  private readonly students = new Map<string, Student>();
  private readonly teachers = new Map<string, { email: string; line: number; name: string }>();
  private readonly deletedUsers = new Set<string>();
  private readonly classes = new Map<string, { line: number; title: string; terms: string[] }>();
  private readonly schoolYears = new Map<string, string>();
  private readonly enrollments: Enrollment[] = [];
  private readonly demographics = new Map<string, { birthDate: string; sex: string | undefined }>();
  private readonly issues: ImportIssue[] = [];
  private readonly seenFiles = new Set<OneRosterFile>();

  /** Records an error of a whole file (a missing column, a file that cannot be read). */
  fileIssue(file: string, reason: string): void {
    this.issues.push({ file, line: 1, reason });
  }

  /** Adds one data row of `file` at `line` (the header is line 1). */
  add(file: OneRosterFile, line: number, row: Row): void {
    this.seenFiles.add(file);
    const sourcedId = text(row, 'sourcedId');
    if (sourcedId === '') {
      this.issues.push({ file, line, reason: 'The row has no sourcedId.' });
      return;
    }
    switch (file) {
      case 'academicSessions.csv':
        this.schoolYears.set(sourcedId, sessionSchoolYear(row));
        return;
      case 'classes.csv':
        if (!isDeleted(row)) this.classes.set(sourcedId, { line, title: text(row, 'title'), terms: text(row, 'termSourcedIds').split(',').map((term) => term.trim()) });
        return;
      case 'users.csv':
        this.addUser(line, sourcedId, row);
        return;
      case 'enrollments.csv':
        this.enrollments.push({ line, classSourcedId: text(row, 'classSourcedId'), userSourcedId: text(row, 'userSourcedId'), role: text(row, 'role').toLowerCase(), deleted: isDeleted(row) });
        return;
      case 'demographics.csv':
        if (!isDeleted(row)) this.demographics.set(sourcedId, { birthDate: text(row, 'birthDate'), sex: readSex(text(row, 'sex')) });
        return;
    }
  }

  private addUser(line: number, sourcedId: string, row: Row): void {
    if (isDeleted(row)) {
      this.deletedUsers.add(sourcedId);
      return;
    }
    const role = text(row, 'role').toLowerCase();
    if (role === 'student') {
      const examineeId = text(row, 'identifier') || text(row, 'username') || sourcedId;
      this.students.set(sourcedId, {
        line,
        sourcedId,
        examineeId,
        firstName: text(row, 'givenName'),
        middleName: text(row, 'middleName'),
        lastName: text(row, 'familyName'),
        email: text(row, 'email'),
      });
    } else if (role === 'teacher') {
      this.teachers.set(sourcedId, { email: text(row, 'email').toLowerCase(), line, name: `${text(row, 'givenName')} ${text(row, 'familyName')}`.trim() });
    }
  }

  /**
   * Maps what was collected.
   * @param userIdByEmail the account's users by lower-case e-mail address (teachers become staff through it).
   */
  result(userIdByEmail: ReadonlyMap<string, number>): OneRosterMapping {
    const issues = [...this.issues];
    const warnings: ImportIssue[] = [];
    if (!this.seenFiles.has('users.csv') && !issues.some((issue) => issue.file === 'users.csv')) issues.push({ file: 'users.csv', line: 1, reason: 'The ZIP has no users.csv.' });
    const students: ImportRow[] = [...this.students.values()].map((student) => {
      const demographic = this.demographics.get(student.sourcedId);
      return {
        file: 'users.csv',
        line: student.line,
        sourcedId: student.sourcedId,
        examinee: {
          examineeId: student.examineeId,
          firstName: student.firstName,
          middleName: student.middleName,
          lastName: student.lastName,
          email: student.email,
          birthDate: demographic && demographic.birthDate !== '' ? demographic.birthDate : null,
          ...(demographic?.sex === undefined ? {} : { sex: demographic.sex as Sex }),
        },
      };
    });
    const classes = new Map<string, PlannedClass>();
    for (const [sourcedId, entry] of this.classes) {
      if (entry.title === '') issues.push({ file: 'classes.csv', line: entry.line, reason: 'The class has no title.' });
      else if (entry.title.length > GROUP_LIMITS.name) issues.push({ file: 'classes.csv', line: entry.line, reason: `The title must be at most ${GROUP_LIMITS.name} characters.` });
      else {
        const schoolYear = entry.terms.map((term) => this.schoolYears.get(term) ?? '').find((year) => year !== '') ?? '';
        classes.set(sourcedId, { sourcedId, line: entry.line, name: entry.title, schoolYear, students: [], removedStudents: [], staffUserIds: [], removedStaffUserIds: [] });
      }
    }
    const warnedTeachers = new Set<string>();
    for (const enrollment of this.enrollments) {
      const planned = classes.get(enrollment.classSourcedId);
      if (!planned) {
        if (!this.classes.has(enrollment.classSourcedId)) issues.push({ file: 'enrollments.csv', line: enrollment.line, reason: `The class ${enrollment.classSourcedId} is not in classes.csv.` });
        continue;
      }
      if (enrollment.role === 'student') {
        if (this.students.has(enrollment.userSourcedId)) (enrollment.deleted ? planned.removedStudents : planned.students).push(enrollment.userSourcedId);
        else if (!this.deletedUsers.has(enrollment.userSourcedId)) {
          issues.push({ file: 'enrollments.csv', line: enrollment.line, reason: `The student ${enrollment.userSourcedId} is not in users.csv.` });
        }
      } else if (enrollment.role === 'teacher') {
        const teacher = this.teachers.get(enrollment.userSourcedId);
        const userId = teacher && teacher.email !== '' ? userIdByEmail.get(teacher.email) : undefined;
        if (userId !== undefined) (enrollment.deleted ? planned.removedStaffUserIds : planned.staffUserIds).push(userId);
        else if (!enrollment.deleted && !warnedTeachers.has(enrollment.userSourcedId)) {
          warnedTeachers.add(enrollment.userSourcedId);
          const who = teacher ? `${teacher.name}${teacher.email ? ` (${teacher.email})` : ''}` : enrollment.userSourcedId;
          warnings.push({ file: 'enrollments.csv', line: enrollment.line, reason: `The teacher ${who} is not a user of the account.` });
        }
      }
    }
    return { students, classes: [...classes.values()], issues, warnings };
  }
}
