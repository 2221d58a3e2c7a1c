/**
 * A live session over its two sockets: pages pushed with their content, answers saved on the
 * assessment, the examinee's refusals, a reconnect at the current page, the reading probe scored
 * of record, signalling both ways, presence, ordering of 200 quick events, and the end.
 */
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { LIVE_CLOSE_CODES, type LiveServerMessage } from '../../src/domain/live/liveProtocol';
import { administrationSessions, assessments, auditLog, liveSessionParticipants } from '../../src/server/db/schema';
import { examineeSocket, examinerSocket, is, type LiveClient, type LiveWorld, makeLiveWorld } from './support/liveWorld';
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

/** Both screens of a new session, welcomed. */
async function both(options: Parameters<typeof makeLiveWorld>[3] = {}): Promise<{ world: LiveWorld; teacher: LiveClient; child: LiveClient }> {
  const world = await makeLiveWorld(test.app, test.db, test.clock.now(), options);
  const teacher = examinerSocket(base, world.sessionId, examiner);
  await teacher.next(is.welcome);
  const child = examineeSocket(base, world.cookie);
  await child.next(is.welcome);
  return { world, teacher, child };
}

const events = (client: LiveClient) => client.received.flatMap((message) => (message.type === 'event' ? [message.event] : []));

async function assessmentRow(id: number) {
  const [row] = await test.db.select().from(assessments).where(eq(assessments.id, id));
  if (!row) throw new Error('No assessment.');
  return row;
}

it('pushes a page to the examinee with its content; a repeated push persists nothing', async () => {
  const { world, teacher, child } = await both();
  const phq9 = world.assessments['phq9'] ?? 0;
  teacher.send({ type: 'show', step: { kind: 'item', assessmentId: phq9, itemId: 'phq9_1' } });
  const shown = await child.next(is.event('step.shown'));
  expect(shown.content).toMatchObject({ kind: 'item', number: 1, options: expect.arrayContaining([{ value: 0, label: expect.any(String) }]), answer: null });
  const mine = await teacher.next(is.event('step.shown'));
  expect(mine.event.sequence).toBe(shown.event.sequence);
  teacher.send({ type: 'show', step: { kind: 'item', assessmentId: phq9, itemId: 'phq9_1' } });
  teacher.send({ type: 'ping', id: 'after-repeat' });
  await teacher.next(is.pong);
  expect(events(teacher).filter((event) => event.type === 'step.shown')).toHaveLength(1);
  await Promise.all([teacher.close(), child.close()]);
});

it("saves the examinee's answer on the assessment and the examiner receives it", async () => {
  const { world, teacher, child } = await both();
  const phq9 = world.assessments['phq9'] ?? 0;
  teacher.send({ type: 'show', step: { kind: 'item', assessmentId: phq9, itemId: 'phq9_2' } });
  await child.next(is.event('step.shown'));
  child.send({ type: 'answer', assessmentId: phq9, itemId: 'phq9_2', value: 2 });
  const answered = await teacher.next(is.event('item.answered'));
  expect(answered.event).toMatchObject({ assessmentId: phq9, itemId: 'phq9_2', value: 2, by: 'examinee' });
  await child.next(is.event('item.answered'));
  const row = await assessmentRow(phq9);
  expect(row.responses).toEqual({ phq9_2: 2 });
  expect(row.status).toBe('inProgress');
  expect(row.version).toBe(2);
  const audits = await test.db.select().from(auditLog).where(and(eq(auditLog.action, 'prosa.liveCommand'), eq(auditLog.entityId, String(world.sessionId))));
  expect(audits.length).toBeGreaterThanOrEqual(2);
  // An answer the item does not take, and one to an item not on the screen, change nothing.
  child.send({ type: 'answer', assessmentId: phq9, itemId: 'phq9_2', value: 7 });
  expect((await child.next(is.refused)).code).toBe('invalid');
  child.send({ type: 'answer', assessmentId: phq9, itemId: 'phq9_3', value: 1 });
  expect((await child.next(is.refused, child.received.findIndex(is.refused) + 1)).code).toBe('notShown');
  expect((await assessmentRow(phq9)).responses).toEqual({ phq9_2: 2 });
  await Promise.all([teacher.close(), child.close()]);
});

it('refuses the examinee showing a page, running the probe or ending the session, and a frame that does not parse', async () => {
  const { world, teacher, child } = await both();
  const orf = world.assessments['orf'] ?? 0;
  child.send({ type: 'show', step: { kind: 'waiting' } });
  child.send({ type: 'orf.start', assessmentId: orf });
  child.send({ type: 'end' });
  child.send('{not json');
  child.send({ type: 'ping', id: 'done' });
  await child.next(is.pong);
  expect(child.received.filter(is.refused).map((message) => message.code)).toEqual(['notAllowed', 'notAllowed', 'notAllowed', 'invalid']);
  expect(events(teacher).filter((event) => event.type !== 'participant.joined')).toEqual([]);
  await Promise.all([teacher.close(), child.close()]);
});

