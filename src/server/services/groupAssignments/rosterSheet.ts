/**
 * The roster sheet of a class session (issue #19): a printable PDF (pdfkit, in the reports'
 * embedded typeface and tagged structure) of cut-out cards, one per student: the name, the code in
 * large letters and a QR code of the player's address with the code (`qrcode`), which opens the
 * student's form on a classroom device without typing.
 */
import QRCode from 'qrcode';
import { formatInstant } from '../../../domain/email';
import { classCodeUrl, formatClassCode } from '../../../domain/groups/classSessionCode';
import { bcp47, type Locale } from '../../../domain/locale';
import type { SigningKeys } from '../../auth/keys';
import type { Repositories } from '../../db/repositories';
import type { FileAnswer } from '../../http/operationHandler';
import { HttpProblem } from '../../http/problems';
import { endReportDocument, openReportDocument } from '../../reports/reportDocument';
import { artifact, tag } from '../../reports/reportTags';
import { COLORS } from '../../reports/reportTheme';
import { requireGroup } from './ageCheck';
import { openClassCode } from './classCodes';
import { requireAssignment } from './progress';
import { ROSTER_SHEET_TEXT } from './rosterSheetText';

/** Cards per row and rows per page. */
const COLUMNS = 2;
const ROWS = 4;
const QR_SIZE = 96;

/** A student's card. */
interface Card {
  name: string;
  code: string;
  url: string;
}

/**
 * The roster sheet of a class session assignment, in `locale`, dates in `timeZone`.
 * @param playerBase the player's absolute address (config.json `qosa.url` on the public base URL).
 * @throws HttpProblem notFound; conflict for an assignment that is not a class session.
 */
export async function rosterSheet(
  repos: Repositories,
  keys: Pick<SigningKeys, 'totpSeal'>,
  assignmentId: number,
  playerBase: string,
  locale: Locale,
  timeZone: string,
  now: Date,
): Promise<FileAnswer> {
  const assignment = await requireAssignment(repos, assignmentId);
  if (assignment.mode !== 'classSession') throw new HttpProblem('conflict', 'Only a class session has a roster sheet.');
  const group = await requireGroup(repos, assignment.groupId);
  const codes = new Map((await repos.groupAssignments.codes(assignmentId)).map((code) => [code.assessmentId, code.codeSealed] as const));
  const cards: Card[] = [];
  for (const member of await repos.groupAssignments.members([assignmentId])) {
    const sealed = codes.get(member.assessmentId);
    const code = sealed === undefined ? null : openClassCode(keys, member.assessmentId, sealed);
    if (code === null) continue;
    cards.push({ name: `${member.firstName} ${member.lastName}`.trim(), code, url: classCodeUrl(playerBase, code) });
  }
  const text = ROSTER_SHEET_TEXT[locale];
  const until = assignment.validUntil ? formatInstant(assignment.validUntil.toISOString(), bcp47(locale), timeZone) : '';
  const qr = await Promise.all(cards.map((card) => QRCode.toBuffer(card.url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: QR_SIZE * 3 })));

  const { doc, page, output } = openReportDocument(locale, { title: `${text.title} – ${group.name}`, author: assignment.createdByName, subject: assignment.productCode, generatedAt: now.toISOString() });
  const left = page.marginX;
  const width = page.width - 2 * page.marginX;
  const header = (): number => {
    let y = page.marginTop;
    tag(doc, 'H1', () => doc.font('bold').fontSize(16).fillColor(COLORS.accent).text(text.title, left, y, { width }));
    y = doc.y + 4;
    const facts = [`${text.group}: ${group.name}`, `${text.form}: ${assignment.productCode} – ${assignment.productName}`, `${text.plannedDate}: ${assignment.plannedDate}`, `${text.validUntil}: ${until}`];
    tag(doc, 'P', () => doc.font('regular').fontSize(9).fillColor(COLORS.text).text(facts.join('   ·   '), left, y, { width }));
    y = doc.y + 2;
    tag(doc, 'P', () => doc.font('regular').fontSize(9).fillColor(COLORS.muted).text(`${text.instructions.replace('{url}', playerBase)} ${text.keep}`, left, y, { width }));
    return doc.y + 10;
  };
  let top = header();
  const cardWidth = width / COLUMNS;
  const cardHeight = (page.height - page.marginBottom - top) / ROWS;
  cards.forEach((card, index) => {
    const slot = index % (COLUMNS * ROWS);
    if (index > 0 && slot === 0) {
      doc.addPage();
      top = header();
    }
    const x = left + (slot % COLUMNS) * cardWidth;
    const y = top + Math.floor(slot / COLUMNS) * cardHeight;
    artifact(doc, () => doc.save().dash(4, { space: 3 }).lineWidth(0.5).strokeColor(COLORS.rule).rect(x + 2, y + 2, cardWidth - 4, cardHeight - 4).stroke().undash().restore());
    tag(doc, 'Sect', () => {
      tag(doc, 'H2', () => doc.font('bold').fontSize(12).fillColor(COLORS.text).text(card.name, x + 12, y + 12, { width: cardWidth - QR_SIZE - 36 }));
      tag(doc, 'P', () => doc.font('regular').fontSize(8).fillColor(COLORS.muted).text(text.code, x + 12, y + 40));
      tag(doc, 'P', () => doc.font('bold').fontSize(15).fillColor(COLORS.accent).text(formatClassCode(card.code), x + 12, y + 52, { characterSpacing: 1.2 }));
      const image = qr[index];
      if (image) tag(doc, 'Figure', () => doc.image(image, x + cardWidth - QR_SIZE - 14, y + 12, { width: QR_SIZE, height: QR_SIZE }), { alt: `QR: ${card.url.replace(/#.*$/, '')}` });
    });
  });
  endReportDocument(doc);
  const bytes = await output;
  return { kind: 'file', contentType: 'application/pdf', fileName: `roster-sheet-${assignmentId}.pdf`, bytes };
}
