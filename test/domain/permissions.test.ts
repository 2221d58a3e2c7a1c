import { hasAuthority, PERMISSIONS, ROLE_PERMISSIONS } from '../../src/domain/permissions';

describe('hasAuthority (spec §6)', () => {
  const held = [{ permissionName: PERMISSIONS.EXAMINEE_VIEW }, { permissionName: PERMISSIONS.REPORT_VIEW }];

  it('answers true when any requested name is held', () => {
    expect(hasAuthority(held, [PERMISSIONS.ASSESSMENT_EDIT, PERMISSIONS.REPORT_VIEW])).toBe(true);
  });

  it('answers false when none is held', () => {
    expect(hasAuthority(held, [PERMISSIONS.ASSESSMENT_EDIT])).toBe(false);
  });

  it('answers false when not authenticated or without permissions', () => {
    expect(hasAuthority(null, [PERMISSIONS.EXAMINEE_VIEW])).toBe(false);
    expect(hasAuthority(undefined, [PERMISSIONS.EXAMINEE_VIEW])).toBe(false);
    expect(hasAuthority([], [PERMISSIONS.EXAMINEE_VIEW])).toBe(false);
  });

  it('gives internal roles no access to examinee data', () => {
    for (const role of ['backOffice', 'dataRetention'] as const) {
      const items = ROLE_PERMISSIONS[role].map((permissionName) => ({ permissionName }));
      expect(hasAuthority(items, [PERMISSIONS.EXAMINEE_VIEW, PERMISSIONS.ASSESSMENT_VIEW])).toBe(false);
    }
  });
});
