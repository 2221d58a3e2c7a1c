/**
 * The group assignments panel through the real store (issue #19): the group's assignments with
 * their progress; "Assign a form": the age check table ticks the eligible members (not the one out
 * of range), and "Assign" sends them with the details; an assignment opened shows its members'
 * states, the roster sheet link, and makes the group report of the scored ones.
 */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from 'history';
import { Provider } from 'react-redux';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import { configLoadRequested } from '../../src/app/core/config/configSlice';
import { I18nProvider } from '../../src/app/core/i18n/I18nProvider';
import { GroupAssignmentsPanel } from '../../src/app/features/groupAssignments/views/GroupAssignmentsPanel';
import { CATALOGUES } from './support/catalogues';
import { createAppStore } from '../../src/app/store';
import type { GroupAgeCheckResult, GroupAssignmentDetails, GroupAssignmentSummary } from '../../src/contract/services/groupAssignments';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { ALL_FEATURES } from './support/featureRuntimes';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

const SUMMARY: GroupAssignmentSummary = {
  id: 4,
  groupId: 9,
  productId: 'who5',
  productCode: 'WHO-5',
  productName: 'WHO-5 Well-Being Index',
  plannedDate: '2026-03-03',
  mode: 'classSession',
  examinerName: 'Terry Teacher',
  validUntil: '2026-03-10T22:59:59.999Z',
  createdAt: '2026-03-01T10:00:00.000Z',
  createdByName: 'Terry Teacher',
  counts: { notStarted: 24, inProgress: 0, submitted: 0, scored: 2 },
};

const CHECK: GroupAgeCheckResult = {
  productId: 'phq9',
  plannedDate: '2026-03-01',
  ageRange: { minYears: 13, maxYears: 120 },
  retestIntervalDays: 14,
  members: [
    { examineeRecordId: 1, name: 'Ada Adult', examineeId: 'A1', birthDate: '1990-05-17', age: { years: 35, months: 9 }, standing: 'inRange', retestDate: null, eligible: true, email: 'ada@example.org' },
    { examineeRecordId: 2, name: 'Cody Child', examineeId: 'C2', birthDate: '2018-01-01', age: { years: 8, months: 2 }, standing: 'outOfRange', retestDate: null, eligible: false, email: '' },
    { examineeRecordId: 3, name: 'Rita Retest', examineeId: 'R3', birthDate: '1985-03-03', age: { years: 40, months: 11 }, standing: 'inRange', retestDate: '2026-02-25', eligible: false, email: '' },
  ],
  inRange: [1, 3],
  outOfRange: [2],
  birthDateMissing: [],
  withinRetest: [3],
  eligible: [1],
};

const DETAILS: GroupAssignmentDetails = {
  assignment: SUMMARY,
  groupName: 'Grade 3 - Room 3B',
  members: [
    { examineeRecordId: 1, name: 'Ada Adult', examineeId: 'A1', assessmentId: 70, state: 'scored', emailedTo: '' },
    { examineeRecordId: 3, name: 'Rita Retest', examineeId: 'R3', assessmentId: 71, state: 'notStarted', emailedTo: '' },
  ],
  scoredAssessmentIds: [70],
};

