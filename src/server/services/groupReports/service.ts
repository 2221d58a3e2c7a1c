/**
 * Group reports (assessment.groupReports, groupReportList, downloadGroupReport): one PDF over a
 * group's scored assessments of one product, rendered off the request thread and stored, with
 * its license charge, in one transaction. Stored group reports are immutable.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { GroupReportSummary } from '../../../contract/reportTypes';
import type { GroupReportInput } from '../../../contract/services/reportBatches';
import { summarizeGroup } from '../../../domain/groupSummary';
import { productIn, scoreIn } from '../../../domain/product/productText';
import type { UserPreferences } from '../../../domain/identity';
import { localeForLanguage } from '../../../domain/locale';
import { comparisonGroupError } from '../../../domain/reports';
import { personName } from '../../auth/principal';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { accounts, groupReports, products, users } from '../../db/schema';
import type { FileAnswer } from '../../http/operationHandler';
import { invalidField, notFound } from '../../http/problems';
import { effectivePreferences } from '../account/service';
import type { Actor } from '../actor';
import { chargeReport } from '../licensing/charge';
import { findProduct } from '../products/service';
import { resolveGroup } from './groupMembers';

/** `PHQ-9_group_Class_3B_2024-05-06.pdf`: the form, the title and the day, with characters unsafe in file names replaced. */
export function groupReportFileName(productCode: string, title: string, day: string): string {
  const safe = (text: string) => text.replace(/[^\p{L}\p{N}._-]+/gu, '_').replace(/^_+|_+$/g, '');
  return `${safe(productCode)}_group_${safe(title).slice(0, 60)}_${day}.pdf`;
}

/** The generating user's name and preferences, in the caller's account. @throws HttpProblem notFound. */
async function author(db: Db, actor: Actor): Promise<{ displayName: string; preferences: Partial<UserPreferences> }> {
  const [row] = await db
    .select({ title: users.title, firstName: users.firstName, lastName: users.lastName, preferences: users.preferences, internal: users.internal })
    .from(users)
    .where(and(eq(users.id, actor.userId), eq(users.accountId, actor.accountId)))
    .limit(1);
  if (!row) throw notFound('The user');
  // The effective preferences, as the SPA shows them: a report reads the dates and times the user reads on screen.
  return { displayName: personName(row), preferences: effectivePreferences(row.preferences, row.internal) };
}

async function accountName(db: Db, accountId: number): Promise<string> {
  const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row?.name ?? '';
}

/**
 * Makes a group report: resolves the selection in the caller's account, summarizes the scored
 * assessments of the product, renders the PDF through `context.renderer` (outside the
 * transaction: rendering takes a while), then stores it and charges a group-report usage in one
 * transaction, with an audit row.
 * @throws HttpProblem validation for an unknown product or comparison group, or a selection that
 *   mixes products or has no scored assessment of the product; notFound for a selected
 *   assessment or examinee of another account; licenseExhausted (402) when no group-report
 *   license is left (nothing is stored).
 */
