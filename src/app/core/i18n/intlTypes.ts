/**
 * Types react-intl's message ids as the catalogue's keys, so a misspelt id fails the typecheck
 * instead of showing its id on screen.
 */
import type { MessageId } from './messageId';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- react-intl's documented way to type message ids
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
