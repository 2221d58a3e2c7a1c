/** The examinee export feature's messages in US English: the source its other catalogues translate. */

export const EN_US = {
  'examineeExport.button': 'Export as CSV',
  'examineeExport.exporting': 'Exporting…',
  'examineeExport.failed': 'The {examineesLower} could not be exported.',
} as const;
