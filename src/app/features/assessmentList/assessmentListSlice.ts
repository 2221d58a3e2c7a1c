/**
 * The account's assessment list (filters, sort, pages) and the selection that batch and group
 * reports take: a set of rows picked by hand, or "every assessment matching the filter".
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AssessmentSort } from '../../../contract/services/assessmentSelection';
import type { AssessmentFilter, AssessmentListPage, AssessmentListRow } from '../../../contract/reportTypes';
import type { ExaminerOption } from '../../../contract/types';
import type { AppError } from '../../../client/appError';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';
import { batchSucceeded } from '../batchReports/batchReportsSlice';
import { groupReportSucceeded } from '../groupReports/groupReportsSlice';

/** A row picked by hand, with its form: a group report needs every pick to share one form. */
export interface PickedAssessment {
  id: number;
  productId: string;
}

/**
 * What is selected. `rows`: the picked rows, kept across pages; `allMatching`: every assessment
 * that matches the filter when the request is made (the server resolves it, so rows on pages
 * never loaded count too).
 */
export type ListSelection = { mode: 'rows'; picked: PickedAssessment[] } | { mode: 'allMatching' };

/** A form seen in the list, for the form filter. */
export interface KnownForm {
  id: string;
  code: string;
}

/** Which report action's form is open under the selection bar. */
export type SelectionAction = 'none' | 'batch' | 'group';

/** State of the `assessmentList` slice. */
export interface AssessmentListState {
  status: RequestStatus;
  error: AppError | null;
  filter: AssessmentFilter;
  sort: AssessmentSort;
  page: number;
  pageSize: number;
  rows: AssessmentListRow[];
  total: number;
  selection: ListSelection;
  examiners: ExaminerOption[];
  /** The forms the account has assessments of, by code (from the server); the form filter offers them. */
  knownForms: KnownForm[];
  action: SelectionAction;
}

/**
 * The filter the page opens with: every assessment that is not deleted (newest first, by the
 * default sort), so unfinished work is never hidden; "Status" narrows it to scored ones for reports.
 */
export const DEFAULT_ASSESSMENT_FILTER: AssessmentFilter = {};

const noSelection: ListSelection = { mode: 'rows', picked: [] };

/** The first state of the slice. */
export const initialAssessmentListState: AssessmentListState = {
  status: 'idle',
  error: null,
  filter: DEFAULT_ASSESSMENT_FILTER,
  sort: '-administrationDate',
  page: 1,
  pageSize: 20,
  rows: [],
  total: 0,
  selection: noSelection,
  examiners: [],
  knownForms: [],
  action: 'none',
};

/**
 * A change of filter fields; `''` clears a field. Never `undefined`: the QA action log is JSON,
 * which would drop the key and replay a different change.
 */
export type FilterChange = { [K in keyof AssessmentFilter]?: NonNullable<AssessmentFilter[K]> | '' };

/** Drops the keys whose value is empty, so "any" is an absent key and two equal filters compare equal. */
const compact = (filter: FilterChange): AssessmentFilter =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '')) as AssessmentFilter;

const assessmentListSlice = createSlice({
  name: 'assessmentList',
  initialState: initialAssessmentListState,
  reducers: {
    /** The list page opened: load the page of the current query. */
    listOpened(state) {
      state.status = 'loading';
    },
    /** The same query is loaded again (its rows changed on the server); the rows shown stay until it answers. */
    listRefreshed(state) {
      state.status = 'loading';
    },
    /**
     * Filter fields changed (`''` clears one): back to page 1, and the selection is
     * dropped, since rows picked under another filter may no longer be listed.
     */
    filterChanged(state, action: PayloadAction<FilterChange>) {
      state.filter = compact({ ...state.filter, ...action.payload });
      state.page = 1;
      state.status = 'loading';
      state.selection = noSelection;
      state.action = 'none';
    },
    /** The filters went back to the default. */
    filterReset(state) {
      state.filter = DEFAULT_ASSESSMENT_FILTER;
      state.page = 1;
      state.status = 'loading';
      state.selection = noSelection;
      state.action = 'none';
    },
    /** The sort order changed: back to page 1; the selection stays (the same rows match). */
    sortChanged(state, action: PayloadAction<{ sort: AssessmentSort }>) {
      state.sort = action.payload.sort;
      state.page = 1;
      state.status = 'loading';
    },
    /** Another page was asked for; picked rows stay picked. */
    pageChanged(state, action: PayloadAction<{ page: number }>) {
      state.page = action.payload.page;
      state.status = 'loading';
    },
    /** A page of assessments arrived. */
    listSucceeded(state, action: PayloadAction<AssessmentListPage>) {
      const { items, total, page, forms } = action.payload;
      state.status = 'succeeded';
      state.error = null;
      state.rows = items;
      state.total = total;
      state.page = page;
      state.knownForms = forms.map((form) => ({ id: form.productId, code: form.productCode }));
    },
    /** The list could not be loaded. */
    listFailed(state, action: PayloadAction<AppError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** The account's examiners arrived (for the examiner filter). */
    examinersLoaded(state, action: PayloadAction<ExaminerOption[]>) {
      state.examiners = action.payload;
    },
    /** A row's checkbox was toggled. After "all matching", unticking a row means picking the page's other rows. */
    rowToggled(state, action: PayloadAction<PickedAssessment>) {
      const { id } = action.payload;
      if (state.selection.mode === 'allMatching') {
        state.selection = { mode: 'rows', picked: state.rows.filter((row) => row.id !== id).map((row) => ({ id: row.id, productId: row.productId })) };
        return;
      }
      const picked = state.selection.picked;
      state.selection.picked = picked.some((entry) => entry.id === id) ? picked.filter((entry) => entry.id !== id) : [...picked, action.payload];
    },
    /** The header checkbox: pick (or unpick) every row of the page shown. */
    pageToggled(state, action: PayloadAction<{ select: boolean }>) {
      const pageIds = new Set(state.rows.map((row) => row.id));
      const others = state.selection.mode === 'rows' ? state.selection.picked.filter((entry) => !pageIds.has(entry.id)) : [];
      const page = state.rows.map((row) => ({ id: row.id, productId: row.productId }));
      state.selection = { mode: 'rows', picked: action.payload.select ? [...others, ...page] : others };
    },
    /** "Select all N matching": the filter itself becomes the selection. */
    allMatchingSelected(state) {
      state.selection = { mode: 'allMatching' };
    },
    /** "Clear selection". */
    selectionCleared(state) {
      state.selection = noSelection;
      state.action = 'none';
    },
    /** A report action's form was opened or closed. */
    actionChosen(state, action: PayloadAction<SelectionAction>) {
      state.action = action.payload;
    },
  },
  extraReducers: (builder) =>
    builder
      // The action's form closes once its request is made; the batch's progress or the new report shows instead.
      .addCase(batchSucceeded, (state) => {
        state.action = 'none';
      })
      .addCase(groupReportSucceeded, (state) => {
        state.action = 'none';
      })
      .addCase(loggedOut, () => initialAssessmentListState),
});

export const {
  listOpened,
  listRefreshed,
  filterChanged,
  filterReset,
  sortChanged,
  pageChanged,
  listSucceeded,
  listFailed,
  examinersLoaded,
  rowToggled,
  pageToggled,
  allMatchingSelected,
  selectionCleared,
  actionChosen,
} = assessmentListSlice.actions;
export const assessmentListReducer = assessmentListSlice.reducer;
