/**
 * The UI in the user's language (spec §9): the header's language picker switches the whole SPA,
 * dates and numbers follow the user's formats, and an account's own labels stay its own.
 */
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { UserIdentity } from '../../src/domain/identity';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { EXAMINEE, IDENTITY } from './support/fixtures';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());

const GERMAN: UserIdentity = {
  ...IDENTITY,
  preferences: {
    ...IDENTITY.preferences,
    language: { languageCode: 'de_de', languageName: 'Deutsch' },
    dateFormat: { dateFormatName: 'dd.MM.yyyy', dateFormatCode: 'dd.MM.yyyy' },
    numberFormat: { numberFormatName: '1.234,56', numberFormatCode: 'de_de', decimalSeparator: ',', groupingSeparator: '.' },
    timeZone: { timeZoneName: 'Berlin', timeZoneCode: 'Europe/Berlin' },
  },
};

function start(path: string, identity: UserIdentity = IDENTITY) {
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => identity,
      'account.updateSelfPreferences': () => GERMAN,
      'assessment.listExaminees': () => ({ items: [EXAMINEE], total: 1234, page: 1, pageSize: 20 }),
      'assessment.examineeIdUnique': () => ({ unique: true }),
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, path);
  task = app.sagaTask;
  return { ...app, http };
}

describe('language', () => {
  it('switches the whole UI to German from the header, with German date, time and number formats', async () => {
    const user = userEvent.setup();
    const { http } = start('/examinees');
    expect(await screen.findByRole('heading', { level: 1, name: 'Examinees' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2009-04-17' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Language/ }));
    await user.click(await screen.findByRole('option', { name: 'Deutsch' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Testpersonen' })).toBeInTheDocument();
    expect(http.calls.find((call) => call.operationId === 'account.updateSelfPreferences')?.request).toEqual({
      body: { language: { languageCode: 'de_de', languageName: 'Deutsch' } },
    });
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Testperson anlegen' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Geburtsdatum' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '17.04.2009' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '30.04.2024 12:00' })).toBeInTheDocument();
    expect(screen.getByText(/Seite 1 von 62 · 1\.234 Testpersonen/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Q-global | Testpersonen'));
  });

  it('keeps an account label the account renamed, in every language', async () => {
    const renamed = { ...GERMAN, accountLabels: { ...GERMAN.accountLabels, examinee: 'Schüler' } };
    start('/examinees', renamed);
    expect(await screen.findByRole('heading', { level: 1, name: 'Schüler' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Schüler-ID' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Hauptnavigation' })).getByRole('link', { name: 'Schüler' })).toBeInTheDocument();
  });

  it('shows the shared validation messages in the UI language', async () => {
    const user = userEvent.setup();
    start('/examinees/new', GERMAN);
    await screen.findByRole('heading', { level: 1, name: 'Testperson anlegen' });
    await user.click(screen.getByRole('button', { name: 'Testperson speichern' }));
    expect(await screen.findByText('Geben Sie einen Vornamen ein.')).toBeVisible();
    expect(screen.getByText('Geben Sie ein Geburtsdatum ein.')).toBeVisible();
  });
});
