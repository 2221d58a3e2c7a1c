/**
 * Scorability errors of the scoring engine in the UI language: the engine answers a code and the
 * item numbers concerned, and its English text stays in the action log.
 */
import type { IntlShape } from 'react-intl';
import type { AdministrationDetails } from '../../../../domain/assessment';
import type { ScorabilityError } from '../../../../domain/scoring/scoreTypes';
import { SEASON_MESSAGES } from './seasonLabels';
import type { Formatters } from '../../../core/i18n/i18nSelectors';

/** "item 9", "items 5, 6 and 7" in the UI language. */
function itemList(intl: IntlShape, numbers: readonly number[], format: Formatters): string {
  const texts = numbers.map((number) => format.number(number));
  const numbersText = numbers.length === 1 ? (texts[0] ?? '') : texts.slice(0, -1).join(', ');
  return intl.formatMessage({ id: 'scorability.items' }, { count: numbers.length, numbers: numbersText, last: texts[texts.length - 1] ?? '' });
}

/**
 * The sentence of one scorability error.
 * @param administration the grade and season on screen, which NO_NORMS names.
 */
export function scorabilityText(intl: IntlShape, problem: ScorabilityError, format: Formatters, administration: AdministrationDetails = {}): string {
  const items = itemList(intl, problem.itemNumbers, format);
  switch (problem.code) {
    case 'CONSTRAINT_VIOLATED':
      // The rule's text is instrument content (product data), shown as written.
      return intl.formatMessage({ id: 'scorability.constraint' }, { items, rule: problem.message });
    case 'ADMINISTRATION_MISSING':
      return intl.formatMessage({ id: 'scorability.administration' });
    case 'UNKNOWN_COMPARISON_GROUP':
      return intl.formatMessage({ id: 'scorability.comparisonGroup' });
    case 'NO_NORMS':
      return intl.formatMessage(
        { id: 'scorability.noNorms' },
        {
          grade: administration.grade === undefined ? '—' : format.number(administration.grade),
          season: administration.season ? intl.formatMessage({ id: SEASON_MESSAGES[administration.season] }) : '—',
        },
      );
    case 'ITEMS_MISSING':
      return intl.formatMessage({ id: 'scorability.missing' }, { items, count: problem.itemNumbers.length });
    case 'INVALID_RESPONSE':
      return intl.formatMessage({ id: 'scorability.invalid' }, { items });
    default:
      return intl.formatMessage({ id: 'scorability.unknown' });
  }
}
