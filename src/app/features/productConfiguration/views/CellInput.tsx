import { useId } from 'react';

/**
 * What a number field holds for typed text: `null` when blank, the number when it reads as one, else
 * the text itself, so the server's check names the field rather than the editor dropping the input.
 */
export const typedNumber = (text: string): number | string | null => (text.trim() === '' ? null : Number.isFinite(Number(text)) ? Number(text) : text);

/** Props of {@link CellInput}. */
export interface CellInputProps {
  /** The accessible name ("Label of option 2 of item 3"). */
  label: string;
  value: string | number | boolean | null | undefined;
  /** The new value: {@link typedNumber} for `number`, a boolean for `checkbox`, else text (`long`: a few lines of prose). */
  onChange: (value: string | number | boolean | null) => void;
  kind?: 'text' | 'number' | 'checkbox' | 'long';
  /** The server's message for this field, shown under it. */
  error?: string | undefined;
}

/** An input in a table cell of a part editor, named for screen readers, with its server error under it. */
export function CellInput({ label, value, onChange, kind = 'text', error }: CellInputProps) {
  const errorId = useId();
  const common = { 'aria-label': label, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } as const;
  return (
    <>
      {kind === 'checkbox' ? (
        <input type="checkbox" {...common} checked={value === true} onChange={(event) => onChange(event.target.checked)} />
      ) : kind === 'long' ? (
        <textarea className="field__input product-table-input product-table-input--long" rows={4} {...common} value={value === null || value === undefined ? '' : String(value)} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          className="field__input product-table-input"
          type="text"
          inputMode={kind === 'number' ? 'decimal' : undefined}
          {...common}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(event) => onChange(kind === 'number' ? typedNumber(event.target.value) : event.target.value)}
        />
      )}
      {error ? (
        <span id={errorId} className="field__error">
          {error}
        </span>
      ) : null}
    </>
  );
}
