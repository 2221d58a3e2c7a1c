import type { ReactNode } from 'react';
import { englishText } from '../core/i18n/localizedText';
import { useText } from '../core/i18n/useText';
import { selectLocale, selectPlayer } from '../features/link/linkSelectors';
import { NotSavedNotice } from '../features/answers/views/NotSavedNotice';
import { SaveStatus } from '../features/answers/views/SaveStatus';
import { selectCurrentAssessment } from '../features/navigation/navigationSelectors';
import { usePlayerSelector } from '../hooks';

/** The player's frame: who sent the questionnaire, the screen, the save status, the rights holder's attribution line. */
export function Layout({ children }: { children: ReactNode }) {
  const t = useText();
  const player = usePlayerSelector(selectPlayer);
  const assessment = usePlayerSelector(selectCurrentAssessment);
  const locale = usePlayerSelector(selectLocale);
  const attribution = assessment ? englishText(assessment.form.attribution, locale) : null;
  return (
    <div className="osa">
      <header className="osa-header">
        <p className="osa-sender">{player ? t('player.from', { examinerName: player.examinerName, accountName: player.accountName }) : '\u00a0'}</p>
      </header>
      <main className="osa-main">
        {player ? <NotSavedNotice /> : null}
        {children}
        {player ? <SaveStatus /> : null}
      </main>
      {attribution?.text ? (
        <footer className="osa-footer">
          <p lang={attribution.lang}>{attribution.text}</p>
        </footer>
      ) : null}
    </div>
  );
}
