/**
 * A made-up product that exercises what no shipped instrument uses: mean/SD norms by age band and
 * sex (T-scores and percentiles), an essay item scored with a rubric, a numeric item, a mean
 * scale with proration. Its numbers are invented for tests only.
 */
export const FIXTURE_JSON = {
  id: 'fixture_norms',
  code: 'FIX',
  name: 'Fixture with mean/SD norms',
  version: 1,
  audience: 'clinical',
  citation: 'Test fixture.',
  attribution: 'Test fixture.',
  licenseNote: 'Test fixture.',
  instructions: { en_us: 'Answer every item.' },
  recallPeriod: '',
  ageRange: null,
  languages: ['en_us'],
  retestIntervalDays: null,
  items: [1, 2, 3, 4].map((n) => ({
    id: `q${n}`,
    number: n,
    type: 'choice',
    text: { en_us: `Question ${n}` },
    options: [0, 1, 2, 3, 4].map((value) => ({ value, label: { en_us: String(value) } })),
    reverse: n === 4,
    scored: true,
    optional: false,
  })).concat([]),
  scales: [
    { id: 'total', name: 'Total', items: ['q1', 'q2', 'q3', 'q4'], method: 'sum', multiplier: 1, range: [0, 16], maxOmitted: 1, prorate: true, primary: true },
    { id: 'average', name: 'Average', items: ['q1', 'q2', 'q3', 'q4'], method: 'mean', multiplier: 1, range: [0, 4], maxOmitted: 2, prorate: false, primary: false },
  ],
  bands: [],
  flags: [],
  constraints: [],
  comparisonGroups: [
    { id: 'general', label: 'General population', source: 'Invented', default: true },
    { id: 'clinical', label: 'Clinical sample', source: 'Invented', default: false },
  ],
  norms: [
    {
      method: 'meanSd',
      scale: 'total',
      comparisonGroup: 'general',
      cells: [
        { match: { sex: 'female', ageYears: { min: 18, max: 39 } }, mean: 8, sd: 2, unverified: false },
        { match: { sex: 'male', ageYears: { min: 18, max: 39 } }, mean: 6, sd: 3, unverified: true, note: 'invented' },
        { match: { ageYears: { min: 40, max: 120 } }, mean: 7, sd: 2.5, unverified: false },
      ],
    },
    { method: 'meanSd', scale: 'total', comparisonGroup: 'clinical', cells: [{ match: {}, mean: 12, sd: 2, unverified: false }] },
  ],
  administrationFields: [],
  passages: [],
  reportSections: ['details', 'scores', 'flags', 'scorability', 'items', 'signature'],
  sources: [],
};

/** The fixture with an essay item (two rubric criteria) and a numeric item added to the total's neighbours. */
export const ESSAY_JSON = {
  ...FIXTURE_JSON,
  id: 'fixture_essay',
  items: [
    {
      id: 'essay',
      number: 1,
      type: 'essay',
      text: { en_us: 'Write about your summer.' },
      rubric: [
        { id: 'ideas', label: 'Ideas', levels: [0, 1, 2, 3].map((value) => ({ value, label: `Level ${value}`, description: '' })) },
        { id: 'conventions', label: 'Conventions', levels: [0, 1, 2].map((value) => ({ value, label: `Level ${value}`, description: '' })) },
      ],
      reverse: false,
      scored: true,
      optional: false,
    },
    { id: 'count', number: 2, type: 'numeric', text: { en_us: 'Words written' }, min: 0, max: 500, unit: 'words', reverse: false, scored: false, optional: true },
  ],
  scales: [{ id: 'writing', name: 'Writing', items: ['essay'], method: 'sum', multiplier: 1, range: [0, 5], maxOmitted: 0, prorate: false, primary: true }],
  comparisonGroups: [],
  norms: [],
};
