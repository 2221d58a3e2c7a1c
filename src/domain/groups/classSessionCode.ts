/**
 * The short codes of a class session (issue #19): each student of a form assigned to a group as a
 * class session gets a code of their own, printed on the roster sheet, which the player exchanges
 * for the student's form on a classroom device.
 *
 * The alphabet leaves out the characters read alike on paper and screens (0/O/Q, 1/I/L, 2/Z, 5/S,
 * 8/B, U/V): 22 characters, so a code of 10 carries 10·log2(22) ≈ 44.6 bits. With the exchange
 * rate-limited per address (as remote links are) and every code expiring with its session,
 * guessing one is out of reach. Codes are shown in two groups of five (`ACDEF-GHJKM`); typing
 * accepts lower case, spaces and dashes.
 */

/** The characters of a code: no two that a child or a projector could confuse. */
export const CODE_ALPHABET = '34679ACDEFGHJKMNPRTWXY';

/** Characters of a code. */
export const CODE_LENGTH = 10;

/**
 * A new code, as stored (no dash), from a source of random indices.
 * @param randomIndex answers a uniformly random integer in `[0, n)` (the server passes `crypto.randomInt`).
 */
export function newClassCode(randomIndex: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET.charAt(randomIndex(CODE_ALPHABET.length));
  return code;
}

/** A stored code as printed and shown: two groups of five joined by a dash. */
export const formatClassCode = (code: string): string => `${code.slice(0, 5)}-${code.slice(5)}`;

/**
 * What a student typed as a stored code: upper case, without spaces and dashes; `null` when it
 * cannot be a code (wrong length, or a character outside the alphabet), so a typing slip is told
 * apart from a wrong code without a look-up.
 */
export function normalizeClassCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CODE_LENGTH) return null;
  for (const char of code) if (!CODE_ALPHABET.includes(char)) return null;
  return code;
}

/** The player's address that opens straight on a code (the QR code of the roster sheet): `{playerUrl}#code=ACDEF-GHJKM`. */
export const classCodeUrl = (playerUrl: string, code: string): string => `${playerUrl}#code=${formatClassCode(code)}`;

/** The code in a player address's fragment (`#code=…`), normalized; `null` when it names none. */
export function classCodeOfFragment(fragment: string): string | null {
  const match = /^#?code=([A-Za-z0-9-]+)$/.exec(fragment);
  return match?.[1] ? normalizeClassCode(match[1]) : null;
}
