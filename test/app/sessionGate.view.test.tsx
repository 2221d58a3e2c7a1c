/**
 * The session gate (core/layout/SessionGate.tsx) shows the app once the user is signed in and the
 * whole catalogue of the language shown has loaded. When no catalogue can load (offline, or a
 * release replaced the chunk), it says so instead of showing "Signing in…" for good.
 */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import type { Task } from 'redux-saga';
import { examinerHttp } from './support/examinerHttp';
import { fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());

describe('the session gate', () => {
  it('tells a signed-in user that the texts could not load, and shows no screen without them', async () => {
    const catalogues = { load: () => Promise.reject(new Error('Loading chunk messages-en_us failed.')) };
    const app = renderApp(fakeIo({ http: examinerHttp(), catalogues }).io, '/examinees');
    task = app.sagaTask;
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent('Something went wrong: Loading chunk messages-en_us failed. Reload the page if the problem persists.');
    expect(screen.queryByRole('heading', { level: 1, name: 'Examinees' })).not.toBeInTheDocument();
    expect(screen.queryByText('Signing in…')).not.toBeInTheDocument();
  });

  it('shows the screen once the catalogue has loaded', async () => {
    const app = renderApp(fakeIo({ http: examinerHttp() }).io, '/examinees');
    task = app.sagaTask;
    expect(await screen.findByRole('heading', { level: 1, name: 'Examinees' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
