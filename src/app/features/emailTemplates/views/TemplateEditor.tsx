import { useFormik } from 'formik';
import { useId, useMemo, useRef } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EmailTemplate } from '../../../../contract/services/email';
import { formatInstant, PLACEHOLDERS, type Placeholder, render, SUBJECT_PLACEHOLDERS } from '../../../../domain/email';
import { bcp47 } from '../../../../domain/locale';
import { EmailPreview } from '../../../components/EmailPreview';
import { FieldFrame } from '../../../components/FieldFrame';
import { ErrorNotice } from '../../../components/Notices';
import { SubmitStatus } from '../../../components/SubmitStatus';
import { TextInputField } from '../../../components/TextInputField';
import { localizeFieldError } from '../../../core/i18n/fieldErrors';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectTemplateChange } from '../emailTemplatesSelectors';
import { templateResetAsked, templateSaveRequested } from '../emailTemplatesSlice';
import { RestoreTemplateDialog } from './RestoreTemplateDialog';
import { insertAt, templateFormErrors, type TemplateValues } from './templateForm';
import { PLACEHOLDER_MESSAGES } from './templateLabels';

/** A fixed instant for the preview's dates, so the preview reads the same every time. */
const SAMPLE_INSTANT = '2025-03-14T16:00:00.000Z';

/**
 * The editor of one template: subject and message, the placeholders with Insert buttons, a live
 * preview with sample values, Save and "Restore the built-in text". Messages from the shared
 * rules (and the server's) show beside the field they are about.
 */
export function TemplateEditor({ template }: { template: EmailTemplate }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useFormatters();
  const change = useAppSelector(selectTemplateChange);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const { kind, locale } = template;
  const busy = change.status === 'loading';
  const formik = useFormik<TemplateValues>({
    initialValues: { subject: template.subject, body: template.body },
    validate: (values) => templateFormErrors(kind, values),
    onSubmit: (values) => {
      if (!busy) dispatch(templateSaveRequested({ kind, locale, subject: values.subject.trim(), body: values.body.trim() }));
    },
  });
  const serverError = (field: keyof TemplateValues) => (change.status === 'failed' ? change.error?.fieldErrors[field] : undefined);
  const fieldError = (field: keyof TemplateValues) =>
    localizeFieldError(intl, (formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined) ?? serverError(field));
  const insert = (field: keyof TemplateValues, placeholder: Placeholder) => {
    const caret = field === 'body' ? (bodyRef.current?.selectionStart ?? null) : null;
    const next = insertAt(formik.values[field], `{${placeholder}}`, caret);
    void formik.setFieldValue(field, next.text);
    if (field === 'body' && bodyRef.current) {
      const area = bodyRef.current;
      // Back to the message, the caret after what was inserted, so typing goes on from there.
      requestAnimationFrame(() => {
        area.focus();
        area.setSelectionRange(next.caret, next.caret);
      });
    }
  };
  const samples = useMemo(
    () => ({
      examineeName: intl.formatMessage({ id: 'emailTemplates.sample.examineeName' }),
      recipientName: intl.formatMessage({ id: 'emailTemplates.sample.recipientName' }),
      link: 'https://example.org/qosa/#…',
      expiresAt: formatInstant(SAMPLE_INSTANT, bcp47(locale), 'UTC'),
      examinerName: intl.formatMessage({ id: 'emailTemplates.sample.examinerName' }),
      accountName: intl.formatMessage({ id: 'emailTemplates.sample.accountName' }),
      startsAt: formatInstant(SAMPLE_INSTANT, bcp47(locale), 'UTC'),
      videoLink: 'https://video.example.org/…',
    }),
    [intl, locale],
  );
  return (
    <form className="panel form template-editor" noValidate onSubmit={formik.handleSubmit} aria-labelledby="template-editor-heading">
      <h2 id="template-editor-heading">
        <FormattedMessage id="emailTemplates.editor" />
      </h2>
      <p className="muted">
        {template.customized && template.updatedAt ? (
          <FormattedMessage id="emailTemplates.customized" values={{ name: template.updatedByName ?? '', time: format.dateTime(template.updatedAt) }} />
        ) : (
          <FormattedMessage id="emailTemplates.builtIn" />
        )}
      </p>
      <TextInputField
        label={intl.formatMessage({ id: 'emailTemplates.subject' })}
        name="subject"
        value={formik.values.subject}
        onChange={(value) => void formik.setFieldValue('subject', value)}
        onBlur={() => void formik.setFieldTouched('subject', true)}
        error={fieldError('subject')}
        description={intl.formatMessage({ id: 'emailTemplates.subjectHelp' })}
        isRequired
      />
      <FieldFrame label={<FormattedMessage id="emailTemplates.body" />} error={fieldError('body')}>
        {(control) => (
          <textarea
            {...control}
            ref={bodyRef}
            className="field__input"
            name="body"
            rows={12}
            required
            value={formik.values.body}
            onChange={(event) => void formik.setFieldValue('body', event.target.value)}
            onBlur={() => void formik.setFieldTouched('body', true)}
          />
        )}
      </FieldFrame>
      <section aria-labelledby={`${id}-placeholders`}>
        <h3 id={`${id}-placeholders`}>
          <FormattedMessage id="emailTemplates.placeholders" />
        </h3>
        <ul className="template-editor__placeholders">
          {PLACEHOLDERS[kind].map((placeholder) => {
            const label = intl.formatMessage({ id: PLACEHOLDER_MESSAGES[placeholder] });
            return (
              <li key={placeholder}>
                <code>{`{${placeholder}}`}</code> {label}{' '}
                {SUBJECT_PLACEHOLDERS.includes(placeholder) ? (
                  <Button className="button button--small button--quiet" aria-label={intl.formatMessage({ id: 'emailTemplates.insertInSubjectOf' }, { placeholder: `{${placeholder}}` })} onPress={() => insert('subject', placeholder)}>
                    <FormattedMessage id="emailTemplates.insertInSubject" />
                  </Button>
                ) : null}
                <Button className="button button--small button--quiet" aria-label={intl.formatMessage({ id: 'emailTemplates.insertInBodyOf' }, { placeholder: `{${placeholder}}` })} onPress={() => insert('body', placeholder)}>
                  <FormattedMessage id="emailTemplates.insertInBody" />
                </Button>
              </li>
            );
          })}
        </ul>
      </section>
      <EmailPreview id={`${id}-preview`} level={3} heading={<FormattedMessage id="emailTemplates.preview" />} subject={render(formik.values.subject, samples)} body={render(formik.values.body, samples)} />
      <div className="form-actions">
        <Button type="submit" className="button button--primary" isDisabled={busy}>
          <FormattedMessage id="emailTemplates.save" />
        </Button>
        {template.customized ? (
          <Button className="button button--quiet" isDisabled={busy} onPress={() => dispatch(templateResetAsked())}>
            <FormattedMessage id="emailTemplates.restore" />
          </Button>
        ) : null}
        <SubmitStatus
          busy={busy}
          busyText={intl.formatMessage({ id: 'common.saving' })}
          doneText={change.status === 'succeeded' ? intl.formatMessage({ id: change.action === 'reset' ? 'emailTemplates.restored' : 'emailTemplates.saved' }) : null}
        />
      </div>
      {change.status === 'failed' && change.error ? <ErrorNotice title={intl.formatMessage({ id: 'emailTemplates.notSaved' })}>{errorText(change.error)}</ErrorNotice> : null}
      <RestoreTemplateDialog template={template} />
    </form>
  );
}
