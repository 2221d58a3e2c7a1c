import { DEFAULT_VIEW_TYPE, type ViewType, type ViewTypePreferences } from '../../../domain/viewTypePreferences';
import type { RootState } from '../../rootReducer';

/** Every view's chosen view type. */
export const selectViewTypePreferences = (state: RootState): ViewTypePreferences => state.viewTypes.byView;

/** The view type of one view: its choice, else list. */
export const selectViewType = (state: RootState, view: string): ViewType => state.viewTypes.byView[view] ?? DEFAULT_VIEW_TYPE;
