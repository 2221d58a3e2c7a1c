import type { KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NumericEntryProblem } from '../../../../domain/product/itemEntry';
import { numberProblemMessageId } from '../../assessments/itemEntryMessages';
import type { EntryField } from '../entryFields';

/** Props of {@link SecondEntryField}. */
export interface SecondEntryFieldProps {
  field: EntryField;
  value: number | null;
  /** A number field's text as typed, when something was typed (else the value is shown). */
  typed: string | undefined;
  /** Why a number field's text enters nothing, or `null`. */
  problem: NumericEntryProblem | null;
  rejected: boolean;
  onKey: (key: string) => void;
  onSet: (value: number | null) => void;
  onType: (text: string) => void;
  onMove: (offset: 1 | -1) => void;
  onFocus: () => void;
}

/**
 * One field of the blind second entry: a radio group entered with the option keys (as in item
 * entry), or a number field. It shows only what is typed now, never the first entry.
 */
export function SecondEntryField({ field, value, typed, problem, rejected, onKey, onSet, onType, onMove, onFocus }: SecondEntryFieldProps) {
  const intl = useIntl();
  const labelId = `verify-${field.key}-label`;
  const textId = `verify-${field.key}-text`;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onMove(event.key === 'ArrowDown' ? 1 : -1);
    } else if (field.kind === 'options' && (event.key === 'Backspace' || event.key === 'Delete')) {
      event.preventDefault();
      onSet(null);
    } else if (field.kind === 'options' && event.key.length === 1 && event.key !== ' ') {
      event.preventDefault();
      onKey(event.key);
    }
  };
  const head = (
    <div className="item__head">
      <span id={labelId} className="item__number">
        <FormattedMessage id="itemEntry.item" values={{ number: field.itemNumber }} />
      </span>
      <span id={textId} className="item__text">
        {field.text}
      </span>
    </div>
  );
  const classes = ['item', value !== null ? 'item--answered' : '', rejected || problem ? 'item--invalid' : ''].filter(Boolean).join(' ');
  if (field.kind === 'number') {
    const problemId = `verify-${field.key}-problem`;
    return (
      <li className={classes}>
        <div className="item__group" data-entry-key={field.key} onKeyDown={onKeyDown} onFocus={onFocus}>
          {head}
          <label className="field">
            <span className="field__label">{intl.formatMessage({ id: 'verification.numberLabel' }, { unit: field.unit, min: field.min, max: field.max })}</span>
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              className="field__input item__number-input"
              aria-invalid={problem !== null || undefined}
              aria-describedby={problem ? `${problemId} ${textId}` : textId}
              value={typed ?? (value === null ? '' : String(value))}
              onChange={(event) => onType(event.target.value)}
            />
          </label>
          {problem ? (
            <p id={problemId} className="field__error">
              <FormattedMessage id={numberProblemMessageId(problem)} values={{ number: field.itemNumber, min: field.min, max: field.max }} />
            </p>
          ) : null}
        </div>
      </li>
    );
  }
  return (
    <li className={classes}>
      <div role="radiogroup" aria-labelledby={labelId} aria-describedby={textId} data-entry-key={field.key} className="item__group" onKeyDown={onKeyDown} onFocus={onFocus}>
        {head}
        <div className="item__options">
          {field.options.map((option) => (
            <label key={option.value} className={option.value === value ? 'option option--selected' : 'option'}>
              <input
                type="radio"
                className="option__input"
                name={`verify-${field.key}`}
                value={option.value}
                checked={option.value === value}
                onChange={() => onSet(option.value)}
              />
              <kbd className="option__key" aria-hidden="true">
                {option.key}
              </kbd>
              <span className="option__label">{option.label}</span>
            </label>
          ))}
        </div>
      </div>
    </li>
  );
}
