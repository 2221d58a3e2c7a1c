/**
 * The product editor's pure changes (views/itemEdits.ts, views/reportEdits.ts): a new item's id,
 * number and options, moves, a language's texts dropped, the band-text rows a report's listed
 * scales need, a scale's end words, and the report paths shown at a field.
 */
import { itemsWithoutLocale, moved, newItem, nextItemNumber, unusedItemId } from '../../src/app/features/productConfiguration/views/itemEdits';
import { NEW_REPORT, newFeedbackScale, reportShownPaths, withBandRows, withEnd } from '../../src/app/features/productConfiguration/views/reportEdits';
import type { ChoiceItem, ItemDefinition } from '../../src/domain/product/itemDefinition';
import type { BandDefinition } from '../../src/domain/product/productDefinition';
import { PHQ9 } from './support/fixtures';

const choice = (id: string, number: number, labels: string[]): ChoiceItem => ({
  id,
  number,
  type: 'choice',
  text: { en_us: id, de_de: `${id} (de)` },
  options: labels.map((label, value) => ({ value, label: { en_us: label, de_de: `${label} (de)` } })),
  reverse: false,
  scored: true,
  optional: false,
});

describe('item edits', () => {
  it('gives a new item the first unused item<n> and the number after the highest, even when numbers were edited', () => {
    const items: ItemDefinition[] = [choice('item1', 4, ['No', 'Yes']), choice('item3', 2, ['Never', 'Always'])];
    expect(unusedItemId(items)).toBe('item2');
    expect(nextItemNumber(items)).toBe(5);
    expect(nextItemNumber([])).toBe(1);
    expect(newItem([], 'choice')).toMatchObject({ id: 'item1', number: 1, options: [] });
  });

  it('copies the last choice item’s options (not the same objects) into a new choice item; numeric and essay items start empty', () => {
    const items: ItemDefinition[] = [choice('a', 1, ['No', 'Yes']), choice('b', 2, ['Never', 'Always']), { ...newItem([], 'numeric'), id: 'c', number: 3 }];
    const added = newItem(items, 'choice') as ChoiceItem;
    expect(added.options).toEqual((items[1] as ChoiceItem).options);
    expect(added.options[0]?.label).not.toBe((items[1] as ChoiceItem).options[0]?.label);
    expect(newItem(items, 'numeric')).toEqual({ id: 'item1', number: 4, type: 'numeric', text: { en_us: '' }, min: 0, max: 0, unit: '', reverse: false, scored: true, optional: false });
    expect(newItem(items, 'essay')).toMatchObject({ type: 'essay', rubric: [], reverse: false });
  });

  it('moves an entry by one and leaves the list as it is at either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('drops a language’s item texts and option labels, never the US English', () => {
    const [item] = itemsWithoutLocale([choice('a', 1, ['No'])], 'de_de') as ChoiceItem[];
    expect(item?.text).toEqual({ en_us: 'a' });
    expect(item?.options[0]?.label).toEqual({ en_us: 'No' });
    expect(itemsWithoutLocale([choice('a', 1, ['No'])], 'en_us')).toEqual([choice('a', 1, ['No'])]);
  });
});

describe('report edits', () => {
  const bands: BandDefinition[] = [
    { scale: 'total', min: 0, max: 4, label: 'Low', interpretation: '' },
    { scale: 'total', min: 5, max: 9, label: 'High', interpretation: '' },
    { scale: 'other', min: 0, max: 9, label: 'Any', interpretation: '' },
  ];

  it('adds an empty row per band of a listed scale without a text, keeps the texts there are, and drops those of scales not listed', () => {
    const kept = { scale: 'total', band: 'High', label: { en_us: 'High', de_de: 'Hoch' }, text: { en_us: 'Talk to us.' } };
    const stale = { scale: 'gone', band: 'Any', label: { en_us: 'Any' }, text: { en_us: '' } };
    const report = withBandRows({ ...NEW_REPORT, scales: [newFeedbackScale('total')], bandTexts: [stale, kept] }, bands);
    expect(report.bandTexts).toEqual([kept, { scale: 'total', band: 'Low', label: { en_us: '' }, text: { en_us: '' } }]);
    expect(withBandRows(NEW_REPORT, bands).bandTexts).toEqual([]);
  });

  it('needs a text for every band of the shipped PHQ-9’s listed scales, and it has them all', () => {
    const report = PHQ9.feedbackReport;
    if (!report) throw new Error('the PHQ-9 has a feedback report');
    expect(withBandRows(report, PHQ9.bands)).toEqual(report);
  });

  it('sets one end’s US English, keeps the other locales, and is null once both ends are blank', () => {
    expect(withEnd(null, 1, 'More')).toEqual([{ en_us: '' }, { en_us: 'More' }]);
    expect(withEnd([{ en_us: 'Less', de_de: 'Weniger' }, { en_us: 'More' }], 0, 'Fewer')).toEqual([{ en_us: 'Fewer', de_de: 'Weniger' }, { en_us: 'More' }]);
    expect(withEnd([{ en_us: '' }, { en_us: 'More' }], 1, ' ')).toBeNull();
    expect(withEnd([{ en_us: '', de_de: 'Weniger' }, { en_us: 'More' }], 1, '')).toEqual([{ en_us: '', de_de: 'Weniger' }, { en_us: '' }]);
  });

  it('shows the US English texts of the report at their fields, not the other locales’', () => {
    const exact = new Set<string>();
    reportShownPaths({ ...NEW_REPORT, scales: [newFeedbackScale('total')], bandTexts: [{ scale: 'total', band: 'Low', label: { en_us: '' }, text: { en_us: '' } }] }, exact);
    expect(exact.has('feedbackReport.title.en_us')).toBe(true);
    expect(exact.has('feedbackReport.title.de_de')).toBe(false);
    expect(exact.has('feedbackReport.scales[0].ends[1].en_us')).toBe(true);
    expect(exact.has('feedbackReport.bandTexts[0].label.en_us')).toBe(true);
    expect(exact.has('feedbackReport.bandTexts[1].label.en_us')).toBe(false);
  });
});
