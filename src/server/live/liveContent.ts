/**
 * The seam between the live socket and the content of its pages (issue #20): the hub asks it for
 * a step's content in the session's language (sent with `welcome` and with each `step.shown`) and
 * whether a stimulus book has a page (the rule of a `show` command). The examinee helper's
 * implementation (src/server/services/liveContent/liveContent.ts) is wired in at app start; tests
 * pass a small one of their own.
 */
import type { LiveStep, StepContent } from '../../domain/live/liveSession';
import type { Locale } from '../../domain/locale';
import type { ProductDefinition } from '../../domain/product/productDefinition';
import type { Db } from '../db/client';
import type { AccountScope } from '../db/repositories';

/** What a step's content is resolved from. */
export interface StepContentRequest {
  /** The session's language. */
  locale: Locale;
  step: LiveStep;
  /**
   * The session's answers so far, per assessment id and item id (an item shows its current
   * answer; one not in it shows the assessment's saved response). The hub passes only the answer
   * of the item it shows.
   */
  answers: Readonly<Record<string, Readonly<Record<string, number | null>>>>;
  /** Reads an assessment's product version through the caller's cache; without it, from `db`. */
  productOf?: (assessment: { id: number; productId: string; productVersion: number }) => Promise<ProductDefinition>;
}

/** The content of the pages of live sessions. */
export interface LiveContent {
  /**
   * A step's content in the session's language, read in the session's account scope (`db` is a
   * transaction limited to it).
   */
  stepContent(db: Db, scope: AccountScope, request: StepContentRequest): Promise<StepContent>;
  /** Whether the published stimulus book `bookId` has page `pageId` in `locale`. */
  hasStimulusPage(db: Db, bookId: string, pageId: string, locale: Locale): Promise<boolean>;
}
