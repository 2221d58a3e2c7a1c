/** The reason of a change checked by the domain's rule (the server checks it again). */
import { configChangeReasonSchema } from '../../../../domain/appConfigSchema';

/** The reason's rule message, or undefined when it is fine. */
export function reasonProblem(reason: string): string | undefined {
  try {
    configChangeReasonSchema.validateSync(reason);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : undefined;
  }
}
