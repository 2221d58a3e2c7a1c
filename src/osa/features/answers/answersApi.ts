/** The autosave call. */
import { playerSaveResponse } from '../../../contract/services/player';
import type { PlayerHttp } from '../../core/http/playerHttp';
import type { QueuedAnswer } from './answersSlice';

/** Saves one answer with the version it was given on; a stale version answers 409 (`conflict`). */
export const saveAnswer = (http: PlayerHttp, baseUrl: string, answer: QueuedAnswer, version: number) =>
  http.send(playerSaveResponse, { params: { assessmentId: answer.assessmentId, itemId: answer.itemId }, body: { value: answer.value, version } }, baseUrl);
