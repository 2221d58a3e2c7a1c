import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { SendEmailInput } from '../../src/contract/services/email';
import type { RemoteLinkSummary } from '../../src/contract/services/remoteLinks';
import { DETAILS, IDENTITY } from './support/fixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { EMAIL_PAGE, link, message } from './remoteAdministrationFixtures';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

const ADDRESS = 'http://localhost/qosa/#t=secret-token';

function start(details = DETAILS) {
  let links: RemoteLinkSummary[] = [link(1, { state: 'inProgress', emailedTo: 'maya@example.org', launchedAt: '2024-05-01T08:00:00.000Z' })];
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => IDENTITY,
      'assessment.loadDetails': () => details,
      'assessment.reportsPage': () => ({ assessmentId: 34, productId: 'phq9', productCode: 'PHQ-9', scored: false, reportTypes: [], comparisonGroups: [], defaultOptions: { comparisonGroupId: null, includeItemResponses: true, locale: null } }),
      'assessment.reportHistoryList': () => [],
      'assessment.linksByAssessmentId': () => links,
      'assessment.emailPage': () => EMAIL_PAGE,
      'assessment.createQosaLink': () => {
        const created = link(2, { respondent: 'parent' });
        links = [created, ...links];
        return { link: created, url: ADDRESS };
      },
      'assessment.sendEmail': (request) => message(9, { recipientAddress: (request.body as SendEmailInput).recipientAddress }),
      'assessment.revokeLink': () => {
        const revoked = { ...links[links.length - 1]!, state: 'revoked' as const, revokedAt: '2024-05-01T09:30:00.000Z' };
        links = links.map((row) => (row.id === revoked.id ? revoked : row));
        return revoked;
      },
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, '/assessments/34');
  task = app.sagaTask;
  return { ...app, http };
}

async function panel() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Remote administration' }, { timeout: 10_000 });
  return heading.closest('section') as HTMLElement;
}

describe('remote administration panel', () => {
  it('lists the links with their state, who answers and where each was e-mailed', async () => {
    start();
    const region = await panel();
    const row = (await within(region).findByText('maya@example.org')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('In progress');
    expect(row).toHaveTextContent('The examinee');
    expect(row).toHaveTextContent('English (United States)');
    expect(within(region).getByText('This list updates by itself while a link is open.')).toBeInTheDocument();
  });

  it('creates a link after checking the days, and shows its address once', async () => {
    const user = userEvent.setup();
    const { http } = start();
    const region = await panel();
    await user.click(within(region).getByRole('button', { name: 'Create link' }));
    const form = within(region).getByRole('form', { name: 'Create link' });
    const days = within(form).getByRole('spinbutton', { name: 'Valid for (days)' });
    await user.clear(days);
    await user.type(days, '0');
    await user.click(within(form).getByRole('button', { name: 'Create the link' }));
    expect(await within(form).findByText('A link is valid for at least 1 day.')).toBeInTheDocument();
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(http.calls.some((call) => call.operationId === 'assessment.createQosaLink')).toBe(false);

    await user.clear(days);
    await user.type(days, '7');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Who answers' }), 'A parent');
    await user.click(within(form).getByRole('button', { name: 'Create the link' }));
    const shown = await within(region).findByRole('region', { name: 'The new link' });
    expect(within(shown).getByText('Copy the address now: it will not be shown again.')).toBeInTheDocument();
    expect(within(shown).getByRole('textbox', { name: 'Address of the link' })).toHaveValue(ADDRESS);
    await waitFor(() => expect(within(shown).getByRole('heading', { name: 'The new link' })).toHaveFocus());
    expect(http.calls.find((call) => call.operationId === 'assessment.createQosaLink')?.request.body).toEqual({ respondent: 'parent', locale: 'en_us', validForDays: 7 });
    await waitFor(() => expect(within(region).getAllByRole('row')[1]).toHaveTextContent('A parent'));

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(within(region).queryByRole('region', { name: 'The new link' })).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(ADDRESS)).not.toBeInTheDocument();
  });

  it('sends by e-mail to the examinee with a preview of the template, refusing a bad address beside the field', async () => {
    const user = userEvent.setup();
    const { http } = start();
    const region = await panel();
    await user.click(within(region).getByRole('button', { name: 'Send by e-mail' }));
    const form = await within(region).findByRole('form', { name: 'Send by e-mail' });
    const address = within(form).getByRole('textbox', { name: 'E-mail address' });
    expect(address).toHaveValue('maya@example.org');
    const preview = within(form).getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('A questionnaire from Demo Clinic');
    expect(preview).toHaveTextContent('Dear Maya Okafor,');
    expect(preview).toHaveTextContent('Erin Examiner asks you to answer a questionnaire about Maya Okafor:');
    expect(preview).toHaveTextContent('[the link]');

    const note = /exist only in English/;
    expect(within(form).queryByText(note)).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Language of the questionnaire' }), 'Deutsch');
    expect(preview).toHaveTextContent('Ein Fragebogen von Demo Clinic');
    // PHQ-9's questions have the publisher's German translation: no note.
    expect(within(form).queryByText(note)).not.toBeInTheDocument();
    // They have none in Swedish: the examiner is told before sending.
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Language of the questionnaire' }), 'Svenska');
    expect(within(form).getByRole('combobox', { name: 'Language of the questionnaire' })).toHaveAccessibleDescription(note);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Language of the questionnaire' }), 'Deutsch');

    await user.clear(address);
    await user.type(address, 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(http.calls.some((call) => call.operationId === 'assessment.sendEmail')).toBe(false);

    await user.clear(address);
    await user.type(address, 'parent@example.org');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('The e-mail to parent@example.org is queued. Its delivery shows on the examinee page.')).toBeInTheDocument();
    expect(http.calls.find((call) => call.operationId === 'assessment.sendEmail')?.request.body).toMatchObject({
      examineeRecordId: 12,
      assessmentId: 34,
      linkId: null,
      recipientAddress: 'parent@example.org',
      recipientName: 'Maya Okafor',
      respondent: 'examinee',
      locale: 'de_de',
      validForDays: 14,
    });
  });

  it('revokes a link after asking, with Cancel focused', async () => {
    const user = userEvent.setup();
    start();
    const region = await panel();
    const row = (await within(region).findByText('maya@example.org')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke this link?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(row).toHaveTextContent('Revoked');
    expect(within(row).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });

  it('keeps the links of a scored assessment on show, without the ways to send it again', async () => {
    start({ ...DETAILS, assessment: { ...DETAILS.assessment, status: 'scored' } });
    const region = await panel();
    expect(await within(region).findByText('maya@example.org')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Create link' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Send by e-mail' })).not.toBeInTheDocument();
  });

  it('is not offered for a form the player cannot show', async () => {
    const numericItem = { id: 'n', number: 1, type: 'numeric' as const, text: { en_us: 'Words' }, min: 0, max: 9, unit: 'words', reverse: false as const, scored: true, optional: false };
    const { http } = start({ ...DETAILS, product: { ...DETAILS.product, items: [numericItem] } });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Remote administration' })).not.toBeInTheDocument();
    expect(http.calls.some((call) => call.operationId === 'assessment.linksByAssessmentId')).toBe(false);
  });
});
