import { expectSaga } from 'redux-saga-test-plan';
import { viewTypesSaga } from '../../src/app/core/viewTypes/viewTypesSaga';
import { selectViewType } from '../../src/app/core/viewTypes/viewTypesSelectors';
import { viewTypeChosen, viewTypesRestored } from '../../src/app/core/viewTypes/viewTypesSlice';
import { loggedOut } from '../../src/app/core/session/sessionSlice';
import { VIEW_TYPE_PREFERENCES_COOKIE } from '../../src/contract/cookies';
import { fakeIo, ioProvider, memoryCookies } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';

describe('the viewTypePreferences cookie', () => {
  it('restores each view’s choice at start, list by default', async () => {
    const cookies = memoryCookies({ [VIEW_TYPE_PREFERENCES_COOKIE]: '{"examinees":"grid"}' });
    const { storeState } = await expectSaga(viewTypesSaga)
      .withReducer(testRootReducer(), testState())
      .provide([ioProvider(fakeIo({ cookies }).io)])
      .put(viewTypesRestored({ examinees: 'grid' }))
      .silentRun(20);
    expect(selectViewType(storeState, 'examinees')).toBe('grid');
    expect(selectViewType(storeState, 'reports')).toBe('list');
  });

  it('ignores a damaged cookie', async () => {
    const cookies = memoryCookies({ [VIEW_TYPE_PREFERENCES_COOKIE]: '{oops' });
    await expectSaga(viewTypesSaga).withReducer(testRootReducer(), testState()).provide([ioProvider(fakeIo({ cookies }).io)]).put(viewTypesRestored({})).silentRun(20);
  });

  it('writes every view’s choice, valid 20 years, on each choice', async () => {
    const cookies = memoryCookies({ [VIEW_TYPE_PREFERENCES_COOKIE]: '{"reports":"grid"}' });
    await expectSaga(viewTypesSaga)
      .withReducer(testRootReducer(), testState())
      .provide([ioProvider(fakeIo({ cookies }).io)])
      .dispatch(viewTypeChosen({ view: 'examinees', viewType: 'grid' }))
      .silentRun(20);
    expect(cookies.data.get(VIEW_TYPE_PREFERENCES_COOKIE)).toEqual({
      value: '{"reports":"grid","examinees":"grid"}',
      expiresAt: '2044-05-01T09:00:00.000Z',
    });
  });

  it('outlives sign-out: the choice belongs to the browser', () => {
    const reducer = testRootReducer();
    const chosen = reducer(testState(), viewTypeChosen({ view: 'examinees', viewType: 'grid' }));
    expect(selectViewType(reducer(chosen, loggedOut()), 'examinees')).toBe('grid');
  });
});
