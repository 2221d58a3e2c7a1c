import { licenseStatusOn, STATUS_ACTIONS_FROM, statusAfterAction, termsChangeable } from '../../src/domain/licenseStatus';

describe('licenseStatusOn', () => {
  it('shows an active license past its last valid day as expired, and the others as stored', () => {
    expect(licenseStatusOn({ status: 'active', validUntil: '2026-05-31' }, '2026-05-31')).toBe('active');
    expect(licenseStatusOn({ status: 'active', validUntil: '2026-05-31' }, '2026-06-01')).toBe('expired');
    expect(licenseStatusOn({ status: 'active', validUntil: null }, '2099-01-01')).toBe('active');
    expect(licenseStatusOn({ status: 'suspended', validUntil: '2020-01-01' }, '2026-06-01')).toBe('suspended');
    expect(licenseStatusOn({ status: 'ended', validUntil: '2020-01-01' }, '2026-06-01')).toBe('ended');
  });
});

describe('statusAfterAction', () => {
  it('suspends an active license, resumes a suspended one and ends either', () => {
    expect(statusAfterAction('active', 'suspend')).toEqual({ ok: true, value: 'suspended' });
    expect(statusAfterAction('suspended', 'resume')).toEqual({ ok: true, value: 'active' });
    expect(statusAfterAction('active', 'end')).toEqual({ ok: true, value: 'ended' });
    expect(statusAfterAction('suspended', 'end')).toEqual({ ok: true, value: 'ended' });
  });

  it('refuses every action on an ended license and the actions that change nothing', () => {
    expect(STATUS_ACTIONS_FROM.ended).toEqual([]);
    expect(statusAfterAction('ended', 'resume')).toMatchObject({ ok: false, error: { message: 'This license has ended; nothing about it can change.' } });
    expect(statusAfterAction('active', 'resume')).toMatchObject({ ok: false, error: { message: 'Only a suspended license can be resumed.' } });
    expect(statusAfterAction('suspended', 'suspend')).toMatchObject({ ok: false, error: { message: 'This license is already suspended.' } });
  });

  it('keeps the terms of every license but an ended one changeable', () => {
    expect([termsChangeable('active'), termsChangeable('suspended'), termsChangeable('ended')]).toEqual([true, true, false]);
  });
});
