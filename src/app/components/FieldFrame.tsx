import { type ReactNode, useId } from 'react';

/** What {@link FieldFrame} hands its control, to spread on it: the label's target and the help and error it describes. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Props of {@link FieldFrame}. */
export interface FieldFrameProps {
  label: ReactNode;
  /** Help shown under the control. */
  description?: ReactNode;
  /** The message shown under the field (already translated); the field is invalid while there is one. */
  error?: string | undefined;
  className?: string;
  /** Renders the control (an `<input>`, a `<textarea>`) with the given props spread on it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled field around a native control (a number input, a textarea that keeps a ref for the
 * caret): the label, the help and the error, wired to the control for screen readers, in the
 * markup and classes of TextInputField.
 */
export function FieldFrame({ label, description, error, className, children }: FieldFrameProps) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={['field', className].filter(Boolean).join(' ')} data-invalid={error ? true : undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
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
