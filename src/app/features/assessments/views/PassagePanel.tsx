import { FormattedMessage } from 'react-intl';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppSelector } from '../../../hooks';
import { selectPassage } from '../assessmentsSelectors';

/**
 * The passage the examiner gives the student (ORF), for the grade chosen; until a grade is
 * chosen, a note asking for it. Passage text is instrument content, shown as written.
 */
export function PassagePanel() {
  const format = useFormatters();
  const shown = useAppSelector(selectPassage);
  if (!shown) return null;
  return (
    <section className="panel passage-panel" aria-labelledby="passage-heading">
      {shown.passage ? (
        <>
          <h2 id="passage-heading">
            {shown.passage.grade === null ? (
              shown.passage.title
            ) : (
              <FormattedMessage id="passage.title" values={{ grade: format.number(shown.passage.grade), title: shown.passage.title }} />
            )}
          </h2>
          <p className="muted">
            <FormattedMessage id="passage.words" values={{ count: shown.passage.wordCount }} />
          </p>
          <p className="passage-panel__text">{shown.passage.text}</p>
        </>
      ) : (
        <>
          <h2 id="passage-heading">
            <FormattedMessage id="passage.heading" />
          </h2>
          <p className="muted">
            <FormattedMessage id="passage.chooseGrade" />
          </p>
        </>
      )}
    </section>
  );
}
