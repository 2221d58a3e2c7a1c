import { type AnyObjectSchema, ValidationError } from 'yup';

/**
 * Validates form values with a shared yup schema and answers formik's error shape: the first
 * message of each field, by path. The same schema runs on the server, so both say the same thing.
 */
export function yupFormErrors(schema: AnyObjectSchema, values: object, context: object): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
    }
    return errors;
  }
}
