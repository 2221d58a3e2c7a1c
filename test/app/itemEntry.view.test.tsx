import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import { ASSESSMENT, DETAILS, IDENTITY, PHQ9, REPORT } from './support/fixtures';
import { apiError, fakeHttp, fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
});

afterEach(() => {
  task?.cancel();
  consoleError.mockRestore();
});

function start(saveAnswer: () => unknown = () => ({ ...ASSESSMENT, version: 2 })) {
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => IDENTITY,
      'assessment.loadDetails': () => DETAILS,
      'assessment.reportHistoryList': () => [REPORT],
      'assessment.save': saveAnswer,
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, '/assessments/34');
  task = app.sagaTask;
  return { ...app, http };
}

const itemGroup = (entry: HTMLElement, number: number) => within(entry).getByRole('radiogroup', { name: new RegExp(`^Item ${number}\\b`) });

describe('keyboard item entry', () => {
  it('enters one response per key, advances, scores on the fly and rejects invalid keys', async () => {
    const user = userEvent.setup();
    start();
    const entry = await screen.findByRole('region', { name: 'Item entry' });
    expect(screen.getByRole('heading', { level: 1, name: 'PHQ-9 — Okafor, Maya' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Q-global | PHQ-9 — Okafor, Maya'));
    // Every item shows its text and its options.
    expect(within(itemGroup(entry, 9)).getByText(PHQ9.items[8]!.text.en_us)).toBeVisible();
    expect(within(itemGroup(entry, 1)).getAllByRole('radio')).toHaveLength(4);

    act(() => within(itemGroup(entry, 1)).getAllByRole('radio')[0]!.focus());
    await user.keyboard('2');
    expect(within(itemGroup(entry, 1)).getByRole('radio', { name: 'More than half the days' })).toBeChecked();
    expect(itemGroup(entry, 2)).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('211');
    const scores = screen.getByRole('region', { name: 'Scores' });
    expect(scores).toHaveTextContent('Total 6');
    expect(itemGroup(entry, 5)).toContainElement(document.activeElement as HTMLElement);

    // A key that enters nothing (4 on a 0-3 item): said in the item's own alert, and entry stays on the item.
    await user.keyboard('4');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Press 0, 1, 2 or 3 for item 5.');
    expect(alert.closest('li')).toContainElement(itemGroup(entry, 5));
    expect(itemGroup(entry, 5)).toContainElement(document.activeElement as HTMLElement);
    // The same wrong key again is a new alert, so a screen reader says it again.
    await user.keyboard('4');
    expect(screen.getByRole('alert')).not.toBe(alert);
    expect(screen.getByRole('alert')).toHaveTextContent('Press 0, 1, 2 or 3 for item 5.');

    await user.keyboard('21111');
    expect(screen.queryByText('Press 0, 1, 2 or 3 for item 5.')).not.toBeInTheDocument();
    expect(scores).toHaveTextContent('Total 12');
    expect(scores).toHaveTextContent('Moderate');
    expect(within(scores).getByText(/Item 9 \(thoughts of death or self-harm\) endorsed/)).toBeVisible();
    expect(itemGroup(entry, 10)).toContainElement(document.activeElement as HTMLElement);

    // Up goes back an item; Backspace clears it and the total follows.
    await user.keyboard('{ArrowUp}');
    expect(itemGroup(entry, 9)).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Backspace}');
    expect(within(itemGroup(entry, 9)).getByRole('radio', { name: 'Several days' })).not.toBeChecked();
    expect(scores).toHaveTextContent('Total 11');
    expect(screen.getByText('Not scorable: item 9 is not answered.')).toBeVisible();

    // Every action was plain data: the serializable check found nothing to complain about.
    expect(consoleError.mock.calls.flat().join(' ')).not.toMatch(/non-serializable/i);
  });

  it('shows the conflict message with a reload button on a 409', async () => {
    const user = userEvent.setup();
    const { http } = start(() => Promise.reject(apiError(409, 'conflict', 'This record was changed by someone else. Reload it and try again.')));
    const entry = await screen.findByRole('region', { name: 'Item entry' });
    act(() => within(itemGroup(entry, 1)).getAllByRole('radio')[0]!.focus());
    await user.keyboard('1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This assessment was changed elsewhere. Reload to see the latest version.')).toBeVisible();
    const loads = http.calls.filter((call) => call.operationId === 'assessment.loadDetails').length;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(http.calls.filter((call) => call.operationId === 'assessment.loadDetails')).toHaveLength(loads + 1));
    await waitFor(() => expect(screen.queryByText(/changed elsewhere/)).not.toBeInTheDocument());
  });

  it('lists stored reports with a plain Download link', async () => {
    start();
    const history = await screen.findByRole('region', { name: 'Report history' });
    const link = await within(history).findByRole('link', { name: 'Download' });
    expect(link).toHaveAttribute('href', '/qg-services/assessment-facade/reports/5/download');
  });
});
