/**
 * The demo clinic's resource library on a fresh start: two letters as small PDFs (drawn with
 * pdfkit) and a plain-text administration checklist, in our own words. Seeded once per account:
 * an account that has any document is left alone.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { ResourceCategory } from '../../domain/resourceLibrary';
import type { Db } from './client';
import { accounts, resourceDocuments } from './schema';

/** One seeded document before it is drawn. */
interface DemoDocument {
  title: string;
  description: string;
  category: ResourceCategory;
  fileName: string;
  /** A heading and paragraphs (PDF), or the whole text (plain text). */
  content: { kind: 'pdf'; heading: string; paragraphs: readonly string[] } | { kind: 'text'; text: string };
}

const CONSENT_LETTER: DemoDocument = {
  title: 'Consent to remote administration',
  description: 'A consent form for a questionnaire or rating scale answered online, away from the clinic. Print it or send it before the link.',
  category: 'consentForm',
  fileName: 'consent-to-remote-administration.pdf',
  content: {
    kind: 'pdf',
    heading: 'Consent to remote administration',
    paragraphs: [
      'Your clinician would like you (or the person you care for) to answer a questionnaire online, on your own device, instead of at the clinic. This form explains what that means and asks for your agreement.',
      'What happens: you receive a personal link by e-mail. The link opens the questionnaire in your web browser. Your answers are saved as you go, so you can stop and continue later from the same link until you submit.',
      'Your privacy: the link is meant for you alone. Do not forward it. Answer in a quiet, private place, without help from others unless the instructions say otherwise. Your answers go directly to your clinician and are kept with your other clinical records.',
      'Your choice: taking part online is voluntary. You may ask for a paper or in-person administration instead, and you may withdraw this consent at any time by telling the clinic.',
      'I have read this form and agree to answer the questionnaire online.',
      'Name: ______________________________    Date: ______________',
      'Signature: __________________________________________________',
    ],
  },
};

const PARENT_LETTER: DemoDocument = {
  title: 'Preparing for an assessment — letter to parents',
  description: 'A letter that tells parents and carers what to expect on the day of their child’s assessment and how to help them feel ready.',
  category: 'letter',
  fileName: 'preparing-for-an-assessment.pdf',
  content: {
    kind: 'pdf',
    heading: 'Preparing for an assessment',
    paragraphs: [
      'Dear parent or carer,',
      'Your child has an appointment for an assessment with us. The assessment helps us understand how your child learns and what support may help. There is nothing to study and no way to fail.',
      'Before the day: make sure your child sleeps well and has eaten. If your child wears glasses or a hearing aid, please bring them. Tell us about any medication, illness or recent changes at home or school.',
      'On the day: the session usually takes one to two hours with short breaks. Your child will do puzzles, answer questions and work on tasks at their own pace. You may be asked to wait nearby and to fill in a questionnaire about your child.',
      'Talking to your child: describe the visit simply and positively, for example "You will do some activities with someone who wants to know how you learn best." Avoid calling it a test.',
      'Afterwards, we will arrange a time to go through the results with you. If you have any questions before the appointment, please contact the clinic.',
      'With kind regards,',
      'The Demo Clinic team',
    ],
  },
};

const CHECKLIST: DemoDocument = {
  title: 'Administration checklist',
  description: 'A short checklist for the examiner before, during and after an in-person administration.',
  category: 'administrationGuide',
  fileName: 'administration-checklist.txt',
  content: {
    kind: 'text',
    text: [
      'ADMINISTRATION CHECKLIST',
      '',
      'Before the session',
      '[ ] Confirm the examinee record: name, date of birth, sex and grade are correct.',
      '[ ] Check that consent is on file (for remote administration: the signed consent form).',
      '[ ] Choose the form that fits the examinee\'s age and the reason for referral.',
      '[ ] Prepare a quiet room with good light, a clear table and no interruptions.',
      '[ ] Have the materials, a stopwatch and spare pencils ready.',
      '',
      'During the session',
      '[ ] Build rapport before starting; explain breaks and that there is no pass or fail.',
      '[ ] Follow the standard instructions word for word.',
      '[ ] Note anything that may affect the results (fatigue, illness, interruptions).',
      '[ ] Offer breaks between parts when the examinee needs them.',
      '',
      'After the session',
      '[ ] Enter the answers on the day, and verify the item entry where the account asks for it.',
      '[ ] Score the assessment and review any flagged or omitted items.',
      '[ ] Generate the report and store your notes with the assessment.',
      '[ ] Put away or shred paper records according to the clinic\'s retention rules.',
      '',
    ].join('\n'),
  },
};

/** The demo clinic's documents. */
export const DEMO_RESOURCE_DOCUMENTS: readonly DemoDocument[] = [CONSENT_LETTER, PARENT_LETTER, CHECKLIST];

/** Draws a one-column letter: a heading and paragraphs on A4-ish Letter paper. */
function drawPdf(title: string, heading: string, paragraphs: readonly string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 72, info: { Title: title, Author: 'Demo Clinic' } });
  const output = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#0b3d6e').text(heading);
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(11).fillColor('#1b1f24');
  for (const paragraph of paragraphs) doc.text(paragraph, { align: 'left', lineGap: 2 }).moveDown(0.8);
  doc.end();
  return output;
}

const bytesOf = (document: DemoDocument): Promise<Buffer> =>
  document.content.kind === 'pdf' ? drawPdf(document.title, document.content.heading, document.content.paragraphs) : Promise.resolve(Buffer.from(document.content.text, 'utf8'));

/** Adds the demo documents to the named account unless it has documents already. */
export async function seedResourceDocuments(tx: Db, accountName: string, documents: readonly DemoDocument[] = DEMO_RESOURCE_DOCUMENTS): Promise<void> {
  const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, accountName)).limit(1);
  if (!account) return;
  const existing = await tx.select({ id: resourceDocuments.id }).from(resourceDocuments).where(eq(resourceDocuments.accountId, account.id)).limit(1);
  if (existing.length > 0) return;
  const rows = await Promise.all(
    documents.map(async (document) => {
      const content = await bytesOf(document);
      return {
        accountId: account.id,
        title: document.title,
        description: document.description,
        category: document.category,
        fileName: document.fileName,
        contentType: document.content.kind === 'pdf' ? 'application/pdf' : 'text/plain',
        byteSize: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
        content,
      };
    }),
  );
  await tx.insert(resourceDocuments).values(rows);
}
