/**
 * The data-retention staff's area (issue #18): the dashboard's filters and page of accounts, the
 * account case on screen (its case, addresses, notices and one notice's delivery), the change
 * under way (assign, grace period, deletion date, legal hold), and the staff member's own settings
 * (e-mail alerts, deletion privileges). The stated reason is the back office's one
 * (features/backOffice, `workReasonStated`): every call into an account sends it.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
import type {
  AccountCase,
  AddressData,
  DashboardFilters,
  DeliveryInfo,
  EmailAlerts,
  NotificationDetails,
  RetentionAccount,
  RetentionAccountPage,
  RetentionStaffMember,
  StaffPrivilege,
} from '../../../contract/services/dataRetention';
import type { RetentionState } from '../../../domain/retention/accountLifecycle';
import type { RetentionAlert } from '../../../domain/retention/retentionAlerts';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** Accounts per page of the dashboard. */
export const RETENTION_PAGE_SIZE = 25;

/** What the dashboard filters by; `''` filters nothing. `assigneeId` is a staff member's id as text (`'0'`: nobody). */
export interface RetentionCriteria {
  /** Which list: every account by state, or the self-service deletion requests. */
  list: 'accounts' | 'selfService';
  state: RetentionState | '';
  assigneeId: string;
  deletionFrom: string;
  deletionTo: string;
  search: string;
}

/** A change of an account's case. */
export type CaseChange =
  | { kind: 'assign'; accountId: number; assigneeId: number | null; reason: string }
  | { kind: 'gracePeriod' | 'deletionDate'; accountId: number; deletionDate: string; reason: string }
  | { kind: 'legalHold'; accountId: number; action: 'set' | 'release'; reason: string };

interface Loaded<T> {
  status: RequestStatus;
  error: AppError | null;
  data: T | null;
}
const idle = <T>(): Loaded<T> => ({ status: 'idle', error: null, data: null });

/** State of the `dataRetention` slice. */
export interface DataRetentionState {
  staff: { status: RequestStatus; items: RetentionStaffMember[] };
  filters: Loaded<DashboardFilters>;
  list: { status: RequestStatus; error: AppError | null; criteria: RetentionCriteria; page: number; pageSize: number; total: number; items: RetentionAccount[] };
  accountCase: Loaded<AccountCase>;
  addresses: Loaded<AddressData>;
  notices: Loaded<NotificationDetails>;
  delivery: Loaded<DeliveryInfo> & { noticeId: number | null };
  change: { status: RequestStatus; error: AppError | null; kind: CaseChange['kind'] | null };
  alerts: Loaded<EmailAlerts> & { saving: RequestStatus; saveError: AppError | null };
  privileges: Loaded<StaffPrivilege[]> & { saving: RequestStatus; saveError: AppError | null };
}

/** The first state: the dashboard opens on dormant accounts. */
export const initialDataRetentionState: DataRetentionState = {
  staff: { status: 'idle', items: [] },
  filters: idle(),
  list: {
    status: 'idle',
    error: null,
    criteria: { list: 'accounts', state: 'dormant', assigneeId: '', deletionFrom: '', deletionTo: '', search: '' },
    page: 1,
    pageSize: RETENTION_PAGE_SIZE,
    total: 0,
    items: [],
  },
  accountCase: idle(),
  addresses: idle(),
  notices: idle(),
  delivery: { ...idle<DeliveryInfo>(), noticeId: null },
  change: { status: 'idle', error: null, kind: null },
  alerts: { ...idle<EmailAlerts>(), saving: 'idle', saveError: null },
  privileges: { ...idle<StaffPrivilege[]>(), saving: 'idle', saveError: null },
};

