import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { AssessmentDetails } from '../../src/contract/types';
import type { UserIdentity } from '../../src/domain/identity';
import { ASSESSMENT, DETAILS, IDENTITY, PHQ9, phq9Responses, REPORT } from './support/fixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

const GERMAN: UserIdentity = { ...IDENTITY, preferences: { ...IDENTITY.preferences, language: { languageName: 'Deutsch', languageCode: 'de_de' } } };
const SWEDISH: UserIdentity = { ...IDENTITY, preferences: { ...IDENTITY.preferences, language: { languageName: 'Svenska', languageCode: 'sv_se' } } };
const item9 = PHQ9.flags[0];
const TRANSLATED: AssessmentDetails = {
  ...DETAILS,
  assessment: { ...ASSESSMENT, responses: phq9Responses([2, 2, 1, 1, 2, 1, 1, 1, 1]) },
  product: {
    ...PHQ9,
    translations: {
      de_de: {
        scales: { total: 'PHQ-9-Gesamtwert' },
        bands: { total: { Moderate: { label: 'Mittelgradig', interpretation: 'Mittelgradige depressive Symptomatik.' } } },
        ...(item9 ? { flags: { [item9.id]: { label: 'Item 9 bejaht', action: 'Suizidalität abklären.' } } } : {}),
      },
    },
  },
};

function open(identity: UserIdentity) {
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => identity,
      'assessment.loadDetails': () => TRANSLATED,
      'assessment.reportHistoryList': () => [REPORT],
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, `/assessments/${ASSESSMENT.id}`);
  task = app.sagaTask;
  return app;
}

describe("the product's own words in the user's language", () => {
  it('shows scale names, bands and flags in German, the items as the instrument wrote them', async () => {
    open(GERMAN);
    const scores = await screen.findByRole('region', { name: 'Werte' }, { timeout: 10_000 });
    await waitFor(() => expect(scores).toHaveTextContent('Mittelgradig'));
    expect(scores).not.toHaveTextContent('Moderate');
    expect(within(scores).getByText(/Item 9 bejaht/)).toBeVisible();
    expect(scores).toHaveTextContent('PHQ-9-Gesamtwert');
    // Items are the rights holder's text: its published German translation (PHQ-D), with no note about English.
    const entry = screen.getByRole('region', { name: 'Item-Eingabe' });
    expect(within(entry).getByText('Wenig Interesse oder Freude an Ihren Tätigkeiten')).toBeVisible();
    expect(within(entry).getAllByText('An einzelnen Tagen')[0]).not.toHaveAttribute('lang');
    expect(within(entry).getByText('Wie oft fühlten Sie sich im Verlauf der letzten 2 Wochen durch die folgenden Beschwerden beeinträchtigt?')).toBeVisible();
    expect(entry).not.toHaveTextContent('auf Englisch angezeigt');
  });

  it('shows the items in English, marked as English and saying so, where no published translation exists', async () => {
    open(SWEDISH);
    const entry = await screen.findByRole('region', { name: 'Inmatning av uppgifter' }, { timeout: 10_000 });
    expect(within(entry).getByText(PHQ9.items[0]!.text.en_us)).toHaveAttribute('lang', 'en-US');
    expect(within(entry).getAllByText('Several days')[0]).toHaveAttribute('lang', 'en-US');
    expect(entry).toHaveTextContent('visas på engelska: det finns ingen publicerad översättning till ditt språk');
  });

  it('keeps the US English source for a user whose language has no translation', async () => {
    open(IDENTITY);
    const scores = await screen.findByRole('region', { name: 'Scores' }, { timeout: 10_000 });
    await waitFor(() => expect(scores).toHaveTextContent('Moderate'));
    expect(scores).not.toHaveTextContent('Mittelgradig');
  });
});
