import type { KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { EntryItem } from '../assessmentsSelectors';

/** Props of {@link ItemRow}. */
export interface ItemRowProps {
  item: EntryItem;
  /** The BCP 47 tag of the form's text when it is not in the UI's language (US English), else `undefined`. */
  textLang: string | undefined;
  readOnly: boolean;
  /** Why the last key entered nothing, in the UI language, or `null`. */
  message: string | null;
  /** Counts rejected keys, so a repeat of the same wrong key is announced again. */
  messageAttempt: number;
  onKey: (key: string) => void;
  onClear: () => void;
  onMove: (offset: 1 | -1) => void;
  onChoose: (value: number) => void;
  onFocus: () => void;
}

/**
 * One item as a radio group labelled "Item N", its text and options visible. Native radios on
 * purpose: Tab then moves between items (one stop per group) and Left/Right between options,
 * while this handler takes the entry keys, Up/Down and Backspace/Delete. A key that is not a
 * response says so in the item's own alert.
 */
export function ItemRow({ item, textLang, readOnly, message, messageAttempt, onKey, onClear, onMove, onChoose, onFocus }: ItemRowProps) {
  const invalid = message !== null;
  const labelId = `item-${item.id}-label`;
  const textId = `item-${item.id}-text`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || readOnly) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onMove(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      onClear();
    } else if (event.key.length === 1 && event.key !== ' ') {
      // One printable key per item; Space is left to the radio (it checks the focused option).
      event.preventDefault();
      onKey(event.key);
    }
  };

  const classes = ['item', item.isCurrent ? 'item--current' : '', item.selected !== null ? 'item--answered' : '', invalid ? 'item--invalid' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes}>
      {item.prompt ? <p className="item__prompt">{item.prompt}</p> : null}
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={textId}
        aria-readonly={readOnly || undefined}
        data-item-id={item.id}
        className="item__group"
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      >
        <div className="item__head">
          <span id={labelId} className="item__number">
            <FormattedMessage id="itemEntry.item" values={{ number: item.number }} />
          </span>
          <span id={textId} className="item__text">
            <span lang={textLang}>{item.text}</span>
            {item.optional ? (
              <span className="item__optional">
                {' '}
                <FormattedMessage id="common.optional" />
              </span>
            ) : null}
          </span>
        </div>
        <div className="item__options">
          {item.options.map((option) => (
            <label key={option.value} className={option.value === item.selected ? 'option option--selected' : 'option'}>
              <input
                type="radio"
                className="option__input"
                name={`item-${item.id}`}
                value={option.value}
                checked={option.value === item.selected}
                disabled={readOnly}
                onChange={() => onChoose(option.value)}
              />
              <kbd className="option__key" aria-hidden="true">
                {option.key}
              </kbd>
              <span className="option__label" lang={textLang}>
                {option.label}
              </span>
            </label>
          ))}
        </div>
        {item.note ? <p className="item__note">{item.note}</p> : null}
      </div>
      {/* The item's own live region, beside the keys it names: inserted anew for each rejected key, so each is announced. */}
      {message ? (
        <p key={messageAttempt} className="item__message" role="alert">
          {message}
        </p>
      ) : null}
    </li>
  );
}
