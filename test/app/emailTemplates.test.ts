import { expectSaga } from 'redux-saga-test-plan';
import { loadTemplates, resetTemplate, saveTemplate } from '../../src/app/features/emailTemplates/emailTemplatesSaga';
import { selectChosenTemplate } from '../../src/app/features/emailTemplates/emailTemplatesSelectors';
import {
  emailTemplatesReducer,
  templateChangeFailed,
  templateChangeSucceeded,
  templateChosen,
  templateResetAsked,
  templateResetCancelled,
  templateResetRequested,
  templateSaveRequested,
  templatesFailed,
  templatesPageOpened,
  templatesSucceeded,
} from '../../src/app/features/emailTemplates/emailTemplatesSlice';
import { insertAt, templateFormErrors } from '../../src/app/features/emailTemplates/views/templateForm';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { TEMPLATE } from './remoteAdministrationFixtures';
import { testRootReducer, testState } from './support/state';

const GERMAN = { ...TEMPLATE, locale: 'de_de' as const, subject: 'Ein Fragebogen von {accountName}' };
const opened = () => emailTemplatesReducer(emailTemplatesReducer(undefined, templatesPageOpened({ locale: 'de_de' })), templatesSucceeded([TEMPLATE, GERMAN]));

describe('e-mail templates reducer, selectors and form rules', () => {
  it("starts on the user's language and follows the kind and language picked", () => {
    let state = opened();
    expect(selectChosenTemplate(testState({ emailTemplates: state }))?.subject).toBe('Ein Fragebogen von {accountName}');
    state = emailTemplatesReducer(state, templateChosen({ kind: 'qosaInvitation', locale: 'en_us' }));
    expect(selectChosenTemplate(testState({ emailTemplates: state }))).toEqual(TEMPLATE);
    // Opening the page again keeps the language picked.
    expect(emailTemplatesReducer(state, templatesPageOpened({ locale: 'de_de' })).chosen.locale).toBe('en_us');
  });

  it('replaces the listed template with the saved one', () => {
    const saved = { ...GERMAN, body: 'Neu: {link}', customized: true, updatedAt: '2024-05-02T10:00:00.000Z', updatedByName: 'Ada Admin' };
    const state = emailTemplatesReducer(emailTemplatesReducer(opened(), templateSaveRequested({ ...saved })), templateChangeSucceeded(saved));
    expect(state.list.items).toEqual([TEMPLATE, saved]);
    expect(state.change).toEqual({ action: 'save', status: 'succeeded', error: null });
  });

  it('asks before restoring the built-in text, and forgets the question when another template is picked', () => {
    let state = emailTemplatesReducer(opened(), templateResetAsked());
    expect(state.confirmingReset).toBe(true);
    expect(emailTemplatesReducer(state, templateResetCancelled()).confirmingReset).toBe(false);
    expect(emailTemplatesReducer(state, templateChosen({ kind: 'vppInvitation', locale: 'de_de' })).confirmingReset).toBe(false);
    state = emailTemplatesReducer(state, templateResetRequested({ kind: 'qosaInvitation', locale: 'de_de' }));
    expect(state).toMatchObject({ confirmingReset: false, change: { action: 'reset', status: 'loading' } });
  });

  it('checks a template with the shared rules: {link} in the message, nothing private in the subject', () => {
    expect(templateFormErrors('qosaInvitation', { subject: TEMPLATE.subject, body: TEMPLATE.body })).toEqual({});
    expect(templateFormErrors('qosaInvitation', { subject: 'About {examineeName}', body: 'No address here' })).toEqual({
      subject: 'A subject may name only the account and the examiner ({accountName}, {examinerName}); it cannot use {examineeName}.',
      body: 'The message must hold {link}, the address the recipient opens.',
    });
    expect(templateFormErrors('qosaInvitation', { subject: '', body: '{link} {startsAt}' })).toEqual({
      subject: 'Enter a subject.',
      body: 'The message uses placeholders that do not exist: {startsAt}.',
    });
  });

  it('inserts a placeholder at the caret, or at the end without one', () => {
    expect(insertAt('Hello world', '{link}', 6)).toEqual({ text: 'Hello {link}world', caret: 12 });
    expect(insertAt('Hi', '{link}', null)).toEqual({ text: 'Hi{link}', caret: 8 });
    expect(insertAt('Hi', '{link}', 99)).toEqual({ text: 'Hi{link}', caret: 8 });
  });
});

describe('e-mail templates sagas', () => {
  it('loads the templates, and reports a refusal', async () => {
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.emailTemplates': () => [TEMPLATE] }) });
    await expectSaga(loadTemplates).withState(testState()).provide([ioProvider(io)]).put(templatesSucceeded([TEMPLATE])).run();
    const forbidden = apiError(403, 'forbidden', 'You do not have permission to do this.');
    const failing = fakeIo({ http: fakeHttp({ 'assessment.emailTemplates': () => Promise.reject(forbidden) }) }).io;
    await expectSaga(loadTemplates).withState(testState()).provide([ioProvider(failing)]).put(templatesFailed(forbidden.info)).run();
  });

  it('saves a template with PUT to its kind and language', async () => {
    const edit = { kind: 'qosaInvitation' as const, locale: 'de_de' as const, subject: 'Von {accountName}', body: 'Bitte: {link}' };
    const saved = { ...GERMAN, ...edit, customized: true, updatedAt: '2024-05-02T10:00:00.000Z', updatedByName: 'Ada Admin' };
    const http = fakeHttp({ 'assessment.updateEmailTemplate': () => saved });
    const { io } = fakeIo({ http });
    const result = await expectSaga(saveTemplate, templateSaveRequested(edit))
      .withReducer(testRootReducer(), testState({ emailTemplates: opened() }))
      .provide([ioProvider(io)])
      .put(templateChangeSucceeded(saved))
      .run();
    expect(http.calls[0]?.request).toEqual({ params: { kind: 'qosaInvitation', locale: 'de_de' }, body: { subject: 'Von {accountName}', body: 'Bitte: {link}' } });
    expect(selectChosenTemplate(result.storeState)?.customized).toBe(true);
  });

  it('keeps the server\'s field messages of a refused save', async () => {
    const refused = apiError(400, 'validation', 'The request has invalid fields.', { body: 'The message must hold {link}, the address the recipient opens.' });
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.updateEmailTemplate': () => Promise.reject(refused) }) });
    const result = await expectSaga(saveTemplate, templateSaveRequested({ kind: 'qosaInvitation', locale: 'de_de', subject: 'S', body: 'B' }))
      .withReducer(testRootReducer(), testState({ emailTemplates: opened() }))
      .provide([ioProvider(io)])
      .put(templateChangeFailed(refused.info))
      .run();
    expect(result.storeState.emailTemplates.change.error?.fieldErrors.body).toBe('The message must hold {link}, the address the recipient opens.');
  });

  it('restores the built-in text with DELETE', async () => {
    const http = fakeHttp({ 'assessment.resetEmailTemplate': () => GERMAN });
    const { io } = fakeIo({ http });
    await expectSaga(resetTemplate, templateResetRequested({ kind: 'qosaInvitation', locale: 'de_de' }))
      .withReducer(testRootReducer(), testState({ emailTemplates: opened() }))
      .provide([ioProvider(io)])
      .put(templateChangeSucceeded(GERMAN))
      .run();
    expect(http.calls[0]?.request).toEqual({ params: { kind: 'qosaInvitation', locale: 'de_de' } });
  });
});
