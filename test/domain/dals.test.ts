import { addDays, dalsNotice } from '../../src/domain/dals';

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('refuses a date that does not exist', () => {
    expect(() => addDays('2023-02-30', 1)).toThrow(RangeError);
  });
});

describe('dalsNotice', () => {
  it('says nothing for an active account or an unknown status', () => {
    expect(dalsNotice(null, '2026-11-22')).toEqual({ kind: 'none' });
    expect(dalsNotice({ dllAccount: false, deletionDate: null }, '2026-11-22')).toEqual({ kind: 'none' });
  });

  it('counts the whole days left until deletion, never below zero', () => {
    expect(dalsNotice({ dllAccount: true, deletionDate: '2026-12-22' }, '2026-11-22')).toEqual({
      kind: 'scheduled',
      deletionDate: '2026-12-22',
      daysLeft: 30,
    });
    expect(dalsNotice({ dllAccount: true, deletionDate: '2026-11-22' }, '2026-11-22')).toMatchObject({ daysLeft: 0 });
    expect(dalsNotice({ dllAccount: true, deletionDate: '2026-11-20' }, '2026-11-22')).toMatchObject({ daysLeft: 0 });
  });

  it('says an administrator’s requested deletion day first, dormant or not, until the day', () => {
    expect(dalsNotice({ dllAccount: false, deletionDate: null, selfDeletionDate: '2026-12-01' }, '2026-11-22')).toEqual({ kind: 'deletionRequested', deletionDate: '2026-12-01', daysLeft: 9 });
    expect(dalsNotice({ dllAccount: true, deletionDate: '2027-02-01', selfDeletionDate: '2026-12-01' }, '2026-11-22')).toMatchObject({ kind: 'deletionRequested', deletionDate: '2026-12-01' });
    expect(dalsNotice({ dllAccount: false, deletionDate: null, selfDeletionDate: '2026-11-20' }, '2026-11-22')).toMatchObject({ daysLeft: 0 });
  });

  it('reads a dormant account without a date as dormant', () => {
    expect(dalsNotice({ dllAccount: true, deletionDate: null }, '2026-11-22')).toEqual({ kind: 'dormant' });
  });
});