it('welcomes a reconnecting examinee at the current page, and tells the examiner who left and who joined', async () => {
  const { world, teacher, child } = await both();
  const phq9 = world.assessments['phq9'] ?? 0;
  teacher.send({ type: 'show', step: { kind: 'instructions', assessmentId: phq9 } });
  await child.next(is.event('step.shown'));
  await child.close();
  const left = await teacher.next(is.event('participant.left'));
  expect(left.event).toMatchObject({ participantId: world.participantId, role: 'examinee', by: 'system' });
  const again = examineeSocket(base, world.cookie);
  const welcome = await again.next(is.welcome);
  expect(welcome.state.step).toEqual({ kind: 'instructions', assessmentId: phq9 });
  expect(welcome.content).toMatchObject({ kind: 'instructions', productName: expect.any(String) });
  expect(welcome.state.participants[String(world.participantId)]).toMatchObject({ connections: 1, role: 'examinee', name: 'Ava' });
  const joins = teacher.received.filter(is.event('participant.joined')).filter((message) => message.event.type === 'participant.joined' && message.event.role === 'examinee');
  expect(joins.length).toBeGreaterThanOrEqual(1);
  await teacher.next((message): message is Extract<LiveServerMessage, { type: 'event' }> => message.type === 'event' && message.event.type === 'participant.joined' && message.event.sequence > left.event.sequence);
  const [participant] = await test.db.select().from(liveSessionParticipants).where(eq(liveSessionParticipants.id, world.participantId));
  expect(participant?.firstJoinedAt).not.toBeNull();
  expect(participant?.lastSeenAt).not.toBeNull();
  await Promise.all([teacher.close(), again.close()]);
});

it('runs a reading probe to the score of record (WCPM), and the examinee receives none of it', async () => {
  const { world, teacher, child } = await both();
  const orf = world.assessments['orf'] ?? 0;
  teacher.send({ type: 'show', step: { kind: 'passage', assessmentId: orf, passageId: 'grade1' } });
  await child.next(is.event('step.shown'));
  teacher.send({ type: 'orf.start', assessmentId: orf });
  await teacher.next(is.event('orf.started'));
  teacher.send({ type: 'orf.mark', assessmentId: orf, wordIndex: 3, error: true });
  teacher.send({ type: 'orf.mark', assessmentId: orf, wordIndex: 9, error: true });
  teacher.send({ type: 'orf.last', assessmentId: orf, wordIndex: 41 });
  await teacher.next(is.event('orf.lastWordMarked'));
  test.clock.advanceMinutes(1);
  teacher.send({ type: 'orf.stop', assessmentId: orf });
  const stopped = await Promise.race([teacher.next(is.event('orf.stopped')), teacher.next(is.refused).then((refusal) => Promise.reject(new Error(JSON.stringify(refusal))))]);
  expect(stopped.event).toMatchObject({ elapsedSeconds: 60 });
  teacher.send({ type: 'orf.record', assessmentId: orf });
  const recorded = await Promise.race([teacher.next(is.event('orf.recorded')), teacher.next(is.refused).then((refusal) => Promise.reject(new Error(JSON.stringify(refusal))))]);
  expect(recorded.event).toMatchObject({ wordsRead: 42, errors: 2, seconds: 60, wcpm: 40 });
  const row = await assessmentRow(orf);
  expect(row.status).toBe('scored');
  expect(row.responses).toMatchObject({ wordsRead: 42, errors: 2 });
  expect(row.score?.scales.find((scale) => scale.scaleId === 'wcpm')).toMatchObject({ raw: 40 });
  child.send({ type: 'ping', id: 'end' });
  await child.next(is.pong);
  expect(events(child).some((event) => event.type.startsWith('orf.'))).toBe(false);
  await Promise.all([teacher.close(), child.close()]);
});

it('prorates a probe stopped early: the seconds read are saved and the score of record says prorated', async () => {
  const { world, teacher, child } = await both();
  const orf = world.assessments['orf'] ?? 0;
  teacher.send({ type: 'show', step: { kind: 'passage', assessmentId: orf, passageId: 'grade1' } });
  await child.next(is.event('step.shown'));
  teacher.send({ type: 'orf.start', assessmentId: orf });
  await teacher.next(is.event('orf.started'));
  teacher.send({ type: 'orf.mark', assessmentId: orf, wordIndex: 2, error: true });
  teacher.send({ type: 'orf.last', assessmentId: orf, wordIndex: 19 });
  await teacher.next(is.event('orf.lastWordMarked'));
  test.clock.advanceMinutes(0.5);
  teacher.send({ type: 'orf.stop', assessmentId: orf });
  // The clock moved half a minute; the probe's own wall time adds a little to it.
  const stopped = (await teacher.next(is.event('orf.stopped'))).event;
  expect(stopped.type === 'orf.stopped' && stopped.elapsedSeconds >= 30 && stopped.elapsedSeconds < 60).toBe(true);
  teacher.send({ type: 'orf.record', assessmentId: orf });
  const recorded = (await teacher.next(is.event('orf.recorded'))).event;
  if (recorded.type !== 'orf.recorded') throw new Error('Not recorded.');
  expect(recorded).toMatchObject({ wordsRead: 20, errors: 1 });
  expect(recorded.seconds).toBeLessThan(60);
  const row = await assessmentRow(orf);
  expect(row.responses).toMatchObject({ wordsRead: 20, errors: 1, seconds: recorded.seconds });
  expect(row.score?.scales.find((scale) => scale.scaleId === 'wcpm')).toMatchObject({ raw: Math.floor((19 * 60) / recorded.seconds + 0.5), prorated: true });
  await Promise.all([teacher.close(), child.close()]);
});

