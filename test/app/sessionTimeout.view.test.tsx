import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import { localIsoDate } from '../../src/app/io/browserIo';
import type { KeepAliveStatus } from '../../src/contract/types';
import type { UserIdentity } from '../../src/domain/identity';
import { IDENTITY } from './support/fixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());

// The real clock and timers: the server answers a 4-second idle limit, so the warning opens 2 seconds after a ping.
const IDLE_MS = 4_000;
const answer = (): KeepAliveStatus => {
  const now = Date.now();
  return { idleExpiresAt: new Date(now + IDLE_MS).toISOString(), absoluteExpiresAt: new Date(now + 3_600_000).toISOString(), serverTime: new Date(now).toISOString() };
};

/** The app at the examinee list for `identity`, the server answering a short idle limit. */
function openApp(identity: UserIdentity) {
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => identity,
      'accountManagement.getDalsStatus': () => ({ dllAccount: false, deletionDate: null }),
      'assessment.listExaminees': () => ({ items: [], total: 0, page: 1, pageSize: 20 }),
      'keepAlive.ping': answer,
    },
    appConfig,
  );
  const { io } = fakeIo({ http, clock: { now: () => new Date().toISOString(), today: () => localIsoDate(new Date()) } });
  const app = renderApp(io, '/examinees');
  task = app.sagaTask;
  return { app, http };
}

describe('session-timeout warning', () => {
  it("warns in the user's language, with the time left in its sentence", async () => {
    openApp({ ...IDENTITY, preferences: { ...IDENTITY.preferences, language: { languageName: 'Deutsch', languageCode: 'de_de' } } });
    const dialog = await screen.findByRole('alertdialog', { name: 'Ihre Sitzung läuft gleich ab' }, { timeout: 4_000 });
    expect(dialog).toHaveTextContent(/Zu Ihrer Sicherheit werden Sie in 0:0[12] abgemeldet\./);
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/^0:0[12]$/);
    expect(within(dialog).getByRole('button', { name: 'Angemeldet bleiben' })).toBeVisible();
  });

  it('opens before the idle limit with the time left; "Stay signed in" pings and closes it', async () => {
    const { app, http } = openApp(IDENTITY);
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session is about to end' }, { timeout: 4_000 });
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/^0:0[12]$/);
    const pings = () => http.calls.filter((call) => call.operationId === 'keepAlive.ping').length;
    expect(pings()).toBe(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(pings()).toBe(2));
    expect(app.store.getState().keepAlive.warningVisible).toBe(false);
  });
});
