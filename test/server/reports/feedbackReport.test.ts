/**
 * The feedback report's safety and wording rules: a critical flag (PHQ-9 item 9) is never
 * described, the reader is sent to the clinician instead; an unscorable scale gets no band.
 */
import type { ProductDefinition } from '../../../src/domain/product/productDefinition';
import { renderFeedbackReport } from '../../../src/server/reports/feedbackReport';
import { extractPdf } from './pdfText';
import { answeredWith, SHIPPED_PRODUCTS, shippedReportData } from './shippedProducts';

const product = (id: string): ProductDefinition => {
  const found = SHIPPED_PRODUCTS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`${id} is not shipped`);
  return found;
};

describe('the PHQ-9 feedback report', () => {
  const phq9 = product('phq9');
  const item9 = phq9.items.find((item) => item.number === 9);
  if (!item9) throw new Error('PHQ-9 has no item 9');

  it('sends the reader to the clinician when item 9 is endorsed, without saying so', async () => {
    const responses = { ...answeredWith(phq9, 0), [item9.id]: 1 };
    const data = shippedReportData(phq9, responses);
    expect(data.assessment.score?.flags.map((flag) => flag.severity)).toContain('critical');
    const { text } = extractPdf(await renderFeedbackReport(data));
    expect(text).toContain('Some of the answers need a closer look. Please talk with Dr. Ingrid Bjørk about them soon.');
    expect(text).not.toMatch(/item 9|self-harm|hurting yourself|better off dead|suicid/i);
    expect(text).not.toContain('Assess suicide risk');
    expect(text).not.toContain('CRITICAL');
  });

  it('names neither the examinee nor the reader in the document metadata', async () => {
    const data = shippedReportData(phq9, answeredWith(phq9, 0));
    const { info } = extractPdf(await renderFeedbackReport(data));
    expect(String(info.Title)).toContain(phq9.name);
    const metadata = [info.Title, info.Subject, info.Keywords].map(String).join(' ');
    for (const part of [data.examinee.firstName, data.examinee.lastName, data.examinee.examineeId]) expect(metadata).not.toContain(part);
  });

  it('does not add the call to talk soon when no critical flag is raised', async () => {
    const { text } = extractPdf(await renderFeedbackReport(shippedReportData(phq9, answeredWith(phq9, 0))));
    expect(text).not.toContain('need a closer look');
    expect(text).toContain('Your result: Few or no problems');
  });

  it('names "your clinician" when the assessment has no examiner', async () => {
    const responses = { ...answeredWith(phq9, 0), [item9.id]: 3 };
    const { text } = extractPdf(await renderFeedbackReport(shippedReportData(phq9, responses, { examinerName: '' })));
    expect(text).toContain('Please talk with your clinician about them soon.');
  });

  it('gives no band for a scale with unanswered questions', async () => {
    const responses = { ...answeredWith(phq9, 3) };
    delete responses[phq9.items[2]?.id ?? ''];
    const { text } = extractPdf(await renderFeedbackReport(shippedReportData(phq9, responses)));
    expect(text).toContain('This result could not be worked out because some questions were left unanswered.');
    expect(text).not.toContain('Your result:');
  });
});

describe('the ORF feedback report for a parent', () => {
  it('gives the grade, season and words correct per minute, and the percentile band in words', async () => {
    const orf = product('orf');
    const { text } = extractPdf(await renderFeedbackReport(shippedReportData(orf, answeredWith(orf, 0))));
    expect(text).toContain('Prepared for the parents of Åsa Sørensen');
    expect(text).toContain('Grade 3, spring: 100 words read correctly in one minute');
    expect(text).toContain('Compared with students in the same grade at the same time of year');
    expect(text).toMatch(/Result: (Well below most classmates|Below most classmates|In the typical range|Above most classmates)/);
    expect(text).not.toContain('Your result');
  });
});

describe('the IPIP-50 feedback report', () => {
  it('describes the five domains as traits with both ends of each bar', async () => {
    const ipip = product('ipip_bffm50');
    const { text } = extractPdf(await renderFeedbackReport(shippedReportData(ipip, answeredWith(ipip, 2))));
    for (const words of ['More reserved', 'More outgoing', 'More organized', 'More even-tempered', 'More curious']) expect(text).toContain(words);
    expect(text).toContain('Your score: 30 (possible range 10 to 50)');
    expect(text).not.toMatch(/disorder|neurotic|patholog/i);
  });
});

it('refuses a product without a feedback report', async () => {
  const writing: ProductDefinition = { ...product('writing_sample'), feedbackReport: null };
  await expect(renderFeedbackReport(shippedReportData(writing, answeredWith(writing, 1)))).rejects.toThrow('WS-AR has no feedback report.');
});

describe('the writing sample feedback report for a parent', () => {
  it('gives the band in words, in Spanish when the report is in Spanish', async () => {
    const writing = product('writing_sample');
    const { text } = extractPdf(await renderFeedbackReport(shippedReportData(writing, answeredWith(writing, 2), {}, 'es_es')));
    expect(text).toContain('La muestra de escritura de su hijo o hija');
    expect(text).toContain('Para la familia de Åsa Sørensen');
    expect(text).toContain('Resultado: Cumple lo esperado');
    expect(text).toContain('Próximos pasos');
  });
});
