import type { FormEvent, MouseEvent } from 'react';
import { shownText } from '../../../core/i18n/localizedText';
import { useText } from '../../../core/i18n/useText';
import { usePlayerDispatch, usePlayerSelector } from '../../../hooks';
import { useHeadingFocus } from '../../../views/useHeadingFocus';
import { selectLocale, selectPlayer } from '../../link/linkSelectors';
import {
  selectCurrentAssessment,
  selectCurrentHasQueued,
  selectPreviousScreen,
  selectReviewRows,
  selectUnansweredRequired,
} from '../../navigation/navigationSelectors';
import { navigated } from '../../navigation/navigationSlice';
import { pageOfItem } from '../../navigation/screens';
import { submitRequested, type SubmitFailure } from '../submitSlice';

const FAILURE_TEXT: Record<SubmitFailure, 'submit.network' | 'submit.incomplete' | 'submit.conflict' | 'submit.other'> = {
  network: 'submit.network',
  incomplete: 'submit.incomplete',
  conflict: 'submit.conflict',
  other: 'submit.other',
};

/**
 * The last page of a form: the required items still without an answer (each a link to it), every
 * question with the answer given and a way back to change it, and Submit.
 */
export function ReviewPage() {
  const t = useText();
  const dispatch = usePlayerDispatch();
  const player = usePlayerSelector(selectPlayer);
  const assessment = usePlayerSelector(selectCurrentAssessment);
  const unanswered = usePlayerSelector(selectUnansweredRequired);
  const rows = usePlayerSelector(selectReviewRows);
  const queued = usePlayerSelector(selectCurrentHasQueued);
  const previous = usePlayerSelector(selectPreviousScreen);
  const locale = usePlayerSelector(selectLocale);
  const submit = usePlayerSelector((state) => state.submit);
  const heading = useHeadingFocus<HTMLHeadingElement>();
  if (!player || !assessment) return null;
  const submitting = submit.status === 'submitting';
  const blocked = queued || unanswered.length > 0 || submitting;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked) dispatch(submitRequested({ assessmentId: assessment.assessmentId }));
  };
  const goTo = (itemId: string) => (event: MouseEvent) => {
    event.preventDefault();
    dispatch(navigated({ kind: 'page', assessmentId: assessment.assessmentId, page: pageOfItem(assessment, itemId) }));
  };
  return (
    <form className="osa-screen" onSubmit={onSubmit}>
      <p className="osa-form-name">{assessment.form.name}</p>
      <h1 ref={heading} tabIndex={-1}>
        {t('review.heading')}
      </h1>
      {unanswered.length === 0 ? (
        <p>{t('review.allAnswered')}</p>
      ) : (
        <>
          <p id="osa-unanswered">{t('review.unanswered', { count: unanswered.length })}</p>
          <ul className="osa-unanswered" aria-labelledby="osa-unanswered">
            {unanswered.map((item) => {
              const text = shownText(item.text, locale, assessment.form.languages);
              return (
                <li key={item.id}>
                  <a href={`#${item.id}`} onClick={goTo(item.id)}>
                    {t('review.question', { number: item.number })} <span lang={text.lang}>{text.text}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <h2 id="osa-answers">{t('review.answersHeading')}</h2>
      <ol className="osa-answers" aria-labelledby="osa-answers">
        {rows.map(({ item, answer }) => {
          const text = shownText(item.text, locale, assessment.form.languages);
          const answerText = answer ? shownText(answer.label, locale, assessment.form.languages) : null;
          return (
            <li key={item.id} className="osa-answer">
              <p className="osa-answer__question">
                <span className="osa-answer__number">{t('review.question', { number: item.number })}</span> <span lang={text.lang}>{text.text}</span>
              </p>
              <p className="osa-answer__given">
                {answerText ? (
                  <>
                    {t('review.yourAnswer')} <strong lang={answerText.lang}>{answerText.text}</strong>
                  </>
                ) : (
                  <em>{t(item.optional ? 'review.leftBlank' : 'review.notAnswered')}</em>
                )}{' '}
                <a href={`#${item.id}`} onClick={goTo(item.id)} aria-label={t('review.changeQuestion', { number: item.number })}>
                  {t('review.change')}
                </a>
              </p>
            </li>
          );
        })}
      </ol>
      <p>{t('review.submitHint', { examinerName: player.examinerName })}</p>
      {queued ? <p className="osa-hint">{t('review.waiting')}</p> : null}
      {!queued && unanswered.length > 0 ? <p className="osa-hint">{t('review.answerFirst')}</p> : null}
      {submit.status === 'failed' && submit.failure ? (
        <p className="osa-error" role="alert">
          {t(FAILURE_TEXT[submit.failure])}
        </p>
      ) : null}
      <p className="osa-actions osa-nav">
        <button type="button" className="osa-button osa-button-secondary" onClick={() => previous && dispatch(navigated(previous))}>
          {t('items.back')}
        </button>
        <button type="submit" className="osa-button osa-button-primary" disabled={blocked}>
          {t(submitting ? 'review.submitting' : 'review.submit')}
        </button>
      </p>
    </form>
  );
}
