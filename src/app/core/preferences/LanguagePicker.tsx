import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorText } from '../i18n/useErrorText';
import { isLocale, LOCALE_NAMES, SUPPORTED_LOCALES } from '../../../domain/locale';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { selectLocale } from '../i18n/i18nSelectors';
import { preferencesUpdateRequested } from './preferencesActions';
import { selectPreferencesUpdate } from './preferencesSelectors';

/**
 * The header's language picker: each language named in itself. Choosing one dispatches one event;
 * the saga stores it and the new identity re-renders the UI in that language.
 */
export function LanguagePicker() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const locale = useAppSelector(selectLocale);
  const update = useAppSelector(selectPreferencesUpdate);
  const choose = (key: Key | null) => {
    const code = String(key);
    if (isLocale(code) && code !== locale) dispatch(preferencesUpdateRequested({ language: { languageCode: code, languageName: LOCALE_NAMES[code] } }));
  };
  return (
    <div className="language-picker">
      <Select className="language-picker__select" selectedKey={locale} onSelectionChange={choose} isDisabled={update.status === 'loading'}>
        <Label className="visually-hidden">{intl.formatMessage({ id: 'language.label' })}</Label>
        <Button className="button button--quiet button--on-dark language-picker__button">
          <SelectValue />
          <span aria-hidden="true"> ▾</span>
        </Button>
        <Popover className="language-picker__popover">
          <ListBox className="language-picker__list">
            {SUPPORTED_LOCALES.map((code) => (
              <ListBoxItem key={code} id={code} lang={code.replace('_', '-')} className="language-picker__option">
                {LOCALE_NAMES[code]}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      {update.status === 'loading' ? (
        <span className="visually-hidden" role="status">
          <FormattedMessage id="language.changing" />
        </span>
      ) : null}
      {update.status === 'failed' && update.error ? (
        <span className="language-picker__error" role="alert">
          <FormattedMessage id="language.failed" values={{ message: errorText(update.error) }} />
        </span>
      ) : null}
    </div>
  );
}
