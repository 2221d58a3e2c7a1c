import { useFormik } from 'formik';
import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LiveSetup } from '../../../../contract/services/liveSessions';
import { sessionInputSchema, type SessionRequest } from '../../../../contract/services/sessions';
import { VIDEO_MODES, type VideoMode } from '../../../../domain/live/liveSession';
import { type Locale, LOCALE_NAMES, SUPPORTED_LOCALES } from '../../../../domain/locale';
import { FieldFrame } from '../../../components/FieldFrame';
import { yupFormErrors } from '../../../components/formErrors';
import { ErrorNotice } from '../../../components/Notices';
import { SelectField } from '../../../components/SelectField';
import { SubmitStatus } from '../../../components/SubmitStatus';
import { TextInputField } from '../../../components/TextInputField';
import { localizeFieldError } from '../../../core/i18n/fieldErrors';
import { selectFormatPreferences, selectLocale } from '../../../core/i18n/i18nSelectors';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { appointmentInstant } from '../../remoteAdministration/appointment';
import { examineeChosen, examineeSearchChanged, formsLanguageChanged, planClosed, planSubmitted } from '../livePlanSlice';
import { selectLivePlan } from '../liveSessionsSelectors';
import { ExamineePicker } from './ExamineePicker';

/** The plan form's values as typed; `startsAt` is a `datetime-local` value in the examiner's time zone. */
export interface PlanValues {
  productIds: string[];
  startsAt: string;
  durationMinutes: string;
  locale: Locale;
  videoMode: VideoMode;
  videoUrl: string;
}

/** The request a plan's values make (`delivery: 'live'`), for the contract's `sessionInputSchema`. */
export function planRequest(values: PlanValues, examineeRecordId: number, timeZone: string): SessionRequest {
  return {
    examineeRecordId,
    delivery: 'live',
    assessmentIds: [],
    productIds: values.productIds,
    scheduledAt: appointmentInstant(values.startsAt, timeZone),
    durationMinutes: Number(values.durationMinutes),
    locale: values.locale,
    video: { mode: values.videoMode, url: values.videoMode === 'external' ? values.videoUrl.trim() : null },
  };
}

const DEFAULT_DURATIONS = [30, 45, 60, 90];

