/**
 * The unsaved item entry kept on this device: written as it is typed, restored when the
 * assessment opens again (after a reload, a closed tab or an ended session), removed once it is
 * saved or discarded; and the question before leaving the page with it unsaved.
 */
import { call, fork, put, select, takeEvery } from 'typed-redux-saga';
import { decideEntryDraft, type EntryDraft, entryDraftKey, parseEntryDraft } from '../../../domain/entryDraft';
import { guardUnsavedWork } from '../../core/leaveGuard/leaveGuardSaga';
import { safely } from '../../core/saga/safely';
import { selectIdentity } from '../../core/session/sessionSelectors';
import { io } from '../../io/ioContext';
import {
  selectAdministration,
  selectAssessmentDetails,
  selectHasUnsavedEntry,
  selectLeavesUnsavedEntry,
  selectNumberTexts,
  selectResponses,
} from './assessmentsSelectors';
import {
  administrationChanged,
  detailsSucceeded,
  draftDiscarded,
  draftDropped,
  draftRestored,
  numberRejected,
  numberTyped,
  optionChosen,
  responseCleared,
  responseEntered,
  saveSucceeded,
} from './assessmentsSlice';

/** Brings back the entry kept on this device for the assessment just loaded, or drops it when it is stale or expired. */
export function* restoreEntryDraft(action: ReturnType<typeof detailsSucceeded>) {
  const identity = yield* select(selectIdentity);
  if (!identity) return;
  const storage = yield* io('storage');
  const clock = yield* io('clock');
  const { assessment } = action.payload;
  const key = entryDraftKey(identity.userId, assessment.id);
  const text = yield* call([storage, storage.get], key);
  if (text === null) return;
  const draft = parseEntryDraft(text);
  const decision = decideEntryDraft(draft, assessment, yield* call([clock, clock.now]));
  if (decision === 'restore' && draft) {
    yield* put(draftRestored(draft));
    return;
  }
  yield* call([storage, storage.remove], key);
  if (decision === 'stale' && draft) yield* put(draftDropped({ savedAt: draft.savedAt }));
}

/** Writes what is on screen to this device while it differs from the saved assessment, and removes it once it does not. */
export function* writeEntryDraft() {
  const identity = yield* select(selectIdentity);
  const details = yield* select(selectAssessmentDetails);
  if (!identity || !details) return;
  const storage = yield* io('storage');
  const key = entryDraftKey(identity.userId, details.assessment.id);
  if (!(yield* select(selectHasUnsavedEntry))) {
    yield* call([storage, storage.remove], key);
    return;
  }
  const clock = yield* io('clock');
  const draft: EntryDraft = {
    assessmentId: details.assessment.id,
    baseVersion: details.assessment.version,
    responses: yield* select(selectResponses),
    numberTexts: yield* select(selectNumberTexts),
    administration: yield* select(selectAdministration),
    savedAt: yield* call([clock, clock.now]),
  };
  yield* call([storage, storage.set], key, JSON.stringify(draft));
}

/** Root saga of the entry draft. */
export function* entryDraftSaga() {
  // takeEvery: each opened assessment looks for its own draft.
  yield* takeEvery(detailsSucceeded.type, safely(restoreEntryDraft));
  // takeEvery: every change is written at once (storage is synchronous), so a tab closed right after a key keeps it.
  yield* takeEvery(
    [responseEntered.type, optionChosen.type, responseCleared.type, numberTyped.type, numberRejected.type, administrationChanged.type, saveSucceeded.type, draftDiscarded.type],
    safely(writeEntryDraft),
  );
  yield* fork(safely(guardUnsavedWork), selectLeavesUnsavedEntry);
}
