import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components';

/** Props of {@link JsonField}. */
export interface JsonFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  description?: string | undefined;
  error?: string | undefined;
  rows?: number;
}

/** A labelled monospace text area for JSON (or CSV), with its help text and error wired to it. */
export function JsonField({ label, name, value, onChange, description, error, rows = 10 }: JsonFieldProps) {
  return (
    <TextField className="field" name={name} value={value} onChange={onChange} isInvalid={Boolean(error)} validationBehavior="aria">
      <Label className="field__label">{label}</Label>
      <TextArea className="field__input product-json" rows={rows} spellCheck={false} />
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="field__error">{error}</FieldError>
    </TextField>
  );
}
