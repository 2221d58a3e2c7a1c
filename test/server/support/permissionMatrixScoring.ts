/**
 * The permission matrix's case of scoring.demographicsCheck: it needs ASSESSMENT_VIEW, as
 * on-the-fly scoring does, so an account user may call it and the data-retention staff may not.
 */
import type { MatrixCase } from './permissionMatrixCases';

/** The cases, keyed by operation id. */
export const SCORING_CASES: Readonly<Record<string, MatrixCase>> = {
  'scoring.demographicsCheck': { deniedTo: 'retention', grantedTo: 'user', request: (world) => ({ params: { assessmentId: world.scored.id } }) },
};
