/**
 * The product configuration in the SPA (issue #17): the reducer's state machine and the sagas
 * (redux-saga-test-plan) for the dashboard, a product, the import (which opens the product), a
 * part's change with its revision and reason, the decisions, the preview, and their refusals.
 */
import { push } from 'redux-first-history';
import { expectSaga } from 'redux-saga-test-plan';
import { loggedOut } from '../../src/app/core/session/sessionSlice';
import { decide, importProduct, loadCatalogue, loadDashboard, loadProduct, openImportedProduct, preview, savePart, createDraft } from '../../src/app/features/productConfiguration/productConfigurationSaga';
import { partOfParam } from '../../src/app/features/productConfiguration/partParam';
import { selectExportUrl, selectStaleDraft } from '../../src/app/features/productConfiguration/productConfigurationSelectors';
import {
  catalogueFailed,
  catalogueRequested,
  catalogueSucceeded,
  changeFailed,
  changeSucceeded,
  dashboardRequested,
  dashboardSucceeded,
  decisionRequested,
  importRequested,
  newDraftRequested,
  partSaveRequested,
  previewFailed,
  previewRequested,
  previewSucceeded,
  productConfigurationReducer,
  productFailed,
  productImported,
  productRequested,
  productSucceeded,
} from '../../src/app/features/productConfiguration/productConfigurationSlice';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import { PHQ9_FAILING_DRAFT, PHQ9_FIXED_DRAFT, PHQ9_PUBLISHED_V2, PHQ9_RENAMED_BAND, PHQ9_ROW, PRODUCT_REASON } from './productConfigurationFixtures';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testState } from './support/state';

const withState = (productConfiguration = productConfigurationReducer(undefined, { type: '@@init' })) => testState({ productConfiguration });
const CONTEXT = { demographics: { birthDate: null, sex: null }, administration: {}, testDate: '2026-11-01' };

describe('product configuration reducer and selectors', () => {
  it('keeps the product on screen while it reloads, and drops another product’s', () => {
    let state = productConfigurationReducer(undefined, productSucceeded(PHQ9_FAILING_DRAFT));
    state = productConfigurationReducer(state, productRequested({ productId: 'phq9' }));
    expect(state.product).toEqual({ status: 'loading', error: null, details: PHQ9_FAILING_DRAFT });
    expect(productConfigurationReducer(state, productRequested({ productId: 'gad7' })).product.details).toBeNull();
  });

  it('shows a change’s answer as the product, says when the draft was stale, and forgets everything on sign-out', () => {
    let state = productConfigurationReducer(undefined, partSaveRequested({ productId: 'phq9', part: 'scoring', revision: 1, reason: PRODUCT_REASON, fields: {} }));
    expect(state.change).toEqual({ status: 'loading', error: null, kind: 'part', part: 'scoring' });
    const stale = apiError(409, 'conflict', 'The draft changed.').info;
    state = productConfigurationReducer(state, changeFailed(stale));
    expect(selectStaleDraft(withState(state))).toBe(true);
    expect(selectStaleDraft(withState(productConfigurationReducer(state, changeFailed(apiError(400, 'validation', 'Bad.').info))))).toBe(false);
    state = productConfigurationReducer(state, changeSucceeded(PHQ9_FIXED_DRAFT));
    expect(state.product.details).toEqual(PHQ9_FIXED_DRAFT);
    expect(state.change.status).toBe('succeeded');
    expect(productConfigurationReducer(state, loggedOut())).toEqual(productConfigurationReducer(undefined, { type: '@@init' }));
  });

  it('keeps each catalogue list apart, with its failure', () => {
    let state = productConfigurationReducer(undefined, catalogueRequested({ list: 'reports' }));
    state = productConfigurationReducer(state, catalogueFailed({ list: 'reports', error: apiError(500, 'unexpected', 'No.').info }));
    expect(state.reports.status).toBe('failed');
    expect(state.forms.status).toBe('idle');
  });

  it('names the export file of a version and reads a part from the route', () => {
    expect(selectExportUrl(withState())('phq9', 2)).toMatch(/\/back-office\/products\/phq9\/versions\/2\/export$/);
    expect(partOfParam('testCases')).toBe('testCases');
    expect(partOfParam('items')).toBeNull();
  });
});

