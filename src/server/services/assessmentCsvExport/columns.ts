/**
 * The columns of the research CSV of one product (issue #22): after the examinee's fields, the
 * assessment's facts, one column per response key, then per scale its raw score, band, derived
 * scores (where the product has norms for it) and proration (where the scale allows omissions),
 * then one column per flag. Headers past the examinee's are stable identifiers (item ids, scale
 * and flag ids), the same in every language, so a study's scripts read every account's files alike.
 */
import { essayResponseKey, type ItemDefinition, type ProductDefinition } from '../../../domain/product/productDefinition';
import type { ScaleDefinition } from '../../../domain/product/scaleDefinition';
import type { ScaleScore } from '../../../domain/scoring/scoreTypes';
import type { ExportedAssessmentRow } from '../../db/repositories/assessmentSelection';
import type { CsvColumn, CsvValue } from '../accountExports/csv';

type Column = CsvColumn<ExportedAssessmentRow>;

/** The response keys of an item: its id, or one `<itemId>.<criterionId>` per rubric criterion of an essay. */
const responseKeys = (item: ItemDefinition): string[] => (item.type === 'essay' ? item.rubric.map((criterion) => essayResponseKey(item.id, criterion.id)) : [item.id]);

/** Each value once, in first-seen order. */
const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** The stored score of `scaleId`, or `undefined` before the assessment is scored. */
const scaleOf = (row: ExportedAssessmentRow, scaleId: string): ScaleScore | undefined => row.assessment.score?.scales.find((scale) => scale.scaleId === scaleId);

/** The first scale score with a derived score: the comparison group the scores were read against. */
const scaleOfAny = (row: ExportedAssessmentRow): ScaleScore | undefined => row.assessment.score?.scales.find((scale) => scale.derived !== null);

/** Whether a scale's score can be prorated or have items omitted: a sum that tolerates omissions, or a rate read for under a minute. */
const mayBeProrated = (scale: ScaleDefinition): boolean => scale.prorate || scale.maxOmitted > 0 || scale.formula?.kind === 'perMinute';

/**
 * The columns of one product's assessments, after the examinee's.
 * @param versions the product's definitions of the versions the rows were created with, newest
 *   first: the newest one orders the columns, and items, scales and flags only older versions had
 *   follow, so every row finds its values.
 */
export function productColumns(versions: readonly ProductDefinition[]): Column[] {
  const newest = versions[0];
  if (!newest) return [];
  const scales = new Map<string, ScaleDefinition>();
  for (const version of versions) for (const scale of version.scales) if (!scales.has(scale.id)) scales.set(scale.id, scale);
  const normed = new Set(versions.flatMap((version) => version.norms.map((table) => table.scale)));
  const hasAdministration = versions.some((version) => version.administrationFields.length > 0);
  const hasComparisonGroups = versions.some((version) => version.comparisonGroups.length > 0);
  const keys = unique(versions.flatMap((version) => version.items.flatMap(responseKeys)));
  const flags = unique(versions.flatMap((version) => version.flags.map((flag) => flag.id)));
  const scored = (row: ExportedAssessmentRow, value: CsvValue): CsvValue => (row.assessment.score === null ? null : value);
  return [
    { header: 'assessmentId', value: (row) => row.assessment.id },
    { header: 'product', value: (row) => row.assessment.productId },
    { header: 'productVersion', value: (row) => row.assessment.productVersion },
    { header: 'form', value: () => newest.code },
    { header: 'status', value: (row) => row.assessment.status },
    { header: 'administrationDate', value: (row) => row.assessment.administrationDate },
    ...(hasAdministration
      ? [
          { header: 'grade', value: (row) => row.assessment.administration.grade },
          { header: 'season', value: (row) => row.assessment.administration.season },
        ] satisfies Column[]
      : []),
    ...(hasComparisonGroups ? [{ header: 'comparisonGroup', value: (row) => scaleOfAny(row)?.derived?.comparisonGroupId ?? row.assessment.administration.comparisonGroupId } satisfies Column] : []),
    ...keys.map((key): Column => ({ header: key, value: (row) => row.assessment.responses[key] })),
    ...[...scales.values()].flatMap((scale): Column[] => [
      { header: `${scale.id}.raw`, value: (row) => scaleOf(row, scale.id)?.raw },
      { header: `${scale.id}.band`, value: (row) => scaleOf(row, scale.id)?.band?.label },
      ...(normed.has(scale.id)
        ? [
            { header: `${scale.id}.tScore`, value: (row) => scaleOf(row, scale.id)?.derived?.tScore },
            { header: `${scale.id}.percentile`, value: (row) => scaleOf(row, scale.id)?.derived?.percentile },
            { header: `${scale.id}.percentileBand`, value: (row) => scaleOf(row, scale.id)?.derived?.percentileBand },
          ] satisfies Column[]
        : []),
      ...(mayBeProrated(scale)
        ? [
            { header: `${scale.id}.prorated`, value: (row) => scaleOf(row, scale.id)?.prorated },
            // The printed numbers of the items left blank, separated by spaces ("3 7").
            { header: `${scale.id}.omittedItems`, value: (row) => scaleOf(row, scale.id)?.missingItemNumbers.join(' ') },
          ] satisfies Column[]
        : []),
    ]),
    // A scored assessment says true or false for every flag; an unscored one leaves them empty.
    ...flags.map((flagId): Column => ({ header: `flag.${flagId}`, value: (row) => scored(row, row.assessment.score?.flags.some((flag) => flag.id === flagId) ?? false) })),
  ];
}
