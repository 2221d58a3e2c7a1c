/**
 * Where `/` leads a signed-in user: their work. Internal back-office staff, who hold no examinee
 * permission, land on the back office's home (issue #17); data-retention staff on their dashboard
 * (issue #18; before it they landed on the examinee list, which they may not open); everyone else on
 * the examinee list.
 */
import { hasAuthority, PERMISSIONS, type PermissionItem } from '../../../domain/permissions';

/** The examinee list, the home of customers' users. */
export const EXAMINEES_HOME = '/examinees';
/** The back office's home. */
export const BACK_OFFICE_HOME = '/back-office';
/** The data-retention staff's dashboard (issue #18). */
export const DATA_RETENTION_HOME = '/data-retention';

const BACK_OFFICE = [PERMISSIONS.PRODUCT_CONFIGURE, PERMISSIONS.FEATURE_LICENSE_MANAGE, PERMISSIONS.ASSESSMENT_TRACKER_VIEW, PERMISSIONS.FEEDBACK_MANAGE];

/** The route `/` is replaced with, for a user holding `permissions` (`null` before sign-in). */
export function homeRouteFor(permissions: readonly PermissionItem[] | null | undefined): string {
  if (hasAuthority(permissions, [PERMISSIONS.EXAMINEE_VIEW])) return EXAMINEES_HOME;
  if (hasAuthority(permissions, BACK_OFFICE)) return BACK_OFFICE_HOME;
  return hasAuthority(permissions, [PERMISSIONS.DATA_RETENTION_MANAGE]) ? DATA_RETENTION_HOME : EXAMINEES_HOME;
}
