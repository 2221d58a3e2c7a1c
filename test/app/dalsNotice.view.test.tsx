/**
 * The account status notice through the real store (issue #18): while an administrator's
 * deletion request stands, every page of a signed-in user says the day the account is deleted,
 * without "Keep this account" (which does not withdraw a request).
 */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import { IDENTITY } from './support/fixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

it('says the requested deletion day on the page, with no Keep button', async () => {
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => IDENTITY,
      'accountManagement.getDalsStatus': () => ({ dllAccount: false, deletionDate: null, selfDeletionDate: '2026-12-22' }),
      'assessment.listExaminees': () => ({ items: [], total: 0, page: 1, pageSize: 20 }),
    },
    appConfig,
  );
  const { io } = fakeIo({ http, clock: { now: () => '2026-11-22T09:00:00.000Z', today: () => '2026-11-22' } });
  task = renderApp(io, '/examinees').sagaTask;
  expect(await screen.findByRole('heading', { name: 'The deletion of this account was requested' }, { timeout: 10_000 })).toBeInTheDocument();
  const text = screen.getByRole('heading', { name: 'The deletion of this account was requested' }).parentElement?.textContent ?? '';
  expect(text).toMatch(/will be deleted on 2026-12-22 \(in 30 days\)\. Until then the account works as before/);
  expect(screen.queryByRole('button', { name: 'Keep this account' })).not.toBeInTheDocument();
});
