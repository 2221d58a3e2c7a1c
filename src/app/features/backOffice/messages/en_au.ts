/** The back office feature's messages in Australian English: US English with Australian (British) spelling. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import { EN_US } from './en_us';

/** The en_au catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  ...EN_US,
  'backOffice.licensesLink': 'Feature licences',
  'backOffice.licensesText': 'Find, add and change the licences of any customer account: usages, subscriptions and group-report usages.',
  'backOffice.licenses.title': 'Feature licences',
  'backOffice.licenses.search': 'Search licences',
  'backOffice.licenses.new': 'New licence',
  'backOffice.licenses.results': 'Licences found',
  'backOffice.licenses.none': 'No licence matches the search.',
  'backOffice.licenses.name': 'Licence',
  'backOffice.licenses.pages': 'Pages of licences',
  'backOffice.licenses.pageStatus': 'Page {page} of {pageCount} · {totalText} {total, plural, one {licence} other {licences}}',
  'backOffice.new.title': 'New feature licence',
  'backOffice.new.create': 'Create the licence',
  'backOffice.new.creating': 'Creating the licence…',
  'backOffice.form.changeReasonHelp': 'Kept in the licence’s history and the audit log, for example the order number.',
  'backOffice.detail.summary': 'Licence',
  'backOffice.detail.back': 'Back to the licences',
  'backOffice.detail.statusHelp': 'Suspending stops new reports being charged to the licence; reports already generated are not affected. Ending it is final.',
  'backOffice.detail.noActions': 'This licence has ended; nothing about it can change.',
  'backOffice.action.end': 'End the licence',
  'backOffice.rule.nameRequired': 'Name the licence.',
  'backOffice.rule.nameTooLong': 'Name the licence in at most 120 characters.',
  'backOffice.rule.typeRequired': 'Choose a licence type.',
  'backOffice.end.title': 'End this licence?',
  'backOffice.end.text': 'An ended licence pays for no new report, and it cannot be changed or resumed. Reports already generated are not affected.',
};
