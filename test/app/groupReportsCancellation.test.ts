/**
 * Cancellation of the group reports' loads (takeLatest): the form opened last gets its comparison
 * groups and the list asked for last is the one shown, whatever order the answers arrive in.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { batches, reports } from '../../src/contract';
import type { GroupReportSummary } from '../../src/contract/reportTypes';
import { groupReportsSaga } from '../../src/app/features/groupReports/groupReportsSaga';
import {
  comparisonGroupsFailed,
  comparisonGroupsLoaded,
  groupFormOpened,
  groupListRequested,
  groupListSucceeded,
} from '../../src/app/features/groupReports/groupReportsSlice';
import { apiError, fakeIo, ioProvider } from './support/fakeIo';
import { heldHttp, putTypes, stopped, untilStopped } from './support/heldHttp';
import { testRootReducer, testState } from './support/state';
import { settle } from './support/virtualTime';

const GROUPS = reports.comparisonGroups;
const LIST = batches.groupReportList;

const summary = (id: number, title: string): GroupReportSummary => ({
  id,
  title,
  productId: 'phq9',
  productCode: 'PHQ-9',
  assessmentCount: 24,
  examineeCount: 24,
  comparisonGroupId: null,
  locale: 'en_us',
  fileName: `PHQ-9 ${title}.pdf`,
  byteSize: 40960,
  createdAt: '2024-05-01T10:00:00.000Z',
  createdByName: 'Erin Examiner',
  charge: 'usage',
});

const ADULTS = { id: 'adult', label: 'Adults', source: 'Kroenke 2001', default: true };
const ADOLESCENTS = { id: 'adolescent', label: 'Adolescents', source: 'Richardson 2010', default: false };

function setUp() {
  const server = heldHttp([GROUPS, LIST]);
  const { io } = fakeIo({ http: server.http });
  const test = expectSaga(untilStopped, groupReportsSaga).withReducer(testRootReducer(), testState()).provide([ioProvider(io)]);
  return { server, test };
}

describe('comparison groups: the form opened last', () => {
  it('reopening the form while its groups load supersedes the load: the older answer, arriving last, never lands', async () => {
    const { server, test } = setUp();
    const run = test.not.put(comparisonGroupsLoaded({ productId: 'phq9', options: [ADULTS] })).run(2000);
    test.dispatch(groupFormOpened({ productId: 'phq9' }));
    await settle();
    test.dispatch(groupFormOpened({ productId: 'phq9' }));
    await settle();
    expect(server.sent(GROUPS)).toBe(2);
    server.call(GROUPS, 1).answer([ADULTS, ADOLESCENTS]);
    await settle();
    server.call(GROUPS, 0).answer([ADULTS]);
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.groupReports.groups).toEqual({ productId: 'phq9', status: 'succeeded', options: [ADULTS, ADOLESCENTS] });
  });

  it('a form about another product cancels the first product\'s load; its failure, arriving last, is not put', async () => {
    const { server, test } = setUp();
    const run = test.run(2000);
    test.dispatch(groupFormOpened({ productId: 'phq9' }));
    await settle();
    test.dispatch(groupFormOpened({ productId: 'gad7' }));
    await settle();
    server.call(GROUPS, 1).answer([ADULTS]);
    await settle();
    server.call(GROUPS, 0).fail(apiError(503, 'unavailable', 'Down'));
    await settle();
    const { storeState, effects } = await stopped(test, run);
    expect(putTypes(effects)).toEqual([comparisonGroupsLoaded.type]);
    expect(putTypes(effects)).not.toContain(comparisonGroupsFailed.type);
    expect(storeState.groupReports.groups).toEqual({ productId: 'gad7', status: 'succeeded', options: [ADULTS] });
  });
});

describe('group report list: the list asked for last', () => {
  it('a second request supersedes the first: its older list, answering last, does not hide the new report', async () => {
    const { server, test } = setUp();
    const older = [summary(8, 'Class 4B')];
    const newer = [summary(9, 'Class 5A'), summary(8, 'Class 4B')];
    const run = test.not.put(groupListSucceeded(older)).run(2000);
    test.dispatch(groupListRequested());
    await settle();
    test.dispatch(groupListRequested());
    await settle();
    expect(server.sent(LIST)).toBe(2);
    server.call(LIST, 1).answer(newer);
    await settle();
    server.call(LIST, 0).answer(older);
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.groupReports.list.reports.map((report) => report.id)).toEqual([9, 8]);
  });
});
