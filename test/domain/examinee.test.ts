import { EMPTY_EXAMINEE, examineeDisplayName, examineeInputSchema } from '../../src/domain/examinee';

const valid = { ...EMPTY_EXAMINEE, examineeId: 'S-001', firstName: 'Ada', lastName: 'Lovelace', birthDate: '2012-12-10', sex: 'female' };

describe('examineeInputSchema', () => {
  it('accepts a complete examinee', async () => {
    await expect(examineeInputSchema.validate(valid, { context: { today: '2026-11-21' } })).resolves.toMatchObject(valid);
  });

  it('names every bad field', async () => {
    const bad = { ...valid, examineeId: '', firstName: '', birthDate: '2030-01-01', sex: 'x' };
    const error = await examineeInputSchema
      .validate(bad, { abortEarly: false, context: { today: '2026-11-21' } })
      .catch((e: { inner: Array<{ path: string }> }) => e);
    expect((error as { inner: Array<{ path: string }> }).inner.map((e) => e.path).sort()).toEqual(
      ['birthDate', 'examineeId', 'firstName', 'sex'].sort(),
    );
  });

  it('rejects impossible dates', () => {
    expect(() => examineeInputSchema.validateSync({ ...valid, birthDate: '2012-02-30' })).toThrow('Enter a real date as YYYY-MM-DD.');
  });
});

describe('examineeDisplayName', () => {
  it('prints last name first', () => {
    expect(examineeDisplayName({ firstName: 'Ada', middleName: 'King', lastName: 'Lovelace' })).toBe('Lovelace, Ada King');
    expect(examineeDisplayName({ firstName: 'Ada', middleName: '', lastName: 'Lovelace' })).toBe('Lovelace, Ada');
  });
});
