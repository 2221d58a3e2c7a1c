/**
 * The player's exchange of a class session code (assessment.osaOpenCode): the code names an
 * in-person link, which opens exactly as a remote link's token does (player/service.ts
 * `markOpened`), so the classroom device gets the same player cookie and the same form.
 */
import { normalizeClassCode } from '../../../domain/groups/classSessionCode';
import type { Db } from '../../db/client';
import { linkIdOfCodeHash } from '../../db/platform/classCodes';
import { linkById } from '../../db/platform/linkTokens';
import { HttpProblem } from '../../http/problems';
import { markOpened } from '../player/service';
import type { RemoteLinkRow } from '../remoteLinks/linkStore';
import { classCodeHash } from './classCodes';

/**
 * The link a typed code opens, opened. A malformed code costs the same look-up as an unknown one.
 * @throws HttpProblem linkInvalid for a malformed or unknown code; linkExpired, linkRevoked,
 *   linkCompleted or linkNotYetOpen as a link's token.
 */
export async function openCode(db: Db, typed: string, ip: string, now: Date): Promise<RemoteLinkRow> {
  const code = normalizeClassCode(typed);
  return db.transaction(async (tx) => {
    const linkId = await linkIdOfCodeHash(tx, classCodeHash(code ?? typed));
    const link = code === null || linkId === null ? null : await linkById(tx, linkId, { forUpdate: true });
    if (!link) throw new HttpProblem('linkInvalid');
    return markOpened(tx, link, ip, now);
  });
}
