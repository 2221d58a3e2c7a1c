/** The screens feedback may be about (src/contract/services/feedback.ts), and which one a path belongs to. */
import { legacyPagePath } from '../../src/contract/legacyPages';
import { FEEDBACK_SCREENS, feedbackScreenOf } from '../../src/contract/feedbackScreens';

const labelOf = (path: string): string | null => feedbackScreenOf(path)?.label ?? null;

describe('feedbackScreenOf', () => {
  it('finds a listed screen by its own path', () => {
    for (const screen of FEEDBACK_SCREENS) expect(feedbackScreenOf(screen.path)).toEqual(screen);
  });

  it('finds the screen of a particular record, ignoring the query and the fragment', () => {
    expect(labelOf('/assessments/40')).toBe('Item entry, scores and reports');
    expect(labelOf('/assessments/40/verify?x=1')).toBe('Item entry verification');
    expect(labelOf('/examinees/12#history')).toBe('Examinee details and history');
  });

  it('prefers a literal segment to a parameter', () => {
    expect(labelOf('/examinees/new')).toBe('New examinee');
  });

  it('lists the legacy pages at their configured paths', () => {
    expect(labelOf(legacyPagePath('myAccountSettings'))).toBe('My account settings');
    expect(labelOf(`${legacyPagePath('manageAccounts')}?pageRefresh=true`)).toBe('Manage accounts');
  });

  it('answers null for a path of no listed screen', () => {
    expect(feedbackScreenOf('/nowhere')).toBeNull();
    expect(feedbackScreenOf('/assessments/40/verify/again')).toBeNull();
    expect(feedbackScreenOf('')).toBeNull();
  });

  it('lists each path once, with a name that is no other screen\'s (the name finds its translations)', () => {
    expect(new Set(FEEDBACK_SCREENS.map((screen) => screen.path)).size).toBe(FEEDBACK_SCREENS.length);
    expect(new Set(FEEDBACK_SCREENS.map((screen) => screen.label)).size).toBe(FEEDBACK_SCREENS.length);
    for (const screen of FEEDBACK_SCREENS) expect(screen.label).toMatch(/\S/);
  });
});
