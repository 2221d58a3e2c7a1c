/** Request bodies the server tests send. */
import type { ExamineeInput } from '../../../src/domain/examinee';

let counter = 0;

/** A valid examinee body with a unique examinee id (override any field). */
export function examineeBody(overrides: Partial<ExamineeInput> = {}): Partial<ExamineeInput> {
  counter += 1;
  return {
    examineeId: `T-${process.pid}-${counter}`,
    firstName: 'Robin',
    middleName: '',
    lastName: 'Tester',
    birthDate: '1990-05-17',
    sex: 'female',
    email: 'robin@example.org',
    ...overrides,
  };
}

/** PHQ-9 responses: `values[i]` for item i + 1 (nine values, 0 to 3), plus the difficulty item when given. */
export function phq9Responses(values: readonly number[], difficulty?: number): Record<string, number> {
  const responses: Record<string, number> = Object.fromEntries(values.map((value, index) => [`phq9_${index + 1}`, value]));
  if (difficulty !== undefined) responses['phq9_difficulty'] = difficulty;
  return responses;
}
