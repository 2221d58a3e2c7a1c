import { useIntl } from 'react-intl';
import { type Locale, LOCALE_NAMES, SUPPORTED_LOCALES } from '../../../../domain/locale';
import { LINK_RESPONDENTS, MAX_LINK_VALIDITY_DAYS } from '../../../../domain/remoteLink';
import { FieldFrame } from '../../../components/FieldFrame';
import { SelectField } from '../../../components/SelectField';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';
import { localizeFieldError } from '../../../core/i18n/fieldErrors';
import { RESPONDENT_MESSAGES } from './linkLabels';

/** Languages by their own names: the respondent finds theirs whatever the examiner's UI language. */
const LANGUAGE_OPTIONS = SUPPORTED_LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }));

/** The choices every new link takes, as formik hands them over. */
export interface LinkChoiceValues {
  respondent: string;
  locale: string;
  validForDays: number | string;
}

/** Props of {@link LinkChoiceFields}. */
export interface LinkChoiceFieldsProps {
  values: LinkChoiceValues;
  errors: Partial<Record<keyof LinkChoiceValues, string>>;
  setField: (name: keyof LinkChoiceValues, value: string) => void;
  touch: (name: keyof LinkChoiceValues) => void;
  /** Launching here takes only the language. */
  languageOnly?: boolean;
  /** The locales the form's questions exist in; another choice gets a note that they will show in English. */
  formLanguages?: readonly Locale[];
}

/** Who answers, the player's language and how long the link is valid: shared by the e-mail, link and launch forms. */
export function LinkChoiceFields({ values, errors, setField, touch, languageOnly = false, formLanguages }: LinkChoiceFieldsProps) {
  const intl = useIntl();
  const terms = useAccountTerms();
  const error = (name: keyof LinkChoiceValues) => localizeFieldError(intl, errors[name]);
  // The player's own words follow the choice; the questions exist only in the form's languages.
  const questionsInEnglish = formLanguages !== undefined && !formLanguages.some((language) => language === values.locale);
  return (
    <>
      {languageOnly ? null : (
        <SelectField
          label={intl.formatMessage({ id: 'remote.respondent' })}
          name="respondent"
          value={values.respondent}
          options={LINK_RESPONDENTS.map((respondent) => ({ value: respondent, label: intl.formatMessage({ id: RESPONDENT_MESSAGES[respondent] }, terms) }))}
          onChange={(value) => setField('respondent', value)}
          onBlur={() => touch('respondent')}
          error={error('respondent')}
        />
      )}
      <SelectField
        label={intl.formatMessage({ id: 'remote.language' })}
        name="locale"
        value={values.locale}
        options={LANGUAGE_OPTIONS}
        onChange={(value) => setField('locale', value)}
        onBlur={() => touch('locale')}
        error={error('locale')}
        {...(questionsInEnglish ? { description: intl.formatMessage({ id: 'remote.questionsInEnglish' }) } : {})}
      />
      {languageOnly ? null : (
        <FieldFrame
          label={intl.formatMessage({ id: 'remote.validFor' })}
          description={intl.formatMessage({ id: 'remote.validForHelp' }, { max: MAX_LINK_VALIDITY_DAYS })}
          error={error('validForDays')}
        >
          {(control) => (
            <input
              {...control}
              className="field__input"
              name="validForDays"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_LINK_VALIDITY_DAYS}
              value={values.validForDays}
              onChange={(event) => setField('validForDays', event.target.value)}
              onBlur={() => touch('validForDays')}
            />
          )}
        </FieldFrame>
      )}
    </>
  );
}
