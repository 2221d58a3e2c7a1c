/**
 * A reliable-change statement in words: "Reliable improvement from 14 to 8 (RCI −2.10, threshold
 * ±1.96); clinically significant: crossed the cut-off of 10".
 */
import type { IntlShape } from 'react-intl';
import type { ProgressChange } from '../../../../domain/progress';
import { signedDifference } from '../../../../domain/scoreChange';
import type { Formatters } from '../../../core/i18n/i18nSelectors';
import type { MessageId } from '../../../core/i18n/messageId';

const KIND_MESSAGES: Record<ProgressChange['kind'], MessageId> = {
  reliableImprovement: 'progress.reliableImprovement',
  reliableDeterioration: 'progress.reliableDeterioration',
  noReliableChange: 'progress.noReliableChange',
};

/** The statement of `change` in the reader's language and number format. */
export function changeStatement(change: ProgressChange, intl: IntlShape, format: Pick<Formatters, 'number'>): string {
  const twoDecimals = (value: number) => format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const statement = intl.formatMessage(
    { id: KIND_MESSAGES[change.kind] },
    { from: format.number(change.from), to: format.number(change.to), rci: signedDifference(change.rci, twoDecimals), threshold: twoDecimals(change.threshold) },
  );
  if (!change.clinicallySignificant || change.cutoff === null) return statement;
  return intl.formatMessage({ id: 'progress.clinicallySignificant' }, { statement, cutoff: format.number(change.cutoff) });
}
