/** British English: US English with British spelling. */
import { type Catalogue, EN_US } from './en_us';

/** The en_gb catalogue. */
export const EN_GB: Catalogue = {
  ...EN_US,
  'newAssessment.noForms': 'No instrument can be administered to this {examineeLower} (age, language or licence).',
  'reports.licenseStatus': 'Licence status',
  'reports.license.none': 'No licence: no usage is left, or the licence has expired.',
  'reports.cost.usage': 'Generating it uses one licence usage.',
  'reports.cannotGenerate': 'No licence covers this report ({type}), so it cannot be generated. Ask your account administrator for more usages.',
  'licensing.nav': 'Licences',
  'createWarnings.noLicense': 'No licence of the account covers {product} reports: you can give and score the assessment, but its report cannot be generated until one does.',
  'licensing.title': 'Licences and usage',
  'licensing.licenses': 'Licences',
  'licensing.name': 'Licence',
  'licensing.noLicenses': 'The account has no licences.',
  'licensing.reason.usage': 'Licence usage',
};
