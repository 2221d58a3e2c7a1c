import { selectSaveStatus, displayedResponses } from '../../src/osa/features/answers/answersSelectors';
import { answerGiven, answerNotSaved, answerSaved, answersReducer, connectionLost, queueRestored } from '../../src/osa/features/answers/answersSlice';
import { linkReducer, stateLoaded } from '../../src/osa/features/link/linkSlice';
import { selectNextScreen, selectPreviousScreen, selectProgress, selectUnansweredRequired } from '../../src/osa/features/navigation/navigationSelectors';
import { navigated, navigationReducer } from '../../src/osa/features/navigation/navigationSlice';
import { firstUnansweredItem, pagesOf, resumeScreen, screenAfterSubmit } from '../../src/osa/features/navigation/screens';
import { assessment, playerState, rootState } from './support/fixtures';

describe('pages and the resume point', () => {
  it('shows one item per page, or the pages the form asks for', () => {
    expect(pagesOf(assessment()).map((page) => page.map((item) => item.id))).toEqual([['q1'], ['q2'], ['q3'], ['q4']]);
    expect(pagesOf(assessment({}, { itemsPerPage: 3 })).map((page) => page.map((item) => item.id))).toEqual([['q1', 'q2', 'q3'], ['q4']]);
  });

  it('finds the first unanswered item, optional ones included', () => {
    expect(firstUnansweredItem(assessment(), { q1: 1, q3: 0 })?.id).toBe('q2');
    expect(firstUnansweredItem(assessment(), { q1: 1, q2: 1, q3: 0 })?.id).toBe('q4');
    expect(firstUnansweredItem(assessment(), { q1: 1, q2: 1, q3: 0, q4: 2 })).toBeNull();
  });

  it('starts on the instructions until the link was launched', () => {
    expect(resumeScreen(playerState([assessment({ responses: { q1: 1 } })]), [])).toEqual({ kind: 'instructions', assessmentId: 41 });
  });

  it('resumes a launched link at the first unanswered item, counting answers still queued on this device', () => {
    const player = playerState([assessment({ responses: { q1: 1 } })], { launched: true });
    expect(resumeScreen(player, [])).toEqual({ kind: 'page', assessmentId: 41, page: 1 });
    expect(resumeScreen(player, [{ assessmentId: 41, itemId: 'q2', value: 0 }])).toEqual({ kind: 'page', assessmentId: 41, page: 2 });
    expect(resumeScreen(player, [{ assessmentId: 41, itemId: 'q1', value: null }])).toEqual({ kind: 'page', assessmentId: 41, page: 0 });
  });

  it('resumes at the review page when every item has an answer, on a page of several items where the form has them', () => {
    const full = playerState([assessment({ responses: { q1: 1, q2: 1, q3: 0, q4: 0 } })], { launched: true });
    expect(resumeScreen(full, [])).toEqual({ kind: 'review', assessmentId: 41 });
    const paged = playerState([assessment({ responses: { q1: 1, q2: 1, q3: 0 } }, { itemsPerPage: 3 })], { launched: true });
    expect(resumeScreen(paged, [])).toEqual({ kind: 'page', assessmentId: 41, page: 1 });
  });

  it('skips submitted forms of a session and shows a later form its instructions until it is begun', () => {
    const session = playerState(
      [assessment({ status: 'submitted', responses: { q1: 1, q2: 1, q3: 1 } }), assessment({ assessmentId: 42, responses: {} })],
      { launched: true },
    );
    expect(resumeScreen(session, [])).toEqual({ kind: 'instructions', assessmentId: 42 });
    expect(resumeScreen(session, [{ assessmentId: 42, itemId: 'q1', value: 2 }])).toEqual({ kind: 'page', assessmentId: 42, page: 1 });
    expect(screenAfterSubmit(session)).toEqual({ kind: 'instructions', assessmentId: 42 });
    expect(screenAfterSubmit(playerState([assessment({ status: 'submitted' })]))).toEqual({ kind: 'thanks' });
  });
});

