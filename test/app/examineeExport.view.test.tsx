/**
 * "Export as CSV" through the real store (issue #19): on the examinee list's terms, a press
 * fetches the export with the list's search and saves the file; a refused group export shows why.
 */
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from 'history';
import { Provider } from 'react-redux';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import { configLoadRequested } from '../../src/app/core/config/configSlice';
import { I18nProvider } from '../../src/app/core/i18n/I18nProvider';
import { ExportExamineesButton, type ExportExamineesButtonProps } from '../../src/app/features/examineeExport/views/ExportExamineesButton';
import { CATALOGUES } from './support/catalogues';
import { createAppStore } from '../../src/app/store';
import { apiError, fakeFiles, fakeHttp, fakeIo } from './support/fakeIo';
import { ALL_FEATURES } from './support/featureRuntimes';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

function start(props: ExportExamineesButtonProps, refuse = false) {
  const http = fakeHttp(
    {
      'assessment.exportExaminees': () => {
        if (refuse) throw apiError(404, 'notFound', 'The group was not found.');
        return new Blob(['EXP-1'], { type: 'text/csv' });
      },
    },
    appConfig,
  );
  const files = fakeFiles();
  const { io } = fakeIo({ http, files });
  const { store, sagaTask } = createAppStore({ io, history: createMemoryHistory(), features: ALL_FEATURES });
  task = sagaTask;
  store.dispatch(configLoadRequested());
  render(
    <Provider store={store}>
      <I18nProvider english={CATALOGUES.en_us}>
        <ExportExamineesButton {...props} />
      </I18nProvider>
    </Provider>,
  );
  return { http, files };
}

it('exports the examinees the list shows and saves the file', async () => {
  const user = userEvent.setup();
  const { http, files } = start({ search: 'Ada' });
  await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
  await waitFor(() => expect(files.saved.map((saved) => saved.fileName)).toEqual(['examinees-2024-05-01.csv']));
  expect(http.calls.filter((call) => call.operationId === 'assessment.exportExaminees').map((call) => call.request)).toEqual([{ query: { search: 'Ada' } }]);
});

it('shows why a group’s export was refused', async () => {
  const user = userEvent.setup();
  const { files } = start({ groupId: 7 }, true);
  await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
  expect(await screen.findByText('The examinees could not be exported.')).toBeInTheDocument();
  expect(files.saved).toEqual([]);
});
