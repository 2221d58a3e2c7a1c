import { expectSaga } from 'redux-saga-test-plan';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_URL } from '../../src/app/core/config/configApi';
import { CONFIG_LOAD_ERROR, loadConfig } from '../../src/app/core/config/configSaga';
import { selectHelpLink, selectLegacyLinks, selectLoginUrl, selectLogoutUrl, selectServicesBaseUrl, selectUserMenuLinks } from '../../src/app/core/config/configSelectors';
import { configLoadFailed, configLoadRequested, configLoadSucceeded, configReducer } from '../../src/app/core/config/configSlice';
import { DEFAULT_LEGACY } from '../../src/contract/legacyPages';
import { SCREENS } from '../../src/contract';
import type { AppConfig } from '../../src/contract/appConfig';
import { fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';
import appConfig from '../../config/config.json';

const CONFIG = appConfig as AppConfig;

describe('config reducer', () => {
  it('tracks the load and keeps the configuration', () => {
    let state = configReducer(undefined, configLoadRequested());
    expect(state.status).toBe('loading');
    state = configReducer(state, configLoadSucceeded(CONFIG));
    expect(state).toEqual({ status: 'succeeded', value: CONFIG });
  });

  it('continues with an empty configuration after a failure', () => {
    const state = configReducer({ status: 'succeeded', value: CONFIG }, configLoadFailed());
    expect(state).toEqual({ status: 'failed', value: {} });
  });
});

describe('config selectors', () => {
  it('build the services base URL and the legacy login and logout pages', () => {
    const state = testState({ config: { status: 'succeeded', value: CONFIG } });
    expect(selectServicesBaseUrl(state)).toBe('/qg-services');
    expect(selectLoginUrl(state)).toBe('/legacy/login?pageRefresh=true');
    expect(selectLogoutUrl(state)).toBe('/legacy/logout?pageRefresh=true');
  });

  it('fall back to defaults when the configuration is empty', () => {
    const state = testState({ config: { status: 'failed', value: {} } });
    expect(selectServicesBaseUrl(state)).toBe('/qg-services');
    expect(selectLoginUrl(state)).toBe('/legacy/login?pageRefresh=true');
  });

  it('build every legacy link from qgLegacy, each with the page-refresh flag', () => {
    const qgLegacy = { ...DEFAULT_LEGACY, baseUrl: 'https://legacy.example.org/qg', pageRefreshParam: 'refresh' };
    const state = testState({ config: { status: 'succeeded', value: { ...CONFIG, qgLegacy } } });
    expect(selectLegacyLinks(state)).toEqual({
      home: 'https://legacy.example.org/qg/home?refresh=true',
      myAccountSettings: 'https://legacy.example.org/qg/my-account?refresh=true',
      manageAccounts: 'https://legacy.example.org/qg/manage-accounts?refresh=true',
      resourceLibrary: 'https://legacy.example.org/qg/resource-library?refresh=true',
      notifications: 'https://legacy.example.org/qg/notifications?refresh=true',
      feedback: 'https://legacy.example.org/qg/feedback?refresh=true',
      help: 'https://legacy.example.org/qg/help/index.html?refresh=true',
    });
    expect(selectLogoutUrl(state)).toBe('https://legacy.example.org/qg/logout?refresh=true');
  });

  it("link Help to the help of the screen the user is on, and the index elsewhere", () => {
    const on = (path: string, value: AppConfig = CONFIG) => selectHelpLink(testState({ config: { status: 'succeeded', value } }, path), SCREENS);
    expect(on('/examinees')).toBe('/legacy/help/examinees.html?pageRefresh=true#examinee-list');
    expect(on('/examinees/new')).toBe('/legacy/help/examinees.html?pageRefresh=true#new-examinee');
    expect(on('/examinees/12')).toBe('/legacy/help/examinees.html?pageRefresh=true#examinee-page');
    expect(on('/assessments/40/verify')).toBe('/legacy/help/assessment.html?pageRefresh=true#verification');
    expect(on('/assessments/40')).toBe('/legacy/help/assessment.html?pageRefresh=true#assessment-page');
    expect(on('/nowhere')).toBe('/legacy/help/index.html?pageRefresh=true');
    const qgLegacy = { ...DEFAULT_LEGACY, baseUrl: 'https://legacy.example.org/qg', pages: { ...DEFAULT_LEGACY.pages, help: '/docs/help/start.html' } };
    expect(on('/licenses', { ...CONFIG, qgLegacy })).toBe('https://legacy.example.org/qg/docs/help/administration.html?pageRefresh=true#licenses');
  });

  it('name the current screen in the feedback link', () => {
    expect(selectUserMenuLinks(testState({ config: { status: 'succeeded', value: CONFIG } }, '/assessments/40')).feedback).toBe('/legacy/feedback?pageRefresh=true&screen=%2Fassessments%2F40');
  });

  it('put the services host in front of the context root', () => {
    const state = testState({ config: { status: 'succeeded', value: { qgServices: { host: 'https://api.example.org', contextRoot: '/svc' } } } });
    expect(selectServicesBaseUrl(state)).toBe('https://api.example.org/svc');
  });
});

describe('loadConfig saga', () => {
  afterEach(() => jest.restoreAllMocks());

  it('loads config.json into the state', async () => {
    const { io } = fakeIo({ http: fakeHttp({}, CONFIG) });
    const result = await expectSaga(loadConfig)
      .provide([ioProvider(io)])
      .withReducer(testRootReducer())
      .put(configLoadSucceeded(CONFIG))
      .run();
    expect(result.storeState.config).toEqual({ status: 'succeeded', value: CONFIG });
  });

  it("logs exactly 'Could not load config.json' on failure and continues with {}", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { io } = fakeIo({ http: fakeHttp({}, new TypeError('Failed to fetch')) });
    const result = await expectSaga(loadConfig)
      .provide([ioProvider(io)])
      .withReducer(testRootReducer())
      .put(configLoadFailed())
      .run();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Could not load config.json');
    expect(CONFIG_LOAD_ERROR).toBe('Could not load config.json');
    expect(result.storeState.config).toEqual({ status: 'failed', value: {} });
  });

  it('finds its request preloaded by the page, at the address it fetches and in the mode of a plain fetch', () => {
    // A preload the fetch does not match would download config.json twice.
    const page = readFileSync(path.join(__dirname, '../../src/app/index.html'), 'utf8');
    expect(page).toContain(`<link rel="preload" href="${CONFIG_URL}" as="fetch" crossorigin="anonymous" />`);
  });

  it('treats a document that is not an object as a failure', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { io } = fakeIo({ http: fakeHttp({}, ['not', 'a', 'config']) });
    await expectSaga(loadConfig).provide([ioProvider(io)]).put(configLoadFailed()).run();
  });
});
