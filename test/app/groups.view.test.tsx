/**
 * The groups screens through the whole app (issue #19): the group list and its create form, a
 * group's page (members, remove, staff for administrators, no changes on an archived group), "Add
 * to group" from the examinee list, and an examinee's groups on their page.
 */
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { GroupRecord } from '../../src/contract/services/groups';
import { ROLE_PERMISSIONS } from '../../src/domain/permissions';
import { EXAMINEE, IDENTITY } from './support/fixtures';
import { type FakeHandler, fakeHttp, fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

const GROUP: GroupRecord = {
  id: 5, accountId: 1, name: 'Room 3B', type: 'class', schoolYear: '2026-2027', sourcedId: null, archivedAt: null,
  memberCount: 1, staffUserIds: [9], staff: [{ id: 9, name: 'Ms. Tara Teacher' }], createdAt: '2026-09-01T08:00:00.000Z', updatedAt: '2026-09-01T08:00:00.000Z',
};
const ADMIN = { ...IDENTITY, permissions: ROLE_PERMISSIONS.accountAdministrator.map((permissionName) => ({ permissionName })) };
const READER = { ...IDENTITY, permissions: ROLE_PERMISSIONS.accountUser.map((permissionName) => ({ permissionName })) };

function start(path: string, handlers: Record<string, FakeHandler>, identity: unknown = IDENTITY) {
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => identity,
      'assessment.listGroups': () => [GROUP],
      'assessment.getGroup': () => GROUP,
      'assessment.groupMembers': () => ({ items: [EXAMINEE], total: 1, page: 1, pageSize: 25 }),
      'assessment.listExaminees': () => ({ items: [EXAMINEE], total: 1, page: 1, pageSize: 20 }),
      ...handlers,
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, path);
  task = app.sagaTask;
  return { ...app, http };
}

describe('the group list', () => {
  it('lists the groups with their type, school year, members and staff, and creates one', async () => {
    const user = userEvent.setup();
    const created = { ...GROUP, id: 7, name: 'Reading club', type: 'cohort' as const, schoolYear: '', memberCount: 0, staff: [], staffUserIds: [] };
    const { http, history } = start('/groups', { 'assessment.createGroup': () => created });
    expect(await screen.findByRole('heading', { level: 1, name: 'Groups' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Room 3B/ });
    expect(within(row).getByRole('link', { name: 'Room 3B' })).toHaveAttribute('href', '/groups/5');
    expect(within(row).getByText('Class')).toBeInTheDocument();
    expect(within(row).getByText('Ms. Tara Teacher')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New group' }));
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Enter a name for the group.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Reading club');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group type' }), 'cohort');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(history.location.pathname).toBe('/groups/7'));
    expect(http.calls.find((call) => call.operationId === 'assessment.createGroup')?.request.body).toEqual({ name: 'Reading club', type: 'cohort', schoolYear: '' });
  });

  it('offers no "New group" to an account user', async () => {
    start('/groups', {}, READER);
    await screen.findByRole('row', { name: /Room 3B/ });
    expect(screen.queryByRole('button', { name: 'New group' })).not.toBeInTheDocument();
  });
});

describe('a group page', () => {
  it('shows the members, removes one, and lets an administrator choose the staff', async () => {
    const user = userEvent.setup();
    const { http } = start(
      '/groups/5',
      {
        'assessment.removeGroupMembers': () => ({ changed: 1, group: { ...GROUP, memberCount: 0 } }),
        'assessment.accountUsers': () => [
          { id: 9, name: 'Ms. Tara Teacher', role: 'teacher', examiner: true },
          { id: 10, name: 'Mr. Theo Tutor', role: 'teacher', examiner: true },
          { id: 11, name: 'Mr. Uma User', role: 'accountUser', examiner: false },
        ],
        'assessment.setGroupStaff': () => ({ ...GROUP, staffUserIds: [9, 10], staff: [...GROUP.staff, { id: 10, name: 'Mr. Theo Tutor' }] }),
      },
      ADMIN,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Room 3B' })).toBeInTheDocument();
    const members = screen.getByRole('region', { name: 'Members' });
    expect(await within(members).findByRole('link', { name: 'Okafor, Maya' })).toHaveAttribute('href', '/examinees/12');
    await user.click(within(members).getByRole('button', { name: 'Remove Okafor, Maya from the group' }));
    expect(await screen.findByText('1 examinee removed.')).toBeInTheDocument();
    expect(http.calls.find((call) => call.operationId === 'assessment.removeGroupMembers')?.request.body).toEqual({ examineeRecordIds: [12] });

    const staff = screen.getByRole('region', { name: 'Staff' });
    await user.click(within(staff).getByRole('button', { name: 'Choose staff' }));
    await user.click(await within(staff).findByRole('checkbox', { name: 'Mr. Theo Tutor' }));
    expect(within(staff).queryByRole('checkbox', { name: 'Mr. Uma User' })).not.toBeInTheDocument();
    await user.click(within(staff).getByRole('button', { name: 'Save staff' }));
    await waitFor(() => expect(http.calls.find((call) => call.operationId === 'assessment.setGroupStaff')?.request.body).toEqual({ userIds: [9, 10] }));
  });

  it('offers no member changes on an archived group, and no staff choice to an examiner', async () => {
    start('/groups/5', { 'assessment.getGroup': () => ({ ...GROUP, archivedAt: '2026-06-30T08:00:00.000Z' }) });
    expect(await screen.findByText(/This group is archived/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore group' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add examinees' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose staff' })).not.toBeInTheDocument();
  });

  it('says a group out of reach is not available', async () => {
    start('/groups/8', { 'assessment.getGroup': () => Promise.reject(Object.assign(new Error('nf'), { info: { status: 404, code: 'notFound', message: 'x', fieldErrors: {} } })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Group not available' })).toBeInTheDocument();
  });
});

describe('Add to group from the examinee list', () => {
  it('adds the ticked examinees to the chosen group and links to it', async () => {
    const user = userEvent.setup();
    const { http } = start('/examinees', { 'assessment.addGroupMembers': () => ({ changed: 1, group: { ...GROUP, memberCount: 2 } }) });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Okafor, Maya' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Group' }), '5');
    await user.click(screen.getByRole('button', { name: 'Add to group' }));
    expect(await screen.findByText(/1 examinee added to/)).toHaveTextContent('1 examinee added to Room 3B.');
    expect(screen.getByRole('link', { name: 'Room 3B' })).toHaveAttribute('href', '/groups/5');
    expect(http.calls.find((call) => call.operationId === 'assessment.addGroupMembers')?.request).toMatchObject({ params: { groupId: 5 }, body: { examineeRecordIds: [12] } });
  });

  it('shows an examinee’s groups on their page', async () => {
    start('/examinees/12', {
      'assessment.loadExamineeAndForms': () => ({ examinee: EXAMINEE, testDate: '2024-05-01', forms: [], unavailable: [] }),
      'assessment.examineeHistory': () => [],
      'assessment.examiners': () => [],
    });
    const section = await screen.findByRole('region', { name: 'Groups' });
    expect(within(section).getByRole('link', { name: 'Room 3B' })).toHaveAttribute('href', '/groups/5');
  });
});
