/**
 * The norms' needs on the assessment page (scoring.demographicsCheck): the saga asks with the
 * administration as entered and keeps the answer for the assessment on screen only.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { checkDemographics } from '../../src/app/features/assessments/demographicsCheckSaga';
import { selectNormNeeds } from '../../src/app/features/assessments/assessmentsSelectors';
import {
  administrationChanged,
  assessmentsReducer,
  demographicsChecked,
  demographicsCheckFailed,
  detailsRequested,
  detailsSucceeded,
} from '../../src/app/features/assessments/assessmentsSlice';
import { DETAILS } from './support/fixtures';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testState } from './support/state';

const ORF_CHECK = {
  needed: [
    { field: 'grade' as const, source: 'administration' as const, missing: false },
    { field: 'season' as const, source: 'administration' as const, missing: true },
  ],
  missing: ['season' as const],
  complete: false,
};

const onScreen = () => {
  let state = assessmentsReducer(undefined, detailsRequested({ assessmentId: DETAILS.assessment.id }));
  state = assessmentsReducer(state, detailsSucceeded(DETAILS));
  return assessmentsReducer(state, administrationChanged({ grade: 3 }));
};

describe('norms’ needs', () => {
  it('asks with the administration as entered, and keeps the answer', async () => {
    const http = fakeHttp({ 'scoring.demographicsCheck': () => ORF_CHECK });
    const { io } = fakeIo({ http });
    await expectSaga(checkDemographics)
      .withState(testState({ assessments: onScreen() }))
      .provide([ioProvider(io)])
      .put(demographicsChecked({ assessmentId: DETAILS.assessment.id, check: ORF_CHECK }))
      .run();
    expect(http.calls[0]?.request).toEqual({ params: { assessmentId: DETAILS.assessment.id }, query: { asEntered: true, grade: 3 } });
  });

  it('shows nothing after a failed check, for a product that needs nothing, or for another assessment', async () => {
    const { io } = fakeIo({ http: fakeHttp({ 'scoring.demographicsCheck': () => Promise.reject(apiError(404, 'notFound', 'The assessment was not found.')) }) });
    await expectSaga(checkDemographics).withState(testState({ assessments: onScreen() })).provide([ioProvider(io)]).put(demographicsCheckFailed()).run();
    const checked = assessmentsReducer(onScreen(), demographicsChecked({ assessmentId: DETAILS.assessment.id, check: ORF_CHECK }));
    expect(selectNormNeeds(testState({ assessments: checked }))).toEqual(ORF_CHECK);
    expect(selectNormNeeds(testState({ assessments: assessmentsReducer(checked, demographicsCheckFailed()) }))).toBeNull();
    expect(selectNormNeeds(testState({ assessments: assessmentsReducer(onScreen(), demographicsChecked({ assessmentId: DETAILS.assessment.id, check: { needed: [], missing: [], complete: true } })) }))).toBeNull();
    expect(assessmentsReducer(onScreen(), demographicsChecked({ assessmentId: 999, check: ORF_CHECK })).demographics).toBeNull();
  });
});
