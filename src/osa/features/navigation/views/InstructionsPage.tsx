import { INSTANT_WITH_ZONE } from '../../../core/i18n/instantOptions';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { englishText, shownText } from '../../../core/i18n/localizedText';
import { useText } from '../../../core/i18n/useText';
import { usePlayerDispatch, usePlayerSelector } from '../../../hooks';
import { useHeadingFocus } from '../../../views/useHeadingFocus';
import { selectLocale, selectPlayer } from '../../link/linkSelectors';
import { selectCurrentAssessment, selectCurrentResponses } from '../navigationSelectors';
import { startRequested } from '../navigationSlice';

/** A form's instructions, first: what it is about, the time period, how saving works, and Start. */
export function InstructionsPage() {
  const t = useText();
  const intl = useIntl();
  const dispatch = usePlayerDispatch();
  const player = usePlayerSelector(selectPlayer);
  const assessment = usePlayerSelector(selectCurrentAssessment);
  const responses = usePlayerSelector(selectCurrentResponses);
  const locale = usePlayerSelector(selectLocale);
  const lastSubmittedId = usePlayerSelector((state) => state.submit.lastSubmittedId);
  const heading = useHeadingFocus<HTMLHeadingElement>();
  if (!player || !assessment) return null;
  const { form } = assessment;
  const instructions = shownText(form.instructions, locale, form.languages);
  const period = englishText(form.recallPeriod, locale);
  const begun = player.link.launched && Object.keys(responses).length > 0;
  const start = (event: FormEvent) => {
    event.preventDefault();
    dispatch(startRequested({ assessmentId: assessment.assessmentId }));
  };
  return (
    <form className="osa-screen" onSubmit={start}>
      {lastSubmittedId !== null && lastSubmittedId !== assessment.assessmentId ? <p className="osa-done">{t('instructions.previousSent')}</p> : null}
      <h1 ref={heading} tabIndex={-1}>
        {form.name}
      </h1>
      {player.link.respondent !== 'examinee' && player.examineeFirstName ? (
        <p className="osa-lead">{t('instructions.about', { name: player.examineeFirstName })}</p>
      ) : null}
      <p className="osa-instructions" lang={instructions.lang}>
        {instructions.text}
      </p>
      {period.text ? (
        <p>
          <strong>{t('instructions.period')}:</strong> <span lang={period.lang}>{period.text}</span>
        </p>
      ) : null}
      <ul className="osa-facts">
        <li>{t('instructions.count', { count: form.items.length })}</li>
        <li>{t('instructions.saving')}</li>
        <li>{t('instructions.until', { date: intl.formatDate(player.link.expiresAt, INSTANT_WITH_ZONE) })}</li>
      </ul>
      <p className="osa-actions">
        <button type="submit" className="osa-button osa-button-primary">
          {t(begun ? 'instructions.continue' : 'instructions.start')}
        </button>
      </p>
    </form>
  );
}
