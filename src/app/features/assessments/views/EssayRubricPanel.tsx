import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice } from '../../../components/Notices';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectSaveState } from '../assessmentsSelectors';
import { essayScoresRequested } from '../assessmentsSlice';
import { selectEssayRubrics, selectEssayScoring } from '../essayRubricSelectors';

/**
 * "Record rubric scores" for each essay item: the levels chosen in item entry, their total, and
 * the button that stores them (assessment.essayScoring; a scored assessment is re-scored), and the
 * rubric's level descriptors for the examiner to score by.
 */
export function EssayRubricPanel() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const rubrics = useAppSelector(selectEssayRubrics);
  const essay = useAppSelector(selectEssayScoring);
  const saving = useAppSelector(selectSaveState).status === 'loading';
  if (rubrics.length === 0) return null;
  const busy = saving || essay.status === 'loading';
  return (
    <section className="panel essay-rubrics" aria-labelledby="essay-rubrics-heading">
      <h2 id="essay-rubrics-heading">
        <FormattedMessage id="essay.title" />
      </h2>
      <p className="field__description">
        <FormattedMessage id="essay.help" />
      </p>
      {rubrics.map((rubric) => {
        const mine = essay.itemId === rubric.itemId ? essay : null;
        const status = mine?.status === 'loading' ? 'essay.recording' : mine?.status === 'succeeded' && !rubric.changed ? 'essay.recorded' : null;
        return (
          <div key={rubric.itemId} className="essay-rubrics__item">
            <h3>
              <FormattedMessage id="itemEntry.item" values={{ number: rubric.number }} />
            </h3>
            <p>
              <FormattedMessage id="essay.progress" values={{ scored: rubric.scored, criteria: rubric.criteria, total: rubric.total, max: rubric.max }} />
            </p>
            <Button
              className="button"
              isDisabled={busy || !rubric.changed}
              onPress={() => dispatch(essayScoresRequested({ itemId: rubric.itemId }))}
            >
              <FormattedMessage id="essay.record" values={{ number: rubric.number }} />
            </Button>
            <p className="save-bar__status" role="status">
              {status ? intl.formatMessage({ id: status }) : ''}
            </p>
            <details className="essay-rubrics__descriptors">
              <summary>
                <FormattedMessage id="essay.descriptors" />
              </summary>
              <dl>
                {rubric.rubric.map((criterion) => (
                  <div key={criterion.id}>
                    <dt>{criterion.label}</dt>
                    <dd>
                      <ul>
                        {criterion.levels.map((level) => (
                          <li key={level.value}>
                            <strong>
                              {level.value} {level.label}
                            </strong>
                            {level.description ? `: ${level.description}` : ''}
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                ))}
              </dl>
            </details>
            {mine?.status === 'failed' && mine.error ? (
              <ErrorNotice title={intl.formatMessage({ id: 'essay.notRecorded' })}>{errorText(mine.error)}</ErrorNotice>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
