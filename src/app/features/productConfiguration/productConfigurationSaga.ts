/** Side effects of the product configuration: the lists, one product, changes of its draft, decisions and the preview. */
import { push } from 'redux-first-history';
import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { safely } from '../../core/saga/safely';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { io } from '../../io/ioContext';
import { fetchCatalogueList, fetchProduct, fetchProducts, postDecision, postDraft, postPreview, postProduct, putPart } from './productConfigurationApi';
import { selectDashboard } from './productConfigurationSelectors';
import {
  catalogueFailed,
  catalogueRequested,
  catalogueSucceeded,
  changeFailed,
  changeSucceeded,
  dashboardFailed,
  dashboardRequested,
  dashboardSucceeded,
  decisionRequested,
  importRequested,
  newDraftRequested,
  partSaveRequested,
  previewFailed,
  previewRequested,
  previewSucceeded,
  productFailed,
  productImported,
  productRequested,
  productSucceeded,
} from './productConfigurationSlice';

/** Loads the products of the dashboard's filter. */
export function* loadDashboard() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const { filter } = yield* select(selectDashboard);
  try {
    yield* put(dashboardSucceeded(yield* call(fetchProducts, http, endpoint, filter)));
  } catch (error) {
    yield* put(dashboardFailed(toAppError(error)));
  }
}

/** Loads one catalogue-wide list (forms, scorings or reports). */
export function* loadCatalogue(action: ReturnType<typeof catalogueRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(catalogueSucceeded(yield* call(fetchCatalogueList, http, endpoint, action.payload.list)));
  } catch (error) {
    yield* put(catalogueFailed({ list: action.payload.list, error: toAppError(error) }));
  }
}

/** Loads one product. */
export function* loadProduct(action: ReturnType<typeof productRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(productSucceeded(yield* call(fetchProduct, http, endpoint, action.payload.productId)));
  } catch (error) {
    yield* put(productFailed(toAppError(error)));
  }
}

/** Imports a definition as a draft. */
export function* importProduct(action: ReturnType<typeof importRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const key = yield* call([ids, ids.uuid]);
  try {
    yield* put(productImported(yield* call(postProduct, http, endpoint, action.payload, key)));
  } catch (error) {
    yield* put(changeFailed(toAppError(error)));
  }
}

/** Opens the screen of the product just imported. */
export function* openImportedProduct(action: ReturnType<typeof productImported>) {
  yield* put(push(`/back-office/products/${encodeURIComponent(action.payload.id)}`));
}

/** Stores one part of the draft. */
export function* savePart(action: ReturnType<typeof partSaveRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(changeSucceeded(yield* call(putPart, http, endpoint, action.payload)));
  } catch (error) {
    yield* put(changeFailed(toAppError(error)));
  }
}

/** Starts a new draft from a version. */
export function* createDraft(action: ReturnType<typeof newDraftRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const { productId, fromVersion, reason } = action.payload;
  const key = yield* call([ids, ids.uuid]);
  try {
    yield* put(changeSucceeded(yield* call(postDraft, http, endpoint, productId, { fromVersion, reason }, key)));
  } catch (error) {
    yield* put(changeFailed(toAppError(error)));
  }
}

/** Publishes, discards, retires or reinstates. */
export function* decide(action: ReturnType<typeof decisionRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const { productId, decision, reason, revision } = action.payload;
  const key = yield* call([ids, ids.uuid]);
  try {
    const body = revision === undefined ? { reason } : { reason, revision };
    yield* put(changeSucceeded(yield* call(postDecision, http, endpoint, productId, decision, body, key)));
  } catch (error) {
    yield* put(changeFailed(toAppError(error)));
  }
}

/** Scores typed responses with the draft. */
export function* preview(action: ReturnType<typeof previewRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const { productId, responses, context } = action.payload;
  try {
    yield* put(previewSucceeded(yield* call(postPreview, http, endpoint, productId, { responses, context })));
  } catch (error) {
    yield* put(previewFailed(toAppError(error)));
  }
}

/** Root saga of the product configuration. */
export function* productConfigurationSaga() {
  // takeLatest: the list, the product and the preview asked for last are the ones shown.
  yield* takeLatest(dashboardRequested.type, safely(loadDashboard));
  yield* takeEvery(catalogueRequested.type, safely(loadCatalogue));
  yield* takeLatest(productRequested.type, safely(loadProduct));
  yield* takeLatest(previewRequested.type, safely(preview));
  // takeSubmit: one change at a time; a second press while one is under way is the same change.
  yield* takeSubmit(importRequested.type, importProduct, changeFailed.type);
  yield* takeSubmit(partSaveRequested.type, savePart, changeFailed.type);
  yield* takeSubmit(newDraftRequested.type, createDraft, changeFailed.type);
  yield* takeSubmit(decisionRequested.type, decide, changeFailed.type);
  yield* takeEvery(productImported.type, safely(openImportedProduct));
}
