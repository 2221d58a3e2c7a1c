/** The duplicate rules, the row validation and the column mapping of imports (domain/roster). */
import { type ExistingExaminee, indexExisting } from '../../../src/domain/roster/duplicates';
import { guessMapping, mappingProblems, offeredMapping, rowThroughMapping } from '../../../src/domain/roster/columnMapping';
import type { ImportRow } from '../../../src/domain/roster/importedExaminee';
import { planClass, planExaminees } from '../../../src/domain/roster/plan';

const TODAY = '2026-11-26';
const record = (fields: Partial<ExistingExaminee>): ExistingExaminee => ({
  id: 1,
  examineeId: 'A-1',
  sourcedId: null,
  firstName: 'Ida',
  middleName: '',
  lastName: 'Berg',
  birthDate: '2014-06-01',
  sex: 'female',
  email: '',
  customField1: '',
  customField2: '',
  customField3: '',
  customField4: '',
  ...fields,
});
const row = (line: number, examinee: ImportRow['examinee'], sourcedId: string | null = null): ImportRow => ({ file: 'f.csv', line, sourcedId, examinee });

describe('the duplicate rules', () => {
  const existing = indexExisting([record({}), record({ id: 2, examineeId: 'B-2', sourcedId: 'src-2', firstName: 'Jon', birthDate: null })]);

  it('matches an examinee id without regard to case, and leaves an equal record alone', () => {
    const plan = planExaminees([row(2, { examineeId: 'a-1', firstName: 'Ida', lastName: 'Berg' })], existing, new Map(), TODAY);
    expect(plan.actions).toEqual([expect.objectContaining({ kind: 'update', recordId: 1, changes: { examineeId: 'a-1' } })]);
    const same = planExaminees([row(2, { examineeId: 'A-1', firstName: 'Ida', lastName: 'Berg', birthDate: null })], existing, new Map(), TODAY);
    // A file without a birth date never erases a known one.
    expect(same.actions).toEqual([expect.objectContaining({ kind: 'unchanged', recordId: 1 })]);
  });

  it('matches the same sourcedId whatever the id, and updates what differs', () => {
    const plan = planExaminees([row(2, { examineeId: 'B-2', firstName: 'Jonas', lastName: 'Berg' }, 'src-2')], existing, new Map(), TODAY);
    expect(plan.actions).toEqual([expect.objectContaining({ kind: 'update', recordId: 2, changes: { firstName: 'Jonas' } })]);
  });

  it('holds names and birth date of another id for a decision, and applies merge, keep both and skip', () => {
    const incoming = row(5, { examineeId: 'NEW-1', firstName: 'IDA', lastName: ' berg', birthDate: '2014-06-01' });
    const held = planExaminees([incoming], existing, new Map(), TODAY);
    expect(held.held).toEqual([
      {
        key: 'f.csv:5',
        file: 'f.csv',
        line: 5,
        incoming: { examineeId: 'NEW-1', firstName: 'IDA', lastName: 'berg', birthDate: '2014-06-01' },
        existing: { id: 1, examineeId: 'A-1', firstName: 'Ida', lastName: 'Berg', birthDate: '2014-06-01' },
      },
    ]);
    const decided = (decision: 'merge' | 'keepBoth' | 'skip') => planExaminees([incoming], existing, new Map([['f.csv:5', decision]]), TODAY).actions[0];
    expect(decided('merge')).toEqual(expect.objectContaining({ kind: 'update', recordId: 1, changes: { examineeId: 'NEW-1', firstName: 'IDA', lastName: 'berg' } }));
    expect(decided('keepBoth')).toEqual(expect.objectContaining({ kind: 'create' }));
    expect(decided('skip')).toEqual(expect.objectContaining({ kind: 'skip' }));
    // Another birth date (or none) is another child: created without asking.
    expect(planExaminees([row(6, { ...incoming.examinee, birthDate: '2014-06-02' })], existing, new Map(), TODAY).actions[0]?.kind).toBe('create');
  });

  it('refuses an id that another student of the school system holds', () => {
    const plan = planExaminees([row(3, { examineeId: 'b-2', firstName: 'X', lastName: 'Y' }, 'src-9')], existing, new Map(), TODAY);
    expect(plan.errors).toEqual([{ file: 'f.csv', line: 3, reason: 'The examinee id b-2 is already another student\'s of the school\'s system.' }]);
  });

  it('validates each row like the examinee form, the birth date optional, with line and reason', () => {
    const plan = planExaminees(
      [row(2, { examineeId: 'C-1', firstName: '', lastName: 'Z' }), row(3, { examineeId: 'C-2', firstName: 'Q', lastName: 'Z', birthDate: '2030-01-01', sex: 'x' as never }), row(4, { examineeId: 'c-2', firstName: 'R', lastName: 'Z' }), row(5, { examineeId: 'C-5', firstName: 'R', lastName: 'Z' }), row(6, { examineeId: 'c-5', firstName: 'S', lastName: 'Z' })],
      indexExisting([]),
      new Map(),
      TODAY,
    );
    expect(plan.errors).toEqual([
      { file: 'f.csv', line: 2, reason: 'firstName: Enter a first name.' },
      { file: 'f.csv', line: 3, reason: 'birthDate: The date of birth cannot be in the future. sex: Choose female, male, other or unspecified.' },
      { file: 'f.csv', line: 6, reason: 'The examinee id c-5 is already on line 5.' },
    ]);
    expect(plan.actions.map((action) => [action.kind, action.row.line])).toEqual([['create', 4], ['create', 5]]);
  });
});

