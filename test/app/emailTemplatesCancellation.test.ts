/**
 * Cancellation of the e-mail templates page's load (takeLatest): the visit opened last is the one
 * whose templates are shown, whatever order the answers arrive in.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { emailTemplates } from '../../src/contract/services/email';
import { emailTemplatesSaga } from '../../src/app/features/emailTemplates/emailTemplatesSaga';
import { templatesPageOpened, templatesSucceeded } from '../../src/app/features/emailTemplates/emailTemplatesSlice';
import { TEMPLATE } from './remoteAdministrationFixtures';
import { fakeIo, ioProvider } from './support/fakeIo';
import { heldHttp, stopped, untilStopped } from './support/heldHttp';
import { testRootReducer, testState } from './support/state';
import { settle } from './support/virtualTime';

describe('e-mail templates: the visit opened last', () => {
  it('reopening supersedes the load in flight: the older templates, answering last, never land', async () => {
    const server = heldHttp([emailTemplates]);
    const { io } = fakeIo({ http: server.http });
    const test = expectSaga(untilStopped, emailTemplatesSaga).withReducer(testRootReducer(), testState()).provide([ioProvider(io)]);
    const customized = { ...TEMPLATE, subject: 'Your questionnaire from {accountName}', customized: true, updatedAt: '2024-05-01T08:00:00.000Z', updatedByName: 'Erin Examiner' };
    const run = test.not.put(templatesSucceeded([TEMPLATE])).run(2000);
    test.dispatch(templatesPageOpened({ locale: 'en_us' }));
    await settle();
    test.dispatch(templatesPageOpened({ locale: 'en_us' }));
    await settle();
    expect(server.sent(emailTemplates)).toBe(2);
    server.call(emailTemplates, 1).answer([customized]);
    await settle();
    server.call(emailTemplates, 0).answer([TEMPLATE]);
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.emailTemplates.list).toEqual({ status: 'succeeded', error: null, items: [customized] });
  });
});
