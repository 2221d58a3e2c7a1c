import type { RootState } from '../../src/app/rootReducer';
import { expectSaga } from 'redux-saga-test-plan';
import { loadSection, sendSession } from '../../src/app/features/remoteAdministration/examineeEmailsSaga';
import {
  emailsSectionOpened,
  examineeEmailsReducer,
  historySucceeded,
  sendPageSucceeded,
  sessionCreated,
  sessionEmailSucceeded,
  sessionLinkSucceeded,
  sessionSendFailed,
  sessionSendRequested,
  type SessionSendInput,
} from '../../src/app/features/remoteAdministration/examineeEmailsSlice';
import type { AdministrationSession } from '../../src/contract/services/sessions';
import { EXAMINEE } from './support/fixtures';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { EMAIL_PAGE, link, message } from './remoteAdministrationFixtures';
import { testRootReducer, testState } from './support/state';

const OPENED = emailsSectionOpened({ examineeRecordId: EXAMINEE.id, withSending: true });
const opened = () => testState({ examineeEmails: examineeEmailsReducer(undefined, OPENED) });

const SESSION: AdministrationSession = {
  id: 3,
  delivery: 'link',
  examineeRecordId: EXAMINEE.id,
  title: '',
  createdAt: '2024-05-01T09:00:00.000Z',
  createdByName: 'Erin Examiner',
  assessments: [
    { assessmentId: 34, productCode: 'PHQ-9', productName: 'PHQ-9', status: 'draft' },
    { assessmentId: 35, productCode: 'GAD-7', productName: 'GAD-7', status: 'draft' },
  ],
};

const BY_EMAIL: SessionSendInput = {
  examineeRecordId: EXAMINEE.id,
  assessmentIds: [34, 35],
  link: { respondent: 'examinee', locale: 'en_us', validForDays: 14 },
  way: 'email',
  recipientAddress: 'maya@example.org',
  recipientName: 'Maya Okafor',
};

describe('examinee e-mails', () => {
  it('loads the history and what sending needs; drops an answer for another examinee', async () => {
    const http = fakeHttp({ 'assessment.emailHistory': () => [message(1)], 'assessment.emailPage': () => EMAIL_PAGE });
    const { io } = fakeIo({ http });
    await expectSaga(loadSection, OPENED)
      .withReducer(testRootReducer(), opened())
      .provide([ioProvider(io)])
      .put(historySucceeded({ examineeRecordId: EXAMINEE.id, messages: [message(1)] }))
      .put(sendPageSucceeded({ examineeRecordId: EXAMINEE.id, page: EMAIL_PAGE }))
      .run();
    const other = examineeEmailsReducer(examineeEmailsReducer(undefined, OPENED), emailsSectionOpened({ examineeRecordId: 99, withSending: false }));
    expect(examineeEmailsReducer(other, historySucceeded({ examineeRecordId: EXAMINEE.id, messages: [message(1)] })).history.items).toEqual([]);
  });

  it('makes a session of the assessments and e-mails it, then reloads the history', async () => {
    const http = fakeHttp({ 'prosa.session': () => SESSION, 'assessment.sendEmail': () => message(2, { assessmentIds: [34, 35] }), 'assessment.emailHistory': () => [message(2)] });
    const { io } = fakeIo({ http });
    await expectSaga(sendSession, sessionSendRequested(BY_EMAIL))
      .withReducer(testRootReducer(), opened())
      .provide([ioProvider(io)])
      .put(sessionCreated({ assessmentIds: [34, 35], sessionId: 3 }))
      .put(sessionEmailSucceeded(message(2, { assessmentIds: [34, 35] })))
      .run();
    expect(http.calls.map((call) => call.operationId)).toEqual(['prosa.session', 'assessment.sendEmail', 'assessment.emailHistory']);
    expect(http.calls[0]?.request.body).toEqual({ examineeRecordId: EXAMINEE.id, assessmentIds: [34, 35], title: '' });
    expect(http.calls[1]?.request.body).toMatchObject({ sessionId: 3, assessmentId: null, linkId: null, recipientAddress: 'maya@example.org', validForDays: 14 });
  });

  it('creates one link for the session and shows its address', async () => {
    const created = { link: link(9, { assessmentId: null, sessionId: 3 }), url: '/osa#t=session' };
    const http = fakeHttp({ 'prosa.session': () => SESSION, 'assessment.createExamineeLink': () => created, 'assessment.emailHistory': () => [] });
    const { io } = fakeIo({ http });
    const result = await expectSaga(sendSession, sessionSendRequested({ ...BY_EMAIL, way: 'link' }))
      .withReducer(testRootReducer(), opened())
      .provide([ioProvider(io)])
      .put(sessionLinkSucceeded({ ...created, url: 'http://localhost/osa#t=session' }))
      .run();
    expect(http.calls[1]?.request).toMatchObject({ params: { sessionId: 3 }, body: BY_EMAIL.link });
    expect(result.storeState.examineeEmails.send.url).toBe('http://localhost/osa#t=session');
  });

  it('sends the same session again after a send that failed, instead of making a second one', async () => {
    let attempts = 0;
    const down = apiError(503, 'unavailable', 'Down');
    const http = fakeHttp({
      'prosa.session': () => SESSION,
      'assessment.sendEmail': () => ((attempts += 1) === 1 ? Promise.reject(down) : message(2)),
      'assessment.emailHistory': () => [message(2)],
    });
    const { io } = fakeIo({ http });
    const failed = await expectSaga(sendSession, sessionSendRequested(BY_EMAIL)).withReducer(testRootReducer(), opened()).provide([ioProvider(io)]).put(sessionSendFailed(down.info)).run();
    await expectSaga(sendSession, sessionSendRequested(BY_EMAIL)).withReducer(testRootReducer(), failed.storeState as RootState).provide([ioProvider(io)]).put(sessionEmailSucceeded(message(2))).run();
    expect(http.calls.filter((call) => call.operationId === 'prosa.session')).toHaveLength(1);
    // Other assessments make a session of their own.
    await expectSaga(sendSession, sessionSendRequested({ ...BY_EMAIL, assessmentIds: [35, 36] })).withReducer(testRootReducer(), failed.storeState as RootState).provide([ioProvider(io)]).run();
    expect(http.calls.filter((call) => call.operationId === 'prosa.session')).toHaveLength(2);
  });
});
