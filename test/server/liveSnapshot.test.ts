/**
 * The folded state kept with a live session (administration_sessions.live_state): each command
 * stores the log folded up to its events in the statement that appends them; a command and a
 * welcome fold only the events after it, also when appends that do not write it (joins, leaves,
 * the session operations) left it behind; it is never written over a state that is not the head.
 * And the answer an item's page shows, read from the log with one index probe.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { LiveEvent } from '../../src/domain/live/liveEvents';
import type { LiveServerMessage } from '../../src/domain/live/liveProtocol';
import { foldLiveEvents, initialLiveState, type LiveSessionState } from '../../src/domain/live/liveState';
import { repositories } from '../../src/server/db/repositories';
import { administrationSessions } from '../../src/server/db/schema';
import { sessionState } from '../../src/server/live/liveHub';
import { appendAs, examineeSocket, examinerSocket, is, type LiveClient, type LiveWorld, makeLiveWorld } from './support/liveWorld';
import { signIn, type TestSession } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

let test: TestApp;
let base: string;
let examiner: TestSession;

beforeAll(async () => {
  test = await createTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  examiner = await signIn(test.app, 'examiner');
});
afterAll(async () => {
  await test.close();
});

async function both(): Promise<{ world: LiveWorld; teacher: LiveClient; child: LiveClient }> {
  const world = await makeLiveWorld(test.app, test.db, test.clock.now(), { products: ['phq9'] });
  const teacher = examinerSocket(base, world.sessionId, examiner);
  await teacher.next(is.welcome);
  const child = examineeSocket(base, world.cookie);
  await child.next(is.welcome);
  return { world, teacher, child };
}

type EventMessage = Extract<LiveServerMessage, { type: 'event' }>;

/** A `step.shown` after `sequence`. */
const shownAfter =
  (sequence: number) =>
  (message: LiveServerMessage): message is EventMessage =>
    message.type === 'event' && message.event.type === 'step.shown' && message.event.sequence > sequence;

const repos = (world: LiveWorld) => repositories(test.db, { accountId: world.accountId, userId: null });

/** Every event of the session's log. */
async function log(world: LiveWorld): Promise<LiveEvent[]> {
  return repos(world).liveEvents.list(world.sessionId, 0, 10_000);
}

/** The log folded from the start, as before there was a snapshot (the session was planned with the built-in video). */
async function fullFold(world: LiveWorld, upTo = Number.MAX_SAFE_INTEGER): Promise<LiveSessionState> {
  return foldLiveEvents(initialLiveState('scheduled', { mode: 'builtIn', url: null }), (await log(world)).filter((event) => event.sequence <= upTo));
}

async function snapshot(world: LiveWorld): Promise<{ state: LiveSessionState | null; lastSequence: number }> {
  const [row] = await test.db.select({ state: administrationSessions.liveState, lastSequence: administrationSessions.lastSequence }).from(administrationSessions).where(eq(administrationSessions.id, world.sessionId));
  if (!row) throw new Error('No session.');
  return row;
}

async function stateNow(world: LiveWorld): Promise<LiveSessionState> {
  const session = await repos(world).liveRuntime.session(world.sessionId);
  if (!session) throw new Error('No session.');
  return sessionState(repos(world), session);
}

it('keeps the log folded up to each command with the session, in the transaction of its append', async () => {
  const { world, teacher, child } = await both();
  const phq9 = world.assessments['phq9'] ?? 0;
  expect((await snapshot(world)).state).toBeNull();
  teacher.send({ type: 'show', step: { kind: 'item', assessmentId: phq9, itemId: 'phq9_2' } });
  const shown = await child.next(is.event('step.shown'));
  let kept = await snapshot(world);
  expect(kept.state?.sequence).toBe(shown.event.sequence);
  expect(kept.state).toEqual(await fullFold(world));
  child.send({ type: 'answer', assessmentId: phq9, itemId: 'phq9_2', value: 3 });
  const answered = await teacher.next(is.event('item.answered'));
  kept = await snapshot(world);
  expect(kept.state?.sequence).toBe(answered.event.sequence);
  expect(kept.state?.answers).toEqual({ [String(phq9)]: { phq9_2: 3 } });
  expect(kept.state).toEqual(await fullFold(world));
  await Promise.all([teacher.close(), child.close()]);
});

it('folds the events after a snapshot that appends without one left behind', async () => {
  const { world, teacher, child } = await both();
  const phq9 = world.assessments['phq9'] ?? 0;
  teacher.send({ type: 'show', step: { kind: 'instructions', assessmentId: phq9 } });
  await child.next(is.event('step.shown'));
  const behind = (await snapshot(world)).state?.sequence ?? 0;
  // The session operations append without the state: the snapshot stays where it was.
  await appendAs(test.db, world.accountId, world.sessionId, [{ type: 'step.shown', step: { kind: 'waiting' } }, { type: 'video.changed', mode: 'none', url: null }], test.clock.now());
  await child.next(is.event('video.changed'));
  expect((await snapshot(world)).state?.sequence).toBe(behind);
  const state = await stateNow(world);
  expect(state).toEqual(await fullFold(world));
  expect(state.step).toEqual({ kind: 'waiting' });
  expect(state.video).toEqual({ mode: 'none', url: null });
  // A command decides on the whole log: the page on the screen is the appended one, so showing it again persists nothing…
  const before = (await snapshot(world)).lastSequence;
  teacher.send({ type: 'show', step: { kind: 'waiting' } });
  teacher.send({ type: 'ping', id: 'after-repeat' });
  await teacher.next(is.pong);
  expect((await snapshot(world)).lastSequence).toBe(before);
  // …and the next one brings the snapshot up to the head again.
  teacher.send({ type: 'show', step: { kind: 'instructions', assessmentId: phq9 } });
  const shown = await child.next(shownAfter(before));
  const kept = await snapshot(world);
  expect(kept.state?.sequence).toBe(shown.event.sequence);
  expect(kept.state).toEqual(await fullFold(world));
  // A screen that joins now is welcomed with the same state.
  const again = examinerSocket(base, world.sessionId, examiner);
  const welcome = await again.next(is.welcome);
  expect(welcome.state.step).toEqual({ kind: 'instructions', assessmentId: phq9 });
  expect(welcome.state.video).toEqual({ mode: 'none', url: null });
  await Promise.all([teacher.close(), child.close(), again.close()]);
});

