import { PRODUCT_CHANGE_REASON_LIMITS } from '../../src/domain/product/productLifecycle';
import { checkStaffReason, STAFF_REASON_LIMITS, staffReasonProblem } from '../../src/domain/staffReason';

describe('staffReasonProblem', () => {
  it('asks for a reason when there is none or only spaces', () => {
    expect(staffReasonProblem('')).toBe('required');
    expect(staffReasonProblem('   \n ')).toBe('required');
  });

  it('counts characters after trimming at the lower limit', () => {
    expect(staffReasonProblem(`  ${'a'.repeat(STAFF_REASON_LIMITS.min - 1)}  `)).toBe('tooShort');
    expect(staffReasonProblem(`  ${'a'.repeat(STAFF_REASON_LIMITS.min)}  `)).toBeNull();
  });

  it('counts characters after trimming at the upper limit', () => {
    expect(staffReasonProblem(` ${'a'.repeat(STAFF_REASON_LIMITS.max)} `)).toBeNull();
    expect(staffReasonProblem('a'.repeat(STAFF_REASON_LIMITS.max + 1))).toBe('tooLong');
  });

  it('agrees with the schema the server checks', () => {
    for (const reason of ['', 'short', 'Ticket 4711: customer asked', 'x'.repeat(501), `${' '.repeat(20)}abc`]) {
      expect(staffReasonProblem(reason) === null).toBe(checkStaffReason(reason).ok);
    }
  });

  it('is the same rule as a product change reason', () => {
    expect(PRODUCT_CHANGE_REASON_LIMITS).toEqual(STAFF_REASON_LIMITS);
  });
});
