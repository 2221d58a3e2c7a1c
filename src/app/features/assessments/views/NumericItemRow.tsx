import type { KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { numberProblemMessageId } from '../itemEntryMessages';
import type { EntryItem } from '../assessmentsSelectors';

/** Props of {@link NumericItemRow}. */
export interface NumericItemRowProps {
  item: EntryItem;
  /** The BCP 47 tag of the form's text when it is not in the UI's language (US English), else `undefined`. */
  textLang: string | undefined;
  readOnly: boolean;
  onType: (text: string) => void;
  onMove: (offset: 1 | -1) => void;
  onFocus: () => void;
}

/**
 * One numeric item (words read, errors) as a labelled text field for digits. Enter moves to the
 * next item like Tab does, so a count is typed and confirmed without the mouse; Up and Down move
 * between items as on choice items. The field shows exactly what was typed; what the text enters,
 * or why it enters nothing, is decided by the saga and said under the field.
 */
export function NumericItemRow({ item, textLang, readOnly, onType, onMove, onFocus }: NumericItemRowProps) {
  const inputId = `item-${item.id}-input`;
  const rangeId = `item-${item.id}-range`;
  const problemId = `item-${item.id}-problem`;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onMove(event.key === 'ArrowUp' ? -1 : 1);
    }
  };
  const classes = ['item', 'item--numeric', item.isCurrent ? 'item--current' : '', item.selected !== null ? 'item--answered' : '', item.problem ? 'item--invalid' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes}>
      <div data-item-id={item.id} className="item__group">
        <div className="item__head">
          <label htmlFor={inputId} className="item__label">
            <span className="item__number">
              <FormattedMessage id="itemEntry.item" values={{ number: item.number }} />
            </span>{' '}
            <span className="item__text" lang={textLang}>
              {item.text}
            </span>
          </label>
        </div>
        <div className="item__numeric">
          <input
            id={inputId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className="field__input item__number-input"
            value={item.typed}
            readOnly={readOnly}
            aria-invalid={item.problem !== null || undefined}
            aria-describedby={item.problem ? `${problemId} ${rangeId}` : rangeId}
            onChange={(event) => onType(event.target.value)}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
          />{' '}
          <span className="item__unit">{item.numeric?.unit}</span>
          <span id={rangeId} className="field__description">
            <FormattedMessage id="itemEntry.numberRange" values={{ min: item.numeric?.min ?? 0, max: item.numeric?.max ?? 0 }} />
          </span>
          {item.problem && item.numeric ? (
            <span id={problemId} className="field__error" role="alert">
              <FormattedMessage id={numberProblemMessageId(item.problem)} values={{ number: item.number, min: item.numeric.min, max: item.numeric.max }} />
            </span>
          ) : null}
        </div>
        {item.note ? <p className="item__note">{item.note}</p> : null}
      </div>
    </li>
  );
}
