import { hasAuthority, type PermissionItem, type PermissionName } from '../../../domain/permissions';
import type { RootState } from '../../rootReducer';

/** The permissions granted now: the identity's when authenticated, `null` otherwise (spec §4: no authority). */
export const selectGrantedPermissions = (state: RootState): readonly PermissionItem[] | null =>
  state.session.status === 'authenticated' ? (state.session.identity?.permissions ?? null) : null;

/** The authority check of spec §6: true if any requested permission is held. */
export const selectHasAuthority = (state: RootState, requested: readonly PermissionName[]): boolean =>
  hasAuthority(selectGrantedPermissions(state), requested);
