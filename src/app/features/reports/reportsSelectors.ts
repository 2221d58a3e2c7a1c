/** Selectors of the reports panel of an assessment. */
import { createSelector } from 'reselect';
import type { UsageReason } from '../../../contract/reportTypes';
import { selectServicesBaseUrl } from '../../core/config/configSelectors';
import { selectLocale } from '../../core/i18n/i18nSelectors';
import type { RootState } from '../../rootReducer';
import { reportDownloadUrl } from './reportsApi';
import { type GenerateReportInput, reportsAdapter } from './reportsSlice';

const historySelectors = reportsAdapter.getSelectors((state: RootState) => state.reports.history);

/** Charges that cost nothing: the license is not needed for them. */
const FREE_CHARGES: readonly UsageReason[] = ['regeneration', 'correction', 'liveSession'];

/** Whether a charge costs nothing (an unchanged assessment, a correction within 30 days, a report paid by its live session). */
export const isFreeCharge = (charge: UsageReason | null): boolean => charge !== null && FREE_CHARGES.includes(charge);

/** The assessment whose reports the slice holds. */
export const selectReportsAssessmentId = (state: RootState) => state.reports.assessmentId;

/** The reports screen's load status and error. */
export const selectReportsPageLoad = createSelector(
  [(state: RootState) => state.reports.page.status, (state: RootState) => state.reports.page.error],
  (status, error) => ({ status, error }),
);

/** What the reports screen offers (types, license status, comparison groups, presets), once loaded. */
export const selectReportsPage = (state: RootState) => state.reports.page.data;

/**
 * The user's choice with the presets filled in: the default comparison group (the page's preset,
 * else the product's default group) and the user's own language.
 */
export const selectReportChoice = createSelector([(state: RootState) => state.reports.choice, selectReportsPage, selectLocale], (choice, page, userLocale) => ({
  reportType: choice.reportType,
  comparisonGroupId: choice.comparisonGroupId ?? page?.comparisonGroups.find((group) => group.default)?.id ?? page?.comparisonGroups[0]?.id ?? null,
  locale: choice.locale ?? userLocale,
  includeItemResponses: choice.includeItemResponses,
}));

/**
 * The chosen report type's license status and cost, and whether it may be generated now: with a
 * license available, or free (the server charges nothing for those, so no license is needed).
 */
export const selectChosenReportType = createSelector([selectReportsPage, selectReportChoice], (page, choice) => {
  const entry = page?.reportTypes.find((candidate) => candidate.reportType === choice.reportType) ?? null;
  if (!entry) return null;
  return { ...entry, generatable: entry.license.available || isFreeCharge(entry.nextCharge) };
});

/** What "Generate" sends, or `null` before the reports screen has loaded. */
export const selectGenerateInput = createSelector([selectReportsAssessmentId, selectReportsPage, selectReportChoice], (assessmentId, page, choice): GenerateReportInput | null => {
  if (assessmentId === null || page === null) return null;
  return {
    assessmentId,
    reportType: choice.reportType,
    options: {
      comparisonGroupId: choice.comparisonGroupId,
      locale: choice.locale,
      // Feedback reports never print items.
      includeItemResponses: choice.reportType === 'score' && choice.includeItemResponses,
    },
  };
});

/** The report history's status and error. */
export const selectReportHistoryLoad = createSelector(
  [(state: RootState) => state.reports.history.status, (state: RootState) => state.reports.history.error],
  (status, error) => ({ status, error }),
);

/** The stored reports, newest first, each with its download URL and its comparison group's label (`null` for none). */
export const selectReportRows = createSelector([historySelectors.selectAll, selectServicesBaseUrl, selectReportsPage], (reports, baseUrl, page) =>
  reports.map((report) => ({
    ...report,
    downloadUrl: reportDownloadUrl(baseUrl, report.id),
    comparisonGroupLabel:
      report.options.comparisonGroupId === null
        ? null
        : (page?.comparisonGroups.find((group) => group.id === report.options.comparisonGroupId)?.label ?? report.options.comparisonGroupId),
  })),
);

/** The generate submit's state. */
export const selectGenerateState = (state: RootState) => state.reports.generate;

/** The pending generate submit, reused by a retry of the same input. */
export const selectGeneratePending = (state: RootState) => state.reports.generate.pending;

/** The "Generate again" submit's state. */
export const selectResubmitState = (state: RootState) => state.reports.resubmit;

/** The pending "Generate again" submit, reused by a retry of the same row. */
export const selectResubmitPending = (state: RootState) => state.reports.resubmit.pending;

/** The deletion dialog's state and the report it is about. */
export const selectDeletion = createSelector([(state: RootState) => state.reports.deletion, historySelectors.selectEntities], (deletion, entities) => ({
  ...deletion,
  report: deletion.reportId === null ? null : (entities[deletion.reportId] ?? null),
}));
