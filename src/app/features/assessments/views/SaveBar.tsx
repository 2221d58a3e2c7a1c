import { Button } from 'react-aria-components';
import { ErrorNotice } from '../../../components/Notices';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectIsConflict, selectIsDirty, selectRunningSummary, selectSaveState } from '../assessmentsSelectors';
import { detailsRequested, saveRequested } from '../assessmentsSlice';

/** The conflict message of spec'd optimistic concurrency. */
export const CONFLICT_MESSAGE = 'This assessment was changed elsewhere. Reload to see the latest version.';

/** "Save" and "Score", their progress, and what went wrong (a 409 offers a reload). */
export function SaveBar({ assessmentId }: { assessmentId: number }) {
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectSaveState);
  const conflict = useAppSelector(selectIsConflict);
  const dirty = useAppSelector(selectIsDirty);
  const summary = useAppSelector(selectRunningSummary);
  const busy = save.status === 'loading';
  const scorable = summary?.scorable ?? false;
  return (
    <div className="save-bar">
      <div className="save-bar__buttons">
        <Button className="button" isDisabled={busy} onPress={() => dispatch(saveRequested({ intent: 'save' }))}>
          Save
        </Button>
        <Button
          className="button button--primary"
          isDisabled={busy || !scorable}
          aria-describedby={scorable ? undefined : 'score-hint'}
          onPress={() => dispatch(saveRequested({ intent: 'score' }))}
        >
          Score
        </Button>
      </div>
      {!scorable ? (
        <p id="score-hint" className="field__description">
          Scoring is possible once every required item is answered.
        </p>
      ) : null}
      <p className="save-bar__status" role="status">
        {busy ? (save.intent === 'score' ? 'Scoring…' : 'Saving…') : save.status === 'succeeded' && !dirty ? (save.intent === 'score' ? 'Scored and saved.' : 'Saved.') : dirty ? 'Unsaved changes.' : ''}
      </p>
      {conflict ? (
        <div className="notice notice--error" role="alert">
          <p>{CONFLICT_MESSAGE}</p>
          <Button className="button" onPress={() => dispatch(detailsRequested({ assessmentId }))}>
            Reload
          </Button>
        </div>
      ) : save.status === 'failed' && save.error ? (
        <ErrorNotice title={save.intent === 'score' ? 'The assessment was not scored.' : 'The assessment was not saved.'}>{save.error.message}</ErrorNotice>
      ) : null}
    </div>
  );
}
