/**
 * The back office's platform configuration in the SPA: the reducer (a read or a save gives a fresh
 * draft of the current version; sign-out forgets it), the draft's check against the schema, the
 * diff of two versions, and the sagas (redux-saga-test-plan): read, save from the draft's version,
 * a draft that breaks the schema never sent, a stale save's 409, a rollback, and reading only the
 * versions a comparison lacks.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { loggedOut } from '../../src/app/core/session/sessionSlice';
import { diffConfigs } from '../../src/app/features/platformConfiguration/platformConfigurationDiff';
import { loadCompared, loadConfig, rollBack, saveConfig } from '../../src/app/features/platformConfiguration/platformConfigurationSaga';
import { selectDraftChanged, selectDraftCheck } from '../../src/app/features/platformConfiguration/platformConfigurationSelectors';
import {
  compareRequested,
  configChangeFailed,
  configChanged,
  configSaveRequested,
  configSucceeded,
  draftChanged,
  draftReset,
  platformConfigurationReducer,
  rollbackRequested,
  versionsSucceeded,
} from '../../src/app/features/platformConfiguration/platformConfigurationSlice';
import { formatAppConfig } from '../../src/domain/appConfigFormat';
import { AT_VERSION_2, CHANGED, REASON, ROLLED_BACK, SHIPPED, VERSION_1_READ } from './platformConfigurationFixtures';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';

const loaded = () => platformConfigurationReducer(undefined, configSucceeded(AT_VERSION_2));
const withDraft = (text: string) => testState({ platformConfiguration: platformConfigurationReducer(loaded(), draftChanged(text)) });

describe('platform configuration reducer and selectors', () => {
  it('puts the current version into the editor, made from that version, and keeps its content', () => {
    const state = loaded();
    expect(state.draft).toEqual({ text: formatAppConfig(CHANGED), basedOnVersion: 2 });
    expect(state.versions.byNumber[2]?.config).toEqual(CHANGED);
  });

  it('checks the draft against the schema and says whether it changes anything', () => {
    const unchanged = testState({ platformConfiguration: loaded() });
    expect(selectDraftCheck(unchanged).ok).toBe(true);
    expect(selectDraftChanged(unchanged)).toBe(false);
    const broken = withDraft(formatAppConfig({ ...CHANGED, qosa: { url: 'osa' } }));
    expect(selectDraftCheck(broken)).toEqual({ ok: false, problems: [{ path: 'qosa.url', message: expect.stringContaining('Enter a path') }] });
    expect(selectDraftCheck(withDraft('{ "qosa": '))).toEqual({ ok: false, problems: [{ path: '', message: 'This is not valid JSON.' }] });
    expect(selectDraftChanged(withDraft(formatAppConfig(SHIPPED)))).toBe(true);
  });

  it('undoes the edits, takes a saved version as the new draft, and forgets everything on sign-out', () => {
    let state = platformConfigurationReducer(loaded(), draftChanged('{}'));
    state = platformConfigurationReducer(state, draftReset());
    expect(state.draft.text).toBe(formatAppConfig(CHANGED));
    state = platformConfigurationReducer(state, configChanged(ROLLED_BACK));
    expect(state.draft).toEqual({ text: formatAppConfig(SHIPPED), basedOnVersion: 3 });
    expect(state.change.status).toBe('succeeded');
    expect(platformConfigurationReducer(state, loggedOut())).toEqual(platformConfigurationReducer(undefined, { type: '@@init' }));
  });
});

describe('the diff of two versions', () => {
  it('marks the added and removed lines, with their numbers in each version', () => {
    const diff = diffConfigs(SHIPPED, CHANGED);
    expect(diff).toMatchObject({ added: 1, removed: 1 });
    expect(diff.lines.filter((line) => line.kind !== 'same')).toEqual([
      { kind: 'removed', text: '      "warningLeadSeconds": 120,', oldNumber: 22, newNumber: null },
      { kind: 'added', text: '      "warningLeadSeconds": 300,', oldNumber: null, newNumber: 22 },
    ]);
    expect(diff.lines).toHaveLength(formatAppConfig(SHIPPED).split('\n').length + 1);
    expect(diffConfigs(SHIPPED, SHIPPED)).toMatchObject({ added: 0, removed: 0 });
  });
});

describe('platform configuration sagas', () => {
  it('reads the current configuration', async () => {
    const http = fakeHttp({ 'backOffice.readJsonConfig': () => AT_VERSION_2 });
    const { io } = fakeIo({ http });
    await expectSaga(loadConfig).withState(testState()).provide([ioProvider(io)]).put(configSucceeded(AT_VERSION_2)).run();
    expect(http.calls[0]?.request).toEqual({ query: {} });
  });

  it('saves the draft from its version, with the reason and an Idempotency-Key', async () => {
    const http = fakeHttp({ 'backOffice.updateJsonConfig': () => ROLLED_BACK });
    const { io } = fakeIo({ http });
    await expectSaga(saveConfig, configSaveRequested({ reason: REASON }))
      .withReducer(testRootReducer(), withDraft(formatAppConfig(SHIPPED)))
      .provide([ioProvider(io)])
      .put(configChanged(ROLLED_BACK))
      .run();
    expect(http.calls[0]?.request).toEqual({ body: { reason: REASON, config: SHIPPED, basedOnVersion: 2 }, idempotencyKey: 'uuid-1' });
  });

  it('never sends a draft that breaks the schema', async () => {
    const http = fakeHttp({});
    const { io } = fakeIo({ http });
    await expectSaga(saveConfig, configSaveRequested({ reason: REASON }))
      .withState(withDraft('{ "colour": "blue" }'))
      .provide([ioProvider(io)])
      .put.like({ action: { type: configChangeFailed.type, payload: { code: 'validation', message: 'This key is not part of config.json.' } } })
      .run();
    expect(http.calls).toEqual([]);
  });

  it('reports a save made from a version that is no longer current (409)', async () => {
    const stale = apiError(409, 'conflict', 'The configuration was changed meanwhile: version 3 is the current one.');
    const { io } = fakeIo({ http: fakeHttp({ 'backOffice.updateJsonConfig': () => Promise.reject(stale) }) });
    await expectSaga(saveConfig, configSaveRequested({ reason: REASON }))
      .withState(withDraft(formatAppConfig(SHIPPED)))
      .provide([ioProvider(io)])
      .put(configChangeFailed(stale.info))
      .run();
  });

  it('rolls back by asking for an older version’s content, from the current version', async () => {
    const http = fakeHttp({ 'backOffice.updateJsonConfig': () => ROLLED_BACK });
    const { io } = fakeIo({ http });
    await expectSaga(rollBack, rollbackRequested({ version: 1, reason: REASON }))
      .withState(testState({ platformConfiguration: loaded() }))
      .provide([ioProvider(io)])
      .put(configChanged(ROLLED_BACK))
      .run();
    expect(http.calls[0]?.request).toMatchObject({ body: { reason: REASON, restoreVersion: 1, basedOnVersion: 2 } });
  });

  it('reads only the compared versions it does not have yet', async () => {
    const http = fakeHttp({ 'backOffice.readJsonConfig': () => VERSION_1_READ });
    const { io } = fakeIo({ http });
    await expectSaga(loadCompared, compareRequested({ from: 1, to: 2 }))
      .withState(testState({ platformConfiguration: loaded() }))
      .provide([ioProvider(io)])
      .put(versionsSucceeded([VERSION_1_READ.version]))
      .run();
    expect(http.calls.map((call) => call.request)).toEqual([{ query: { version: 1 } }]);
  });
});