describe('navigation selectors', () => {
  const at = (screen: Parameters<typeof navigated>[0], responses: Record<string, number> = {}) =>
    rootState({
      link: linkReducer(undefined, stateLoaded(playerState([assessment({ responses })], { launched: true }))),
      navigation: navigationReducer(undefined, navigated(screen)),
    });

  it('moves page by page, from the last page to the review page and back', () => {
    expect(selectNextScreen(at({ kind: 'page', assessmentId: 41, page: 0 }))).toEqual({ kind: 'page', assessmentId: 41, page: 1 });
    expect(selectNextScreen(at({ kind: 'page', assessmentId: 41, page: 3 }))).toEqual({ kind: 'review', assessmentId: 41 });
    expect(selectPreviousScreen(at({ kind: 'review', assessmentId: 41 }))).toEqual({ kind: 'page', assessmentId: 41, page: 3 });
    expect(selectPreviousScreen(at({ kind: 'page', assessmentId: 41, page: 0 }))).toEqual({ kind: 'instructions', assessmentId: 41 });
  });

  it('says which question of how many a page shows', () => {
    expect(selectProgress(at({ kind: 'page', assessmentId: 41, page: 2 }))).toEqual({ first: 3, last: 3, total: 4 });
  });

  it('lists the required items without an answer, not the optional one', () => {
    expect(selectUnansweredRequired(at({ kind: 'review', assessmentId: 41 }, { q2: 1 })).map((item) => item.id)).toEqual(['q1', 'q3']);
  });
});

describe('the autosave queue', () => {
  const first = { assessmentId: 41, itemId: 'q1', value: 2 };
  const second = { assessmentId: 41, itemId: 'q2', value: 0 };

  it('keeps answers in the order given and takes the head off when it is saved', () => {
    let state = answersReducer(undefined, answerGiven(first));
    state = answersReducer(state, answerGiven(second));
    state = answersReducer(state, answerSaved({ ...first, version: 4 }));
    expect(state.queue).toEqual([second]);
    expect(state.savedCount).toBe(1);
  });

  it('puts restored answers before any given since', () => {
    const state = answersReducer(answersReducer(undefined, answerGiven(second)), queueRestored([first]));
    expect(state.queue).toEqual([first, second]);
  });

  it('keeps a notice for an answer that was not saved until the item is answered again', () => {
    let state = answersReducer(answersReducer(undefined, answerGiven(first)), answerNotSaved({ ...first, reason: 'changedElsewhere' }));
    expect(state.queue).toEqual([]);
    expect(state.notSaved).toEqual([{ ...first, reason: 'changedElsewhere' }]);
    state = answersReducer(state, answerGiven({ ...first, value: 1 }));
    expect(state.notSaved).toEqual([]);
  });

  it('shows queued answers over the saved ones', () => {
    expect(displayedResponses({ q1: 0, q2: 1 }, [first, { assessmentId: 41, itemId: 'q2', value: null }, { assessmentId: 99, itemId: 'q3', value: 1 }], 41)).toEqual({ q1: 2 });
  });

  it('says Saving while answers wait, Saved after, and offline above all', () => {
    const status = (answers: ReturnType<typeof answersReducer>) => selectSaveStatus(rootState({ answers }));
    const queued = answersReducer(undefined, answerGiven(first));
    expect(status(answersReducer(undefined, { type: '@@test/init' }))).toBe('idle');
    expect(status(queued)).toBe('saving');
    expect(status(answersReducer(queued, answerSaved({ ...first, version: 4 })))).toBe('saved');
    expect(status(answersReducer(queued, connectionLost()))).toBe('offline');
  });

  it('keeps each saved answer and its version in the link state', () => {
    let link = linkReducer(undefined, stateLoaded(playerState()));
    link = linkReducer(link, answerSaved({ ...first, version: 4 }));
    expect(link.player?.assessments[0]).toMatchObject({ version: 4, responses: { q1: 2 } });
    link = linkReducer(link, answerSaved({ ...first, value: null, version: 5 }));
    expect(link.player?.assessments[0]).toMatchObject({ version: 5, responses: {} });
  });
});
