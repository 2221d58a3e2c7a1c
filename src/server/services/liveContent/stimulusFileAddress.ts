/**
 * Signed addresses of stimulus book files (issue #20). The examiner's screen authenticates with a
 * bearer token and the examinee's with the HttpOnly live cookie, and neither reaches a plain
 * `<img src>`; so the content of a stimulus page carries, per image file, an address whose query
 * is its own credential: `?expires=<Unix s>&signature=<base64url HMAC-SHA256>`. The HMAC is keyed
 * with the server's cookie key (shared by every process on the database) and bound to its purpose
 * in the signed text, as link cookies are (http/linkCookie.ts), so no other signed value of the
 * server is ever a valid file signature. The expiry is rounded up to the hour
 * (domain `stimulusFileUrlExpiry`), so a page shown again within the hour has the same address
 * and the browser's cached copy answers.
 *
 * The address is a path under the services' root (`/content/stimulus-books/...`, the operation's
 * `operationPath`): each screen prefixes it with the services base URL it calls every operation
 * with, so no server needs to know the address it is reached at.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { stimulusBookFile } from '../../../contract/services/stimulusBooks';
import { operationPath } from '../../../contract/operation';
import { stimulusFileUrlExpiry } from '../../../domain/live/stimulusBookFiles';

/** Makes and checks the signed addresses of stimulus book files. */
export interface StimulusFileAddresses {
  /** The signed address of a book's file, under the services' root, valid until the rounded expiry. */
  addressOf(bookId: string, fileName: string): string;
  /** Whether `signature` is the server's for this file and expiry, and the expiry has not passed (constant-time comparison). */
  isValid(bookId: string, fileName: string, expires: number, signature: string): boolean;
}

const PURPOSE = 'stimulusBookFile';

const signatureOf = (key: Buffer, bookId: string, fileName: string, expires: number): string =>
  createHmac('sha256', key).update(`${PURPOSE}:${bookId}:${fileName}:${expires}`).digest('base64url');

/**
 * The signed addresses made with `key` (the signing keys' `cookie`) at the time `clock` reads.
 * @param clock read once per address or check, so a long-lived process signs with the current hour.
 */
export function stimulusFileAddresses(key: Buffer, clock: () => Date): StimulusFileAddresses {
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  return {
    addressOf(bookId, fileName) {
      const expires = stimulusFileUrlExpiry(nowSeconds());
      const query = new URLSearchParams({ expires: String(expires), signature: signatureOf(key, bookId, fileName, expires) });
      return `${operationPath(stimulusBookFile, { bookId, fileName })}?${query.toString()}`;
    },
    isValid(bookId, fileName, expires, signature) {
      const expected = Buffer.from(signatureOf(key, bookId, fileName, expires));
      const given = Buffer.from(signature);
      // Compared before the expiry is looked at, so the time taken says nothing about which failed.
      const matches = expected.length === given.length && timingSafeEqual(expected, given);
      return matches && expires > nowSeconds();
    },
  };
}