describe('product configuration sagas', () => {
  it('loads the dashboard with its state filter', async () => {
    const http = fakeHttp({ 'backOffice.productDashboard': () => [PHQ9_ROW] });
    const { io } = fakeIo({ http });
    await expectSaga(loadDashboard)
      .withState(withState(productConfigurationReducer(undefined, dashboardRequested({ filter: 'published' }))))
      .provide([ioProvider(io)])
      .put(dashboardSucceeded([PHQ9_ROW]))
      .run();
    expect(http.calls[0]?.request).toEqual({ query: { state: 'published' } });
  });

  it('loads a catalogue list and reports its failure', async () => {
    const rows = [{ productId: 'phq9', code: 'PHQ-9', version: 1, versionState: 'published' as const, reportSections: ['details' as const], feedbackReader: null }];
    const ok = fakeIo({ http: fakeHttp({ 'backOffice.productReports': () => rows }) });
    await expectSaga(loadCatalogue, catalogueRequested({ list: 'reports' })).withState(withState()).provide([ioProvider(ok.io)]).put(catalogueSucceeded({ list: 'reports', items: rows })).run();
    const failure = apiError(503, 'unavailable', 'Down.');
    const failing = fakeIo({ http: fakeHttp({ 'backOffice.productForms': () => Promise.reject(failure) }) });
    await expectSaga(loadCatalogue, catalogueRequested({ list: 'forms' })).withState(withState()).provide([ioProvider(failing.io)]).put(catalogueFailed({ list: 'forms', error: failure.info })).run();
  });

  it('loads a product, and reports a missing one', async () => {
    const ok = fakeIo({ http: fakeHttp({ 'backOffice.productDetails': () => PHQ9_FAILING_DRAFT }) });
    await expectSaga(loadProduct, productRequested({ productId: 'phq9' })).withState(withState()).provide([ioProvider(ok.io)]).put(productSucceeded(PHQ9_FAILING_DRAFT)).run();
    const missing = apiError(404, 'notFound', 'No such product.');
    const failing = fakeIo({ http: fakeHttp({ 'backOffice.productDetails': () => Promise.reject(missing) }) });
    await expectSaga(loadProduct, productRequested({ productId: 'nope' })).withState(withState()).provide([ioProvider(failing.io)]).put(productFailed(missing.info)).run();
  });

  it('imports a definition with a reason and an Idempotency-Key, then opens the product', async () => {
    const http = fakeHttp({ 'backOffice.createProduct': () => PHQ9_FAILING_DRAFT });
    const { io } = fakeIo({ http });
    const definition = PHQ9_RENAMED_BAND as unknown as Record<string, unknown>;
    await expectSaga(importProduct, importRequested({ definition, reason: PRODUCT_REASON })).withState(withState()).provide([ioProvider(io)]).put(productImported(PHQ9_FAILING_DRAFT)).run();
    expect(http.calls[0]?.request).toMatchObject({ body: { definition, reason: PRODUCT_REASON } });
    expect(http.calls[0]?.request.idempotencyKey).toEqual(expect.any(String));
    await expectSaga(openImportedProduct, productImported(PHQ9_FAILING_DRAFT)).put(push('/back-office/products/phq9')).run();
  });

  it('gives an invalid import’s field errors back', async () => {
    const refused = apiError(400, 'validation', 'The definition is not valid.', { 'bands[1].label': 'Give the band a label.' });
    const { io } = fakeIo({ http: fakeHttp({ 'backOffice.createProduct': () => Promise.reject(refused) }) });
    await expectSaga(importProduct, importRequested({ definition: {}, reason: PRODUCT_REASON })).withState(withState()).provide([ioProvider(io)]).put(changeFailed(refused.info)).run();
  });

  it('saves a part through its own operation with the draft’s revision and the reason', async () => {
    const http = fakeHttp({ 'backOffice.productTestCases': () => PHQ9_FIXED_DRAFT });
    const { io } = fakeIo({ http });
    const save = { productId: 'phq9', part: 'testCases' as const, revision: 1, reason: PRODUCT_REASON, fields: { testCases: [] } };
    await expectSaga(savePart, partSaveRequested(save)).withState(withState()).provide([ioProvider(io)]).put(changeSucceeded(PHQ9_FIXED_DRAFT)).run();
    expect(http.calls).toEqual([expect.objectContaining({ operationId: 'backOffice.productTestCases', request: { params: { productId: 'phq9' }, body: { revision: 1, reason: PRODUCT_REASON, fields: { testCases: [] } } } })]);
  });

  it('publishes with the revision reviewed, and reports a refusal (422)', async () => {
    const http = fakeHttp({ 'backOffice.publishProduct': () => PHQ9_PUBLISHED_V2 });
    const { io } = fakeIo({ http });
    await expectSaga(decide, decisionRequested({ productId: 'phq9', decision: 'publish', reason: PRODUCT_REASON, revision: 2 }))
      .withState(withState())
      .provide([ioProvider(io)])
      .put(changeSucceeded(PHQ9_PUBLISHED_V2))
      .run();
    expect(http.calls[0]?.request).toMatchObject({ params: { productId: 'phq9' }, body: { reason: PRODUCT_REASON, revision: 2 } });
    const refused = apiError(422, 'publicationRefused', 'Failing: all_several_days.', { testCases: 'all_several_days fails.' });
    const failing = fakeIo({ http: fakeHttp({ 'backOffice.publishProduct': () => Promise.reject(refused) }) });
    await expectSaga(decide, decisionRequested({ productId: 'phq9', decision: 'publish', reason: PRODUCT_REASON, revision: 1 }))
      .withState(withState())
      .provide([ioProvider(failing.io)])
      .put(changeFailed(refused.info))
      .run();
  });

  it('retires without a revision and starts a new draft from a version', async () => {
    const http = fakeHttp({ 'backOffice.retireProduct': () => ({ ...PHQ9_PUBLISHED_V2, state: 'retired' }), 'backOffice.createProductDraft': () => PHQ9_FAILING_DRAFT });
    const { io } = fakeIo({ http });
    await expectSaga(decide, decisionRequested({ productId: 'phq9', decision: 'retire', reason: PRODUCT_REASON })).withState(withState()).provide([ioProvider(io)]).run();
    await expectSaga(createDraft, newDraftRequested({ productId: 'phq9', fromVersion: 2, reason: PRODUCT_REASON })).withState(withState()).provide([ioProvider(io)]).put(changeSucceeded(PHQ9_FAILING_DRAFT)).run();
    expect(http.calls.map((call) => [call.operationId, call.request.body])).toEqual([
      ['backOffice.retireProduct', { reason: PRODUCT_REASON }],
      ['backOffice.createProductDraft', { fromVersion: 2, reason: PRODUCT_REASON }],
    ]);
  });

  it('previews a score with the draft, and reports a refused one', async () => {
    const responses = { phq9_1: 2 };
    const result = scoreAssessment(PHQ9_RENAMED_BAND, responses, CONTEXT);
    const http = fakeHttp({ 'backOffice.previewProductScoring': () => result });
    const { io } = fakeIo({ http });
    await expectSaga(preview, previewRequested({ productId: 'phq9', responses, context: CONTEXT })).withState(withState()).provide([ioProvider(io)]).put(previewSucceeded(result)).run();
    expect(http.calls[0]?.request).toEqual({ params: { productId: 'phq9' }, body: { responses, context: CONTEXT } });
    const refused = apiError(400, 'validation', 'Use a date as YYYY-MM-DD.');
    const failing = fakeIo({ http: fakeHttp({ 'backOffice.previewProductScoring': () => Promise.reject(refused) }) });
    await expectSaga(preview, previewRequested({ productId: 'phq9', responses, context: { ...CONTEXT, testDate: '' } })).withState(withState()).provide([ioProvider(failing.io)]).put(previewFailed(refused.info)).run();
  });
});
