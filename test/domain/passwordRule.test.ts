import { MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES, passwordChangeSchema, passwordProblem } from '../../src/domain/passwordRule';

describe('passwordProblem', () => {
  it('accepts a long enough password with no composition rule', () => {
    expect(passwordProblem('correct horse battery', 'teacher', 'teacher-demo')).toBeNull();
    expect(passwordProblem('a'.repeat(MIN_PASSWORD_LENGTH), 'teacher', null)).toBeNull();
  });

  it('refuses fewer than twelve characters, counting characters rather than bytes', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12);
    expect(passwordProblem('a'.repeat(11), 'teacher', null)).toBe('tooShort');
    expect(passwordProblem('😀'.repeat(11), 'teacher', null)).toBe('tooShort');
    expect(passwordProblem('😀'.repeat(12), 'teacher', null)).toBeNull();
  });

  it('refuses the user name, whatever its case and spacing', () => {
    expect(passwordProblem(' Administrator1 ', 'administrator1', null)).toBe('sameAsUserName');
  });

  it('refuses the current password, and knows nothing of it in a reset', () => {
    expect(passwordProblem('the same long password', 'teacher', 'the same long password')).toBe('sameAsCurrent');
    expect(passwordProblem('the same long password', 'teacher', null)).toBeNull();
  });

  it('refuses a password too long to hash cheaply', () => {
    expect(passwordProblem('a'.repeat(257), 'teacher', null)).toBe('tooLong');
  });

  it('has a message for every problem', () => {
    expect(PASSWORD_MESSAGES.tooShort).toContain('12');
  });
});

describe('passwordChangeSchema', () => {
  it('requires both passwords', async () => {
    await expect(passwordChangeSchema.validate({ currentPassword: '', newPassword: 'x' })).rejects.toThrow('Enter your current password.');
    await expect(passwordChangeSchema.validate({ currentPassword: 'x' })).rejects.toThrow('Enter a new password.');
  });
});
