import { Button } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { selectDraftNote } from '../assessmentsSelectors';
import { draftDiscarded, draftNoteDismissed } from '../assessmentsSlice';

/**
 * Says that entry typed earlier on this device is back on screen (not saved yet, with Discard),
 * or that it was dropped because the assessment was saved elsewhere since.
 */
export function DraftNote({ readOnly }: { readOnly: boolean }) {
  const dispatch = useAppDispatch();
  const format = useFormatters();
  const note = useAppSelector(selectDraftNote);
  if (!note || readOnly) return null;
  const time = format.dateTime(note.savedAt);
  return (
    <div className={note.kind === 'restored' ? 'notice notice--info draft-note' : 'notice notice--warning draft-note'} role="status">
      <p>
        <FormattedMessage id={note.kind === 'restored' ? 'draft.restored' : 'draft.stale'} values={{ time }} />
      </p>
      <div className="draft-note__actions">
        {note.kind === 'restored' ? (
          <Button className="button button--quiet" onPress={() => dispatch(draftDiscarded())}>
            <FormattedMessage id="draft.discard" />
          </Button>
        ) : null}
        <Button className="button button--quiet" onPress={() => dispatch(draftNoteDismissed())}>
          <FormattedMessage id="common.dismiss" />
        </Button>
      </div>
    </div>
  );
}
