/**
 * The pieces the legacy forms are made of: a labelled field whose error sits between the label
 * and the control (and is named by `aria-describedby`), and the error summary at the top of the
 * page whose links lead to the fields.
 */
import type { ReactElement, ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../domain/locale';
import { FORM_PARTS_TEXT } from './i18n/formPartsText';

/** A field's error: the field's id (or '' for a refusal that names no field) and the message. */
export interface FieldError {
  field: string;
  message: string;
}

/** The message when a form's token did not verify (an old tab, or a cross-site post), in US English. */
export const FORM_EXPIRED = FORM_PARTS_TEXT.en_us.formExpired;

/** The attributes a control takes when its field has an error. */
export interface Described {
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

const errorId = (field: string): string => `${field}-error`;

/** A label, the field's error if any, and the control `children` renders with the error's attributes. */
export function Field({ id, label, errors, children }: { id: string; label: string; errors: readonly FieldError[]; children: (described: Described) => ReactNode }): ReactElement {
  const error = errors.find((item) => item.field === id);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p className="error" id={errorId(id)}>
          {error.message}
        </p>
      ) : null}
      {children(error ? { 'aria-describedby': errorId(id), 'aria-invalid': true } : {})}
    </div>
  );
}

/** A one-line text input (`type` text, email, tel or password) in a {@link Field}; `name` is `id` unless given. */
export function TextField({
  id,
  name = id,
  label,
  value,
  errors,
  type = 'text',
  autoComplete = 'off',
  maxLength,
}: {
  id: string;
  name?: string;
  label: string;
  value: string;
  errors: readonly FieldError[];
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  maxLength?: number;
}): ReactElement {
  return (
    <Field id={id} label={label} errors={errors}>
      {(described) => <input id={id} name={name} type={type} defaultValue={value} autoComplete={autoComplete} maxLength={maxLength} {...described} />}
    </Field>
  );
}

/**
 * The signed-in user's current password, asked for again before a sensitive change
 * (auth/reauthenticate.ts): never filled in, `autocomplete="current-password"`, its hint named by
 * `aria-describedby` with its error. `id` is `currentPassword` (the field the refusal names)
 * unless a page has two such fields; the posted name is always `currentPassword`.
 */
export function CurrentPasswordField({ id = 'currentPassword', label, hint, errors }: { id?: string; label: string; hint?: string; errors: readonly FieldError[] }): ReactElement {
  const hintId = `${id}-hint`;
  return (
    <Field id={id} label={label} errors={errors}>
      {(described) => (
        <>
          {hint ? <p id={hintId}>{hint}</p> : null}
          <input
            id={id}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            aria-invalid={described['aria-invalid']}
            aria-describedby={[described['aria-describedby'], hint ? hintId : undefined].filter(Boolean).join(' ') || undefined}
          />
        </>
      )}
    </Field>
  );
}

/** One choice of a select. */
export interface Choice {
  value: string;
  label: string;
}

/** A select in a {@link Field}; `name` is `id` unless given. */
export function SelectField({ id, name = id, label, value, choices, errors }: { id: string; name?: string; label: string; value: string; choices: readonly Choice[]; errors: readonly FieldError[] }): ReactElement {
  return (
    <Field id={id} label={label} errors={errors}>
      {(described) => (
        <select id={id} name={name} defaultValue={value} {...described}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A checkbox that submits `true` when checked (an unchecked box submits nothing), with its error
 * if any: the services' refusals name the examiner and active flags too.
 */
export function Checkbox({ id, label, checked, errors = [] }: { id: string; label: string; checked: boolean; errors?: readonly FieldError[] }): ReactElement {
  const error = errors.find((item) => item.field === id);
  return (
    <div>
      {error ? (
        <p className="error" id={errorId(id)}>
          {error.message}
        </p>
      ) : null}
      <div className="check">
        <input id={id} name={id} type="checkbox" value="true" defaultChecked={checked} {...(error ? { 'aria-describedby': errorId(id), 'aria-invalid': true } : {})} />
        <label htmlFor={id}>{label}</label>
      </div>
    </div>
  );
}

/**
 * The list of a post's errors; a field's message links to the field, an expired form's names none.
 * The messages come already in the page's language; the heading is `title` when a page words it
 * itself, else "There is a problem" in `locale` (US English unless given).
 */
export function ErrorSummary({ fields, locale = DEFAULT_LOCALE, title }: { fields: readonly FieldError[]; locale?: Locale; title?: string }): ReactElement {
  return (
    <div className="error" role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{title ?? FORM_PARTS_TEXT[locale].errorSummaryTitle}</h2>
      <ul>
        {fields.map((error) => (
          <li key={`${error.field}:${error.message}`}>{error.field === '' || error.field === 'formToken' ? error.message : <a href={`#${error.field}`}>{error.message}</a>}</li>
        ))}
      </ul>
    </div>
  );
}
