import { type ChangeEvent, type Ref, useId } from 'react';

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
  const id = useId();
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={['field', className].filter(Boolean).join(' ')} data-invalid={error ? true : undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        ref={selectRef}
        className="field__input field__select"
        name={name}
        value={value}
        required={isRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
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
      {description ? (
        <p id={`${id}-description`} className="field__description">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
