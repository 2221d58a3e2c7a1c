/** Reads of the examinee export's state. */
import type { RootState } from '../../rootReducer';
import type { ExamineeExportState } from './examineeExportSlice';

/** The export's state. */
export const selectExamineeExport = (state: RootState): ExamineeExportState => state.examineeExport;
