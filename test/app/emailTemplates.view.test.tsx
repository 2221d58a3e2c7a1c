import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { EmailTemplate } from '../../src/contract/services/email';
import type { AccountUserIdentity } from '../../src/domain/identity';
import { ROLE_PERMISSIONS } from '../../src/domain/permissions';
import { IDENTITY } from './support/fixtures';
import { apiError, fakeHttp, fakeIo } from './support/fakeIo';
import { TEMPLATE } from './remoteAdministrationFixtures';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

const ADMIN = { ...IDENTITY, userName: 'admin', permissions: ROLE_PERMISSIONS.accountAdministrator.map((permissionName) => ({ permissionName })) };

function start(identity: AccountUserIdentity = ADMIN, refuseSave = false) {
  let templates: EmailTemplate[] = [TEMPLATE, { ...TEMPLATE, kind: 'vppInvitation', subject: 'A video session with {examinerName}', body: 'Join at {videoLink} on {startsAt}: {link}' }];
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => identity,
      'assessment.emailTemplates': () => templates,
      'assessment.updateEmailTemplate': (request) => {
        if (refuseSave) throw apiError(400, 'validation', 'The request has invalid fields.', { subject: 'The subject is refused by the server.' });
        const body = request.body as { subject: string; body: string };
        const saved: EmailTemplate = { ...TEMPLATE, ...body, customized: true, updatedAt: '2024-05-02T10:00:00.000Z', updatedByName: 'Ada Admin' };
        templates = [saved, templates[1]!];
        return saved;
      },
      'assessment.resetEmailTemplate': () => {
        templates = [TEMPLATE, templates[1]!];
        return TEMPLATE;
      },
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, '/email-templates');
  task = app.sagaTask;
  return { ...app, http };
}

describe('e-mail templates page', () => {
  it('edits a template with placeholders and a live preview, refusing what the rules refuse beside the field', async () => {
    const user = userEvent.setup();
    const { http } = start();
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail templates' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'E-mail templates' })).toHaveAttribute('aria-current', 'page');
    const form = await screen.findByRole('form', { name: 'Text of the message' });
    const subject = within(form).getByRole('textbox', { name: 'Subject' });
    const body = within(form).getByRole('textbox', { name: 'Message' });
    expect(subject).toHaveValue('A questionnaire from {accountName}');
    const preview = within(form).getByRole('region', { name: 'Preview with sample values' });
    expect(preview).toHaveTextContent('A questionnaire from Example Clinic');
    expect(preview).toHaveTextContent('Dear Sam Sample,');

    // Only the account and the examiner may be named in a subject: no insert button for the others.
    expect(within(form).queryByRole('button', { name: 'Insert {examineeName} in the subject' })).not.toBeInTheDocument();
    await user.clear(body);
    await user.type(body, 'Please answer.');
    await user.clear(subject);
    await user.type(subject, 'About {{examineeName}');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The message must hold {link}, the address the recipient opens.')).toBeInTheDocument();
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('A subject may name only the account and the examiner ({accountName}, {examinerName}); it cannot use {examineeName}.')).toBeInTheDocument();
    expect(http.calls.some((call) => call.operationId === 'assessment.updateEmailTemplate')).toBe(false);

    await user.clear(subject);
    await user.click(within(form).getByRole('button', { name: 'Insert {examinerName} in the subject' }));
    await user.click(within(form).getByRole('button', { name: 'Insert {link} in the message' }));
    expect(subject).toHaveValue('{examinerName}');
    expect(body).toHaveValue('Please answer.{link}');
    expect(preview).toHaveTextContent('Dr. Jordan Example');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The template is saved.')).toBeInTheDocument();
    expect(http.calls.find((call) => call.operationId === 'assessment.updateEmailTemplate')?.request).toEqual({
      params: { kind: 'qosaInvitation', locale: 'en_us' },
      body: { subject: '{examinerName}', body: 'Please answer.{link}' },
    });
    expect(await screen.findByText('Changed by Ada Admin on 2024-05-02 10:00 AM.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restore the built-in text' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore the built-in text?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(http.calls.some((call) => call.operationId === 'assessment.resetEmailTemplate')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Restore the built-in text' }));
    expect(await screen.findByText('The built-in text is restored.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('A questionnaire from {accountName}'));
  });

  it('shows a kind of its own with its own placeholders', async () => {
    const user = userEvent.setup();
    start();
    await screen.findByRole('form', { name: 'Text of the message' }, { timeout: 10_000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of message' }), 'Invitation to a video session');
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('A video session with {examinerName}');
    expect(screen.getByRole('button', { name: 'Insert {videoLink} in the message' })).toBeInTheDocument();
  });

  it("shows the server's message on the field it is about", async () => {
    const user = userEvent.setup();
    start(ADMIN, true);
    const form = await screen.findByRole('form', { name: 'Text of the message' }, { timeout: 10_000 });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The subject is refused by the server.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Subject' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not offered to an examiner', async () => {
    start(IDENTITY);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).not.toHaveTextContent('E-mail templates');
    expect(screen.queryByRole('link', { name: 'E-mail templates' })).not.toBeInTheDocument();
  });
});
