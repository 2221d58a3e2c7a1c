import { useDispatch, useSelector } from 'react-redux';
import type { PlayerRootState } from './rootReducer';
import type { PlayerDispatch } from './store';

/** useDispatch typed for the player's store. */
export const usePlayerDispatch = useDispatch.withTypes<PlayerDispatch>();
/** useSelector typed for the player's state. */
export const usePlayerSelector = useSelector.withTypes<PlayerRootState>();
