import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { AssessmentSummary } from '../../src/contract/types';
import { ASSESSMENT, EXAMINEE, IDENTITY } from './support/fixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

const FORMS = [{ id: 'phq9', code: 'PHQ-9', name: 'Patient Health Questionnaire-9 (PHQ-9)', audience: 'clinical' as const, itemCount: 10, ageRange: null }];
const ROW: AssessmentSummary = {
  id: ASSESSMENT.id, productId: 'phq9', productCode: 'PHQ-9', administrationDate: '2024-05-01', status: 'draft',
  examinerName: 'Erin Examiner', headlineScores: [], criticalFlags: 0, updatedAt: '2024-05-01T09:00:00.000Z',
};

function start() {
  let history: AssessmentSummary[] = [ROW];
  let examinee = EXAMINEE;
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => IDENTITY,
      'assessment.listExaminees': () => ({ items: [], total: 0, page: 1, pageSize: 20 }),
      'assessment.loadExamineeAndForms': () => ({ examinee, testDate: '2024-05-01', forms: FORMS, unavailable: [] }),
      'assessment.examineeHistory': () => history,
      'assessment.examiners': () => [{ userId: 7, name: 'Erin Examiner' }],
      'assessment.updateExaminee': (request) => (examinee = { ...EXAMINEE, ...(request.body as object) }),
      'assessment.delete': () => {
        history = [];
        return { id: ASSESSMENT.id, deletedAt: '2024-05-01T10:00:00.000Z' };
      },
      'assessment.deleteExaminee': () => ({ id: EXAMINEE.id, deletedAt: '2024-05-01T10:00:00.000Z' }),
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, `/examinees/${EXAMINEE.id}`);
  task = app.sagaTask;
  return { ...app, http };
}

describe('examinee page edits', () => {
  it('edits the examinee, deletes an assessment after confirmation, and deletes the examinee', async () => {
    const user = userEvent.setup();
    const { http, store } = start();
    expect(await screen.findByRole('heading', { level: 1, name: 'Okafor, Maya' }, { timeout: 10_000 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit examinee' }));
    const lastName = screen.getByLabelText(/^Last name/);
    await user.clear(lastName);
    await user.type(lastName, 'Okafor-Reyes');
    await user.click(screen.getByRole('button', { name: 'Save examinee' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Okafor-Reyes, Maya' }, { timeout: 5000 })).toBeInTheDocument();
    expect(http.calls.find((call) => call.operationId === 'assessment.updateExaminee')?.request).toMatchObject({ params: { examineeRecordId: 12 }, body: { lastName: 'Okafor-Reyes' } });

    await user.click(screen.getByRole('button', { name: /^Delete PHQ-9/ }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('An account administrator can recover it.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No assessments yet.', {}, { timeout: 5000 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete examinee' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(store.getState().router.location?.pathname).toBe('/examinees'));
    expect(http.calls.some((call) => call.operationId === 'assessment.deleteExaminee')).toBe(true);
  });
});
