/**
 * Translation of messages that shared rules (src/domain, src/server/services) write in US English:
 * a page's table holds, under one key, the rule's US English message and its translations, so the
 * message is recognised by its US English words and shown in the page's language.
 */

/**
 * The entry of `translated` whose US English twin in `source` is `message` word for word;
 * otherwise `message` as it came (a rule whose wording changed, or one the table does not know,
 * still shows its own words rather than nothing).
 * @param source the US English messages, by key
 * @param translated the same messages in the page's language
 */
export function translateKnown<Key extends string>(source: Readonly<Record<Key, string>>, translated: Readonly<Record<Key, string>>, message: string): string {
  const key = (Object.keys(source) as Key[]).find((candidate) => source[candidate] === message);
  return key === undefined ? message : translated[key];
}
