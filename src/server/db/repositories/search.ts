/** Text search in SQL. */

/** `%text%` for ILIKE, with the pattern characters of `text` (`%`, `_`, `\`) taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
