/**
 * The feedbackReport section of a product definition: its shape (yup) and its references to the
 * product's scales, bands and norms (productSchema.feedbackReportProblems).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseProductDefinition } from '../../src/domain/product/productSchema';

interface Json {
  [key: string]: unknown;
}

const load = (id: string): Json => JSON.parse(readFileSync(path.join(__dirname, '../../config/products', `${id}.json`), 'utf8')) as Json;
const feedbackOf = (json: Json): Json => json.feedbackReport as Json;
const messageOf = (json: Json): string => {
  const result = parseProductDefinition(json);
  return result.ok ? 'ok' : result.error.message;
};

describe('a product feedback report', () => {
  it('loads as shipped', () => {
    for (const id of ['phq9', 'gad7', 'who5', 'dass21', 'ipip_bffm50', 'orf']) expect({ id, message: messageOf(load(id)) }).toEqual({ id, message: 'ok' });
  });

  it('may be left out', () => {
    const json = load('phq9');
    delete json.feedbackReport;
    const result = parseProductDefinition(json);
    expect(result.ok && result.value.feedbackReport).toBeNull();
  });

  it('fails to load with a band text naming a band the scale does not have', () => {
    const json = load('phq9');
    const feedback = feedbackOf(json);
    feedback.bandTexts = [...(feedback.bandTexts as Json[]), { scale: 'total', band: 'Catastrophic', label: { en_us: 'x' }, text: { en_us: 'x' } }];
    expect(messageOf(json)).toBe('phq9: feedback report names unknown band Catastrophic of scale total');
  });

  it('fails to load when a band of a listed scale has no text', () => {
    const json = load('gad7');
    const feedback = feedbackOf(json);
    feedback.bandTexts = (feedback.bandTexts as Json[]).filter((text) => text.band !== 'Severe');
    expect(messageOf(json)).toBe('gad7: feedback report has no text for band Severe of scale total');
  });

  it('fails to load when it lists a scale the product does not have', () => {
    const json = load('who5');
    const feedback = feedbackOf(json);
    feedback.scales = [...(feedback.scales as Json[]), { scale: 'vitality', name: { en_us: 'x' }, about: { en_us: 'x' }, ends: null }];
    expect(messageOf(json)).toBe('who5: feedback report names unknown scale vitality');
  });

  it('fails to load with percentile texts that do not start at 0 or name a scale without percentile norms', () => {
    const orf = load('orf');
    feedbackOf(orf).percentileTexts = (feedbackOf(orf).percentileTexts as Json[]).filter((text) => text.atLeast !== 0);
    expect(messageOf(orf)).toBe('orf: feedback report percentile texts of scale wcpm do not start at 0');
    const phq9 = load('phq9');
    feedbackOf(phq9).percentileTexts = [{ scale: 'total', atLeast: 0, label: { en_us: 'x' }, text: { en_us: 'x' } }];
    expect(messageOf(phq9)).toBe('phq9: feedback report has percentile texts for scale total, which has no percentile norms');
  });

  it('fails to load without its closing, with an unknown reader or text in an unsupported locale', () => {
    const noClosing = load('phq9');
    delete feedbackOf(noClosing).closing;
    expect(messageOf(noClosing)).toMatch(/closing/);
    const reader = load('phq9');
    feedbackOf(reader).reader = 'teacher';
    expect(messageOf(reader)).toMatch(/reader/);
    const locale = load('phq9');
    feedbackOf(locale).title = { en_us: 'Results', pt_br: 'Resultados' };
    expect(messageOf(locale)).toBe('text keys must be supported locales');
  });
});
