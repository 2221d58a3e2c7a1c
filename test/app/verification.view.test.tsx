import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { VerificationEndInput, VerificationState } from '../../src/contract/services/verification';
import orfJson from '../../config/products/orf.json';
import type { AssessmentDetails } from '../../src/contract/types';
import { parseProductDefinition } from '../../src/domain/product/productSchema';
import { ASSESSMENT, DETAILS, IDENTITY } from './support/fixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';

let task: Task | undefined;

afterEach(() => {
  task?.cancel();
});

const BASE: VerificationState = { assessmentId: ASSESSMENT.id, assessmentVersion: 2, required: false, verified: null, session: null };
const BEGUN: VerificationState = { ...BASE, session: { begunAt: '2024-05-01T09:00:00.000Z', begunByName: 'Erin Examiner', discrepancies: null } };

const orf = parseProductDefinition(orfJson);
if (!orf.ok) throw new Error(orf.error.message);

/** The verification page over a fake server whose first entry is all 1s except item 5 = 3 (a PHQ-9 unless told). */
function start(details: AssessmentDetails = DETAILS) {
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => IDENTITY,
      'assessment.loadDetails': () => details,
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

  it('keeps a typed count exactly as typed, says why it is refused, and compares only once it is fixed', async () => {
    const user = userEvent.setup();
    const { http } = start({ ...DETAILS, assessment: { ...ASSESSMENT, productId: 'orf' }, product: orf.value });
    await user.click(await screen.findByRole('button', { name: 'Begin second entry' }, { timeout: 10_000 }));
    const entry = await screen.findByRole('region', { name: 'Second entry (blind)' }, { timeout: 5000 });
    const [wordsRead, errors] = within(entry).getAllByRole('textbox');
    await user.type(wordsRead!, '12.5');
    await user.type(errors!, '3');

    expect(wordsRead).toHaveValue('12.5');
    expect(wordsRead).toHaveAccessibleDescription(expect.stringContaining('Item 1 is not a whole number. Type a whole number from 0 to 400.'));
    const compare = screen.getByRole('button', { name: 'Compare' });
    expect(compare).toBeDisabled();
    expect(screen.getByText('Correct the number typed in item 1 before comparing.')).toBeVisible();

    await user.clear(wordsRead!);
    await user.type(wordsRead!, '125');
    expect(compare).toBeEnabled();
    await user.click(compare);
    await screen.findByRole('region', { name: '1 discrepancy' }, { timeout: 5000 });
    const ends = http.calls.filter((call) => call.operationId === 'assessment.itemEntryVerificationEnd').map((call) => call.request.body);
    expect(ends).toEqual([{ secondEntry: { wordsRead: 125, errors: 3 } }]);
  });
});
