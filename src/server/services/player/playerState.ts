/**
 * What the player is shown of a link: its forms (choice items only, the instructions and the
 * rights holder's attribution), the answers saved so far and the link's state. Never the
 * examinee's record beyond a first name, never scores.
 */
import { isClassSessionLink } from '../../db/platform/classCodes';
import type { PlayerAssessment, PlayerItem, PlayerState } from '../../../contract/services/player';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import { playerItemsPerPage } from '../../../domain/remoteLink';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import type { AssessmentRow } from '../../db/repositories/assessments';
import { userName } from '../assessments/service';
import { productOfAssessment } from '../products/service';
import { linkAssessments, type RemoteLinkRow, storedLinkState } from '../remoteLinks/linkStore';

/** Whether an assessment is no longer answered through a link (submitted, or completed by the examiner). */
export const isSubmitted = (row: Pick<AssessmentRow, 'status'>): boolean => row.status === 'complete' || row.status === 'scored';

const playerItems = (product: ProductDefinition): PlayerItem[] =>
  product.items.flatMap((item) =>
    item.type === 'choice' ? [{ id: item.id, number: item.number, text: item.text, options: item.options, optional: item.optional }] : [],
  );

/** One form of the link as the player shows it. */
export function playerAssessment(row: AssessmentRow, product: ProductDefinition): PlayerAssessment {
  const responses = Object.fromEntries(Object.entries(row.responses).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  return {
    assessmentId: row.id,
    version: row.version,
    status: isSubmitted(row) ? 'submitted' : 'open',
    form: {
      code: product.code,
      name: product.name,
      instructions: product.instructions,
      recallPeriod: product.recallPeriod,
      attribution: product.attribution,
      itemsPerPage: playerItemsPerPage(product),
      languages: product.languages,
      items: playerItems(product),
    },
    responses,
  };
}

/** The player's state of a link at `now`. */
export async function playerState(db: Db, link: RemoteLinkRow, now: Date): Promise<PlayerState> {
  const rows = await linkAssessments(db, link);
  const forms = await Promise.all(rows.map(async (row) => playerAssessment(row, await productOfAssessment(db, row))));
  const first = rows[0];
  const links = repositories(db, { accountId: link.accountId, userId: null }).remoteLinks;
  const accountName = await links.accountName();
  const examineeFirstName = first ? await links.examineeFirstName(first.examineeRecordId) : null;
  return {
    link: {
      state: storedLinkState(link, now),
      locale: link.locale,
      respondent: link.respondent,
      expiresAt: link.expiresAt.toISOString(),
      launched: link.launchedAt !== null,
      classSession: await isClassSessionLink(db, link.id),
    },
    accountName: accountName ?? '',
    examinerName: first ? await userName(db, link.accountId, first.examinerId) : '',
    examineeFirstName: examineeFirstName ?? '',
    assessments: forms,
  };
}
