/** Handlers of the scoring service (src/contract/services/scoring.ts). */
import { scoring } from '../../../contract';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { checkDemographics } from './service';

/** The scoring service's handlers. */
export function scoringRoutes(): BoundHandler[] {
  return [handle(scoring.demographicsCheck, ({ params, query }, call) => checkDemographics(call, params.assessmentId, query))];
}
