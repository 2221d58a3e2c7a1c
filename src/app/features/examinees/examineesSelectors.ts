import { createSelector } from 'reselect';
import type { Examinee } from '../../../domain/examinee';
import { examineeDisplayName } from '../../../domain/examinee';
import { selectIdentity } from '../../core/session/sessionSelectors';
import type { RootState } from '../../rootReducer';
import { examineesAdapter } from './examineesSlice';

const recordSelectors = examineesAdapter.getSelectors((state: RootState) => state.examinees.records);

/** The list's state: query, status, error, total. */
export const selectExamineeListState = (state: RootState) => state.examinees.list;

/** The examinees of the page shown, in order. */
export const selectExamineeListRows = createSelector(
  [(state: RootState) => state.examinees.list.ids, (state: RootState) => state.examinees.records.entities],
  (ids, entities) =>
    ids
      .map((id) => entities[id])
      .filter((examinee): examinee is Examinee => examinee !== undefined)
      .map((examinee) => ({ ...examinee, displayName: examineeDisplayName(examinee) })),
);

/** The number of pages of the list (at least 1). */
export const selectExamineePageCount = (state: RootState): number =>
  Math.max(1, Math.ceil(state.examinees.list.total / state.examinees.list.pageSize));

/** The examinee id check of the create form. */
export const selectIdCheck = (state: RootState) => state.examinees.idCheck;

/** The create form's submit state. */
export const selectCreateExamineeState = (state: RootState) => state.examinees.create;

/** The create submit a retry of the same input reuses (its Idempotency-Key). */
export const selectCreateExamineePending = (state: RootState) => state.examinees.create.pending;

/** The examinee page's state. */
export const selectExamineeDetailState = (state: RootState) => state.examinees.detail;

/** The examinee of the examinee page, once loaded. */
export const selectCurrentExaminee = (state: RootState): Examinee | null => {
  const id = state.examinees.detail.examineeRecordId;
  return id === null ? null : (recordSelectors.selectById(state, id) ?? null);
};

/** The display name ("Last, First") of the examinee page's examinee. */
export const selectCurrentExamineeName = createSelector([selectCurrentExaminee], (examinee) =>
  examinee ? examineeDisplayName(examinee) : null,
);

/** The "New assessment" form's submit state. */
export const selectNewAssessmentState = (state: RootState) => state.examinees.newAssessment;

/** The warnings of a graceful create waiting for the examiner to confirm or cancel them. */
export const selectNewAssessmentWarnings = (state: RootState) => state.examinees.newAssessmentWarnings;

/** The "New assessment" submit a retry of the same input reuses. */
export const selectNewAssessmentPending = (state: RootState) => state.examinees.newAssessment.pending;

/**
 * The examiner preselected on a new assessment: the user's default examiner when it is one of the
 * account's examiners, else the user themself when an examiner, else nobody (0).
 */
export const selectDefaultExaminerId = createSelector(
  [selectIdentity, (state: RootState) => state.examinees.detail.examiners],
  (identity, examiners): number => {
    if (!identity) return 0;
    const listed = (id: number) => id > 0 && examiners.some((examiner) => examiner.userId === id);
    const preferred = identity.preferences?.defaultExaminerId || identity.defaultExaminerId;
    if (listed(preferred)) return preferred;
    if (identity.examiner) return identity.userId;
    return 0;
  },
);

/** The examiner options, with the signed-in examiner listed even when the account list omits them. */
export const selectExaminerOptions = createSelector(
  [selectIdentity, (state: RootState) => state.examinees.detail.examiners],
  (identity, examiners) => {
    if (!identity?.examiner || examiners.some((examiner) => examiner.userId === identity.userId)) return examiners;
    const name = [identity.firstName, identity.lastName].filter(Boolean).join(' ') || identity.userName;
    return [{ userId: identity.userId, name }, ...examiners];
  },
);