it('relays signalling both ways and never to the sender', async () => {
  const { teacher, child } = await both();
  teacher.send({ type: 'signal', data: { kind: 'offer', sdp: `v=0\r\n${'a=x\r\n'.repeat(3000)}` } });
  const offer = await child.next(is.signal);
  expect(offer).toMatchObject({ from: 'examiner', data: { kind: 'offer' } });
  child.send({ type: 'signal', data: { kind: 'answer', sdp: 'v=0' } });
  child.send({ type: 'signal', data: { kind: 'candidate', candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host', sdpMid: '0', sdpMLineIndex: 0 } });
  await teacher.next(is.signal);
  const candidate = await teacher.next((message): message is Extract<LiveServerMessage, { type: 'signal' }> => message.type === 'signal' && message.data.kind === 'candidate');
  expect(candidate.from).toBe('examinee');
  teacher.send({ type: 'ping', id: 'x' });
  await teacher.next(is.pong);
  expect(teacher.received.filter(is.signal).every((message) => message.from === 'examinee')).toBe(true);
  expect(child.received.filter(is.signal)).toHaveLength(1);
  await Promise.all([teacher.close(), child.close()]);
});

it('delivers 200 quick events in order, each once, to both sides', async () => {
  const { world, teacher, child } = await both();
  const phq9 = world.assessments['phq9'] ?? 0;
  const start = teacher.received.length;
  // A second tab of the examiner joins while the events flow: it gets what follows its welcome, once.
  let tab: LiveClient | null = null;
  for (let index = 0; index < 200; index += 1) {
    if (index === 100) tab = examinerSocket(base, world.sessionId, examiner);
    teacher.send({ type: 'show', step: index % 2 === 0 ? { kind: 'instructions', assessmentId: phq9 } : { kind: 'waiting' } });
  }
  const last = (client: LiveClient) =>
    client.next((message): message is Extract<LiveServerMessage, { type: 'event' }> => message.type === 'event' && message.event.type === 'step.shown' && message.event.step.kind === 'waiting' && events(client).filter((event) => event.type === 'step.shown').length === 200);
  await Promise.all([last(teacher), last(child)]);
  for (const client of [teacher, child]) {
    const shown = events(client).filter((event) => event.type === 'step.shown');
    expect(shown).toHaveLength(200);
    const sequences = events(client).map((event) => event.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    expect(new Set(sequences).size).toBe(sequences.length);
  }
  expect(teacher.received.slice(start).every((message) => message.type === 'event')).toBe(true);
  if (!tab) throw new Error('No second tab.');
  const second: LiveClient = tab;
  const welcome = await second.next(is.welcome);
  const lastSequence = Math.max(...events(teacher).map((event) => event.sequence));
  await second.next((message): message is Extract<LiveServerMessage, { type: 'event' }> => message.type === 'event' && message.event.sequence >= lastSequence);
  const seen = events(second).map((event) => event.sequence);
  expect(seen.every((sequence) => sequence > welcome.state.sequence)).toBe(true);
  expect(new Set(seen).size).toBe(seen.length);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  await Promise.all([teacher.close(), child.close(), second.close()]);
});

it('ends the session: both screens are closed with 4410 and the session row is ended', async () => {
  const { world, teacher, child } = await both();
  teacher.send({ type: 'end' });
  await child.next(is.event('session.ended'));
  expect(await child.closed).toBe(LIVE_CLOSE_CODES.ended);
  expect(await teacher.closed).toBe(LIVE_CLOSE_CODES.ended);
  const [session] = await test.db.select().from(administrationSessions).where(eq(administrationSessions.id, world.sessionId));
  expect(session).toMatchObject({ status: 'ended' });
  expect(session?.endedAt).not.toBeNull();
  // A screen that comes back is told the session ended, then closed.
  const late = examineeSocket(base, world.cookie);
  expect((await late.next(is.welcome)).state.status).toBe('ended');
  expect(await late.closed).toBe(LIVE_CLOSE_CODES.ended);
});

it('refuses commands before the session has begun', async () => {
  const { teacher, child } = await both({ started: false });
  teacher.send({ type: 'show', step: { kind: 'waiting' } });
  expect((await teacher.next(is.refused)).code).toBe('notInProgress');
  await Promise.all([teacher.close(), child.close()]);
});
