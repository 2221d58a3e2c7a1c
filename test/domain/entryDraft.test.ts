import { decideEntryDraft, ENTRY_DRAFT_MAX_AGE_DAYS, type EntryDraft, entryDraftKey, parseEntryDraft } from '../../src/domain/entryDraft';

const DRAFT: EntryDraft = {
  assessmentId: 34,
  baseVersion: 3,
  responses: { phq9_1: 2, phq9_2: null },
  numberTexts: { wordsRead: '12.5' },
  administration: { grade: 2, season: 'fall' },
  savedAt: '2026-11-25T10:00:00.000Z',
};

describe('entry drafts', () => {
  it('are kept per user and assessment', () => {
    expect(entryDraftKey(7, 34)).not.toBe(entryDraftKey(8, 34));
    expect(entryDraftKey(7, 34)).not.toBe(entryDraftKey(7, 35));
  });

  it('read back what was written, and nothing that is not a draft', () => {
    expect(parseEntryDraft(JSON.stringify(DRAFT))).toEqual(DRAFT);
    expect(parseEntryDraft(null)).toBeNull();
    expect(parseEntryDraft('not json')).toBeNull();
    expect(parseEntryDraft('[]')).toBeNull();
    expect(parseEntryDraft(JSON.stringify({ ...DRAFT, responses: { phq9_1: '2' } }))).toBeNull();
    expect(parseEntryDraft(JSON.stringify({ ...DRAFT, numberTexts: { wordsRead: 12 } }))).toBeNull();
    expect(parseEntryDraft(JSON.stringify({ ...DRAFT, administration: { season: 'summer' } }))).toBeNull();
    expect(parseEntryDraft(JSON.stringify({ ...DRAFT, savedAt: 'yesterday' }))).toBeNull();
    expect(parseEntryDraft(JSON.stringify({ ...DRAFT, baseVersion: undefined }))).toBeNull();
  });

  it('are restored only onto the version they were typed on, and only while fresh', () => {
    const now = '2026-11-25T12:00:00.000Z';
    expect(decideEntryDraft(DRAFT, { id: 34, version: 3 }, now)).toBe('restore');
    expect(decideEntryDraft(DRAFT, { id: 34, version: 4 }, now)).toBe('stale');
    expect(decideEntryDraft(DRAFT, { id: 35, version: 3 }, now)).toBe('none');
    expect(decideEntryDraft(null, { id: 34, version: 3 }, now)).toBe('none');
    const limit = new Date(Date.parse(DRAFT.savedAt) + ENTRY_DRAFT_MAX_AGE_DAYS * 86_400_000).toISOString();
    expect(decideEntryDraft(DRAFT, { id: 34, version: 3 }, limit)).toBe('restore');
    expect(decideEntryDraft(DRAFT, { id: 34, version: 3 }, new Date(Date.parse(limit) + 1).toISOString())).toBe('expired');
  });
});