const slice = createSlice({
  name: 'dataRetention',
  initialState: initialDataRetentionState,
  reducers: {
    /** A screen that names staff opened: the staff list loads once. */
    staffRequested(state) {
      if (state.staff.status !== 'succeeded') state.staff.status = 'loading';
    },
    staffSucceeded(state, action: PayloadAction<RetentionStaffMember[]>) {
      state.staff = { status: 'succeeded', items: action.payload };
    },
    staffFailed(state) {
      state.staff.status = 'failed';
    },
    /** The dashboard opened with a reason stated: its filter values (counts) load. */
    filtersRequested(state) {
      state.filters = { ...state.filters, status: 'loading', error: null };
    },
    filtersSucceeded(state, action: PayloadAction<DashboardFilters>) {
      state.filters = { status: 'succeeded', error: null, data: action.payload };
    },
    filtersFailed(state, action: PayloadAction<AppError>) {
      state.filters = { ...state.filters, status: 'failed', error: action.payload };
    },
    /** A page of accounts was asked for (Show, a state tab, Previous, Next). */
    listRequested(state, action: PayloadAction<{ criteria: RetentionCriteria; page: number }>) {
      state.list = { ...state.list, status: 'loading', error: null, criteria: action.payload.criteria, page: action.payload.page };
    },
    /** A page arrived; one for a page no longer asked for is dropped. */
    listSucceeded(state, action: PayloadAction<RetentionAccountPage>) {
      const { items, total, page, pageSize } = action.payload;
      if (page !== state.list.page) return;
      state.list = { ...state.list, status: 'succeeded', error: null, items, total, pageSize };
    },
    listFailed(state, action: PayloadAction<AppError>) {
      state.list = { ...state.list, status: 'failed', error: action.payload };
    },
    /** An account's case page opened (or the reason was stated): the case, addresses and notices load. */
    caseRequested(state, _action: PayloadAction<{ accountId: number }>) {
      state.accountCase = { status: 'loading', error: null, data: null };
      state.addresses = { status: 'loading', error: null, data: null };
      state.notices = { status: 'loading', error: null, data: null };
      state.delivery = initialDataRetentionState.delivery;
      state.change = initialDataRetentionState.change;
    },
    caseSucceeded(state, action: PayloadAction<AccountCase>) {
      state.accountCase = { status: 'succeeded', error: null, data: action.payload };
    },
    caseFailed(state, action: PayloadAction<AppError>) {
      state.accountCase = { status: 'failed', error: action.payload, data: null };
    },
    addressesSucceeded(state, action: PayloadAction<AddressData>) {
      state.addresses = { status: 'succeeded', error: null, data: action.payload };
    },
    addressesFailed(state, action: PayloadAction<AppError>) {
      state.addresses = { status: 'failed', error: action.payload, data: null };
    },
    noticesSucceeded(state, action: PayloadAction<NotificationDetails>) {
      state.notices = { status: 'succeeded', error: null, data: action.payload };
    },
    noticesFailed(state, action: PayloadAction<AppError>) {
      state.notices = { status: 'failed', error: action.payload, data: null };
    },
    /** "Delivery" of a notice was pressed. */
    deliveryRequested(state, action: PayloadAction<{ accountId: number; noticeId: number }>) {
      state.delivery = { status: 'loading', error: null, data: null, noticeId: action.payload.noticeId };
    },
    deliverySucceeded(state, action: PayloadAction<DeliveryInfo>) {
      if (action.payload.noticeId !== state.delivery.noticeId) return;
      state.delivery = { status: 'succeeded', error: null, data: action.payload, noticeId: action.payload.noticeId };
    },
    deliveryFailed(state, action: PayloadAction<AppError>) {
      state.delivery = { ...state.delivery, status: 'failed', error: action.payload };
    },
    /** A change's dialog was confirmed. */
    changeRequested(state, action: PayloadAction<CaseChange>) {
      state.change = { status: 'loading', error: null, kind: action.payload.kind };
    },
    /** The change was stored: the case as it is now. */
    changeSucceeded(state, action: PayloadAction<AccountCase>) {
      state.change.status = 'succeeded';
      state.accountCase = { status: 'succeeded', error: null, data: action.payload };
    },
    changeFailed(state, action: PayloadAction<AppError>) {
      state.change.status = 'failed';
      state.change.error = action.payload;
    },
    /** My settings opened: the alerts (and, for staff who may delete, the privileges) load. */
    settingsRequested(state, action: PayloadAction<{ privileges: boolean }>) {
      state.alerts = { ...state.alerts, status: 'loading', error: null, saving: 'idle', saveError: null };
      if (action.payload.privileges) state.privileges = { ...state.privileges, status: 'loading', error: null, saving: 'idle', saveError: null };
    },
    alertsSucceeded(state, action: PayloadAction<EmailAlerts>) {
      state.alerts = { ...state.alerts, status: 'succeeded', error: null, data: action.payload };
    },
    alertsFailed(state, action: PayloadAction<AppError>) {
      state.alerts = { ...state.alerts, status: 'failed', error: action.payload };
    },
    /** Save of the alerts was pressed. */
    alertsSaveRequested(state, _action: PayloadAction<{ alerts: RetentionAlert[] }>) {
      state.alerts = { ...state.alerts, saving: 'loading', saveError: null };
    },
    alertsSaved(state, action: PayloadAction<EmailAlerts>) {
      state.alerts = { ...state.alerts, data: action.payload, saving: 'succeeded' };
    },
    alertsSaveFailed(state, action: PayloadAction<AppError>) {
      state.alerts = { ...state.alerts, saving: 'failed', saveError: action.payload };
    },
    privilegesSucceeded(state, action: PayloadAction<StaffPrivilege[]>) {
      state.privileges = { ...state.privileges, status: 'succeeded', error: null, data: action.payload };
    },
    privilegesFailed(state, action: PayloadAction<AppError>) {
      state.privileges = { ...state.privileges, status: 'failed', error: action.payload };
    },
    /** A privilege's dialog was confirmed. */
    privilegeChangeRequested(state, _action: PayloadAction<{ staffUserId: number; mayDelete: boolean; reason: string }>) {
      state.privileges = { ...state.privileges, saving: 'loading', saveError: null };
    },
    privilegeChanged(state, action: PayloadAction<StaffPrivilege>) {
      const data = (state.privileges.data ?? []).map((entry) => (entry.userId === action.payload.userId ? action.payload : entry));
      state.privileges = { ...state.privileges, data, saving: 'succeeded' };
    },
    privilegeChangeFailed(state, action: PayloadAction<AppError>) {
      state.privileges = { ...state.privileges, saving: 'failed', saveError: action.payload };
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialDataRetentionState),
});

export const {
  staffRequested,
  staffSucceeded,
  staffFailed,
  filtersRequested,
  filtersSucceeded,
  filtersFailed,
  listRequested,
  listSucceeded,
  listFailed,
  caseRequested,
  caseSucceeded,
  caseFailed,
  addressesSucceeded,
  addressesFailed,
  noticesSucceeded,
  noticesFailed,
  deliveryRequested,
  deliverySucceeded,
  deliveryFailed,
  changeRequested,
  changeSucceeded,
  changeFailed,
  settingsRequested,
  alertsSucceeded,
  alertsFailed,
  alertsSaveRequested,
  alertsSaved,
  alertsSaveFailed,
  privilegesSucceeded,
  privilegesFailed,
  privilegeChangeRequested,
  privilegeChanged,
  privilegeChangeFailed,
} = slice.actions;
export const dataRetentionReducer = slice.reducer;
