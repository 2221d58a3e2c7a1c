/**
 * The outcome class of an audit row (domain/auditResult.ts): what an inspector filters on.
 */
import { auditResultOf } from '../../src/domain/auditResult';

describe('auditResultOf', () => {
  it('calls an answered or replayed call allowed', () => {
    expect(auditResultOf('ok', 'assessment.getExaminee')).toBe('allowed');
    expect(auditResultOf('replayed', 'assessment.create')).toBe('allowed');
  });

  it.each(['unauthenticated', 'csrf', 'forbidden', 'rateLimited', 'linkInvalid', 'linkExpired', 'linkRevoked'])('calls the refusal %s denied', (outcome) => {
    expect(auditResultOf(outcome, 'assessment.getExaminee')).toBe('denied');
  });

  it.each([
    'auth.signInFailed',
    'auth.signInLocked',
    'auth.lockedOut',
    'auth.refreshTokenReused',
    'auth.reauthenticationFailed',
    'auth.secondFactorFailed',
    'access.crossAccountDenied',
  ])('calls the event %s denied whatever its outcome code', (action) => {
    expect(auditResultOf('ok', action)).toBe('denied');
    expect(auditResultOf('wrongPassword', action)).toBe('denied');
  });

  it('calls a bad input, a missing record, a conflict and a server error failed', () => {
    for (const outcome of ['validation', 'notFound', 'conflict', 'error']) expect(auditResultOf(outcome, 'assessment.update')).toBe('failed');
  });

  it('calls the second step that succeeded with a recovery code allowed', () => {
    expect(auditResultOf('ok', 'auth.recoveryCodeUsed')).toBe('allowed');
  });
});
