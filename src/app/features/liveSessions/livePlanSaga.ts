/**
 * Side effects of planning a live session and inviting to it (issue #20): the examinee search,
 * the forms the examinee may take, the account's default video, the plan's submit (one
 * Idempotency-Key kept across a retry), the link (shown once, copied through the clipboard I/O)
 * and the e-mailed invitation.
 */
import { call, put, select, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import type { Examinee } from '../../../domain/examinee';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { safely } from '../../core/saga/safely';
import { sleep } from '../../core/saga/sleep';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { io } from '../../io/ioContext';
import { absoluteAddress } from '../remoteAdministration/absoluteAddress';
import { fetchBusinessUnit, fetchExamineeCandidates, fetchExamineeForms, postLiveSession, postSessionInvitation, postSessionLink } from './liveSessionsApi';
import { selectLivePlan } from './liveSessionsSelectors';
import {
  candidatesFailed,
  candidatesSucceeded,
  copyFailed,
  copyRequested,
  copySucceeded,
  defaultVideoSucceeded,
  emailFailed,
  emailRequested,
  emailSucceeded,
  type ExamineeChoice,
  examineeChosen,
  examineeSearchChanged,
  formsFailed,
  formsLanguageChanged,
  formsSucceeded,
  linkFailed,
  linkRequested,
  linkSucceeded,
  planFailed,
  planKeyChosen,
  planOpened,
  planSubmitted,
  planSucceeded,
} from './livePlanSlice';

/** Milliseconds the search waits for the typing to pause. */
export const SEARCH_PAUSE_MS = 300;

/** "Last, First (ID)", as the pickers show an examinee. */
export const examineeLabel = (examinee: Pick<Examinee, 'firstName' | 'lastName' | 'examineeId'>): string =>
  `${examinee.lastName}, ${examinee.firstName} (${examinee.examineeId})`;

/** Opens the form: the account's default video, and the examinee of the examinee page's link. */
export function* openPlan(action: ReturnType<typeof planOpened>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const { examineeRecordId, locale } = action.payload;
  try {
    yield* put(defaultVideoSucceeded((yield* call(fetchBusinessUnit, http, endpoint)).defaultVideo));
  } catch {
    // The form then starts with built-in video; the server applies the account's default for `video: null` anyway.
  }
  if (examineeRecordId !== null) yield* call(loadForms, examineeRecordId, locale);
}

/** Searches the examinees the caller sees, once the typing pauses. */
export function* searchExaminees(action: ReturnType<typeof examineeSearchChanged>) {
  yield* call(sleep, SEARCH_PAUSE_MS);
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const page = yield* call(fetchExamineeCandidates, http, endpoint, { search: action.payload.search, pageSize: 10, sort: 'lastName' as const });
    yield* put(candidatesSucceeded(page.items.map((examinee): ExamineeChoice => ({ id: examinee.id, label: examineeLabel(examinee) }))));
  } catch {
    yield* put(candidatesFailed());
  }
}

/** Loads the forms an examinee may take in a language. */
export function* loadForms(examineeRecordId: number, locale: Parameters<typeof fetchExamineeForms>[3]) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const answer = yield* call(fetchExamineeForms, http, endpoint, examineeRecordId, locale);
    yield* put(formsSucceeded({ examinee: { id: answer.examinee.id, label: examineeLabel(answer.examinee) }, forms: answer.forms }));
  } catch (error) {
    yield* put(formsFailed(toAppError(error)));
  }
}

/** The examinee or the language changed: the forms follow. */
export function* reloadForms(action: ReturnType<typeof examineeChosen> | ReturnType<typeof formsLanguageChanged>) {
  const examinee = 'examinee' in action.payload ? action.payload.examinee : (yield* select(selectLivePlan)).examinee;
  if (examinee) yield* call(loadForms, examinee.id, action.payload.locale);
}

/** Plans the session; the Idempotency-Key is kept until it succeeds, so a retry plans it once. */
export function* submitPlan(action: ReturnType<typeof planSubmitted>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const plan = yield* select(selectLivePlan);
  let key = plan.submit.idempotencyKey;
  if (key === null) {
    key = yield* call([ids, ids.uuid]);
    yield* put(planKeyChosen(key));
  }
  try {
    const session = yield* call(postLiveSession, http, endpoint, action.payload, key);
    yield* put(planSucceeded({ session, examineeName: plan.examinee?.label ?? '', locale: action.payload.locale ?? 'en_us' }));
  } catch (error) {
    yield* put(planFailed(toAppError(error)));
  }
}

/** Makes a link to the session for the examinee or a parent; its address is shown once. */
export function* createLink(action: ReturnType<typeof linkRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const { invite } = yield* select(selectLivePlan);
  if (!invite) return;
  try {
    const location = yield* io('location');
    const created = yield* call(postSessionLink, http, endpoint, invite.sessionId, { respondent: action.payload.respondent, locale: invite.locale }, yield* call([ids, ids.uuid]));
    // The server answers config.json's player address, which may be relative to the site: shared, it must be absolute.
    yield* put(linkSucceeded({ url: absoluteAddress(created.url, location.href()) }));
  } catch (error) {
    yield* put(linkFailed(toAppError(error)));
  }
}

/** Copies the link's address through the clipboard I/O. */
export function* copyLink(action: ReturnType<typeof copyRequested>) {
  const clipboard = yield* io('clipboard');
  try {
    yield* call([clipboard, clipboard.writeText], action.payload.url);
    yield* put(copySucceeded());
  } catch {
    yield* put(copyFailed());
  }
}

/** E-mails the session's invitation (its appointment and video come from the session). */
export function* emailInvitation(action: ReturnType<typeof emailRequested>) {
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const { invite } = yield* select(selectLivePlan);
  if (!invite) return;
  const { recipientAddress, recipientName } = action.payload;
  try {
    yield* call(
      postSessionInvitation,
      http,
      endpoint,
      { examineeRecordId: invite.examineeRecordId, sessionId: invite.sessionId, assessmentId: null, recipientAddress, recipientName, locale: invite.locale, startsAt: null, subject: null, body: null },
      yield* call([ids, ids.uuid]),
    );
    yield* put(emailSucceeded({ sentTo: recipientAddress }));
  } catch (error) {
    yield* put(emailFailed(toAppError(error)));
  }
}

/** Root saga of planning and inviting. */
export function* livePlanSaga() {
  // takeLatest: reopening the form starts over.
  yield* takeLatest(planOpened.type, safely(openPlan));
  // takeLatest: only the last search typed counts.
  yield* takeLatest(examineeSearchChanged.type, safely(searchExaminees));
  // takeLatest: the forms of the examinee and language chosen last.
  yield* takeLatest([examineeChosen.type, formsLanguageChanged.type], safely(reloadForms));
  yield* takeSubmit(planSubmitted.type, submitPlan, planFailed.type);
  yield* takeSubmit(linkRequested.type, createLink, linkFailed.type);
  // takeLatest: a copy is harmless to repeat.
  yield* takeLatest(copyRequested.type, safely(copyLink));
  yield* takeSubmit(emailRequested.type, emailInvitation, emailFailed.type);
}
