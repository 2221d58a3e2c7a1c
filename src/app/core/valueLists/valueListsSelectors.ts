/** Selectors of the value lists. */
import type { ValueListOption } from '../../../contract/services/valueLists';
import type { ValueListType } from '../../../domain/valueLists';
import type { RootState } from '../../rootReducer';
import type { LoadedValueList } from './valueListsSlice';

const NONE: ValueListOption[] = [];

/** A list as loaded, or `undefined` before it is asked for. */
export const selectValueList = (state: RootState, type: ValueListType): LoadedValueList | undefined => state.valueLists[type];

/** The values of a loaded list, in order; empty until it has loaded. */
export const selectValueListOptions = (state: RootState, type: ValueListType): ValueListOption[] => state.valueLists[type]?.options ?? NONE;
