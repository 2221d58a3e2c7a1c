/** The assessment tracker's timeline rule (domain/assessmentTimeline.ts): which records become which events, and their order. */
import { assessmentTimeline, compareEvents, type TimelineAuditRow, type TimelineFacts, type TimelineLink } from '../../src/domain/assessmentTimeline';

const at = (minute: number): string => new Date(Date.UTC(2026, 10, 2, 9, minute)).toISOString();
const NOW = new Date(Date.UTC(2026, 10, 20));

const link = (overrides: Partial<TimelineLink> = {}): TimelineLink => ({
  id: 7,
  kind: 'remote',
  state: 'completed',
  createdAt: at(1),
  createdByName: 'Dr. Emma Examiner',
  openedAt: at(2),
  launchedAt: at(3),
  completedAt: at(6),
  revokedAt: null,
  expiresAt: at(60 * 24 * 7),
  ...overrides,
});

let auditId = 0;
const audit = (minute: number, action: string, overrides: Partial<TimelineAuditRow> = {}): TimelineAuditRow => ({
  id: ++auditId,
  at: at(minute),
  action,
  entity: 'assessment',
  entityId: '42',
  userName: null,
  reason: null,
  ...overrides,
});

const facts = (overrides: Partial<TimelineFacts> = {}): TimelineFacts => ({
  assessment: { id: 42, createdAt: at(0), createdByName: 'Dr. Emma Examiner', scoredAt: at(5) },
  links: [link()],
  reports: [],
  emails: [],
  audit: [audit(4, 'assessment.osaSaveResponse'), audit(5, 'assessment.osaSubmit')],
  ...overrides,
});

describe('assessmentTimeline', () => {
  it('lists a remote administration oldest first, a submission before the score it made at the same instant', () => {
    expect(assessmentTimeline(facts(), NOW).map((event) => [event.kind, event.at])).toEqual([
      ['created', at(0)],
      ['linkCreated', at(1)],
      ['linkOpened', at(2)],
      ['linkStarted', at(3)],
      ['answered', at(4)],
      ['submitted', at(5)],
      ['scored', at(5)],
      ['linkCompleted', at(6)],
    ]);
  });

  it('orders events by instant whatever order the facts come in', () => {
    const shuffled = facts({ audit: [audit(9, 'assessment.save'), audit(3, 'assessment.save')], links: [] });
    expect(assessmentTimeline(shuffled, NOW).map((event) => event.at)).toEqual([at(0), at(3), at(5), at(9)]);
  });

  it('names who did it and why: the creator, staff with their stated reason', () => {
    const timeline = assessmentTimeline(
      facts({ audit: [audit(10, 'staff.revealExamineeData', { reason: 'Ticket 1: confirm the name.' }), audit(11, 'backOffice.trackerStatusUpdate', { reason: 'Ticket 1: reopen it.' })] }),
      NOW,
    );
    expect(timeline[0]).toMatchObject({ kind: 'created', actor: 'Dr. Emma Examiner', reason: null });
    expect(timeline.slice(-2)).toEqual([
      expect.objectContaining({ kind: 'revealed', reason: 'Ticket 1: confirm the name.' }),
      expect.objectContaining({ kind: 'reopened', reason: 'Ticket 1: reopen it.' }),
    ]);
  });

  it('makes events of reports, e-mail delivery attempts, deletions, recoveries, verification and clones', () => {
    const timeline = assessmentTimeline(
      facts({
        reports: [{ id: 3, reportType: 'score', version: 1, createdAt: at(7), createdByName: 'Dr. Emma Examiner', deletedAt: at(8) }],
        emails: [{ id: 5, createdAt: at(1), createdByName: 'Dr. Emma Examiner', attempts: [{ at: at(1), outcome: 'failed', error: '451 try later' }, { at: at(2), outcome: 'sent', error: null }] }],
        audit: [audit(0, 'assessment.clone'), audit(9, 'assessment.itemEntryVerificationEnd'), audit(12, 'assessment.delete'), audit(13, 'assessment.recover')],
      }),
      NOW,
    );
    const kinds = timeline.map((event) => event.kind);
    expect(kinds).toEqual(['created', 'cloned', 'linkCreated', 'emailQueued', 'emailFailed', 'emailSent', 'linkOpened', 'linkStarted', 'scored', 'linkCompleted', 'reportGenerated', 'reportDeleted', 'verified', 'deleted', 'recovered']);
    expect(timeline.find((event) => event.kind === 'emailFailed')).toMatchObject({ subject: 'emailMessage', subjectId: 5, detail: '451 try later' });
    expect(timeline.find((event) => event.kind === 'reportGenerated')).toMatchObject({ subject: 'report', subjectId: 3, detail: 'score' });
  });

  it('leaves out reads, creations the records already show, and rows of unknown records', () => {
    const rows = [audit(4, 'assessment.loadDetails'), audit(4, 'assessment.create'), audit(4, 'assessment.save', { entityId: null }), audit(4, 'assessment.save', { entity: 'examinee' })];
    expect(assessmentTimeline(facts({ audit: rows, links: [] }), NOW).map((event) => event.kind)).toEqual(['created', 'scored']);
  });

  it('shows a link’s expiry once it has passed on a link still open, and staff’s expiry once', () => {
    const open = link({ state: 'inProgress', completedAt: null, expiresAt: at(30) });
    const expired = assessmentTimeline(facts({ links: [open], audit: [] }), NOW);
    expect(expired.at(-1)).toMatchObject({ kind: 'linkExpired', at: at(30), reason: null });
    expect(assessmentTimeline(facts({ links: [open], audit: [] }), new Date(at(29))).map((event) => event.kind)).not.toContain('linkExpired');
    expect(assessmentTimeline(facts({ links: [link({ expiresAt: at(30) })], audit: [] }), NOW).map((event) => event.kind)).not.toContain('linkExpired');

    const byStaff = assessmentTimeline(facts({ links: [open], audit: [audit(30, 'backOffice.trackerStatusUpdate', { entity: 'remoteLink', entityId: '7', reason: 'Ticket 2: the link was forwarded.' })] }), NOW);
    expect(byStaff.filter((event) => event.kind === 'linkExpired')).toEqual([expect.objectContaining({ reason: 'Ticket 2: the link was forwarded.', subjectId: 7 })]);
  });

  it('compares equal instants by the lifecycle, then by record', () => {
    const base = { at: at(1), actor: null, detail: null, reason: null } as const;
    expect(compareEvents({ ...base, kind: 'scored', subject: 'assessment', subjectId: 1 }, { ...base, kind: 'submitted', subject: 'assessment', subjectId: 1 })).toBeGreaterThan(0);
    expect(compareEvents({ ...base, kind: 'linkCreated', subject: 'remoteLink', subjectId: 2 }, { ...base, kind: 'linkCreated', subject: 'remoteLink', subjectId: 9 })).toBeLessThan(0);
  });
});
