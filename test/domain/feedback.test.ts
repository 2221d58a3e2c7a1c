/** The rules of a feedback submission (src/domain/feedback.ts), as the service and the forms apply them. */
import { ValidationError } from 'yup';
import { FEEDBACK_CATEGORIES, FEEDBACK_CATEGORY_LABELS, FEEDBACK_LIMITS, feedbackSubmissionSchema, isFeedbackCategory } from '../../src/domain/feedback';

/** The field → message pairs a submission is refused with, or [] when it passes. */
async function refusals(input: Record<string, unknown>): Promise<[string, string][]> {
  try {
    await feedbackSubmissionSchema.validate(input, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.map((item) => [item.path ?? '', item.message]);
  }
}

const fieldsOf = async (input: Record<string, unknown>): Promise<string[]> => [...new Set((await refusals(input)).map(([field]) => field))].sort();

describe('feedback categories', () => {
  it('names every category', () => {
    for (const category of FEEDBACK_CATEGORIES) expect(FEEDBACK_CATEGORY_LABELS[category]).toMatch(/\S/);
    expect(new Set(Object.values(FEEDBACK_CATEGORY_LABELS)).size).toBe(FEEDBACK_CATEGORIES.length);
  });

  it('tells a category from other text', () => {
    expect(isFeedbackCategory('problem')).toBe(true);
    expect(isFeedbackCategory('Problem')).toBe(false);
    expect(isFeedbackCategory('')).toBe(false);
  });
});

describe('feedbackSubmissionSchema', () => {
  it('accepts the least submission and fills in the optional fields', async () => {
    const value = await feedbackSubmissionSchema.validate({ category: 'praise', message: '  Scoring is fast.  ' });
    expect(value).toEqual({ category: 'praise', message: 'Scoring is fast.', screen: '', rating: null, mayContact: false });
  });

  it('accepts a full submission, trimming the screen', async () => {
    const value = await feedbackSubmissionSchema.validate({ category: 'problem', message: 'The PDF did not open.', screen: ' /assessments/40 ', rating: 2, mayContact: true });
    expect(value).toEqual({ category: 'problem', message: 'The PDF did not open.', screen: '/assessments/40', rating: 2, mayContact: true });
  });

  it('requires a known category', async () => {
    expect(await refusals({ message: 'Long enough message.' })).toEqual([['category', 'Choose what your feedback is about.']]);
    expect(await refusals({ category: '', message: 'Long enough message.' })).toEqual([['category', 'Choose what your feedback is about.']]);
    expect(await refusals({ category: 'complaint', message: 'Long enough message.' })).toEqual([['category', 'Choose one of the feedback categories.']]);
  });

  it('bounds the message after trimming, at both limits', async () => {
    const { messageMinLength, messageMaxLength } = FEEDBACK_LIMITS;
    expect(await fieldsOf({ category: 'question', message: ' ' })).toEqual(['message']);
    expect(await fieldsOf({ category: 'question', message: `  ${'a'.repeat(messageMinLength - 1)}  ` })).toEqual(['message']);
    expect(await fieldsOf({ category: 'question', message: 'a'.repeat(messageMinLength) })).toEqual([]);
    expect(await fieldsOf({ category: 'question', message: 'a'.repeat(messageMaxLength) })).toEqual([]);
    expect(await refusals({ category: 'question', message: 'a'.repeat(messageMaxLength + 1) })).toEqual([['message', `Write at most ${messageMaxLength} characters.`]]);
  });

  it('takes a rating of whole stars from 1 to 5, or none', async () => {
    const base = { category: 'suggestion', message: 'A darker theme, please.' };
    for (const rating of [1, 5, null, undefined]) expect(await fieldsOf({ ...base, rating })).toEqual([]);
    for (const rating of [0, 6, 2.5, 'three']) expect(await refusals({ ...base, rating })).toEqual([['rating', 'Choose a rating from 1 to 5.']]);
  });

  it('bounds the screen', async () => {
    const base = { category: 'suggestion', message: 'A darker theme, please.' };
    expect(await fieldsOf({ ...base, screen: `/${'x'.repeat(FEEDBACK_LIMITS.screenMaxLength - 1)}` })).toEqual([]);
    expect(await fieldsOf({ ...base, screen: `/${'x'.repeat(FEEDBACK_LIMITS.screenMaxLength)}` })).toEqual(['screen']);
  });

  it('names every bad field at once', async () => {
    expect(await fieldsOf({ category: 'other', message: 'short', rating: 9 })).toEqual(['category', 'message', 'rating']);
  });
});
