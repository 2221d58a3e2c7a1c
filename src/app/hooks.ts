/** Typed hooks: components use these, never the untyped react-redux ones. */
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch } from './store';
import type { RootState } from './rootReducer';

/** The store's dispatch. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** A selector bound to the root state. */
export const useAppSelector = useSelector.withTypes<RootState>();
