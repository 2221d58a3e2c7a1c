import type { ChangeEvent, Ref } from 'react';
import { FieldFrame } from './FieldFrame';

/** One option of a {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A first, empty option ("Choose a form") for a field without a default. */
  placeholder?: string;
  error?: string | undefined;
  description?: string | undefined;
  isRequired?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
  className?: string;
}

/**
 * A labelled native select. Native on purpose: short pick lists read best with the platform's own
 * control (screen readers, mobile pickers, type-ahead), and automation selects options by label.
 */
export function SelectField({ label, name, value, options, onChange, onBlur, placeholder, error, description, isRequired, selectRef, className }: SelectFieldProps) {
  return (
    <FieldFrame label={label} description={description} error={error} className={className}>
      {(control) => (
        <select
          {...control}
          ref={selectRef}
          className="field__input field__select"
          name={name}
          value={value}
          required={isRequired}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
          onBlur={onBlur}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
