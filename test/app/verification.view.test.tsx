import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { VerificationEndInput, VerificationState } from '../../src/contract/services/verification';
import { ASSESSMENT, DETAILS, IDENTITY } from './support/fixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';

let task: Task | undefined;

afterEach(() => {
  task?.cancel();
});

const BASE: VerificationState = { assessmentId: ASSESSMENT.id, assessmentVersion: 2, required: false, verified: null, session: null };
const BEGUN: VerificationState = { ...BASE, session: { begunAt: '2024-05-01T09:00:00.000Z', begunByName: 'Erin Examiner', discrepancies: null } };

/** The verification page over a fake server whose first entry is all 1s except item 5 = 3. */
function start() {
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => IDENTITY,
      'assessment.loadDetails': () => DETAILS,
      'assessment.itemEntryVerificationStatus': () => BASE,
      'assessment.itemEntryVerificationBegin': () => BEGUN,
      'assessment.itemEntryVerificationEnd': (request) => {
        const body = request.body as VerificationEndInput;
        if (body.resolutions) return { ...BASE, assessmentVersion: 3, verified: { at: '2024-05-01T09:10:00.000Z', byName: 'Erin Examiner' } };
        const second = body.secondEntry?.['phq9_5'] ?? null;
        return { ...BEGUN, session: { ...BEGUN.session!, discrepancies: [{ itemId: 'phq9_5', itemNumber: 5, firstValue: 3, secondValue: second }] } };
      },
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, `/assessments/${ASSESSMENT.id}/verify`);
  task = app.sagaTask;
  return { ...app, http };
}

jest.setTimeout(30_000);

describe('item entry verification page', () => {
  it('takes a blind second entry by keyboard, shows the discrepancy with both values and verifies after resolution', async () => {
    const user = userEvent.setup();
    const { http } = start();
    expect(await screen.findByRole('heading', { level: 1, name: 'Item entry verification — PHQ-9 — Okafor, Maya' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Begin second entry' }));

    const entry = await screen.findByRole('region', { name: 'Second entry (blind)' }, { timeout: 5000 });
    expect(within(entry).queryAllByRole('radio', { checked: true })).toHaveLength(0);
    const first = within(entry).getByRole('radiogroup', { name: /^Item 1\b/ });
    act(() => within(first).getAllByRole('radio')[0]!.focus());
    await user.keyboard('1111');
    await user.keyboard('7');
    expect(within(entry).getByRole('alert')).toHaveTextContent('Press one of 0 1 2 3 for item 5.');
    await user.keyboard('2');
    expect(within(entry).queryAllByRole('radio', { checked: true })).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Compare' }));

    const list = await screen.findByRole('region', { name: '1 discrepancy' }, { timeout: 5000 });
    const row = within(list).getByRole('row', { name: /Item 5/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', '2', expect.stringContaining('First: 3')]);
    const confirm = screen.getByRole('button', { name: 'Confirm and verify' });
    expect(confirm).toBeDisabled();
    await user.click(within(row).getByRole('radio', { name: 'Second: 2' }));
    await user.click(confirm);

    expect(await screen.findByText(/^Verified by Erin Examiner/, {}, { timeout: 5000 })).toBeInTheDocument();
    const ends = http.calls.filter((call) => call.operationId === 'assessment.itemEntryVerificationEnd').map((call) => call.request.body);
    expect(ends).toEqual([{ secondEntry: { phq9_1: 1, phq9_2: 1, phq9_3: 1, phq9_4: 1, phq9_5: 2 } }, { resolutions: { phq9_5: 2 } }]);
  });
});
