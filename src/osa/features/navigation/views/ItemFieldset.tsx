import type { PlayerItem } from '../../../../contract/services/player';
import type { Locale } from '../../../../domain/locale';
import { shownText } from '../../../core/i18n/localizedText';
import { useText } from '../../../core/i18n/useText';
import { usePlayerDispatch } from '../../../hooks';
import { answerGiven } from '../../answers/answersSlice';

/** What an item needs besides itself. */
export interface ItemFieldsetProps {
  assessmentId: number;
  item: PlayerItem;
  value: number | undefined;
  locale: Locale;
  languages: readonly Locale[];
  /** Whether the page shows several items (their numbers then lead their text). */
  numbered: boolean;
}

/**
 * One item: its text as the legend, its options as large native radio buttons. Choosing saves at
 * once; the arrow keys move within the group (and save) without leaving the page.
 */
export function ItemFieldset({ assessmentId, item, value, locale, languages, numbered }: ItemFieldsetProps) {
  const t = useText();
  const dispatch = usePlayerDispatch();
  const text = shownText(item.text, locale, languages);
  const hintId = `${item.id}-optional`;
  return (
    <fieldset className="osa-item" id={item.id} aria-describedby={item.optional ? hintId : undefined}>
      <legend className="osa-item-text">
        {numbered ? <span className="osa-item-number">{item.number}. </span> : null}
        <span lang={text.lang}>{text.text}</span>
      </legend>
      {item.optional ? (
        <p className="osa-hint" id={hintId}>
          {t('items.optional')}
        </p>
      ) : null}
      <div className="osa-options">
        {item.options.map((option) => {
          const label = shownText(option.label, locale, languages);
          return (
            <label key={option.value} className="osa-option">
              <input
                type="radio"
                name={item.id}
                value={option.value}
                checked={value === option.value}
                onChange={() => dispatch(answerGiven({ assessmentId, itemId: item.id, value: option.value }))}
              />
              <span lang={label.lang}>{label.text}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
