import { liveLinkWindow, liveParticipantName } from '../../../src/domain/live/liveSchedule';

describe('liveLinkWindow', () => {
  it('opens an hour before the appointment and expires a day after it ends', () => {
    const window = liveLinkWindow(new Date('2026-03-10T14:00:00Z'), 45);
    expect(window.opensAt.toISOString()).toBe('2026-03-10T13:00:00.000Z');
    expect(window.expiresAt.toISOString()).toBe('2026-03-11T14:45:00.000Z');
  });
});

describe('liveParticipantName', () => {
  it('names the examinee by first name and a parent as the parent of the examinee', () => {
    expect(liveParticipantName('examinee', 'Ava')).toBe('Ava');
    expect(liveParticipantName('parent', 'Ava')).toBe('Parent of Ava');
  });
});
