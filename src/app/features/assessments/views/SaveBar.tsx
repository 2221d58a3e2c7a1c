import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorText } from '../../../core/i18n/useErrorText';
import { ErrorNotice } from '../../../components/Notices';
import type { MessageId } from '../../../core/i18n/messageId';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectInvalidEntryNumbers, selectIsConflict, selectIsDirty, selectRunningSummary, selectSaveState } from '../assessmentsSelectors';
import { detailsRequested, saveRequested } from '../assessmentsSlice';

/** "Save" and "Score", their progress, and what went wrong (a 409 offers a reload). */
export function SaveBar({ assessmentId }: { assessmentId: number }) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const errorText = useErrorText();
  const save = useAppSelector(selectSaveState);
  const conflict = useAppSelector(selectIsConflict);
  const dirty = useAppSelector(selectIsDirty);
  const summary = useAppSelector(selectRunningSummary);
  const invalidNumbers = useAppSelector(selectInvalidEntryNumbers);
  const busy = save.status === 'loading';
  // A number typed wrong is not saved as empty or as a guess: both buttons wait until it is fixed.
  const blocked = invalidNumbers.length > 0;
  const scorable = (summary?.scorable ?? false) && !blocked;
  // Blank items are the usual reason; a broken rule (an ORF probe under 30 seconds) is another, named under Scores.
  const scoreHint: MessageId = !summary || summary.problems.some((problem) => problem.code === 'ITEMS_MISSING') ? 'save.scoreHint' : 'save.scoreHintRule';
  const scoring = save.intent === 'score';
  const status: MessageId | null = busy
    ? scoring
      ? 'save.scoring'
      : 'common.saving'
    : save.status === 'succeeded' && !dirty
      ? scoring
        ? 'save.scored'
        : 'save.saved'
      : dirty
        ? 'save.unsaved'
        : null;
  return (
    <div className="save-bar">
      <div className="save-bar__buttons">
        <Button
          className="button"
          isDisabled={busy || blocked}
          aria-describedby={blocked ? 'save-hint' : undefined}
          onPress={() => dispatch(saveRequested({ intent: 'save' }))}
        >
          <FormattedMessage id="save.save" />
        </Button>
        <Button
          className="button button--primary"
          isDisabled={busy || !scorable}
          aria-describedby={blocked ? 'save-hint' : scorable ? undefined : 'score-hint'}
          onPress={() => dispatch(saveRequested({ intent: 'score' }))}
        >
          <FormattedMessage id="save.score" />
        </Button>
      </div>
      {blocked ? (
        <p id="save-hint" className="field__error">
          <FormattedMessage id="save.fixNumbers" values={{ count: invalidNumbers.length, items: invalidNumbers.join(', ') }} />
        </p>
      ) : !scorable ? (
        <p id="score-hint" className="field__description">
          <FormattedMessage id={scoreHint} />
        </p>
      ) : null}
      <p className="save-bar__status" role="status">
        {status ? intl.formatMessage({ id: status }) : ''}
      </p>
      {conflict ? (
        <div className="notice notice--error" role="alert">
          <p>
            <FormattedMessage id="save.conflict" />
          </p>
          <Button className="button" onPress={() => dispatch(detailsRequested({ assessmentId }))}>
            <FormattedMessage id="save.reload" />
          </Button>
        </div>
      ) : save.status === 'failed' && save.error ? (
        <ErrorNotice title={intl.formatMessage({ id: scoring ? 'save.notScored' : 'save.notSaved' })}>{errorText(save.error)}</ErrorNotice>
      ) : null}
    </div>
  );
}
