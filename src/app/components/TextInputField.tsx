import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';

/** Props of {@link TextInputField}. */
export interface TextInputFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The message shown under the field; the field is invalid while there is one. */
  error?: string | undefined;
  description?: string | undefined;
  type?: 'text' | 'email' | 'date' | 'search';
  isRequired?: boolean;
  autoComplete?: string;
  max?: string;
  className?: string;
}

/** A labelled text input (react-aria TextField) with its help text and error message wired to it. */
export function TextInputField({ label, name, value, onChange, onBlur, error, description, type = 'text', isRequired, autoComplete, max, className }: TextInputFieldProps) {
  return (
    <TextField
      className={['field', className].filter(Boolean).join(' ')}
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      type={type}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      autoComplete={autoComplete}
      // Validation messages come from the shared yup schemas, not the browser's.
      validationBehavior="aria"
    >
      <Label className="field__label">
        {label}
        {isRequired ? null : (
          <span className="field__optional">
            {' '}
            <FormattedMessage id="common.optional" />
          </span>
        )}
      </Label>
      <Input className="field__input" max={max} />
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="field__error">{error}</FieldError>
    </TextField>
  );
}
