/**
 * Features' sagas load with their screens (src/app/core/feature): the store starts with every
 * slice and the core's sagas; opening a screen loads its feature and the features it uses, starts
 * their sagas, and the screen then works as before.
 */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import type { Task } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import { featuresAt, featuresWithUses, routeAt } from '../../src/app/core/feature/featureLoading';
import { requestFeaturesOfFirstPage } from '../../src/app/core/feature/featuresSaga';
import { featuresRequested } from '../../src/app/core/feature/featuresSlice';
import type { RootState } from '../../src/app/rootReducer';
import { testState } from './support/state';
import { FEATURES } from '../../src/app/features';
import { EXAMINEE } from './support/fixtures';
import { fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';
import { examinerHttp } from './support/examinerHttp';

let task: Task | undefined;
afterEach(() => task?.cancel());

describe('which features a screen needs', () => {
  it('is its route\'s feature and, transitively, what that uses, each once', () => {
    const needed = featuresWithUses(FEATURES, ['examinees']);
    expect(needed[0]).toBe('examinees');
    // examinees uses assessments, which uses reports, which uses assessments again.
    expect(needed).toEqual(expect.arrayContaining(['assessments', 'reports', 'groups', 'groupAssignments']));
    expect(new Set(needed).size).toBe(needed.length);
  });

  it('follows the route table: the examinee import is the roster imports\' screen, not an examinee\'s page', () => {
    expect(featuresAt(FEATURES, '/examinees/import')[0]).toBe('rosterImports');
    expect(featuresAt(FEATURES, '/examinees/12')[0]).toBe('examinees');
    expect(featuresAt(FEATURES, '/')).toEqual([]);
    expect(featuresAt(FEATURES, '/no-such-screen')).toEqual([]);
  });

  it('finds the route the route view shows, so its page can load ahead of it', () => {
    expect(routeAt(FEATURES, '/examinees/import')?.screen.pattern).toBe('/examinees/import');
    expect(routeAt(FEATURES, '/examinees/12')?.screen.pattern).toBe('/examinees/:examineeRecordId');
    expect(routeAt(FEATURES, '/no-such-screen')).toBeNull();
  });

  it("downloads the first page's chunk at start, beside its features, and leaves a failure to the page", async () => {
    const preload = jest.fn(() => Promise.reject(new Error('offline')));
    const modules = [{ name: 'examinees', uses: [], load: jest.fn(), routes: [{ screen: { pattern: '/examinees' }, preload }] }];
    const state = testState();
    const atExaminees = { ...state, router: { ...state.router, location: { ...state.router.location, pathname: '/examinees' } } } as RootState;
    await expectSaga(requestFeaturesOfFirstPage, modules).withState(atExaminees).put(featuresRequested({ names: ['examinees'] })).silentRun(20);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('refuses a feature name that is not in the list', () => {
    expect(() => featuresWithUses(FEATURES, ['nothing'])).toThrow('No feature is named nothing.');
  });
});

describe('a screen opened in a fresh store', () => {
  it('has every slice from the start, loads its features, starts their sagas, and shows the screen', async () => {
    const http = examinerHttp();
    const app = renderApp(fakeIo({ http }).io, '/examinees', { lazyFeatures: true });
    task = app.sagaTask;
    // The state's shape does not wait for the screen (a recorded log replays on a fresh store)...
    expect(app.store.getState().examinees.list.status).toBe('idle');
    expect(app.store.getState()).toHaveProperty('backOffice');
    // ...only the sagas do.
    expect(app.store.getState().features.loaded).toEqual([]);
    // Loading the chunks is slow under jest (each module is compiled on first use): a patient wait.
    expect(await screen.findByRole('heading', { level: 1, name: 'Examinees' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(app.store.getState().features.loaded).toEqual(expect.arrayContaining(featuresWithUses(FEATURES, ['examinees'])));
    expect(app.store.getState().features.loaded).not.toContain('backOffice');
    // The examinees saga ran: the list was asked for and is in the feature's slice.
    expect(await screen.findByText(new RegExp(EXAMINEE.lastName), {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(app.store.getState().examinees.list.status).toBe('succeeded');
    expect(http.calls.filter((call) => call.operationId === 'assessment.listExaminees')).toHaveLength(1);
  }, 60_000);
});
