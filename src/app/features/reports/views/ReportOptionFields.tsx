import { isLocale, LOCALE_NAMES, type Locale, SUPPORTED_LOCALES } from '../../../../domain/locale';
import { SelectField } from '../../../components/SelectField';

/** The languages a report can be made in, by their own names (a reader finds their language whatever the UI's). */
const LANGUAGE_OPTIONS = SUPPORTED_LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }));

/** Props of {@link ReportLanguageField}. */
export interface ReportLanguageFieldProps {
  label: string;
  /** The chosen locale; '' only where {@link ReportLanguageFieldProps.ownLanguage} offers "no choice". */
  value: Locale | '';
  /** A first option that leaves the language to each report's author (batches); none where a report needs a language. */
  ownLanguage?: string;
  /** Called with the locale picked, or null when the first option (or anything not a locale) is picked. */
  onChange: (locale: Locale | null) => void;
}

/** The report options' "language of the report" select, shared by the single-report and batch forms. */
export function ReportLanguageField({ label, value, ownLanguage, onChange }: ReportLanguageFieldProps) {
  return (
    <SelectField
      label={label}
      name="locale"
      value={value}
      placeholder={ownLanguage}
      options={LANGUAGE_OPTIONS}
      onChange={(picked) => onChange(isLocale(picked) ? picked : null)}
    />
  );
}

/** Props of {@link IncludeItemResponsesField}. */
export interface IncludeItemResponsesFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The report options' "include item responses" checkbox, shared by the single-report and batch forms. */
export function IncludeItemResponsesField({ label, checked, onChange }: IncludeItemResponsesFieldProps) {
  return (
    <label className="checkbox-field">
      <input type="checkbox" name="includeItemResponses" checked={checked} onChange={(event) => onChange(event.target.checked)} /> {label}
    </label>
  );
}