it('never writes a state that is not the head of the log', async () => {
  const { world, teacher, child } = await both();
  teacher.send({ type: 'show', step: { kind: 'instructions', assessmentId: world.assessments['phq9'] ?? 0 } });
  await child.next(is.event('step.shown'));
  const kept = await snapshot(world);
  const stale = await fullFold(world, kept.lastSequence - 1);
  await test.db.transaction(async (tx) => {
    await repositories(tx, { accountId: world.accountId, userId: null }).liveEvents.append(world.sessionId, [{ type: 'step.shown', step: { kind: 'ended' } }], 'system', null, test.clock.now(), { state: stale });
  });
  const after = await snapshot(world);
  expect(after.lastSequence).toBe(kept.lastSequence + 1);
  expect(after.state).toEqual(kept.state);
  expect(await stateNow(world)).toEqual(await fullFold(world));
  await Promise.all([teacher.close(), child.close()]);
});

it("folds from the planned state when the session has no snapshot, and ignores one ahead of the log", async () => {
  const { world, teacher, child } = await both();
  expect(await stateNow(world)).toEqual(await fullFold(world));
  const ahead: LiveSessionState = { ...(await fullFold(world)), sequence: 10_000, step: { kind: 'ended' } };
  await test.db.update(administrationSessions).set({ liveState: ahead }).where(eq(administrationSessions.id, world.sessionId));
  expect(await stateNow(world)).toEqual(await fullFold(world));
  await Promise.all([teacher.close(), child.close()]);
});

it("reads an item's answer as of a sequence from the log: the last one before it, null when removed", async () => {
  const world = await makeLiveWorld(test.app, test.db, test.clock.now(), { products: ['phq9'] });
  const phq9 = world.assessments['phq9'] ?? 0;
  const answer = (itemId: string, value: number | null) => ({ type: 'item.answered' as const, assessmentId: phq9, itemId, value });
  await appendAs(test.db, world.accountId, world.sessionId, [answer('phq9_1', 1), answer('phq9_2', 2), answer('phq9_1', null), answer('phq9_1', 3)], test.clock.now());
  const events = await log(world);
  const sequenceOf = (index: number) => events.filter((event) => event.type === 'item.answered')[index]?.sequence ?? 0;
  const before = (itemId: string, sequence: number, assessmentId = phq9) => repos(world).liveEvents.answerBefore(world.sessionId, assessmentId, itemId, sequence);
  expect(await before('phq9_1', sequenceOf(0))).toBeUndefined();
  expect(await before('phq9_1', sequenceOf(0) + 1)).toBe(1);
  expect(await before('phq9_1', sequenceOf(2) + 1)).toBeNull();
  expect(await before('phq9_1', sequenceOf(3) + 1)).toBe(3);
  expect(await before('phq9_2', sequenceOf(3) + 1)).toBe(2);
  expect(await before('phq9_3', sequenceOf(3) + 1)).toBeUndefined();
  expect(await before('phq9_1', sequenceOf(3) + 1, phq9 + 1_000_000)).toBeUndefined();
  // What the full fold holds at each point, for every item.
  for (const upTo of [sequenceOf(0), sequenceOf(1), sequenceOf(2), sequenceOf(3)]) {
    const answers = (await fullFold(world, upTo)).answers[String(phq9)] ?? {};
    for (const itemId of ['phq9_1', 'phq9_2', 'phq9_3']) expect(await before(itemId, upTo + 1)).toBe(itemId in answers ? answers[itemId] : undefined);
  }
});

it("shows an item's page with its answer as of the push", async () => {
  const { world, teacher, child } = await both();
  const phq9 = world.assessments['phq9'] ?? 0;
  teacher.send({ type: 'show', step: { kind: 'item', assessmentId: phq9, itemId: 'phq9_4' } });
  const first = await child.next(is.event('step.shown'));
  expect(first.content).toMatchObject({ kind: 'item', answer: null });
  child.send({ type: 'answer', assessmentId: phq9, itemId: 'phq9_4', value: 1 });
  const answered = await teacher.next(is.event('item.answered'));
  teacher.send({ type: 'show', step: { kind: 'waiting' } });
  const waiting = await child.next(shownAfter(answered.event.sequence));
  teacher.send({ type: 'show', step: { kind: 'item', assessmentId: phq9, itemId: 'phq9_4' } });
  const again = await child.next(shownAfter(waiting.event.sequence));
  expect(again.content).toMatchObject({ kind: 'item', number: 4, answer: 1 });
  await Promise.all([teacher.close(), child.close()]);
});
