import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_LOCALE, type Locale, SUPPORTED_LOCALES } from '../../../../domain/locale';
import type { ItemDefinition } from '../../../../domain/product/productDefinition';
import { TextInputField } from '../../../components/TextInputField';
import type { PartFieldsProps } from './FormPartFields';
import { itemsWithoutLocale } from './itemEdits';
import { localeName } from './localeNames';

/**
 * The form's languages as checkboxes of the platform locales (US English always), and the source
 * of each other language's item text. Unticking a language drops its item texts and source.
 */
export function LanguageFields({ values, set, errors }: PartFieldsProps) {
  const intl = useIntl();
  const languages = (values['languages'] ?? []) as Locale[];
  const sources = (values['itemTextSources'] ?? {}) as Partial<Record<Locale, string>>;
  const toggle = (locale: Locale, on: boolean) => {
    if (on) {
      set('languages', SUPPORTED_LOCALES.filter((candidate) => candidate === locale || languages.includes(candidate)));
      return;
    }
    set('languages', languages.filter((candidate) => candidate !== locale));
    set('items', itemsWithoutLocale((values['items'] ?? []) as ItemDefinition[], locale));
    const { [locale]: _dropped, ...rest } = sources;
    set('itemTextSources', rest);
  };
  const others = languages.filter((locale) => locale !== DEFAULT_LOCALE);
  return (
    <fieldset className="panel" aria-describedby="part-languages-help">
      <legend>
        <FormattedMessage id="products.languages" />
      </legend>
      <p id="part-languages-help" className="field__description">
        <FormattedMessage id="products.languagesHelp" />
      </p>
      {errors['languages'] ? <p className="field__error">{errors['languages']}</p> : null}
      <div className="product-languages">
        {SUPPORTED_LOCALES.map((locale) => (
          <label key={locale} className="product-language">
            <input type="checkbox" checked={languages.includes(locale)} disabled={locale === DEFAULT_LOCALE} onChange={(event) => toggle(locale, event.target.checked)} />{' '}
            {localeName(locale, intl.locale)} <code>{locale}</code>
          </label>
        ))}
      </div>
      {others.map((locale) => (
        <TextInputField
          key={locale}
          label={intl.formatMessage({ id: 'products.field.itemTextSource' }, { language: localeName(locale, intl.locale) })}
          name={`itemTextSources.${locale}`}
          value={sources[locale] ?? ''}
          onChange={(v) => set(`itemTextSources.${locale}`, v)}
          description={intl.formatMessage({ id: 'products.itemTextSourceHelp' })}
          error={errors[`itemTextSources.${locale}`] ?? errors['itemTextSources']}
          isRequired
        />
      ))}
    </fieldset>
  );
}
