/**
 * Side effects of the remote administration panel: the links of the assessment on screen, kept
 * live while one is open (the assessment reloads when one completes, so the examiner sees it
 * scored); creating, e-mailing, launching, revoking and resending links.
 */
import { all, call, put, race, select, take, takeLatest } from 'typed-redux-saga';
import type { AnyAction } from '@reduxjs/toolkit';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { pendingAfterFailure, reusableKey } from '../../core/http/idempotency';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { safely } from '../../core/saga/safely';
import { sleep } from '../../core/saga/sleep';
import { SESSION_ENDED } from '../../core/session/sessionScope';
import { io } from '../../io/ioContext';
import { detailsRequested } from '../assessments/assessmentsSlice';
import { absoluteAddress } from './absoluteAddress';
import { fetchEmailPage, fetchLinks, postEmail, postLaunch, postQosaLink, postResend, postRevoke, postVppEmail } from './remoteAdministrationApi';
import {
  LINK_POLL_INTERVAL_MS,
  selectCompletedLinkIds,
  selectCreateLinkPending,
  selectHasOpenLink,
  selectLinks,
  selectPanelAssessmentId,
  selectSendPending,
  selectVppPending,
} from './remoteAdministrationSelectors';
import {
  addressCopyFinished,
  addressCopyRequested,
  createLinkFailed,
  createLinkRequested,
  createLinkSucceeded,
  emailPageFailed,
  emailPageSucceeded,
  launchFailed,
  launchRequested,
  launchSucceeded,
  linksFailed,
  linksSucceeded,
  panelClosed,
  panelOpened,
  resendFailed,
  resendRequested,
  resendSucceeded,
  revokeFailed,
  revokeRequested,
  revokeSucceeded,
  sendFailed,
  sendRequested,
  sendSucceeded,
  vppFailed,
  vppRequested,
  vppSucceeded,
} from './remoteAdministrationSlice';

/** A link's address made absolute against the page the examiner is on, to copy and share. */
export function* shareable(url: string) {
  const location = yield* io('location');
  return absoluteAddress(url, location.href());
}

/**
 * Loads the links of an assessment. A link that was listed and is now completed means the
 * respondent submitted: the assessment reloads, scored on the server.
 */
export function* loadLinks(assessmentId: number) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const listedBefore = new Set((yield* select(selectLinks)).map((link) => link.id));
  const completedBefore = new Set(yield* select(selectCompletedLinkIds));
  try {
    const links = yield* call(fetchLinks, http, endpoint, assessmentId);
    yield* put(linksSucceeded({ assessmentId, links }));
    const newlyCompleted = links.some((link) => link.state === 'completed' && listedBefore.has(link.id) && !completedBefore.has(link.id));
    if (newlyCompleted) yield* put(detailsRequested({ assessmentId }));
  } catch (error) {
    yield* put(linksFailed({ assessmentId, error: toAppError(error) }));
  }
}

/** Loads the send screen's data (templates, defaults, the examinee's address). */
export function* loadEmailPage(examineeRecordId: number) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const page = yield* call(fetchEmailPage, http, endpoint, examineeRecordId);
    yield* put(emailPageSucceeded({ examineeRecordId, page }));
  } catch (error) {
    yield* put(emailPageFailed({ examineeRecordId, error: toAppError(error) }));
  }
}

/** What may make a link open again after none was: then polling resumes. */
const LINKS_CHANGED = [linksSucceeded.type, createLinkSucceeded.type, launchSucceeded.type, resendSucceeded.type];

/**
 * Reloads the links every {@link LINK_POLL_INTERVAL_MS} while one of them is open; while none is,
 * waits for a change that may open one. Runs until cancelled (the panel closed).
 */
export function* pollLinks(assessmentId: number) {
  for (;;) {
    if (!(yield* select(selectHasOpenLink))) {
      yield* take(LINKS_CHANGED);
      continue;
    }
    yield* call(sleep, LINK_POLL_INTERVAL_MS);
    yield* call(loadLinks, assessmentId);
  }
}

/** The panel's life: first load, then polling, until it closes or the session ends. */
export function* runPanel(action: ReturnType<typeof panelOpened>) {
  const { assessmentId, examineeRecordId, withSending } = action.payload;
  const closed = (candidate: AnyAction) => panelClosed.match(candidate) && candidate.payload.assessmentId === assessmentId;
  yield* race({
    live: call(function* panel() {
      yield* all([call(loadLinks, assessmentId), ...(withSending ? [call(loadEmailPage, examineeRecordId)] : [])]);
      yield* call(pollLinks, assessmentId);
    }),
    closed: take(closed),
    // Any end of the session (sign-out, a failed identity load, the redirect to sign in) stops the polling.
    ended: take(SESSION_ENDED),
  });
}

