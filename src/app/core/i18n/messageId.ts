/**
 * The SPA's message ids: the core's and every feature's (features/index.ts). Derived from the
 * feature list, so a feature's messages are typed as soon as its module is in the list.
 */
import type { FEATURES } from '../../features';
import type { FeatureMessages } from './featureMessages';
import type { CoreMessageId } from './messages/en_us';

/** The ids of the messages of a feature module. */
type MessageIdsOf<F> = F extends { messages: FeatureMessages<infer M> } ? keyof M & string : never;

/** The id of a message of the SPA. */
export type MessageId = CoreMessageId | MessageIdsOf<(typeof FEATURES)[number]>;

/** A whole catalogue: a text for every message id. */
export type Catalogue = Readonly<Record<MessageId, string>>;
