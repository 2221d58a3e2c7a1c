/**
 * Side effects of the examinee page's e-mail section: the history, the send screen's data, and
 * "Send several forms together" (a session, then an e-mail or a link for it).
 */
import { all, call, put, select, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { safely } from '../../core/saga/safely';
import { io } from '../../io/ioContext';
import { absoluteAddress } from './absoluteAddress';
import { selectReusableSessionId } from './examineeEmailsSelectors';
import {
  emailsSectionOpened,
  historyFailed,
  historySucceeded,
  sendPageFailed,
  sendPageSucceeded,
  sessionCreated,
  sessionEmailSucceeded,
  sessionLinkSucceeded,
  sessionSendFailed,
  sessionSendRequested,
} from './examineeEmailsSlice';
import { fetchEmailHistory, fetchEmailPage, postEmail, postSession, postSessionLink } from './remoteAdministrationApi';

/** Loads the e-mails sent for an examinee. */
export function* loadHistory(examineeRecordId: number) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const messages = yield* call(fetchEmailHistory, http, endpoint, examineeRecordId);
    yield* put(historySucceeded({ examineeRecordId, messages }));
  } catch (error) {
    yield* put(historyFailed({ examineeRecordId, error: toAppError(error) }));
  }
}

/** Loads what sending needs: the assessments that can be sent, the defaults. */
export function* loadSendPage(examineeRecordId: number) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const page = yield* call(fetchEmailPage, http, endpoint, examineeRecordId);
    yield* put(sendPageSucceeded({ examineeRecordId, page }));
  } catch (error) {
    yield* put(sendPageFailed({ examineeRecordId, error: toAppError(error) }));
  }
}

/** Loads the section: the history and, for those who may send, the send screen's data. */
export function* loadSection(action: ReturnType<typeof emailsSectionOpened>) {
  const { examineeRecordId, withSending } = action.payload;
  yield* all([call(loadHistory, examineeRecordId), ...(withSending ? [call(loadSendPage, examineeRecordId)] : [])]);
}

/**
 * "Send several forms together": makes the session (or reuses the one a failed attempt made for
 * the same assessments), then queues the e-mail or creates the link; the history reloads.
 */
export function* sendSession(action: ReturnType<typeof sessionSendRequested>) {
  const input = action.payload;
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    let sessionId = yield* select(selectReusableSessionId, input.assessmentIds);
    if (sessionId === null) {
      const session = yield* call(postSession, http, endpoint, input.examineeRecordId, input.assessmentIds, yield* call([ids, ids.uuid]));
      sessionId = session.id;
      yield* put(sessionCreated({ assessmentIds: input.assessmentIds, sessionId }));
    }
    if (input.way === 'email') {
      const message = yield* call(
        postEmail,
        http,
        endpoint,
        {
          examineeRecordId: input.examineeRecordId,
          assessmentId: null,
          sessionId,
          linkId: null,
          recipientAddress: input.recipientAddress,
          recipientName: input.recipientName,
          ...input.link,
          subject: null,
          body: null,
        },
        yield* call([ids, ids.uuid]),
      );
      yield* put(sessionEmailSucceeded(message));
    } else {
      const created = yield* call(postSessionLink, http, endpoint, sessionId, input.link, yield* call([ids, ids.uuid]));
      const location = yield* io('location');
      yield* put(sessionLinkSucceeded({ ...created, url: absoluteAddress(created.url, location.href()) }));
    }
  } catch (error) {
    yield* put(sessionSendFailed(toAppError(error)));
    return;
  }
  yield* call(loadHistory, input.examineeRecordId);
}

/** Root saga of the examinee page's e-mail section. */
export function* examineeEmailsSaga() {
  // takeLatest: the examinee opened last is the one shown.
  yield* takeLatest(emailsSectionOpened.type, safely(loadSection));
  // takeSubmit: a double click makes one session and sends it once.
  yield* takeSubmit(sessionSendRequested.type, sendSession, sessionSendFailed.type);
}
