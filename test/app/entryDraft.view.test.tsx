import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import { entryDraftKey } from '../../src/domain/entryDraft';
import { ASSESSMENT, DETAILS, IDENTITY, REPORT } from './support/fixtures';
import { fakeHttp, fakeIo, type MemoryStorage, memoryStorage } from './support/fakeIo';
import { renderApp } from './support/renderApp';

let tasks: Task[] = [];
afterEach(() => {
  tasks.forEach((task) => task.cancel());
  tasks = [];
});

const DRAFT_KEY = entryDraftKey(IDENTITY.userId, ASSESSMENT.id);

/** The assessment page over a fake server (version `version` of assessment 34), with the device's storage. */
function open(storage: MemoryStorage, version = 1) {
  const saves: unknown[] = [];
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => IDENTITY,
      'assessment.loadDetails': () => ({ ...DETAILS, assessment: { ...ASSESSMENT, version } }),
      'assessment.reportHistoryList': () => [REPORT],
      'assessment.save': (request: unknown) => {
        saves.push(request);
        return { ...ASSESSMENT, ...(request as { body: object }).body, version: version + 1 };
      },
    },
    appConfig,
  );
  const { io } = fakeIo({ http, storage });
  const app = renderApp(io, `/assessments/${ASSESSMENT.id}`);
  tasks.push(app.sagaTask);
  return { ...app, saves };
}

const itemGroup = (entry: HTMLElement, number: number) => within(entry).getByRole('radiogroup', { name: new RegExp(`^Item ${number}\\b`) });

async function typeResponses(keys: string) {
  const user = userEvent.setup();
  const entry = await screen.findByRole('region', { name: 'Item entry' });
  act(() => within(itemGroup(entry, 1)).getAllByRole('radio')[0]!.focus());
  await user.keyboard(keys);
  return { user, entry };
}

describe('unsaved item entry', () => {
  it('is kept on the device as it is typed and comes back after a reload, with a note, until it is saved', async () => {
    const storage = memoryStorage();
    const first = open(storage);
    await typeResponses('213');
    const draft = JSON.parse(storage.data.get(DRAFT_KEY) ?? 'null') as { responses: Record<string, number>; baseVersion: number };
    expect(draft).toMatchObject({ baseVersion: 1, responses: { phq9_1: 2, phq9_2: 1, phq9_3: 3 } });
    first.unmount();

    // The reload: a new page on the same device.
    const second = open(storage);
    const entry = await screen.findByRole('region', { name: 'Item entry' });
    expect(await screen.findByText(/Entries you typed on this device at .* and did not save are back on screen/)).toBeVisible();
    expect(within(itemGroup(entry, 3)).getByRole('radio', { name: 'Nearly every day' })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Scores' })).toHaveTextContent('Total 6');
    expect(screen.getByText('Unsaved changes.')).toBeVisible();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(second.saves).toHaveLength(1));
    expect(second.saves[0]).toMatchObject({ body: { version: 1, responses: { phq9_1: 2, phq9_2: 1, phq9_3: 3 } } });
    await waitFor(() => expect(storage.data.has(DRAFT_KEY)).toBe(false));
    expect(screen.queryByText(/back on screen/)).toBeNull();
  });

  it('is discarded on request, back to the saved assessment', async () => {
    const storage = memoryStorage();
    const first = open(storage);
    await typeResponses('21');
    first.unmount();
    open(storage);
    const entry = await screen.findByRole('region', { name: 'Item entry' });
    await screen.findByText(/back on screen/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Discard them' }));
    expect(within(itemGroup(entry, 1)).queryAllByRole('radio', { checked: true })).toHaveLength(0);
    await waitFor(() => expect(storage.data.has(DRAFT_KEY)).toBe(false));
    expect(screen.queryByText('Unsaved changes.')).toBeNull();
  });

  it('is not restored over a version saved elsewhere since, and says so', async () => {
    const storage = memoryStorage();
    const first = open(storage, 1);
    await typeResponses('33');
    first.unmount();
    open(storage, 2);
    const entry = await screen.findByRole('region', { name: 'Item entry' });
    expect(await screen.findByText(/were not restored: the assessment was saved elsewhere since then/)).toBeVisible();
    expect(within(itemGroup(entry, 1)).queryAllByRole('radio', { checked: true })).toHaveLength(0);
    expect(storage.data.has(DRAFT_KEY)).toBe(false);
  });

  it('asks before a link or Back leaves it behind, and stays when told to', async () => {
    const app = open(memoryStorage());
    const { user } = await typeResponses('2');
    const examineeLink = screen.getByRole('link', { name: 'Okafor, Maya' });

    await user.click(examineeLink);
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('The entries on this page are not saved in the assessment yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(app.history.location.pathname).toBe(`/assessments/${ASSESSMENT.id}`);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    act(() => app.history.back());
    await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(app.history.location.pathname).toBe(`/assessments/${ASSESSMENT.id}`);

    await user.click(examineeLink);
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(app.history.location.pathname).toBe(`/examinees/${DETAILS.examinee.id}`));
  });

  it('lets the page be left without a question once everything is saved', async () => {
    const app = open(memoryStorage());
    const { user } = await typeResponses('2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    await user.click(screen.getByRole('link', { name: 'Okafor, Maya' }));
    await waitFor(() => expect(app.history.location.pathname).toBe(`/examinees/${DETAILS.examinee.id}`));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
