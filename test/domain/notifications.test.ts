/** The text of each kind of notification, written from its event's facts. */
import { MAX_QUOTED_REASON, NOTIFICATION_KINDS, type NotificationFacts, notificationText } from '../../src/domain/notifications';

describe('notificationText', () => {
  it('writes a remote submission by whether it was scored', () => {
    expect(notificationText({ kind: 'remoteAssessmentCompleted', productName: 'Patient Health Questionnaire-9', scored: true })).toEqual({
      title: 'A remote assessment was submitted',
      body: 'The respondent submitted the Patient Health Questionnaire-9. It has been scored.',
    });
    expect(notificationText({ kind: 'remoteAssessmentCompleted', productName: 'GAD-7', scored: false }).body).toBe(
      'The respondent submitted the GAD-7. It is complete and waits for your review.',
    );
  });

  it('quotes a failed e-mail\'s subject, its attempts and its reason on one line, cut to a length', () => {
    expect(notificationText({ kind: 'emailDeliveryFailed', subject: 'Dr. A sent you a link', attempts: 9, reason: '421 4.3.2\n  Service not available' }).body).toBe(
      '“Dr. A sent you a link” could not be delivered after 9 attempts: 421 4.3.2 Service not available',
    );
    expect(notificationText({ kind: 'emailDeliveryFailed', subject: 'S', attempts: 1, reason: '' }).body).toBe('“S” could not be delivered after 1 attempt.');
    const long = notificationText({ kind: 'emailDeliveryFailed', subject: 'S', attempts: 1, reason: 'x'.repeat(5000) }).body;
    expect(long.endsWith(`${'x'.repeat(MAX_QUOTED_REASON - 1)}…`)).toBe(true);
    expect(long.length).toBeLessThan(MAX_QUOTED_REASON + 60);
  });

  it('counts a batch\'s reports, naming failures only when there are some', () => {
    expect(notificationText({ kind: 'reportBatchFinished', succeeded: 1, failed: 0 }).body).toBe('1 report was made.');
    expect(notificationText({ kind: 'reportBatchFinished', succeeded: 12, failed: 1 }).body).toBe('12 reports were made; 1 report could not be made.');
    expect(notificationText({ kind: 'reportBatchFinished', succeeded: 0, failed: 3 }).body).toBe('0 reports were made; 3 reports could not be made.');
  });

  it('names who asked for the account\'s deletion and the day', () => {
    expect(notificationText({ kind: 'accountDeletionRequested', requestedBy: 'Dr. Ada Admin', deletionDate: '2026-12-22' }).body).toBe(
      'Dr. Ada Admin asked for this account to be deleted. Its data will be deleted on 2026-12-22.',
    );
  });

  it('tells a changed password from a reset one', () => {
    const changed = notificationText({ kind: 'passwordChanged', how: 'changed' });
    const reset = notificationText({ kind: 'passwordChanged', how: 'reset' });
    expect(changed.title).toBe('Your password was changed');
    expect(changed.body).toContain('your other sessions were signed out');
    expect(reset.body).toContain('reset with a link sent by e-mail');
  });

  it('tells the administrators what the back office did to a license and the usages it added', () => {
    expect(notificationText({ kind: 'licenseChanged', licenseName: 'Clinical reports, 500 usages', event: 'changed', usagesAdded: 50 })).toEqual({
      title: 'A license of your account was changed',
      body: 'Q-global changed the license “Clinical reports, 500 usages”. 50 usages were added.',
    });
    expect(notificationText({ kind: 'licenseChanged', licenseName: 'L', event: 'changed', usagesAdded: -1 }).body).toBe('Q-global changed the license “L”. 1 usage was taken away.');
    expect(notificationText({ kind: 'licenseChanged', licenseName: 'L', event: 'suspended', usagesAdded: 0 }).body).toContain('reports already generated are not affected');
  });

  it('gives the sender of feedback the answer itself', () => {
    expect(notificationText({ kind: 'feedbackAnswered', sentOn: '2026-11-20', answer: 'It is fixed now.' })).toEqual({
      title: 'Your feedback was answered',
      body: 'Q-global answered the feedback you sent on 2026-11-20: It is fixed now.',
    });
  });

  it('has a title and a body for every kind', () => {
    const samples: Record<(typeof NOTIFICATION_KINDS)[number], NotificationFacts> = {
      remoteAssessmentCompleted: { kind: 'remoteAssessmentCompleted', productName: 'P', scored: true },
      emailDeliveryFailed: { kind: 'emailDeliveryFailed', subject: 'S', attempts: 2, reason: 'r' },
      reportBatchFinished: { kind: 'reportBatchFinished', succeeded: 2, failed: 0 },
      accountDeletionRequested: { kind: 'accountDeletionRequested', requestedBy: 'A', deletionDate: '2026-01-01' },
      passwordChanged: { kind: 'passwordChanged', how: 'changed' },
      licenseChanged: { kind: 'licenseChanged', licenseName: 'L', event: 'changed', usagesAdded: 0 },
      feedbackAnswered: { kind: 'feedbackAnswered', sentOn: '2026-01-01', answer: 'A' },
      accountDormant: { kind: 'accountDormant', deletionDate: '2026-01-01', inactiveDays: 730 },
      accountDeletionWithdrawn: { kind: 'accountDeletionWithdrawn', withdrawnBy: 'A' },
    };
    for (const kind of NOTIFICATION_KINDS) {
      const text = notificationText(samples[kind]);
      expect(text.title).not.toBe('');
      expect(text.body).not.toBe('');
    }
  });
});
