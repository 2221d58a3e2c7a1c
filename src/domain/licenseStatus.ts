/**
 * The lifecycle of a feature license as the back office manages it (issue #17, "Feature
 * licenses": status active, suspended, expired, ended, with its history). Three statuses are
 * stored (`active`, `suspended`, `ended`); `expired` is read from the validity: an active license
 * whose last valid day has passed. Pure: the server reads the row, asks these functions, and
 * writes what they answer with an entry of the license's history.
 */
import type { IsoDate } from './dates';
import { fail, ok, type Result } from './result';

/** The statuses a license row stores. `ended` is final. */
export const STORED_LICENSE_STATUSES = ['active', 'suspended', 'ended'] as const;
/** One value of {@link STORED_LICENSE_STATUSES}. */
export type StoredLicenseStatus = (typeof STORED_LICENSE_STATUSES)[number];

/** The statuses a license is shown with: the stored ones, and `expired` (active, but past its last valid day). */
export const FEATURE_LICENSE_STATUSES = ['active', 'suspended', 'expired', 'ended'] as const;
/** One value of {@link FEATURE_LICENSE_STATUSES}. */
export type FeatureLicenseStatus = (typeof FEATURE_LICENSE_STATUSES)[number];

/**
 * What staff may do to a license's status: `suspend` stops new reports being charged to it (reports
 * already paid for stay as they are), `resume` lifts a suspension, `end` closes it for good.
 */
export const LICENSE_STATUS_ACTIONS = ['suspend', 'resume', 'end'] as const;
/** One value of {@link LICENSE_STATUS_ACTIONS}. */
export type LicenseStatusAction = (typeof LICENSE_STATUS_ACTIONS)[number];

/** The stored status each action leads to. */
export const STATUS_AFTER: Readonly<Record<LicenseStatusAction, StoredLicenseStatus>> = { suspend: 'suspended', resume: 'active', end: 'ended' };

/** The actions open from each stored status. An ended license is closed: nothing is open. */
export const STATUS_ACTIONS_FROM: Readonly<Record<StoredLicenseStatus, readonly LicenseStatusAction[]>> = {
  active: ['suspend', 'end'],
  suspended: ['resume', 'end'],
  ended: [],
};

/** What a license's history records: its creation, a change of its terms, and each status action. */
export const LICENSE_EVENT_KINDS = ['created', 'changed', 'suspended', 'resumed', 'ended'] as const;
/** One value of {@link LICENSE_EVENT_KINDS}. */
export type LicenseEventKind = (typeof LICENSE_EVENT_KINDS)[number];

/** The history entry each status action writes. */
export const EVENT_OF_ACTION: Readonly<Record<LicenseStatusAction, LicenseEventKind>> = { suspend: 'suspended', resume: 'resumed', end: 'ended' };

/**
 * The status a license is shown with on `day`: `ended` and `suspended` as stored; an active one
 * whose last valid day (`validUntil`, inclusive) is before `day` is `expired`.
 */
export function licenseStatusOn(license: { status: StoredLicenseStatus; validUntil: IsoDate | null }, day: IsoDate): FeatureLicenseStatus {
  if (license.status !== 'active') return license.status;
  return license.validUntil !== null && license.validUntil < day ? 'expired' : 'active';
}

/**
 * The status after `action` on a license stored with `from`.
 * @returns `{ ok: true, value }` the new stored status, or `{ ok: false, error }` naming why the
 *   action is not open (an ended license takes none; only a suspended one is resumed, only an
 *   active one suspended).
 */
export function statusAfterAction(from: StoredLicenseStatus, action: LicenseStatusAction): Result<StoredLicenseStatus, { code: 'statusTransition'; message: string }> {
  if (STATUS_ACTIONS_FROM[from].includes(action)) return ok(STATUS_AFTER[action]);
  const message =
    from === 'ended'
      ? 'This license has ended; nothing about it can change.'
      : action === 'resume'
        ? 'Only a suspended license can be resumed.'
        : 'This license is already suspended.';
  return fail({ code: 'statusTransition', message });
}

/** Whether a license's terms may still be changed: every status but `ended`. */
export const termsChangeable = (status: StoredLicenseStatus): boolean => status !== 'ended';
