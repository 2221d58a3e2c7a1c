/**
 * What the request log may record of an address: a password-reset token travels in the query of
 * the reset page's address (the page works without JavaScript, so a fragment cannot carry it),
 * and a log must never keep a credential.
 */

/** `url` with the value of every `token` query parameter replaced by `[redacted]`. */
export const redactTokens = (url: string): string => url.replace(/([?&]token=)[^&#]*/g, '$1[redacted]');

/** The request serializer of the server's log: method, redacted address and client address. */
export const requestLogFields = (request: { method: string; url: string; ip: string }) => ({
  method: request.method,
  url: redactTokens(request.url),
  remoteAddress: request.ip,
});
