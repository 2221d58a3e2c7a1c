/** Selectors of the data-retention staff's area. */
import { createSelector } from 'reselect';
import type { RootState } from '../../rootReducer';

/** The staff a case may be assigned to. */
export const selectRetentionStaff = (state: RootState) => state.dataRetention.staff;
/** The dashboard's filter values. */
export const selectRetentionFilters = (state: RootState) => state.dataRetention.filters;
/** The dashboard's page, with the page count (at least 1). */
export const selectRetentionList = createSelector([(state: RootState) => state.dataRetention.list], (list) => ({
  ...list,
  pageCount: Math.max(1, Math.ceil(list.total / list.pageSize)),
}));
/** The account case on screen. */
export const selectAccountCase = (state: RootState) => state.dataRetention.accountCase;
/** Its contact addresses. */
export const selectCaseAddresses = (state: RootState) => state.dataRetention.addresses;
/** The notices sent to it. */
export const selectCaseNotices = (state: RootState) => state.dataRetention.notices;
/** The delivery of the notice opened. */
export const selectNoticeDelivery = (state: RootState) => state.dataRetention.delivery;
/** The change under way. */
export const selectCaseChange = (state: RootState) => state.dataRetention.change;
/** The staff member's e-mail alerts. */
export const selectEmailAlerts = (state: RootState) => state.dataRetention.alerts;
/** The deletion privileges. */
export const selectPrivileges = (state: RootState) => state.dataRetention.privileges;
