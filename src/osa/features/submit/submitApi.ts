/** The submit call. */
import { playerSubmit } from '../../../contract/services/player';
import type { PlayerHttp } from '../../core/http/playerHttp';

/** Submits a form at `version`; answers the link's new state. */
export const submitForm = (http: PlayerHttp, baseUrl: string, assessmentId: number, version: number) =>
  http.send(playerSubmit, { params: { assessmentId }, body: { version } }, baseUrl);