describe('the class plan', () => {
  it('adds only members not yet in the group, removes tobedeleted ones, and adds staff', () => {
    const planned = { sourcedId: 'c', line: 2, name: 'Room', schoolYear: '2026-2027', students: ['s1', 's2', 's3'], removedStudents: ['s4'], staffUserIds: [7, 8], removedStaffUserIds: [] };
    const ids: Record<string, number> = { s1: 11, s2: 12, s4: 14 };
    const action = planClass(planned, { id: 3, name: 'Room', schoolYear: '2026-2027', memberIds: new Set([11, 14]), staffUserIds: new Set([7]) }, (s) => ids[s], (s) => s !== 's3');
    expect(action).toMatchObject({ groupId: 3, changesGroup: false, addStudents: ['s2'], removeRecordIds: [14], addStaff: [8], removeStaff: [] });
  });
});

describe('the column mapping', () => {
  const headers = ['Student ID', 'First Name', 'last_name', 'Date of Birth', 'Gender', 'E-mail'];

  it('guesses from usual headers, offers the saved mapping when the file has its columns', () => {
    const guessed = guessMapping(headers);
    expect(guessed).toEqual({ examineeId: 'Student ID', firstName: 'First Name', lastName: 'last_name', birthDate: 'Date of Birth', sex: 'Gender', email: 'E-mail' });
    const saved = { examineeId: 'Student ID', firstName: 'First Name', lastName: 'last_name', customField1: 'Gender' };
    expect(offeredMapping(saved, headers)).toBe(saved);
    expect(offeredMapping({ ...saved, customField2: 'Room' }, headers)).toEqual(guessed);
  });

  it('names what a mapping lacks or maps twice', () => {
    expect(mappingProblems({ firstName: 'First Name', lastName: 'First Name', email: 'Mail' }, headers)).toEqual([
      'examineeId: Choose the column that holds it.',
      'lastName: The column First Name is already mapped to firstName.',
      'email: The file has no column Mail.',
    ]);
  });

  it('reads a record through the mapping; unmapped fields stay absent, sex codes are read', () => {
    const mapped = rowThroughMapping({ 'Student ID': ' 9 ', 'First Name': 'Ann', last_name: 'Ek', Gender: 'F', 'Date of Birth': '' }, { examineeId: 'Student ID', firstName: 'First Name', lastName: 'last_name', sex: 'Gender', birthDate: 'Date of Birth' }, 7);
    expect(mapped).toEqual({ file: 'examinees.csv', line: 7, sourcedId: null, examinee: { examineeId: '9', firstName: 'Ann', lastName: 'Ek', sex: 'female', birthDate: null } });
  });
});