/** "Plan a session": the examinee, the forms they may take, the appointment, its length, the language and the video. */
export function PlanSessionForm({ setup }: { setup: LiveSetup | null }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const plan = useAppSelector(selectLivePlan);
  const uiLocale = useAppSelector(selectLocale);
  const { timeZone } = useAppSelector(selectFormatPreferences);
  const video = plan.defaultVideo ?? setup?.defaultVideo ?? { mode: 'builtIn', url: null };
  const examineeId = plan.examinee?.id ?? null;
  const formik = useFormik<PlanValues>({
    initialValues: { productIds: [], startsAt: '', durationMinutes: '60', locale: uiLocale, videoMode: video.mode, videoUrl: video.url ?? '' },
    enableReinitialize: false,
    validate: (values) => {
      const errors = yupFormErrors(sessionInputSchema, planRequest(values, examineeId ?? 0, timeZone), {});
      const mapped: Record<string, string> = {};
      if (examineeId === null) mapped['examinee'] = 'Choose the examinee.';
      if (errors['productIds']) mapped['productIds'] = errors['productIds'];
      if (errors['scheduledAt']) mapped['startsAt'] = errors['scheduledAt'];
      if (errors['durationMinutes']) mapped['durationMinutes'] = errors['durationMinutes'];
      if (errors['video.url'] ?? errors['video']) mapped['videoUrl'] = errors['video.url'] ?? errors['video'] ?? '';
      return mapped;
    },
    onSubmit: (values) => {
      if (examineeId === null) return;
      dispatch(planSubmitted(sessionInputSchema.validateSync(planRequest(values, examineeId, timeZone), { stripUnknown: true }) as SessionRequest));
    },
  });
  const { setFieldValue } = formik;
  // The account's default video arrives after the form opened.
  useEffect(() => {
    if (plan.defaultVideo) {
      void setFieldValue('videoMode', plan.defaultVideo.mode);
      void setFieldValue('videoUrl', plan.defaultVideo.url ?? '');
    }
  }, [plan.defaultVideo, setFieldValue]);
  const shown = (field: keyof PlanValues | 'examinee'): string | undefined =>
    formik.submitCount > 0 || formik.touched[field as keyof PlanValues] ? localizeFieldError(intl, (formik.errors as Record<string, string | undefined>)[field]) : undefined;
  const busy = plan.submit.status === 'loading';
  const durations = setup?.durations.length ? setup.durations : DEFAULT_DURATIONS;
  return (
    <section className="panel panel--form" aria-labelledby="plan-session-heading">
      <h2 id="plan-session-heading">
        <FormattedMessage id="liveSessions.plan" />
      </h2>
      <form noValidate onSubmit={formik.handleSubmit}>
        <div className="form-grid">
          <ExamineePicker
            chosen={plan.examinee}
            search={plan.search}
            candidates={plan.candidates}
            error={shown('examinee')}
            onSearch={(search) => dispatch(examineeSearchChanged({ search }))}
            onChoose={(examinee) => {
              void setFieldValue('productIds', []);
              dispatch(examineeChosen({ examinee, locale: formik.values.locale }));
            }}
          />
          <fieldset className="field">
            <legend>
              <FormattedMessage id="liveSessions.planForms" />
            </legend>
            {plan.forms.status === 'succeeded' && plan.forms.items.length === 0 ? (
              <p className="muted">
                <FormattedMessage id="liveSessions.planNoForms" />
              </p>
            ) : null}
            {plan.examinee === null ? (
              <p className="muted">
                <FormattedMessage id="liveSessions.planChooseExamineeFirst" />
              </p>
            ) : null}
            {plan.forms.items.map((form) => (
              <label key={form.id} className="checkbox">
                <input
                  type="checkbox"
                  name="productIds"
                  value={form.id}
                  checked={formik.values.productIds.includes(form.id)}
                  onChange={(event) =>
                    void setFieldValue('productIds', event.target.checked ? [...formik.values.productIds, form.id] : formik.values.productIds.filter((id) => id !== form.id))
                  }
                />{' '}
                {form.code} {form.name}
              </label>
            ))}
            {shown('productIds') ? <p className="field__error">{shown('productIds')}</p> : null}
          </fieldset>
          <FieldFrame label={intl.formatMessage({ id: 'liveSessions.planStartsAt' })} description={intl.formatMessage({ id: 'liveSessions.planStartsAtHelp' }, { timeZone })} error={shown('startsAt')}>
            {(control) => (
              <input
                {...control}
                className="field__input"
                name="startsAt"
                type="datetime-local"
                required
                value={formik.values.startsAt}
                onChange={(event) => void setFieldValue('startsAt', event.target.value)}
                onBlur={() => void formik.setFieldTouched('startsAt')}
              />
            )}
          </FieldFrame>
          <SelectField
            label={intl.formatMessage({ id: 'liveSessions.planDuration' })}
            name="durationMinutes"
            value={formik.values.durationMinutes}
            options={durations.map((minutes) => ({ value: String(minutes), label: intl.formatMessage({ id: 'liveSessions.minutes' }, { minutes }) }))}
            onChange={(value) => void setFieldValue('durationMinutes', value)}
            error={shown('durationMinutes')}
          />
          <SelectField
            label={intl.formatMessage({ id: 'liveSessions.planLanguage' })}
            name="locale"
            value={formik.values.locale}
            options={SUPPORTED_LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
            onChange={(value) => {
              void setFieldValue('locale', value);
              dispatch(formsLanguageChanged({ locale: value as Locale }));
            }}
          />
          <SelectField
            label={intl.formatMessage({ id: 'liveSessions.planVideo' })}
            name="videoMode"
            value={formik.values.videoMode}
            options={VIDEO_MODES.map((mode) => ({ value: mode, label: intl.formatMessage({ id: `liveSessions.video.${mode}` }) }))}
            onChange={(value) => void setFieldValue('videoMode', value)}
            description={setup && !setup.turnConfigured && formik.values.videoMode === 'builtIn' ? intl.formatMessage({ id: 'liveSessions.planNoTurn' }) : undefined}
          />
          {formik.values.videoMode === 'external' ? (
            <TextInputField
              label={intl.formatMessage({ id: 'liveSessions.planVideoUrl' })}
              name="videoUrl"
              value={formik.values.videoUrl}
              onChange={(value) => void setFieldValue('videoUrl', value)}
              onBlur={() => void formik.setFieldTouched('videoUrl')}
              error={shown('videoUrl')}
              isRequired
            />
          ) : null}
        </div>
        <div className="form-actions">
          <Button type="submit" className="button button--primary" isDisabled={busy}>
            <FormattedMessage id="liveSessions.planSubmit" />
          </Button>
          <Button className="button" onPress={() => dispatch(planClosed())}>
            <FormattedMessage id="liveSessions.planCancel" />
          </Button>
          <SubmitStatus busy={busy} busyText={intl.formatMessage({ id: 'liveSessions.planning' })} />
        </div>
        {plan.submit.status === 'failed' && plan.submit.error ? <ErrorNotice title={intl.formatMessage({ id: 'liveSessions.planFailed' })}>{errorText(plan.submit.error)}</ErrorNotice> : null}
        {plan.forms.status === 'failed' && plan.forms.error ? <ErrorNotice title={intl.formatMessage({ id: 'liveSessions.formsFailed' })}>{errorText(plan.forms.error)}</ErrorNotice> : null}
      </form>
    </section>
  );
}
