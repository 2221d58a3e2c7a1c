/**
 * A memo of a pure computation, kept per thread across reports. Past its bound it starts again
 * empty rather than tracking use: what reports ask for comes back within a report or two, so a
 * fresh memo fills again at once, and a long-running server never holds more than the bound.
 */

/** Answers `compute(key)`, computing each key once while it is held. */
export interface BoundedMemo<V> {
  get(key: string, compute: (key: string) => V): V;
}

/**
 * A memo holding at most `bound` answers.
 * @param bound a positive whole number of entries.
 */
export function boundedMemo<V>(bound: number): BoundedMemo<V> {
  let entries = new Map<string, V>();
  return {
    get(key, compute) {
      const held = entries.get(key);
      if (held !== undefined) return held;
      const value = compute(key);
      if (entries.size >= bound) entries = new Map();
      entries.set(key, value);
      return value;
    },
  };
}
