/**
 * The player's typed message lookup. react-intl types message ids once for the whole TypeScript
 * program, and that slot belongs to the platform SPA's catalogue (src/app/core/i18n/intlTypes.ts);
 * the player's ids are typed here instead, so a misspelt id still fails the typecheck.
 */
import { type IntlConfig, type MessageDescriptor, useIntl } from 'react-intl';
import type { OsaCatalogue, OsaMessageId } from './messages/en_us';

// The one place the player's id type meets react-intl's program-wide one (see above).
const descriptor = (id: OsaMessageId): MessageDescriptor => ({ id }) as unknown as MessageDescriptor;

/** A player catalogue as IntlProvider's `messages` (typed by the SPA's ids program-wide, see above). */
export const intlMessages = (catalogue: OsaCatalogue): IntlConfig['messages'] => catalogue as unknown as IntlConfig['messages'];

/** `t(id, values)`: the player's message `id` in the link's language, as a string. */
export function useText() {
  const intl = useIntl();
  return (id: OsaMessageId, values?: Record<string, string | number>): string => intl.formatMessage(descriptor(id), values);
}
