/**
 * The layout's links (core/layout/ShellLink.tsx): a plain click follows the route inside the SPA by
 * dispatching `push`; a click meant for a new tab or window is left to the browser.
 */
import '@testing-library/jest-dom';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import { ROLE_PERMISSIONS } from '../../src/domain/permissions';
import { IDENTITY } from './support/fixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());

function renderExaminees() {
  const identity = { ...IDENTITY, permissions: ROLE_PERMISSIONS.examiner.map((permissionName) => ({ permissionName })) };
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => identity,
      'assessment.listExaminees': () => ({ items: [], total: 0, page: 1, pageSize: 20 }),
      'assessment.listGroups': () => [],
    },
    appConfig,
  );
  const rendered = renderApp(fakeIo({ http }).io, '/examinees');
  task = rendered.sagaTask;
  return rendered.store;
}

describe("the layout's links", () => {
  it('follow a route of the SPA on a plain click, with the link marked as the current page', async () => {
    const store = renderExaminees();
    const groups = await screen.findByRole('link', { name: 'Groups' });
    expect(groups).toHaveAttribute('href', '/groups');
    await userEvent.setup().click(groups);
    expect(store.getState().router.location?.pathname).toBe('/groups');
    expect(await screen.findByRole('link', { name: 'Groups' })).toHaveAttribute('aria-current', 'page');
  });

  it('leave a click with a modifier key (a new tab or window) to the browser', async () => {
    const store = renderExaminees();
    const groups = await screen.findByRole('link', { name: 'Groups' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      // Not prevented: the browser opens the address itself.
      expect(fireEvent.click(groups, modifier)).toBe(true);
    }
    expect(fireEvent.click(groups, { button: 1 })).toBe(true);
    expect(store.getState().router.location?.pathname).toBe('/examinees');
  });
});
