import { expect, test } from '@playwright/test';
import { createMemoryHistory } from 'history';
import { createReduxHistoryContext } from 'redux-first-history';
import type { ActionLog } from '../../src/app/core/qa/actionLog';
import { QA_ACTION_LOG_KEY } from '../../src/app/core/qa/qaMode';
import { replayActionLog } from '../../src/app/core/qa/replay';
import { createRootReducer, type RootState } from '../../src/app/rootReducer';
import { signIn } from './support';

// QA records a browser session as a Redux DevTools export and replays it, through the reducers
// only, on a fresh store: the state must come out the same.
test('a recorded session replays to the same state on a fresh store', async ({ page }) => {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'on'), QA_ACTION_LOG_KEY);
  await signIn(page, 'examiner', 'examiner-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();

  await page.getByLabel('Search').fill('Rivera');
  await expect(page.getByRole('link', { name: 'Rivera, Alex' })).toBeVisible();
  await page.getByRole('link', { name: 'Rivera, Alex' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rivera, Alex' })).toBeVisible();
  await page.getByRole('button', { name: 'New assessment' }).click();
  await page.getByLabel('Form').selectOption({ label: 'GAD-7' });
  await page.getByRole('button', { name: 'Create assessment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'GAD-7 — Rivera, Alex' })).toBeVisible();
  await page.getByRole('region', { name: 'Item entry', exact: true }).getByRole('radiogroup', { name: /^Item 1\b/ }).getByRole('radio').first().focus();
  for (const key of ['1', '2', '3']) await page.keyboard.press(key);
  await expect(page.getByRole('region', { name: 'Scores', exact: true })).toContainText('6');

  const { log, state } = await page.evaluate(() => {
    const qa = window.qgQa;
    if (!qa) throw new Error('QA mode is not on');
    // Through JSON, as a file exported from the page would be.
    return JSON.parse(JSON.stringify({ log: qa.exportActionLog(), state: qa.getState() })) as { log: ActionLog<RootState>; state: RootState };
  });

  // The export has Redux DevTools' shape.
  expect(log.stagedActionIds.length).toBeGreaterThan(20);
  expect(log.actionsById['1']).toMatchObject({ type: 'PERFORM_ACTION', action: { type: expect.any(String) } });
  expect(log.computedStates).toHaveLength(log.stagedActionIds.length);
  const types = log.stagedActionIds.map((id) => log.actionsById[String(id)]?.action.type);
  expect(types).toContain('session/identityLoadSucceeded');
  expect(types).toContain('assessments/responseEntered');

  const { routerReducer } = createReduxHistoryContext({ history: createMemoryHistory() });
  // Compared as JSON, the form an exported state has (a key set to undefined is no key).
  const replayed = JSON.parse(JSON.stringify(replayActionLog(log, createRootReducer(routerReducer)))) as RootState;
  expect(replayed).toEqual(state);
  expect(replayed).toEqual(log.computedStates[log.currentStateIndex]?.state);
});
