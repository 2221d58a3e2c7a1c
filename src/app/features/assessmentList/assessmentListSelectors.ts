import { createSelector } from 'reselect';
import { MAX_SELECTION } from '../../../contract/services/assessmentSelection';
import type { AssessmentSelection } from '../../../contract/reportTypes';
import type { RootState } from '../../rootReducer';

/** The list's state: query, rows, status, error, total, selection. */
export const selectAssessmentList = (state: RootState) => state.assessmentList;

/** The research CSV export's state. */
export const selectAssessmentCsvExport = (state: RootState) => state.assessmentCsvExport;

/** The list's filter. */
export const selectAssessmentFilter = (state: RootState) => state.assessmentList.filter;

/** The number of pages of the list (at least 1). */
export const selectAssessmentPageCount = (state: RootState): number =>
  Math.max(1, Math.ceil(state.assessmentList.total / state.assessmentList.pageSize));

/** Ids of the rows picked by hand (empty after "all matching"). */
export const selectPickedIds = createSelector([(state: RootState) => state.assessmentList.selection], (selection) =>
  selection.mode === 'rows' ? new Set(selection.picked.map((entry) => entry.id)) : new Set<number>(),
);

/** Whether every assessment matching the filter is selected. */
export const selectAllMatching = (state: RootState): boolean => state.assessmentList.selection.mode === 'allMatching';

/** How many assessments the selection covers: the picked rows, or every match. */
export const selectSelectedCount = (state: RootState): number => {
  const { selection, total } = state.assessmentList;
  return selection.mode === 'allMatching' ? total : selection.picked.length;
};

/** The header checkbox of the page: every row of the page picked, some, or none. */
export const selectPageSelectionState = createSelector(
  [(state: RootState) => state.assessmentList.rows, selectPickedIds, selectAllMatching],
  (rows, picked, allMatching): 'all' | 'some' | 'none' => {
    if (rows.length === 0) return 'none';
    if (allMatching) return 'all';
    const count = rows.filter((row) => picked.has(row.id)).length;
    if (count === 0) return 'none';
    return count === rows.length ? 'all' : 'some';
  },
);

/** Whether a row is selected (picked, or covered by "all matching"). */
export const isRowSelected = (allMatching: boolean, picked: ReadonlySet<number>, id: number): boolean => allMatching || picked.has(id);

/**
 * The selection as batch and group reports take it, or `null` when nothing is selected.
 * "All matching" sends the filter, so the server resolves it when the request is made.
 */
export const selectAssessmentSelection = createSelector(
  [(state: RootState) => state.assessmentList.selection, selectAssessmentFilter, (state: RootState) => state.assessmentList.total],
  (selection, filter, total): AssessmentSelection | null => {
    if (selection.mode === 'allMatching') return total > 0 ? { kind: 'filter', filter } : null;
    return selection.picked.length > 0 ? { kind: 'assessments', assessmentIds: selection.picked.map((entry) => entry.id) } : null;
  },
);

/** Why the selection cannot be sent, or `null`: more than {@link MAX_SELECTION} assessments. */
export const selectSelectionTooLarge = (state: RootState): boolean => selectSelectedCount(state) > MAX_SELECTION;

/**
 * The one form a group report of the selection would be about, or `null` when there is none:
 * with "all matching" the filter must name a form; picked rows must all share one.
 */
export const selectGroupProductId = createSelector(
  [(state: RootState) => state.assessmentList.selection, selectAssessmentFilter],
  (selection, filter): string | null => {
    if (selection.mode === 'allMatching') return filter.productId ?? null;
    const forms = new Set(selection.picked.map((entry) => entry.productId));
    const [only] = [...forms];
    return forms.size === 1 && only !== undefined ? only : null;
  },
);

/** The code of a form seen in the list ("PHQ-9"), or the id when it was never listed. */
export const selectFormCode = (state: RootState, productId: string): string =>
  state.assessmentList.knownForms.find((form) => form.id === productId)?.code ?? productId;