function start() {
  const http = fakeHttp(
    {
      'assessment.groupAssignmentList': () => [SUMMARY],
      'businessUnit.formDeliverySearch': () => [{ productId: 'phq9', code: 'PHQ-9', name: 'Patient Health Questionnaire', businessUnit: null, audience: 'clinical', deliveryModes: [], marketing: null }],
      'assessment.examiners': () => [{ userId: 5, name: 'Terry Teacher' }],
      'assessment.groupAgeCheck': () => CHECK,
      'assessment.groupAssignment': () => ({ assignment: { ...SUMMARY, id: 5, productCode: 'PHQ-9', mode: 'itemEntry', counts: { notStarted: 1, inProgress: 0, submitted: 0, scored: 0 } }, assigned: [{ examineeRecordId: 1, name: 'Ada Adult' }], withoutAddress: [] }),
      'assessment.groupAssignmentDetails': () => DETAILS,
      'assessment.groupReports': () => ({ id: 12 }),
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const { store, sagaTask } = createAppStore({ io, history: createMemoryHistory(), features: ALL_FEATURES });
  task = sagaTask;
  store.dispatch(configLoadRequested());
  render(
    <Provider store={store}>
      <I18nProvider english={CATALOGUES.en_us}>
        <GroupAssignmentsPanel groupId={9} />
      </I18nProvider>
    </Provider>,
  );
  return { http };
}

describe('the group assignments panel', () => {
  it('lists the assignments with their progress and assigns a form to the eligible members after the age check', async () => {
    const user = userEvent.setup();
    const { http } = start();
    const panel = screen.getByRole('region', { name: 'Assigned forms' });
    expect(await within(panel).findByText(/24 not started, 0 in progress, 0 submitted, 2 scored/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Assign a form' }));
    await user.selectOptions(await within(panel).findByLabelText('Form'), 'phq9');
    await user.clear(within(panel).getByLabelText('Planned date'));
    await user.type(within(panel).getByLabelText('Planned date'), '2026-03-01');
    await user.selectOptions(within(panel).getByLabelText('Examiner'), '5');
    await user.click(within(panel).getByRole('button', { name: 'Check ages' }));
    expect(await within(panel).findByRole('checkbox', { name: 'Ada Adult' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Cody Child' })).toBeDisabled();
    expect(within(panel).getByRole('checkbox', { name: 'Rita Retest' })).not.toBeChecked();
    expect(within(panel).getByText(/within the retest interval/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Assign to 1 member' }));
    expect(await within(panel).findByText('The form was assigned to 1 member.')).toBeInTheDocument();
    expect(http.calls.find((call) => call.operationId === 'assessment.groupAssignment')?.request).toMatchObject({
      params: { groupId: 9 },
      body: { productId: 'phq9', plannedDate: '2026-03-01', examinerId: 5, mode: 'itemEntry', memberIds: [1], retestConfirmed: [] },
    });
  });

  it('sends remote links to the examiner, who rates each member, when asked', async () => {
    const user = userEvent.setup();
    const { http } = start();
    const panel = screen.getByRole('region', { name: 'Assigned forms' });
    await user.click(await within(panel).findByRole('button', { name: 'Assign a form' }));
    await user.selectOptions(await within(panel).findByLabelText('Form'), 'phq9');
    await user.selectOptions(within(panel).getByLabelText('Examiner'), '5');
    expect(within(panel).queryByRole('group', { name: 'Send the links to' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('radio', { name: 'Remote links by e-mail' }));
    const recipients = within(panel).getByRole('group', { name: 'Send the links to' });
    expect(within(recipients).getByRole('radio', { name: 'Each member, at their e-mail address' })).toBeChecked();
    await user.click(within(recipients).getByRole('radio', { name: 'The examiner, who rates each member' }));
    await user.click(within(panel).getByRole('button', { name: 'Check ages' }));
    await within(panel).findByRole('checkbox', { name: 'Ada Adult' });
    await user.click(within(panel).getByRole('button', { name: 'Assign to 1 member' }));
    await within(panel).findByText('The form was assigned to 1 member.');
    expect(http.calls.find((call) => call.operationId === 'assessment.groupAssignment')?.request).toMatchObject({
      body: { mode: 'remoteLinks', examinerId: 5, recipient: 'rater', raterUserId: 5, respondent: 'teacher' },
    });
  });

  it('opens an assignment with its members, the roster sheet and the group report of the scored ones', async () => {
    const user = userEvent.setup();
    const { http } = start();
    const panel = screen.getByRole('region', { name: 'Assigned forms' });
    await user.click(await within(panel).findByRole('button', { name: 'Show members' }));
    expect(await within(panel).findByRole('link', { name: 'Ada Adult' })).toHaveAttribute('href', '/assessments/70');
    expect(within(panel).getByText('Not started')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Download the roster sheet (PDF)' }).getAttribute('href')).toContain('/assessment-facade/group-assignments/4/roster-sheet');
    await user.click(within(panel).getByRole('button', { name: 'Group report of the scored ones' }));
    expect(await within(panel).findByRole('link', { name: 'Download the group report' })).toHaveAttribute('href', expect.stringContaining('/group-reports/12/download'));
    expect(http.calls.find((call) => call.operationId === 'assessment.groupReports')?.request).toMatchObject({ body: { productId: 'who5', selection: { kind: 'assessments', assessmentIds: [70] } } });
  });
});
