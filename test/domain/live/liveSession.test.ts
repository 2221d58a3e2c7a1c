import { type LiveStep, sameStep } from '../../../src/domain/live/liveSession';

describe('sameStep', () => {
  const steps: LiveStep[] = [
    { kind: 'waiting' },
    { kind: 'ended' },
    { kind: 'instructions', assessmentId: 1 },
    { kind: 'instructions', assessmentId: 2 },
    { kind: 'item', assessmentId: 1, itemId: 'a' },
    { kind: 'item', assessmentId: 1, itemId: 'b' },
    { kind: 'item', assessmentId: 2, itemId: 'a' },
    { kind: 'stimulus', bookId: 'b', pageId: 'p1' },
    { kind: 'stimulus', bookId: 'b', pageId: 'p2' },
    { kind: 'stimulus', bookId: 'c', pageId: 'p1' },
    { kind: 'passage', assessmentId: 1, passageId: 'grade1' },
    { kind: 'passage', assessmentId: 1, passageId: 'grade2' },
  ];

  it('is true for a step and its copy, false for any two different steps', () => {
    steps.forEach((a, i) =>
      steps.forEach((b, j) => {
        expect(sameStep(a, structuredClone(b))).toBe(i === j);
      }),
    );
  });
});
