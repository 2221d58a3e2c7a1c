import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components';

/** Props of {@link LongTextField}. */
export interface LongTextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  description?: string | undefined;
  error?: string | undefined;
  rows?: number;
}

/** A labelled text area for prose (a report's introduction), with its help text and error wired to it. */
export function LongTextField({ label, name, value, onChange, description, error, rows = 4 }: LongTextFieldProps) {
  return (
    <TextField className="field" name={name} value={value} onChange={onChange} isInvalid={Boolean(error)} validationBehavior="aria">
      <Label className="field__label">{label}</Label>
      <TextArea className="field__input product-long-text" rows={rows} />
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="field__error">{error}</FieldError>
    </TextField>
  );
}
