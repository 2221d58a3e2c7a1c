/**
 * The Content-Security-Policy of every answer (ASVS 5.0 V3.4.3; CSP Level 3).
 *
 * - Every answer but the two script pages gets {@link NO_SCRIPT_POLICY} (helmet, app.ts): no
 *   script at all (`script-src 'none'`), which covers the legacy pages (plain forms, no
 *   JavaScript), the web help, the services' JSON and PDFs, and the files.
 * - The SPA's and the player's index.html get {@link scriptPagePolicy}: scripts only with the
 *   answer's own nonce (a fresh 128-bit random value per answer, {@link newNonce}), and
 *   `'strict-dynamic'`, so the scripts the nonce admits may load webpack's lazy chunks (the
 *   locale catalogues, the code-split routes) and nothing an injected markup fragment names.
 *
 * Both: nothing from another origin, no plugins (`object-src 'none'`), no `<base>` element
 * (`base-uri 'none'`: an injected `<base>` cannot move the relative addresses), no framing
 * (`frame-ancestors 'none'`), forms only to this origin, styles only from files of this origin.
 */
import { randomBytes } from 'node:crypto';

/** A policy as directive name (kebab-case) to its sources. */
export type CspDirectives = Readonly<Record<string, readonly string[]>>;

/** What both policies share (everything but script-src). */
const COMMON_DIRECTIVES: CspDirectives = {
  'default-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
};

/** The policy of every answer that is not the SPA's or the player's page: no script at all. */
export const NO_SCRIPT_DIRECTIVES: CspDirectives = { ...COMMON_DIRECTIVES, 'script-src': ["'none'"] };

/** The header value of a policy. */
export const policyText = (directives: CspDirectives): string =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/** {@link NO_SCRIPT_DIRECTIVES} as a header value. */
export const NO_SCRIPT_POLICY = policyText(NO_SCRIPT_DIRECTIVES);

/** A fresh nonce: 16 random bytes (128 bits), base64 (CSP3 §2.3.1: at least 128 bits, never reused). */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** The policy of a script page (the SPA's or the player's index.html) with this answer's nonce. */
export const scriptPagePolicy = (nonce: string): string =>
  policyText({ ...COMMON_DIRECTIVES, 'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'"] });

/** Stands in for the nonce in a prepared page (braces are not base64, so no nonce looks like it). */
const NONCE_PLACEHOLDER = '{{csp-nonce}}';

/**
 * A page whose `<script>` tags carry a nonce, prepared once: the HTML is split where the nonce
 * goes, so each answer only joins the parts around its fresh nonce.
 */
export interface NoncedPage {
  /** The page with `nonce` on every script tag. */
  render(nonce: string): string;
}

/**
 * Prepares a page built by HtmlWebpackPlugin: every `<script` tag gets a `nonce` attribute (an
 * existing one is replaced). Inline event handlers and `javascript:` URLs stay blocked: a nonce
 * admits only `<script>` elements.
 */
export function noncedPage(html: string): NoncedPage {
  const marked = html.replace(/<script\b([^>]*)>/gi, (_tag, attributes: string) => {
    const rest = attributes.replace(/\snonce\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi, '');
    return `<script nonce="${NONCE_PLACEHOLDER}"${rest}>`;
  });
  const parts = marked.split(NONCE_PLACEHOLDER);
  return { render: (nonce) => parts.join(nonce) };
}
