/** The check of the domain's product change reason, for the forms that ask for one, in the UI language. */
import { PRODUCT_CHANGE_REASON_LIMITS, productChangeReasonSchema } from '../../../../domain/product/productLifecycle';
import type { MessageId } from '../../../core/i18n/messageId';

/**
 * Which part of the domain's rule (`productChangeReasonSchema`) `reason` breaks, as the message id
 * saying so, or `undefined` when it is acceptable.
 */
export function reasonProblem(reason: string): MessageId | undefined {
  try {
    productChangeReasonSchema.validateSync(reason);
    return undefined;
  } catch {
    // The rule's own English words are not shown: the length decides which translated message says why.
  }
  const length = reason.trim().length;
  if (length === 0) return 'products.reasonRequired';
  return length < PRODUCT_CHANGE_REASON_LIMITS.min ? 'products.reasonShort' : 'products.reasonLong';
}
