/** Records the data-retention SPA tests answer from their fake API. */
import type { AccountCase, AddressData, DashboardFilters, NotificationDetails, RetentionAccount } from '../../src/contract/services/dataRetention';

/** The reason the tests state. */
export const RETENTION_REASON = 'Ticket 9120: reviewing dormant accounts.';

/** The dormant demo account, as the dashboard lists it. */
export const DORMANT_ACCOUNT: RetentionAccount = {
  accountId: 3,
  name: 'Other Practice',
  state: 'dormant',
  lastActivityAt: '2024-10-01T08:00:00.000Z',
  deletionDate: '2026-12-26',
  assignee: null,
  onHold: false,
  deletedAt: null,
};

/** Its case. */
export const ACCOUNT_CASE: AccountCase = {
  accountId: 3,
  name: 'Other Practice',
  state: 'dormant',
  createdAt: '2020-01-01T00:00:00.000Z',
  lastActivityAt: '2024-10-01T08:00:00.000Z',
  dormantSince: '2026-09-27T02:00:00.000Z',
  dormantDeletionDate: '2026-12-26',
  deletionRequestedAt: null,
  deletionRequestDate: null,
  legalHold: null,
  deletedAt: null,
  deletionReason: null,
  assignee: null,
  latestChangeDate: '2027-11-26',
};

/** Its contact addresses. */
export const ADDRESSES: AddressData = {
  accountId: 3,
  accountName: 'Other Practice',
  administrators: [{ userId: 30, name: 'Dr. Olga Other', userName: 'other', email: 'olga@other.example', phone: '+1 555 0199' }],
};

/** Its notices. */
export const NOTICES: NotificationDetails = {
  accountId: 3,
  notices: [
    {
      id: 5,
      kind: 'dormantBefore30',
      deletionDate: '2026-12-26',
      createdAt: '2026-11-26T02:00:00.000Z',
      emails: [{ messageId: 9, recipientName: 'Dr. Olga Other', recipientAddress: 'olga@other.example', state: 'sent', sentAt: '2026-11-26T02:01:00.000Z' }],
    },
  ],
};

/** The dashboard's filter values. */
export const FILTERS: DashboardFilters = {
  states: [
    { state: 'active', count: 2 },
    { state: 'dormant', count: 1 },
    { state: 'deletionRequested', count: 0 },
    { state: 'onHold', count: 0 },
    { state: 'deleted', count: 0 },
    { state: 'purged', count: 4 },
  ],
  selfServiceRequests: 0,
  assignees: [{ id: 12, name: 'Rita Retention', cases: 0 }],
  unassigned: 3,
};

/** The staff who may be assigned. */
export const RETENTION_STAFF = [
  { id: 12, name: 'Rita Retention' },
  { id: 13, name: 'Sam Second' },
];
