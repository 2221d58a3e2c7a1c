/**
 * The pickers read the platform's value lists (util.domainByType): the examinee form's sex
 * picker offers the table's labels once the list has loaded, and keeps the SPA's own words
 * when it cannot load.
 */
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import { apiError, fakeHttp, fakeIo, type FakeHandler } from './support/fakeIo';
import { IDENTITY } from './support/fixtures';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());

function start(domainByType: FakeHandler) {
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => IDENTITY,
      'assessment.examineeIdUnique': () => ({ unique: true }),
      'util.domainByType': domainByType,
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, '/examinees/new');
  task = app.sagaTask;
  return http;
}

const optionTexts = () => within(screen.getByLabelText(/^Sex/)).getAllByRole('option').map((option) => option.textContent);

it('offers the sexes of the value list, labelled as the table says', async () => {
  const http = start(() => [
    { code: 'female', label: 'Female (table)', order: 10 },
    { code: 'male', label: 'Male (table)', order: 20 },
    { code: 'unspecified', label: 'Not stated (table)', order: 30 },
  ]);
  await screen.findByRole('heading', { level: 1, name: 'New examinee' });
  await waitFor(() => expect(optionTexts()).toEqual(expect.arrayContaining(['Female (table)', 'Male (table)', 'Not stated (table)'])));
  expect(optionTexts()).not.toContain('Other');
  expect(http.calls.filter((call) => call.operationId === 'util.domainByType').map((call) => call.request)).toEqual([{ params: { type: 'sex' } }]);
});

it('keeps the SPA’s own words when the list cannot load', async () => {
  start(() => Promise.reject(apiError(503, 'unavailable', 'The service is unavailable.')));
  await screen.findByRole('heading', { level: 1, name: 'New examinee' });
  await waitFor(() => expect(optionTexts()).toEqual(expect.arrayContaining(['Female', 'Male', 'Other', 'Unspecified'])));
});
