/**
 * The members of a group report: the selection resolved in the caller's account, kept to scored
 * assessments of the report's one product, each with its examinee, and rescored against the
 * comparison group the user chose where that differs from the one it was scored with.
 */
import type { AssessmentSelection } from '../../../contract/reportTypes';
import type { AdministrationDetails } from '../../../domain/assessment';
import { examineeDisplayName } from '../../../domain/examinee';
import type { GroupMember } from '../../../domain/groupSummary';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import { scoreAssessment } from '../../../domain/scoring/scoreAssessment';
import { scoringContextFor } from '../../../domain/scoring/scoringContext';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import { HttpProblem } from '../../http/problems';
import { resolveSelection } from '../assessmentSelection/service';
import { listCatalogueProducts } from '../products/service';

/** The group's members, the versions they had, and the selected examinees left out. */
export interface ResolvedGroup {
  members: GroupMember[];
  /** Each member's assessment version, stored with the report. */
  versions: { assessmentId: number; version: number }[];
  /** Selected examinees without a scored assessment of the product (examinee selections only). */
  examineesWithoutAssessment: number;
}

const selectionProblem = (message: string): HttpProblem => new HttpProblem('validation', message, [{ field: 'selection', message }]);

/**
 * The assessment ids of a selection. A filter is narrowed to the product's scored assessments (a
 * filter naming another product is refused); examinees give each one's newest scored assessment
 * of the product.
 */
async function selectedIds(db: Db, accountId: number, selection: AssessmentSelection, product: ProductDefinition): Promise<number[]> {
  if (selection.kind !== 'filter') return resolveSelection(db, accountId, selection, product.id);
  const { filter } = selection;
  if (filter.productId !== undefined && filter.productId !== product.id) {
    throw selectionProblem(`The filter selects another form than ${product.code}. A group report covers one form.`);
  }
  return resolveSelection(db, accountId, { kind: 'filter', filter: { ...filter, productId: product.id, status: filter.status ?? 'scored' } }, product.id);
}

/** `GAD-7 (2), WHO-5 (1)`: the other products of a selection with their counts. */
async function describeOthers(db: Db, productIds: readonly string[]): Promise<string> {
  const codes = new Map((await listCatalogueProducts(db)).map((product) => [product.id, product.code] as const));
  const counts = new Map<string, number>();
  for (const id of productIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts.entries()]
    .map(([id, count]) => `${codes.get(id) ?? id} (${count})`)
    .sort()
    .join(', ');
}

/** The administration with the chosen comparison group, or `null` when scoring again would change nothing. */
function rescoringAdministration(product: ProductDefinition, administration: AdministrationDetails, comparisonGroupId: string | null): AdministrationDetails | null {
  if (comparisonGroupId === null || product.comparisonGroups.length === 0) return null;
  const own = administration.comparisonGroupId ?? product.comparisonGroups.find((group) => group.default)?.id;
  return own === comparisonGroupId ? null : { ...administration, comparisonGroupId };
}

/**
 * Resolves a group report's selection in the account.
 * @throws HttpProblem notFound when a selected assessment or examinee is not in the account;
 *   validation (field `selection`) when the selection has assessments of another product (naming
 *   them), a filter names another product, or no scored assessment of the product remains.
 */
export async function resolveGroup(
  db: Db,
  accountId: number,
  selection: AssessmentSelection,
  product: ProductDefinition,
  comparisonGroupId: string | null,
): Promise<ResolvedGroup> {
  const ids = await selectedIds(db, accountId, selection, product);
  const rows = ids.length === 0 ? [] : await repositories(db, { accountId, userId: null }).groupReports.candidates(ids);
  const others = rows.filter((row) => row.assessment.productId !== product.id);
  if (others.length > 0) {
    const list = await describeOthers(db, others.map((row) => row.assessment.productId));
    throw selectionProblem(`This report is for ${product.code}, but the selection also has assessments of ${list}. A group report covers one form: select only ${product.code} assessments.`);
  }
  const scored = rows.flatMap((row) => (row.assessment.status === 'scored' && row.assessment.score ? [{ ...row, score: row.assessment.score }] : []));
  if (scored.length === 0) throw selectionProblem(`None of the selected assessments is a scored ${product.code} assessment. Score them first.`);

  const members = scored.map(({ assessment, examinee, score }): GroupMember => {
    const administration = assessment.administration ?? {};
    const rescoring = rescoringAdministration(product, administration, comparisonGroupId);
    return {
      assessmentId: assessment.id,
      examineeRecordId: examinee.id,
      examineeId: examinee.examineeId,
      examineeName: examineeDisplayName(examinee),
      administrationDate: assessment.administrationDate,
      administration: rescoring ?? administration,
      score: rescoring ? scoreAssessment(product, assessment.responses, scoringContextFor(examinee, rescoring, assessment.administrationDate)) : score,
    };
  });
  const examineesWithoutAssessment =
    selection.kind === 'examinees' ? new Set(selection.examineeRecordIds).size - new Set(members.map((member) => member.examineeRecordId)).size : 0;
  return {
    members,
    versions: scored.map(({ assessment }) => ({ assessmentId: assessment.id, version: assessment.version })),
    examineesWithoutAssessment,
  };
}
