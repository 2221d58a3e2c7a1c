import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EMAIL_KINDS, type EmailKind } from '../../../../domain/email';
import { isLocale, LOCALE_NAMES, SUPPORTED_LOCALES } from '../../../../domain/locale';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import { SelectField } from '../../../components/SelectField';
import { selectLocale } from '../../../core/i18n/i18nSelectors';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectChosenTemplate, selectChosenTemplateKey, selectTemplateList } from '../emailTemplatesSelectors';
import { templateChosen, templatesPageOpened } from '../emailTemplatesSlice';
import { KIND_MESSAGES } from './templateLabels';
import { TemplateEditor } from './TemplateEditor';

const isKind = (value: string): value is EmailKind => (EMAIL_KINDS as readonly string[]).includes(value);

/** The account's e-mail templates, per kind and language (account administrators). */
export function EmailTemplatesPage() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const userLocale = useAppSelector(selectLocale);
  const list = useAppSelector(selectTemplateList);
  const chosen = useAppSelector(selectChosenTemplateKey);
  const template = useAppSelector(selectChosenTemplate);
  const title = intl.formatMessage({ id: 'emailTemplates.title' });
  useScreenName(title);
  useEffect(() => {
    dispatch(templatesPageOpened({ locale: userLocale }));
  }, [dispatch, userLocale]);
  const locale = chosen.locale ?? userLocale;
  return (
    <div className="page">
      <h1>{title}</h1>
      <p>
        <FormattedMessage id="emailTemplates.help" />
      </p>
      <fieldset className="fieldset">
        <legend>
          <FormattedMessage id="emailTemplates.which" />
        </legend>
        <div className="form-grid">
          <SelectField
            label={intl.formatMessage({ id: 'emailTemplates.kind' })}
            name="kind"
            value={chosen.kind}
            options={EMAIL_KINDS.map((kind) => ({ value: kind, label: intl.formatMessage({ id: KIND_MESSAGES[kind] }) }))}
            onChange={(value) => (isKind(value) ? dispatch(templateChosen({ kind: value, locale })) : undefined)}
          />
          <SelectField
            label={intl.formatMessage({ id: 'emailTemplates.language' })}
            name="locale"
            value={locale}
            options={SUPPORTED_LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
            onChange={(value) => (isLocale(value) ? dispatch(templateChosen({ kind: chosen.kind, locale: value })) : undefined)}
          />
        </div>
      </fieldset>
      {list.status === 'loading' && list.items.length === 0 ? (
        <LoadingNotice>
          <FormattedMessage id="common.loading" />
        </LoadingNotice>
      ) : null}
      {list.status === 'failed' && list.error ? <ErrorNotice>{errorText(list.error)}</ErrorNotice> : null}
      {/* Keyed by the template and its last change, so the fields start again from what is stored. */}
      {template ? <TemplateEditor key={`${template.kind}-${template.locale}-${template.updatedAt ?? 'built-in'}`} template={template} /> : null}
    </div>
  );
}