/** "Create link"; a retry after an unknown outcome reuses its Idempotency-Key (one link, not two). */
export function* createLink(action: ReturnType<typeof createLinkRequested>) {
  const input = action.payload;
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const key = reusableKey(yield* select(selectCreateLinkPending), input) ?? (yield* call([ids, ids.uuid]));
  try {
    const created = yield* call(postQosaLink, http, endpoint, input, key);
    yield* put(createLinkSucceeded({ ...created, url: yield* call(shareable, created.url) }));
  } catch (caught) {
    const error = toAppError(caught);
    yield* put(createLinkFailed({ error, pending: pendingAfterFailure(error, key, input) }));
  }
}

/** Sends a link by e-mail; the list reloads to show the link and where it was sent. */
export function* sendLinkEmail(action: ReturnType<typeof sendRequested>) {
  const input = action.payload;
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const key = reusableKey(yield* select(selectSendPending), input) ?? (yield* call([ids, ids.uuid]));
  try {
    const message = yield* call(postEmail, http, endpoint, input, key);
    yield* put(sendSucceeded(message));
  } catch (caught) {
    const error = toAppError(caught);
    yield* put(sendFailed({ error, pending: pendingAfterFailure(error, key, input) }));
    return;
  }
  const assessmentId = yield* select(selectPanelAssessmentId);
  if (assessmentId !== null) yield* call(loadLinks, assessmentId);
}

/**
 * Sends an invitation to a video-proctored appointment; the list reloads to show its new link.
 * A retry after an unknown outcome reuses its Idempotency-Key (one invitation, not two).
 */
export function* sendVppInvitation(action: ReturnType<typeof vppRequested>) {
  const input = action.payload;
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const key = reusableKey(yield* select(selectVppPending), input) ?? (yield* call([ids, ids.uuid]));
  try {
    const message = yield* call(postVppEmail, http, endpoint, input, key);
    yield* put(vppSucceeded(message));
  } catch (caught) {
    const error = toAppError(caught);
    yield* put(vppFailed({ error, pending: pendingAfterFailure(error, key, input) }));
    return;
  }
  const assessmentId = yield* select(selectPanelAssessmentId);
  if (assessmentId !== null) yield* call(loadLinks, assessmentId);
}

/** "Start here": an in-person link, opened in a new tab; a blocked tab leaves its address on screen. */
export function* launchHere(action: ReturnType<typeof launchRequested>) {
  const { assessmentId, locale } = action.payload;
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const launched = yield* call(postLaunch, http, endpoint, assessmentId, locale, yield* call([ids, ids.uuid]));
    const { link } = launched;
    const url = yield* call(shareable, launched.url);
    const windows = yield* io('windows');
    const opened = yield* call([windows, windows.open], url);
    yield* put(launchSucceeded({ link, url, opened }));
  } catch (error) {
    yield* put(launchFailed(toAppError(error)));
  }
}

/** Revokes a link. */
export function* revoke(action: ReturnType<typeof revokeRequested>) {
  const { linkId } = action.payload;
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(revokeSucceeded(yield* call(postRevoke, http, endpoint, linkId)));
  } catch (error) {
    yield* put(revokeFailed({ linkId, error: toAppError(error) }));
  }
}

/** Gives a link that was not e-mailed a new address (the old one stops working). */
export function* resend(action: ReturnType<typeof resendRequested>) {
  const { linkId } = action.payload;
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const renewed = yield* call(postResend, http, endpoint, linkId, yield* call([ids, ids.uuid]));
    yield* put(resendSucceeded({ ...renewed, url: yield* call(shareable, renewed.url) }));
  } catch (error) {
    yield* put(resendFailed({ linkId, error: toAppError(error) }));
  }
}

/** "Copy": the address to the clipboard; the outcome is announced. */
export function* copyAddress(action: ReturnType<typeof addressCopyRequested>) {
  const { url } = action.payload;
  const clipboard = yield* io('clipboard');
  try {
    yield* call([clipboard, clipboard.writeText], url);
    yield* put(addressCopyFinished({ url, copied: true }));
  } catch {
    // Refused (no permission, an insecure page): the address stays on screen to copy by hand.
    yield* put(addressCopyFinished({ url, copied: false }));
  }
}

/** Root saga of the remote administration feature. */
export function* remoteAdministrationSaga() {
  // takeLatest: the panel opened last is the one kept live; an earlier one stops.
  yield* takeLatest(panelOpened.type, safely(runPanel));
  // takeSubmit: a double click creates, sends or launches once.
  yield* takeSubmit(createLinkRequested.type, createLink, createLinkFailed.type);
  yield* takeSubmit(sendRequested.type, sendLinkEmail, sendFailed.type);
  yield* takeSubmit(vppRequested.type, sendVppInvitation, vppFailed.type);
  yield* takeSubmit(launchRequested.type, launchHere, launchFailed.type);
  yield* takeSubmit(revokeRequested.type, revoke, revokeFailed.type);
  yield* takeSubmit(resendRequested.type, resend, resendFailed.type);
  // takeLatest: copying again while a copy is under way is harmless; the last outcome is shown.
  yield* takeLatest(addressCopyRequested.type, safely(copyAddress));
}
