import { assignmentMembers, groupAgeCheck, type GroupCheckMember } from '../../../src/domain/groups/groupAgeCheck';
import { classCodeOfFragment, classCodeUrl, CODE_ALPHABET, CODE_LENGTH, formatClassCode, newClassCode, normalizeClassCode } from '../../../src/domain/groups/classSessionCode';
import { isOutstanding, progressCounts, progressOf } from '../../../src/domain/groups/assignmentProgress';

/** A form for ages 8 to 9 with a retest interval of 30 days. */
const form = { ageRange: { minYears: 8, maxYears: 9 }, retestIntervalDays: 30 };
const member = (examineeRecordId: number, birthDate: string | null, earlier: GroupCheckMember['earlier'] = []): GroupCheckMember => ({ examineeRecordId, birthDate, earlier });

describe('groupAgeCheck', () => {
  it('puts each member in exactly one of in range, out of range and missing a date of birth, on the planned date', () => {
    const check = groupAgeCheck(
      form,
      [
        member(1, '2018-03-01'), // 8 on 2026-03-01 (the birthday itself)
        member(2, '2018-03-02'), // 7 on 2026-03-01 (the day before the 8th birthday)
        member(3, '2016-03-02'), // 9 until the day before the 10th birthday
        member(4, '2016-03-01'), // 10 on the 10th birthday
        member(5, null),
      ],
      '2026-03-01',
    );
    expect(check.inRange).toEqual([1, 3]);
    expect(check.outOfRange).toEqual([
      { examineeRecordId: 2, age: { years: 7, months: 11 } },
      { examineeRecordId: 4, age: { years: 10, months: 0 } },
    ]);
    expect(check.birthDateMissing).toEqual([5]);
    expect(check.eligible).toEqual([1, 3]);
  });

  it('counts a 29 February birthday on 28 February in a common year (the dates rule)', () => {
    // Born 2016-02-29: 9 on 2026-02-27, 10 from 2026-02-28.
    expect(groupAgeCheck(form, [member(1, '2016-02-29')], '2026-02-27').inRange).toEqual([1]);
    expect(groupAgeCheck(form, [member(1, '2016-02-29')], '2026-02-28').outOfRange).toEqual([{ examineeRecordId: 1, age: { years: 10, months: 0 } }]);
    // Born 2018-02-28 is 8 on 2026-02-28 in range; in the leap year 2028 the same member is 10 on 2028-02-28.
    expect(groupAgeCheck(form, [member(2, '2018-02-28')], '2028-02-28').outOfRange.map((entry) => entry.examineeRecordId)).toEqual([2]);
  });

  it('names the nearest earlier administration within the retest interval and leaves that member out of the eligible ones', () => {
    const earlier = [
      { assessmentId: 10, administrationDate: '2026-01-01' },
      { assessmentId: 11, administrationDate: '2026-02-10' },
    ];
    const check = groupAgeCheck(form, [member(1, '2018-01-01', earlier), member(2, '2018-01-01', [{ assessmentId: 12, administrationDate: '2026-01-30' }])], '2026-03-01');
    // 2026-02-10 is 19 days before; 2026-01-30 is 30 days before: outside an interval of 30 days.
    expect(check.withinRetest).toEqual([{ examineeRecordId: 1, administrationDate: '2026-02-10', assessmentId: 11 }]);
    expect(check.inRange).toEqual([1, 2]);
    expect(check.eligible).toEqual([2]);
  });

  it('takes every member of a form without an age range, with or without a date of birth', () => {
    const check = groupAgeCheck({ ageRange: null, retestIntervalDays: null }, [member(1, null), member(2, '1950-06-15')], '2026-03-01');
    expect(check).toEqual({ inRange: [1, 2], outOfRange: [], birthDateMissing: [], withinRetest: [], eligible: [1, 2] });
  });
});

describe('assignmentMembers', () => {
  const check = groupAgeCheck(
    form,
    [member(1, '2018-01-01'), member(2, '2018-01-01', [{ assessmentId: 9, administrationDate: '2026-02-20' }]), member(3, '2010-01-01'), member(4, null)],
    '2026-03-01',
  );

  it('assigns the eligible members by default', () => {
    expect(assignmentMembers(check, undefined)).toEqual({ assign: [1], refused: [] });
  });

  it('assigns a member within the retest interval only when the retest is confirmed', () => {
    expect(assignmentMembers(check, [1, 2]).refused).toEqual([{ examineeRecordId: 2, reason: 'withinRetest' }]);
    expect(assignmentMembers(check, [2, 1], [2])).toEqual({ assign: [1, 2], refused: [] });
  });

  it('never assigns a member out of range, without a date of birth, or not in the group', () => {
    expect(assignmentMembers(check, [3, 4, 99], [3, 4, 99]).refused).toEqual([
      { examineeRecordId: 3, reason: 'outOfRange' },
      { examineeRecordId: 4, reason: 'birthDateMissing' },
      { examineeRecordId: 99, reason: 'notMember' },
    ]);
  });
});

describe('class session codes', () => {
  it('draws each character from the alphabet, which has no look-alike characters', () => {
    let next = 0;
    const code = newClassCode((n) => next++ % n);
    expect(code).toHaveLength(CODE_LENGTH);
    expect(code).toBe(CODE_ALPHABET.slice(0, CODE_LENGTH));
    for (const confusable of '0OQ1IL2Z5S8BUV') expect(CODE_ALPHABET).not.toContain(confusable);
    expect(CODE_LENGTH * Math.log2(CODE_ALPHABET.length)).toBeGreaterThan(44);
  });

  it('prints a code in two groups and reads it back typed loosely', () => {
    expect(formatClassCode('ACDEFGHJKM')).toBe('ACDEF-GHJKM');
    expect(normalizeClassCode(' acdef - ghjkm ')).toBe('ACDEFGHJKM');
    expect(normalizeClassCode('ACDEF-GHJK0')).toBeNull();
    expect(normalizeClassCode('ACDEF')).toBeNull();
  });

  it('opens the player straight from the QR address', () => {
    const url = classCodeUrl('https://example.org/osa', 'ACDEFGHJKM');
    expect(url).toBe('https://example.org/osa#code=ACDEF-GHJKM');
    expect(classCodeOfFragment(new URL(url).hash)).toBe('ACDEFGHJKM');
    expect(classCodeOfFragment('#abc')).toBeNull();
  });
});

describe('assignment progress', () => {
  it('maps statuses to states and counts them', () => {
    expect(['draft', 'inProgress', 'complete', 'scored'].map((status) => progressOf(status as 'draft'))).toEqual(['notStarted', 'inProgress', 'submitted', 'scored']);
    expect(progressCounts(['scored', 'scored', 'notStarted'])).toEqual({ notStarted: 1, inProgress: 0, submitted: 0, scored: 2 });
    expect(isOutstanding('inProgress')).toBe(true);
    expect(isOutstanding('submitted')).toBe(false);
  });
});
