/**
 * Text shaping shared by every report a thread renders. pdfkit shapes each word of a text with
 * fontkit (`font.layout`: glyph substitution and kerning, tens of microseconds a word) whenever it
 * measures or draws it, and keeps the shaped words only for the document being made: every report
 * shaped the same words again, and that was most of a report's rendering time. The shape of a
 * word depends on the face and the word alone, so one shaped run serves every document.
 */
import type { Font, GlyphPosition, GlyphRun } from 'fontkit';
import { boundedMemo } from './boundedMemo';

/** How many shaped words a face keeps: about 200 bytes each; reports use a few thousand words. */
const MAX_RUNS_PER_FACE = 20_000;

/**
 * A copy of a shaped run with positions of its own: pdfkit scales a run's positions to its units
 * in place, once per document, so each document gets fresh ones. The copies keep fontkit's
 * prototypes (`advanceWidth` and the other totals are computed from the positions) and share the
 * glyph objects, which fontkit itself keeps one of per glyph and face.
 */
function copyRun(run: GlyphRun): GlyphRun {
  const positions = run.positions.map((position): GlyphPosition => Object.assign(Object.create(Object.getPrototypeOf(position) as object) as GlyphPosition, position));
  return Object.assign(Object.create(Object.getPrototypeOf(run) as object) as GlyphRun, run, { positions });
}

/**
 * `face` with `layout` memoized for text shaped with the face's default features, script,
 * language and direction (how pdfkit shapes report text); other calls are passed through. Every
 * other member is the face's own, with methods bound to it, so pdfkit embeds and subsets the face
 * exactly as before.
 * @param face a parsed face, used by this thread only.
 * @param members other members the stand-in answers with instead of the face's (fontSubsets.ts's `createSubset`).
 * @returns a stand-in for `face` to register on documents instead of it.
 */
export function withSharedLayouts(face: Font, members: Partial<Pick<Font, 'createSubset'>> = {}): Font {
  const runs = boundedMemo<GlyphRun>(MAX_RUNS_PER_FACE);
  const shape = (text: string): GlyphRun => face.layout(text);
  const layout: Font['layout'] = (text, ...options) => {
    if (options.some((option) => option !== undefined)) return face.layout(text, ...options);
    return copyRun(runs.get(text, shape));
  };
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy(face, {
    get(target, property) {
      if (property === 'layout') return layout;
      if (Object.hasOwn(members, property)) return members[property as keyof typeof members];
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      // Bound to the face, so that fontkit's own calls and the subsets it creates work on the face itself.
      let method = bound.get(property);
      if (method === undefined) {
        method = (value as (...args: unknown[]) => unknown).bind(target);
        bound.set(property, method);
      }
      return method;
    },
  });
}
