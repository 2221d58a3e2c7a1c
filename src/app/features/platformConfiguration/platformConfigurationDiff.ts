/**
 * The line diff of two versions of config.json, as the compare view shows it. Computed in the
 * browser with `diff` (jsdiff's line diff) over the two documents as staff read them (two-space
 * JSON). Only the views import this file, so the library loads with the feature's own chunk and
 * never with the SPA's first bundle.
 */
import { diffLines } from 'diff';
import { createSelector } from 'reselect';
import { formatAppConfig } from '../../../domain/appConfigFormat';
import type { RootState } from '../../rootReducer';

/** One line of the diff: kept, added in the newer version, or removed from the older one. */
export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
  /** The line's number in the older version (null for an added line). */
  oldNumber: number | null;
  /** The line's number in the newer version (null for a removed line). */
  newNumber: number | null;
}

/** The diff of two versions, with its counts. */
export interface ConfigDiff {
  from: number;
  to: number;
  lines: DiffLine[];
  added: number;
  removed: number;
}

/**
 * The line diff of two documents.
 * @returns every line of both, in order, each marked kept, added or removed, with its line numbers.
 */
export function diffConfigs(older: unknown, newer: unknown): Omit<ConfigDiff, 'from' | 'to'> {
  const lines: DiffLine[] = [];
  let oldNumber = 0;
  let newNumber = 0;
  for (const part of diffLines(formatAppConfig(older), formatAppConfig(newer))) {
    const texts = part.value.replace(/\n$/, '').split('\n');
    for (const text of texts) {
      if (part.added) lines.push({ kind: 'added', text, oldNumber: null, newNumber: (newNumber += 1) });
      else if (part.removed) lines.push({ kind: 'removed', text, oldNumber: (oldNumber += 1), newNumber: null });
      else lines.push({ kind: 'same', text, oldNumber: (oldNumber += 1), newNumber: (newNumber += 1) });
    }
  }
  return { lines, added: lines.filter((line) => line.kind === 'added').length, removed: lines.filter((line) => line.kind === 'removed').length };
}

/** The diff of the compared versions, or null until both contents are read. */
export const selectConfigDiff = createSelector(
  [(state: RootState) => state.platformConfiguration.compare, (state: RootState) => state.platformConfiguration.versions.byNumber],
  (compare, byNumber): ConfigDiff | null => {
    const older = compare ? byNumber[compare.from] : undefined;
    const newer = compare ? byNumber[compare.to] : undefined;
    if (!compare || !older || !newer) return null;
    return { from: compare.from, to: compare.to, ...diffConfigs(older.config, newer.config) };
  },
);
