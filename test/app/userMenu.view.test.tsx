import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import { ROLE_PERMISSIONS, type RoleName } from '../../src/domain/permissions';
import { IDENTITY } from './support/fixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());

async function openMenu(role: RoleName) {
  const identity = { ...IDENTITY, permissions: ROLE_PERMISSIONS[role].map((permissionName) => ({ permissionName })) };
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => identity,
      'assessment.listExaminees': () => ({ items: [], total: 0, page: 1, pageSize: 20 }),
    },
    appConfig,
  );
  task = renderApp(fakeIo({ http }).io, '/examinees').sagaTask;
  const user = userEvent.setup();
  // Outside the open menu the page is hidden from assistive technology, so the header links first.
  expect(await screen.findByRole('link', { name: 'Home' })).toHaveAttribute('href', '/legacy/home?pageRefresh=true');
  // Help opens the help of the screen the user is on.
  expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/legacy/help/examinees.html?pageRefresh=true#examinee-list');
  await user.click(await screen.findByRole('button', { name: /Erin Examiner/ }));
  return within(await screen.findByRole('dialog', { name: 'User menu' }));
}

describe('the user menu', () => {
  it('links an account administrator to every legacy page, each with the page-refresh flag', async () => {
    const menu = await openMenu('accountAdministrator');
    const links = menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['My account settings', '/legacy/my-account?pageRefresh=true'],
      ['Manage accounts', '/legacy/manage-accounts?pageRefresh=true'],
      ['Resource library', '/legacy/resource-library?pageRefresh=true'],
      ['Notifications', '/legacy/notifications?pageRefresh=true'],
      // Feedback names the screen it was opened from.
      ['Feedback', '/legacy/feedback?pageRefresh=true&screen=%2Fexaminees'],
    ]);
  });

  it('shows only the pages an examiner may use: no account management', async () => {
    const menu = await openMenu('examiner');
    expect(menu.queryByRole('link', { name: 'Manage accounts' })).not.toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Resource library' })).toBeInTheDocument();
  });
});
