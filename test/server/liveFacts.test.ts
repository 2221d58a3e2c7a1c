/**
 * The facts a live command is decided against: the session's assessments are read only for a
 * command that names one (the rules look assessments up by the id a command names), so a push of
 * the waiting page or a stimulus page reads none; the products come from the product cache.
 */
import type { LiveCommand } from '../../src/domain/live/liveCommands';
import type { LiveContent } from '../../src/server/live/liveContent';
import { namesAssessment, sessionFacts } from '../../src/server/live/liveFacts';
import { inLiveScope } from '../../src/server/live/liveScope';
import { makeLiveWorld } from './support/liveWorld';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

const content: LiveContent = {
  stepContent: () => Promise.reject(new Error('Not asked for content.')),
  hasStimulusPage: async (_db, bookId, pageId) => bookId === 'cards' && pageId === 'one',
};

it('names an assessment for every command about one, and none for the waiting page, a stimulus page or the end', () => {
  const named: LiveCommand[] = [
    { type: 'show', step: { kind: 'instructions', assessmentId: 1 } },
    { type: 'show', step: { kind: 'item', assessmentId: 1, itemId: 'a' } },
    { type: 'show', step: { kind: 'passage', assessmentId: 1, passageId: 'p' } },
    { type: 'answer', assessmentId: 1, itemId: 'a', value: 1 },
    { type: 'orf.start', assessmentId: 1 },
    { type: 'orf.mark', assessmentId: 1, wordIndex: 0, error: true },
    { type: 'orf.last', assessmentId: 1, wordIndex: 0 },
    { type: 'orf.stop', assessmentId: 1 },
    { type: 'orf.record', assessmentId: 1 },
  ];
  const none: LiveCommand[] = [{ type: 'show', step: { kind: 'waiting' } }, { type: 'show', step: { kind: 'stimulus', bookId: 'cards', pageId: 'one' } }, { type: 'show', step: { kind: 'ended' } }, { type: 'end' }];
  expect(named.map(namesAssessment)).toEqual(named.map(() => true));
  expect(none.map(namesAssessment)).toEqual(none.map(() => false));
});

it('reads the assessments and their products only for a command that names one', async () => {
  const world = await makeLiveWorld(test.app, test.db, test.clock.now(), { products: ['phq9'] });
  const phq9 = world.assessments['phq9'] ?? 0;
  await inLiveScope(test.db, { accountId: world.accountId, interestUserId: null }, null, async (run) => {
    const session = await run.repos.liveRuntime.session(world.sessionId);
    if (!session) throw new Error('No session.');
    const reads = jest.spyOn(run.repos.liveRuntime, 'assessmentsOf');
    const waiting = await sessionFacts(run, session, { type: 'show', step: { kind: 'waiting' } }, content);
    const stimulus = await sessionFacts(run, session, { type: 'show', step: { kind: 'stimulus', bookId: 'cards', pageId: 'one' } }, content);
    expect(reads).not.toHaveBeenCalled();
    expect(waiting.assessments).toEqual([]);
    expect(stimulus.hasStimulusPage('cards', 'one')).toBe(true);
    const instructions = await sessionFacts(run, session, { type: 'show', step: { kind: 'instructions', assessmentId: phq9 } }, content);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(instructions.assessments).toMatchObject([{ assessmentId: phq9, answerable: true, items: { phq9_1: { values: [0, 1, 2, 3] } } }]);
  });
});
