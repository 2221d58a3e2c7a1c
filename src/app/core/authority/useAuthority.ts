import type { PermissionName } from '../../../domain/permissions';
import { useAppSelector } from '../../hooks';
import { selectHasAuthority } from './authoritySelectors';

/** Whether the signed-in user holds any of `requested` (for guarding buttons and menu entries). */
export function useAuthority(...requested: PermissionName[]): boolean {
  return useAppSelector((state) => selectHasAuthority(state, requested));
}
