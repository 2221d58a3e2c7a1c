/**
 * The value lists slice (core/valueLists): one fetch per list and language, kept in the store;
 * a failed list is tried again when a picker asks once more, and a change of language fetches
 * the list labelled in the new one.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { loadValueList } from '../../src/app/core/valueLists/valueListsSaga';
import { selectValueListOptions } from '../../src/app/core/valueLists/valueListsSelectors';
import { valueListFailed, valueListLoaded, valueListLoading, valueListNeeded, valueListsReducer } from '../../src/app/core/valueLists/valueListsSlice';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';

const SEASONS = [
  { code: 'fall', label: 'Fall', order: 10 },
  { code: 'winter', label: 'Winter', order: 20 },
  { code: 'spring', label: 'Spring', order: 30 },
];

describe('value lists saga', () => {
  it('fetches a list once, then the store answers it', async () => {
    const http = fakeHttp({ 'util.domainByType': () => SEASONS });
    const { io } = fakeIo({ http });
    const result = await expectSaga(loadValueList, valueListNeeded({ type: 'season', locale: 'en_us' }))
      .withReducer(testRootReducer(), testState())
      .provide([ioProvider(io)])
      .put(valueListLoading({ type: 'season', locale: 'en_us' }))
      .put(valueListLoaded({ type: 'season', locale: 'en_us', options: SEASONS }))
      .run();
    expect(http.calls.map((call) => call.request)).toEqual([{ params: { type: 'season' } }]);
    expect(selectValueListOptions(result.storeState, 'season')).toEqual(SEASONS);

    await expectSaga(loadValueList, valueListNeeded({ type: 'season', locale: 'en_us' }))
      .withState(result.storeState)
      .provide([ioProvider(io)])
      .not.put.actionType(valueListLoading.type)
      .run();
    expect(http.calls).toHaveLength(1);
  });

  it('fetches the list again in another language', async () => {
    const http = fakeHttp({ 'util.domainByType': () => SEASONS.map((season) => ({ ...season, label: `${season.label} (de)` })) });
    const { io } = fakeIo({ http });
    const loaded = valueListsReducer(undefined, valueListLoaded({ type: 'season', locale: 'en_us', options: SEASONS }));
    await expectSaga(loadValueList, valueListNeeded({ type: 'season', locale: 'de_de' }))
      .withState(testState({ valueLists: loaded }))
      .provide([ioProvider(io)])
      .put(valueListLoading({ type: 'season', locale: 'de_de' }))
      .run();
    expect(http.calls).toHaveLength(1);
  });

  it('keeps a failure as data, and tries again when asked once more', async () => {
    const down = apiError(503, 'unavailable', 'The service is unavailable.');
    const { io } = fakeIo({ http: fakeHttp({ 'util.domainByType': () => Promise.reject(down) }) });
    const result = await expectSaga(loadValueList, valueListNeeded({ type: 'sex', locale: 'en_us' }))
      .withReducer(testRootReducer(), testState())
      .provide([ioProvider(io)])
      .put(valueListFailed({ type: 'sex', locale: 'en_us', error: down.info }))
      .run();
    expect(selectValueListOptions(result.storeState, 'sex')).toEqual([]);
    await expectSaga(loadValueList, valueListNeeded({ type: 'sex', locale: 'en_us' }))
      .withState(result.storeState)
      .provide([ioProvider(io)])
      .put(valueListLoading({ type: 'sex', locale: 'en_us' }))
      .run();
  });
});
