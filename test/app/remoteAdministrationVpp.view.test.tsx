import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { VppEmailInput } from '../../src/contract/services/email';
import type { RemoteLinkSummary } from '../../src/contract/services/remoteLinks';
import { VIDEO_LINK_TO_FOLLOW } from '../../src/domain/emailTemplates';
import { DETAILS, IDENTITY } from './support/fixtures';
import { apiError, fakeHttp, fakeIo } from './support/fakeIo';
import { EMAIL_PAGE, link, message } from './remoteAdministrationFixtures';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

/** An examiner whose time zone preference is New York's. */
const NEW_YORKER = { ...IDENTITY, preferences: { ...IDENTITY.preferences, timeZone: { timeZoneName: 'Eastern Time', timeZoneCode: 'America/New_York' } } };
const VIDEO_ADDRESS = 'https://video.example.org/room';

/** The assessment page, its invitations answered by `invite` (a refusal is thrown). */
function start({ configured = false, invite }: { configured?: boolean; invite: (input: VppEmailInput) => unknown }) {
  let links: RemoteLinkSummary[] = [];
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => NEW_YORKER,
      'assessment.loadDetails': () => DETAILS,
      'assessment.reportsPage': () => ({ assessmentId: 34, productId: 'phq9', productCode: 'PHQ-9', scored: false, reportTypes: [], comparisonGroups: [], defaultOptions: { comparisonGroupId: null, includeItemResponses: true, locale: null } }),
      'assessment.reportHistoryList': () => [],
      'assessment.linksByAssessmentId': () => links,
      'assessment.emailPage': () => ({ ...EMAIL_PAGE, videoServiceConfigured: configured }),
      'assessment.vppEmail': (request) => {
        const input = request.body as VppEmailInput;
        const answer = invite(input);
        links = [link(6, { emailedTo: input.recipientAddress, startsAt: '2026-11-23T14:00:00.000Z' }), ...links];
        return answer;
      },
    },
    configured ? { ...appConfig, externalHosts: { videoService: VIDEO_ADDRESS } } : appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, '/assessments/34');
  task = app.sagaTask;
  return { ...app, http };
}

/** The invitation form, unfolded. */
async function openForm() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Remote administration' }, { timeout: 10_000 });
  const region = heading.closest('section') as HTMLElement;
  await userEvent.setup().click(within(region).getByRole('button', { name: 'Invite to a video session' }));
  return { region, form: await within(region).findByRole('form', { name: 'Invite to a video session' }) };
}

describe('the invitation to a video session', () => {
  it('reads the appointment in the examiner\'s time zone, shows the server\'s refusal beside it, and lists the new link once sent', async () => {
    const user = userEvent.setup();
    const refusal = apiError(400, 'validation', 'The request has invalid fields.', { startsAt: 'Choose an appointment in the future.' });
    let calls = 0;
    const { http } = start({
      invite: (input) => {
        calls += 1;
        if (calls === 1) throw refusal;
        return message(11, { kind: 'vppInvitation', recipientAddress: input.recipientAddress, linkId: 6 });
      },
    });
    const { region, form } = await openForm();
    expect(within(form).getByRole('textbox', { name: 'E-mail address' })).toHaveValue('maya@example.org');
    expect(within(form).getByText('The link in the invitation opens an hour before the appointment and works for 24 hours after it.')).toBeInTheDocument();
    expect(within(form).getByText(/No video service address is configured/)).toBeInTheDocument();
    const when = within(form).getByLabelText('Date and time of the appointment');
    expect(when).toHaveAttribute('type', 'datetime-local');
    expect(when).toHaveAccessibleDescription('In your time zone, America/New_York.');

    const preview = within(form).getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('An invitation from Erin Examiner');
    expect(preview).toHaveTextContent('Dear Maya Okafor,');
    expect(preview).toHaveTextContent('Our video appointment is on [the appointment].');
    expect(preview).toHaveTextContent(`Video call: ${VIDEO_LINK_TO_FOLLOW.en_us.replace('{examinerName}', 'Erin Examiner')}`);
    expect(preview).toHaveTextContent('[the link]');

    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Choose the appointment.')).toBeInTheDocument();
    expect(http.calls.some((call) => call.operationId === 'assessment.vppEmail')).toBe(false);

    await user.type(when, '2026-11-23T09:00');
    // 09:00 in New York in November is 14:00 UTC; the preview writes it as the server will.
    expect(preview).toHaveTextContent('Our video appointment is on November 23, 2026 at 9:00 AM EST.');
    expect(preview).toHaveTextContent('It works until November 24, 2026 at 9:00 AM EST.');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Choose an appointment in the future.')).toBeInTheDocument();
    expect(when).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('alert')).toHaveTextContent('The invitation was not sent.');

    await user.clear(when);
    await user.type(when, '2026-11-23T10:00');
    expect(within(form).queryByText('Choose an appointment in the future.')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('The invitation to maya@example.org is queued. Its delivery shows on the examinee page.')).toBeInTheDocument();
    const sent = http.calls.filter((call) => call.operationId === 'assessment.vppEmail');
    expect(sent.map((call) => (call.request.body as VppEmailInput).startsAt)).toEqual(['2026-11-23T14:00:00.000Z', '2026-11-23T15:00:00.000Z']);
    expect(sent[1]?.request.body).toEqual({
      examineeRecordId: 12,
      assessmentId: 34,
      sessionId: null,
      recipientAddress: 'maya@example.org',
      recipientName: 'Maya Okafor',
      locale: 'en_us',
      startsAt: '2026-11-23T15:00:00.000Z',
      subject: null,
      body: null,
    });
    expect(await within(region).findByRole('cell', { name: 'maya@example.org' })).toBeInTheDocument();
  });

  it('shows the configured video address in the preview, and the template of the language chosen', async () => {
    const user = userEvent.setup();
    start({ configured: true, invite: () => message(11) });
    const { form } = await openForm();
    expect(within(form).queryByText(/No video service address is configured/)).not.toBeInTheDocument();
    const preview = within(form).getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent(`Video call: ${VIDEO_ADDRESS}`);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Language of the questionnaire' }), 'Deutsch');
    await user.type(within(form).getByLabelText('Date and time of the appointment'), '2026-11-23T09:00');
    expect(preview).toHaveTextContent('Eine Einladung von Erin Examiner');
    expect(preview).toHaveTextContent(`Termin am 23. November 2026 um 09:00 GMT-5. Video: ${VIDEO_ADDRESS}`);
  });
});