export async function generateGroupReport(
  context: Pick<AppContext, 'db' | 'renderer'>,
  actor: Actor,
  input: GroupReportInput,
  now: Date,
): Promise<GroupReportSummary> {
  const { db } = context;
  const product = await findProduct(db, input.productId);
  if (!product) throw invalidField('productId', 'Choose a form that exists.');
  const comparisonGroupId = input.comparisonGroupId ?? null;
  const groupError = comparisonGroupError(product, comparisonGroupId);
  if (groupError) throw invalidField('comparisonGroupId', groupError);

  const group = await resolveGroup(db, actor.accountId, input.selection, product, comparisonGroupId);
  const user = await author(db, actor);
  const locale = input.locale ?? localeForLanguage(user.preferences.language?.languageCode ?? null);
  // Summarized in the report's language: band labels are the distribution's keys, so the product and
  // every member's score speak it alike (productText.ts).
  const summary = summarizeGroup(
    productIn(product, locale),
    group.members.map((member) => ({ ...member, score: scoreIn(member.score, product, locale) })),
  );
  const pdf = await context.renderer.render({
    kind: 'group',
    data: {
      title: input.title,
      product: productIn(product, locale),
      summary,
      examineesWithoutAssessment: group.examineesWithoutAssessment,
      comparisonGroupId,
      accountName: await accountName(db, actor.accountId),
      generatedAt: now.toISOString(),
      generatedByName: user.displayName,
      locale,
      preferences: user.preferences,
    },
  });
  const fileName = groupReportFileName(product.code, input.title, now.toISOString().slice(0, 10));

  const stored = await db.transaction((tx) =>
    chargeReport(tx, actor, { productId: product.id, reportType: 'group', assessmentId: null, assessmentVersion: null, batchId: null }, now, async (charge) => {
      const [row] = await tx
        .insert(groupReports)
        .values({
          accountId: actor.accountId,
          productId: product.id,
          title: input.title,
          assessments: group.versions,
          examineeCount: summary.examineeCount,
          comparisonGroupId,
          locale,
          charge,
          fileName,
          pdf,
          byteSize: pdf.length,
          createdBy: actor.userId,
          createdAt: now,
        })
        .returning({ id: groupReports.id });
      if (!row) throw new Error('The group report insert returned nothing.');
      return { groupReportId: row.id, charge };
    }),
  );
  return {
    id: stored.groupReportId,
    title: input.title,
    productId: product.id,
    productCode: product.code,
    assessmentCount: summary.assessmentCount,
    examineeCount: summary.examineeCount,
    comparisonGroupId,
    locale,
    fileName,
    byteSize: pdf.length,
    createdAt: now.toISOString(),
    createdByName: user.displayName,
    charge: stored.charge,
  };
}

/** The account's group reports, newest first. */
export async function groupReportList(db: Db, actor: Actor): Promise<GroupReportSummary[]> {
  const rows = await db
    .select({
      id: groupReports.id,
      title: groupReports.title,
      productId: groupReports.productId,
      productCode: products.code,
      assessments: groupReports.assessments,
      examineeCount: groupReports.examineeCount,
      comparisonGroupId: groupReports.comparisonGroupId,
      locale: groupReports.locale,
      fileName: groupReports.fileName,
      byteSize: groupReports.byteSize,
      createdAt: groupReports.createdAt,
      charge: groupReports.charge,
      creatorTitle: users.title,
      creatorFirstName: users.firstName,
      creatorLastName: users.lastName,
    })
    .from(groupReports)
    .innerJoin(users, eq(users.id, groupReports.createdBy))
    .innerJoin(products, eq(products.id, groupReports.productId))
    .where(eq(groupReports.accountId, actor.accountId))
    .orderBy(desc(groupReports.createdAt), desc(groupReports.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    productId: row.productId,
    productCode: row.productCode,
    assessmentCount: row.assessments.length,
    examineeCount: row.examineeCount,
    comparisonGroupId: row.comparisonGroupId,
    locale: row.locale,
    fileName: row.fileName,
    byteSize: row.byteSize,
    createdAt: row.createdAt.toISOString(),
    createdByName: personName({ title: row.creatorTitle, firstName: row.creatorFirstName, lastName: row.creatorLastName }),
    charge: row.charge,
  }));
}

/** A stored group report's PDF. @throws HttpProblem notFound, also for another account's report. */
export async function downloadGroupReport(db: Db, actor: Actor, groupReportId: number): Promise<FileAnswer> {
  const [row] = await db
    .select({ fileName: groupReports.fileName, pdf: groupReports.pdf })
    .from(groupReports)
    .where(and(eq(groupReports.id, groupReportId), eq(groupReports.accountId, actor.accountId)))
    .limit(1);
  if (!row) throw notFound('The group report');
  return { kind: 'file', contentType: 'application/pdf', fileName: row.fileName, bytes: row.pdf };
}
