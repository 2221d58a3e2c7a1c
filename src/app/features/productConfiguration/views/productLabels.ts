/** Message ids of the product configuration's fixed words: states, parts, report sections. */
import type { ReportSection } from '../../../../domain/product/productDefinition';
import type { ProductPart, ProductState, ProductVersionState } from '../../../../domain/product/productLifecycle';
import type { MessageId } from '../../../core/i18n/messageId';

/** The words of a product's or a version's state. */
export const STATE_MESSAGES: Record<ProductState | ProductVersionState, MessageId> = {
  draft: 'products.state.draft',
  published: 'products.state.published',
  retired: 'products.state.retired',
  superseded: 'products.state.superseded',
};

/** The name of each part of a draft. */
export const PART_MESSAGES: Record<ProductPart, MessageId> = {
  form: 'products.part.form',
  scoring: 'products.part.scoring',
  report: 'products.part.report',
  fsr: 'products.part.fsr',
  testCases: 'products.part.testCases',
};

/** The name of each section of the final score report. */
export const SECTION_MESSAGES: Record<ReportSection, MessageId> = {
  details: 'products.section.details',
  scores: 'products.section.scores',
  profile: 'products.section.profile',
  flags: 'products.section.flags',
  scorability: 'products.section.scorability',
  items: 'products.section.items',
  signature: 'products.section.signature',
};

/** The words of the link to each part's editor. */
export const EDIT_PART_MESSAGES: Record<ProductPart, MessageId> = {
  form: 'products.edit.form',
  scoring: 'products.edit.scoring',
  report: 'products.edit.report',
  fsr: 'products.edit.fsr',
  testCases: 'products.edit.testCases',
};
