import type { MouseEvent } from 'react';
import { useText } from '../../../core/i18n/useText';
import { usePlayerDispatch, usePlayerSelector } from '../../../hooks';
import { selectPlayer } from '../../link/linkSelectors';
import { navigated } from '../../navigation/navigationSlice';
import { pageOfItem } from '../../navigation/screens';
import { selectNotSaved } from '../answersSelectors';
import { notSavedDismissed } from '../answersSlice';

/** Tells the respondent, plainly, which answers the server did not save, and takes them to each to check it. */
export function NotSavedNotice() {
  const t = useText();
  const dispatch = usePlayerDispatch();
  const notSaved = usePlayerSelector(selectNotSaved);
  const player = usePlayerSelector(selectPlayer);
  if (notSaved.length === 0 || !player) return null;
  return (
    <div className="osa-notice" role="alert">
      {notSaved.map((answer) => {
        const assessment = player.assessments.find((candidate) => candidate.assessmentId === answer.assessmentId);
        const item = assessment?.form.items.find((candidate) => candidate.id === answer.itemId);
        if (!assessment || !item) return null;
        const go = (event: MouseEvent) => {
          event.preventDefault();
          dispatch(navigated({ kind: 'page', assessmentId: assessment.assessmentId, page: pageOfItem(assessment, item.id) }));
        };
        return (
          <div key={`${answer.assessmentId}:${answer.itemId}`} className="osa-notice-entry">
            <p>{t(answer.reason === 'changedElsewhere' ? 'notSaved.changedElsewhere' : 'notSaved.rejected', { number: item.number })}</p>
            <p className="osa-actions">
              {assessment.status === 'open' ? (
                <a href={`#${item.id}`} className="osa-button osa-button-secondary" onClick={go}>
                  {t('notSaved.check', { number: item.number })}
                </a>
              ) : null}
              <button type="button" className="osa-button osa-button-secondary" onClick={() => dispatch(notSavedDismissed({ assessmentId: answer.assessmentId, itemId: answer.itemId }))}>
                {t('notSaved.dismiss')}
              </button>
            </p>
          </div>
        );
      })}
    </div>
  );
}
