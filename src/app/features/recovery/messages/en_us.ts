/** The recovery feature's messages in US English: the source its other catalogues translate. */

export const EN_US = {
  'recovery.title': 'Deleted assessments',
  'recovery.help': 'Assessments deleted in your account. Recover one to put it back in its history.',
  'recovery.failed': 'The assessment could not be recovered.',
  'recovery.recovered': '{count, plural, one {# assessment recovered.} other {# assessments recovered.}}',
  'recovery.open': 'Open assessment {id}',
  'recovery.none': 'No deleted assessments.',
  'recovery.deleted': 'Deleted',
  'recovery.deletedBy': '{when} by {name}',
  'recovery.recover': 'Recover',
  'recovery.recoverOf': 'Recover {label}',
  'recovery.examineeDeleted': 'The {examineeLower} is deleted',
} as const;
