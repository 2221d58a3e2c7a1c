import { useEffect } from 'react';
import { useText } from '../core/i18n/useText';
import { selectCurrentAssessment, selectScreen } from '../features/navigation/navigationSelectors';
import { InstructionsPage } from '../features/navigation/views/InstructionsPage';
import { ItemsPage } from '../features/navigation/views/ItemsPage';
import { selectCodeEntry, selectProblem } from '../features/link/linkSelectors';
import { CodePage } from '../features/link/views/CodePage';
import { ProblemPage } from '../features/link/views/ProblemPage';
import { ReviewPage } from '../features/submit/views/ReviewPage';
import { ThanksPage } from '../features/submit/views/ThanksPage';
import { usePlayerSelector } from '../hooks';
import { Layout } from './Layout';

/** The player: a problem page, the loading line, or the current screen. */
export function Player() {
  const t = useText();
  const problem = usePlayerSelector(selectProblem);
  const codeEntry = usePlayerSelector(selectCodeEntry);
  const screen = usePlayerSelector(selectScreen);
  const assessment = usePlayerSelector(selectCurrentAssessment);
  const title = assessment ? `${assessment.form.name} – ${t('player.documentTitle')}` : t('player.documentTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Layout>
      {problem ? (
        <ProblemPage problem={problem} />
      ) : codeEntry.shown ? (
        <CodePage />
      ) : !screen ? (
        <p className="osa-loading" role="status">
          {t('player.loading')}
        </p>
      ) : screen.kind === 'instructions' ? (
        <InstructionsPage />
      ) : screen.kind === 'page' ? (
        <ItemsPage />
      ) : screen.kind === 'review' ? (
        <ReviewPage />
      ) : (
        <ThanksPage />
      )}
    </Layout>
  );
}
