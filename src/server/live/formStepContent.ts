/**
 * The content of a live session's pages that come from its forms alone: a form's instructions,
 * one of its items (with the session's answer) and a reading passage, in the session's language.
 * It knows no stimulus book (none has a page here). The app uses it until the stimulus books'
 * implementation of {@link LiveContent} (src/server/services/liveContent) is wired in its place;
 * the live tests use it as theirs.
 */
import type { StepContent } from '../../domain/live/liveSession';
import { textIn } from '../../domain/product/localizedText';
import { repositories } from '../db/repositories';
import { productOfAssessment } from '../services/products/service';
import type { LiveContent } from './liveContent';

/** {@link LiveContent} of forms only (see the module comment). */
export const formStepContent: LiveContent = {
  async stepContent(db, scope, { locale, step, answers }): Promise<StepContent> {
    if (step.kind === 'waiting' || step.kind === 'ended') return { kind: step.kind };
    if (step.kind === 'stimulus') throw new Error(`No stimulus book content is wired: page ${step.bookId}/${step.pageId}.`);
    const row = await repositories(db, scope).assessments.find(step.assessmentId);
    if (!row) throw new Error(`Assessment ${step.assessmentId} is not in account ${scope.accountId}.`);
    const product = await productOfAssessment(db, row);
    switch (step.kind) {
      case 'instructions':
        return { kind: 'instructions', productName: product.name, text: textIn(product.instructions, locale) };
      case 'item': {
        const index = product.items.findIndex((item) => item.id === step.itemId);
        const item = product.items[index];
        if (!item || item.type === 'essay') throw new Error(`Item ${step.itemId} cannot be shown live.`);
        return {
          kind: 'item',
          productName: product.name,
          number: index + 1,
          itemCount: product.items.length,
          stem: product.recallPeriod,
          text: textIn(item.text, locale),
          options: item.type === 'choice' ? item.options.map((option) => ({ value: option.value, label: textIn(option.label, locale) })) : [],
          min: item.type === 'numeric' ? item.min : null,
          max: item.type === 'numeric' ? item.max : null,
          answer: answers[String(step.assessmentId)]?.[step.itemId] ?? null,
        };
      }
      case 'passage': {
        const passage = product.passages.find((candidate) => candidate.id === step.passageId);
        if (!passage) throw new Error(`Passage ${step.passageId} is not in ${product.id}.`);
        return { kind: 'passage', title: passage.title, text: textIn(passage.text, locale), wordCount: passage.wordCount };
      }
    }
  },
  hasStimulusPage: async () => false,
};
