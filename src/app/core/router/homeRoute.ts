/**
 * Where `/` leads a signed-in user: their work. Internal back-office staff, who hold no examinee
 * permission, land on the back office's home (issue #17); everyone else on the examinee list.
 */
import { hasAuthority, PERMISSIONS, type PermissionItem } from '../../../domain/permissions';

/** The examinee list, the home of customers' users. */
export const EXAMINEES_HOME = '/examinees';
/** The back office's home. */
export const BACK_OFFICE_HOME = '/back-office';

const BACK_OFFICE = [PERMISSIONS.PRODUCT_CONFIGURE, PERMISSIONS.FEATURE_LICENSE_MANAGE, PERMISSIONS.ASSESSMENT_TRACKER_VIEW, PERMISSIONS.FEEDBACK_MANAGE];

/** The route `/` is replaced with, for a user holding `permissions` (`null` before sign-in). */
export function homeRouteFor(permissions: readonly PermissionItem[] | null | undefined): string {
  return hasAuthority(permissions, BACK_OFFICE) && !hasAuthority(permissions, [PERMISSIONS.EXAMINEE_VIEW]) ? BACK_OFFICE_HOME : EXAMINEES_HOME;
}
