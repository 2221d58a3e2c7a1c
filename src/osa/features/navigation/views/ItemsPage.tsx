import type { FormEvent, KeyboardEvent } from 'react';
import { shownText } from '../../../core/i18n/localizedText';
import { useText } from '../../../core/i18n/useText';
import { usePlayerDispatch, usePlayerSelector } from '../../../hooks';
import { useHeadingFocus } from '../../../views/useHeadingFocus';
import { selectLocale } from '../../link/linkSelectors';
import {
  selectCurrentAssessment,
  selectCurrentResponses,
  selectNextScreen,
  selectPageItems,
  selectPreviousScreen,
  selectProgress,
} from '../navigationSelectors';
import { navigated } from '../navigationSlice';
import { ItemFieldset } from './ItemFieldset';

/** A page of items (one unless the form says more), its progress, Back and Next. Enter, or Next, moves on. */
export function ItemsPage() {
  const t = useText();
  const dispatch = usePlayerDispatch();
  const assessment = usePlayerSelector(selectCurrentAssessment);
  const items = usePlayerSelector(selectPageItems);
  const responses = usePlayerSelector(selectCurrentResponses);
  const progress = usePlayerSelector(selectProgress);
  const next = usePlayerSelector(selectNextScreen);
  const previous = usePlayerSelector(selectPreviousScreen);
  const locale = usePlayerSelector(selectLocale);
  const heading = useHeadingFocus<HTMLHeadingElement>();
  if (!assessment || !progress) return null;
  const goNext = () => {
    if (next) dispatch(navigated(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    goNext();
  };
  // Enter on a radio button moves on, as Next does (browsers differ on whether it submits the form).
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type === 'radio') {
      event.preventDefault();
      goNext();
    }
  };
  const isLastPage = next?.kind === 'review';
  // The stem stays in view with every item, as on the paper form: an item alone ("Feeling down")
  // does not say over which time or how often.
  const stem = shownText(assessment.form.instructions, locale, assessment.form.languages);
  return (
    <form className="osa-screen" onSubmit={submit} onKeyDown={onKeyDown}>
      <p className="osa-form-name">{assessment.form.name}</p>
      <h1 ref={heading} tabIndex={-1} className="osa-progress-heading">
        {progress.first === progress.last
          ? t('items.progress', { number: progress.first, total: progress.total })
          : t('items.progressRange', { first: progress.first, last: progress.last, total: progress.total })}
      </h1>
      {/* The heading says it in words; the bar only shows it. */}
      <progress className="osa-progress-bar" value={progress.last} max={progress.total} aria-hidden="true" />
      <p className="osa-stem" lang={stem.lang}>
        {stem.text}
      </p>
      {items.map((item) => (
        <ItemFieldset
          key={item.id}
          assessmentId={assessment.assessmentId}
          item={item}
          value={responses[item.id]}
          locale={locale}
          languages={assessment.form.languages}
          numbered={items.length > 1}
        />
      ))}
      <p className="osa-actions osa-nav">
        <button type="button" className="osa-button osa-button-secondary" onClick={() => previous && dispatch(navigated(previous))}>
          {t('items.back')}
        </button>
        <button type="submit" className="osa-button osa-button-primary">
          {t(isLastPage ? 'items.toReview' : 'items.next')}
        </button>
      </p>
    </form>
  );
}
