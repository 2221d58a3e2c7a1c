import type { LiveEvent, LiveEventBody } from '../../../src/domain/live/liveEvents';
import type { LiveStep, StepContent } from '../../../src/domain/live/liveSession';
import { endsSession, shownContentAfter } from '../../../src/domain/live/shownContent';

const AT = '2026-11-26T10:00:00.000Z';
const event = (sequence: number, body: LiveEventBody, by: LiveEvent['by'] = 'examinee'): LiveEvent => ({ ...body, sequence, at: AT, by }) as LiveEvent;
const shownItem: LiveStep = { kind: 'item', assessmentId: 4, itemId: 'phq9_2' };
const item: Extract<StepContent, { kind: 'item' }> = {
  kind: 'item',
  productName: 'PHQ-9',
  number: 2,
  itemCount: 9,
  stem: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
  text: 'Feeling down, depressed, or hopeless',
  options: [
    { value: 0, label: 'Not at all' },
    { value: 1, label: 'Several days' },
  ],
  min: null,
  max: null,
  answer: null,
};

describe('the content shown after an event', () => {
  it('takes the answer to the item shown, and a cleared one, without changing the content it was given', () => {
    const frozen = Object.freeze({ ...item });
    const answered = shownContentAfter(frozen, shownItem, event(5, { type: 'item.answered', assessmentId: 4, itemId: 'phq9_2', value: 1 }));
    expect(answered).toEqual({ ...item, answer: 1 });
    expect(frozen.answer).toBeNull();
    expect(shownContentAfter(answered, shownItem, event(6, { type: 'item.answered', assessmentId: 4, itemId: 'phq9_2', value: null }, 'examiner'))).toEqual(item);
  });

  it('keeps the same content for an answer to another item, of another assessment, or while another page shows', () => {
    const content: StepContent = { ...item, answer: 1 };
    for (const [step, body] of [
      [shownItem, { type: 'item.answered', assessmentId: 4, itemId: 'phq9_3', value: 0 }],
      [shownItem, { type: 'item.answered', assessmentId: 5, itemId: 'phq9_2', value: 0 }],
      [{ kind: 'instructions', assessmentId: 4 }, { type: 'item.answered', assessmentId: 4, itemId: 'phq9_2', value: 0 }],
    ] as const) {
      expect(shownContentAfter(content, step, event(7, body))).toBe(content);
    }
    const instructions: StepContent = { kind: 'instructions', productName: 'PHQ-9', text: 'Answer each question.' };
    expect(shownContentAfter(instructions, shownItem, event(7, { type: 'item.answered', assessmentId: 4, itemId: 'phq9_2', value: 0 }))).toBe(instructions);
    expect(shownContentAfter(null, shownItem, event(7, { type: 'item.answered', assessmentId: 4, itemId: 'phq9_2', value: 0 }))).toBeNull();
  });

  it('keeps the same content when the answer is the one shown already (a repeated answer)', () => {
    const content: StepContent = { ...item, answer: 1 };
    expect(shownContentAfter(content, shownItem, event(8, { type: 'item.answered', assessmentId: 4, itemId: 'phq9_2', value: 1 }))).toBe(content);
  });

  it('takes the content a pushed page came with, and the end when the session ends or is cancelled', () => {
    const waiting: StepContent = { kind: 'waiting' };
    expect(shownContentAfter(item, { kind: 'waiting' }, event(9, { type: 'step.shown', step: { kind: 'waiting' } }, 'examiner'), waiting)).toBe(waiting);
    expect(shownContentAfter(item, shownItem, event(9, { type: 'participant.left', participantId: 2, role: 'examinee' }, 'system'))).toBe(item);
    for (const type of ['session.ended', 'session.cancelled'] as const) {
      expect(endsSession(event(10, { type }))).toBe(true);
      expect(shownContentAfter(item, { kind: 'ended' }, event(10, { type }, 'examiner'))).toEqual({ kind: 'ended' });
    }
    expect(endsSession(event(10, { type: 'session.started' }))).toBe(false);
  });
});
