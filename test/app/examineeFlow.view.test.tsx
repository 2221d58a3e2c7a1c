import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { FakeHandler } from './support/fakeIo';
import { apiError, fakeHttp, fakeIo } from './support/fakeIo';
import { ROLE_PERMISSIONS } from '../../src/domain/permissions';
import { ASSESSMENT, DETAILS, EXAMINEE, IDENTITY } from './support/fixtures';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());

const FORMS = [{ id: 'phq9', code: 'PHQ-9', name: 'Patient Health Questionnaire-9 (PHQ-9)', audience: 'clinical' as const, itemCount: 10, ageRange: null }];

function start(path: string, createExaminee: FakeHandler, identity: unknown = IDENTITY, gracefulCreate: FakeHandler = () => ({ created: ASSESSMENT })) {
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => identity,
      'assessment.listExaminees': () => ({ items: [], total: 0, page: 1, pageSize: 20 }),
      'assessment.examineeIdUnique': () => ({ unique: true }),
      'assessment.createExaminee': createExaminee,
      'assessment.loadExamineeAndForms': () => ({ examinee: EXAMINEE, testDate: '2024-05-01', forms: FORMS, unavailable: [] }),
      'assessment.examineeHistory': () => [],
      'assessment.examiners': () => [{ userId: 7, name: 'Erin Examiner' }],
      'assessment.gracefulCreate': gracefulCreate,
      'assessment.loadDetails': () => DETAILS,
      'assessment.reportHistoryList': () => [],
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, path);
  task = app.sagaTask;
  return { ...app, http };
}

describe('examinee path', () => {
  it('redirects / to the examinee list, which offers "New examinee" and a search box', async () => {
    start('/', () => EXAMINEE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Examinees' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New examinee' })).toHaveAttribute('href', '/examinees/new');
    expect(screen.getByLabelText('Search')).toBeInTheDocument();
    expect(screen.getByText('Erin Examiner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(document.title).toBe('Q-global | Examinees');
  });

  it('shows the server field errors of a 400 in the form, then creates the examinee and a PHQ-9 assessment', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { http, store } = start('/examinees/new', () => {
      attempts += 1;
      if (attempts === 1) {
        return Promise.reject(apiError(400, 'validation', 'The request has invalid fields.', { lastName: 'This name is not accepted.' }));
      }
      return EXAMINEE;
    });
    await screen.findByRole('heading', { level: 1, name: 'New examinee' });
    await user.type(screen.getByLabelText(/^Examinee ID/), 'S-100');
    await user.type(screen.getByLabelText(/^First name/), 'Maya');
    await user.type(screen.getByLabelText(/^Last name/), 'Okafor');
    await user.type(screen.getByLabelText(/^Date of birth/), '2009-04-17');
    await user.selectOptions(screen.getByLabelText(/^Sex/), 'female');

    await user.click(screen.getByRole('button', { name: 'Save examinee' }));
    expect(await screen.findByText('This name is not accepted.')).toBeVisible();
    expect(screen.getByLabelText(/^Last name/)).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Save examinee' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Okafor, Maya' })).toBeInTheDocument();
    expect(http.calls.filter((call) => call.operationId === 'assessment.createExaminee').map((call) => call.request.body)).toEqual([
      expect.objectContaining({ examineeId: 'S-100', firstName: 'Maya', lastName: 'Okafor', birthDate: '2009-04-17', sex: 'female' }),
      expect.objectContaining({ examineeId: 'S-100' }),
    ]);

    await user.click(screen.getByRole('button', { name: 'New assessment' }));
    const form = screen.getByLabelText(/^Form/);
    await user.selectOptions(form, 'PHQ-9');
    expect(screen.getByLabelText(/^Administration date/)).toHaveValue('2024-05-01');
    expect(screen.getByLabelText(/^Examiner/)).toHaveValue('7');
    await user.click(screen.getByRole('button', { name: 'Create assessment' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'PHQ-9 — Okafor, Maya' })).toBeInTheDocument();
    expect(store.getState().router.location?.pathname).toBe('/assessments/34');
    const created = http.calls.find((call) => call.operationId === 'assessment.gracefulCreate');
    expect(created?.request).toEqual({
      body: { examineeRecordId: 12, productId: 'phq9', administrationDate: '2024-05-01', examinerId: 7, confirmedWarnings: [] },
      idempotencyKey: expect.any(String),
    });
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Scores' })).getByText(/Total/)).toBeInTheDocument());
  });

  it('warns that no license covers the form\'s report, and creates the assessment once confirmed', async () => {
    const user = userEvent.setup();
    const noLicense = { code: 'noLicense', message: 'No license.', params: { product: 'PHQ-9', date: '2024-05-01' } };
    const { http } = start('/examinees/12', () => EXAMINEE, IDENTITY, (request) =>
      (request.body as { confirmedWarnings: string[] }).confirmedWarnings.includes('noLicense') ? { created: ASSESSMENT } : { warnings: [noLicense] },
    );
    await user.click(await screen.findByRole('button', { name: 'New assessment' }));
    await user.selectOptions(screen.getByLabelText(/^Form/), 'PHQ-9');
    await user.click(screen.getByRole('button', { name: 'Create assessment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No license of the account covers PHQ-9 reports: you can give and score the assessment, but its report cannot be generated until one does.');
    await user.click(within(alert).getByRole('button', { name: 'Create anyway' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'PHQ-9 — Okafor, Maya' })).toBeInTheDocument();
    expect(http.calls.filter((call) => call.operationId === 'assessment.gracefulCreate').map((call) => (call.request.body as { confirmedWarnings: string[] }).confirmedWarnings)).toEqual([
      [],
      ['noLicense'],
    ]);
  });

  it('tells a user without the permission that the page is not available, in the page title too', async () => {
    const backOffice = { ...IDENTITY, permissions: ROLE_PERMISSIONS.backOffice.map((permissionName) => ({ permissionName })) };
    start('/examinees', () => EXAMINEE, backOffice);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New examinee' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Q-global | Not available'));
  });
});
