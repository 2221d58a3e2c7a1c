import type { AdministrationDetails } from '../../src/domain/assessment';
import type { ScoringContext } from '../../src/domain/scoring/scoreTypes';

/** A context with no examinee facts on a fixed test date, for products without norms. */
export const NO_CONTEXT: ScoringContext = { demographics: { birthDate: null, sex: null }, administration: {}, testDate: '2024-05-01' };

/** A context of an administration (grade, season, comparison group) for a student born 2015-09-01. */
export const administered = (administration: AdministrationDetails): ScoringContext => ({
  demographics: { birthDate: '2015-09-01', sex: 'female' },
  administration,
  testDate: '2024-01-15',
});
