/**
 * The structure tree of a tagged report (PDF/UA-1, ISO 14289: a structure tree in reading order,
 * headings, tables with header cells, figures with alternative text, decoration as artifacts), so
 * a screen reader reads a report as it reads a web page. Drawing code says what a block is; this
 * module keeps the open structure elements of each document.
 *
 * Rules the callers keep: a leaf element (a heading, a paragraph, a cell, a figure) never spans a
 * page break, and decoration is never drawn inside a leaf, since pdfkit closes open marked content
 * when an artifact begins.
 */
import type { Doc } from './reportText';

/** Structure types whose content is marked directly (they hold no other structure element). */
const LEAF_TYPES = new Set(['H1', 'H2', 'H3', 'P', 'TH', 'TD', 'Figure', 'Caption', 'Lbl', 'LBody']);

/** The kinds of artifact of ISO 32000-1 §14.8.2.2: page furniture, or layout decoration. */
export type ArtifactKind = 'Pagination' | 'Layout';

/** Options of a structure element: alternative text (figures), scope (table header cells). */
export interface TagOptions {
  alt?: string;
  scope?: 'Row' | 'Column' | 'Both';
}

interface TagState {
  /** Open container elements, the document first. */
  stack: PDFKit.PDFStructureElement[];
  /** Depth of open leaf content: text drawn inside it is part of that leaf. */
  leafDepth: number;
  /** Depth of open artifacts: nothing drawn inside them enters the structure tree. */
  artifactDepth: number;
}

const states = new WeakMap<Doc, TagState>();

/** Starts the structure tree of a document opened with `tagged: true`: one Document element. */
export function startTags(doc: Doc): void {
  const root = doc.struct('Document');
  doc.addStructure(root);
  states.set(doc, { stack: [root], leafDepth: 0, artifactDepth: 0 });
}

/** Ends every open element; call before `doc.end()`. */
export function finishTags(doc: Doc): void {
  const state = states.get(doc);
  if (!state) return;
  for (const element of [...state.stack].reverse()) element.end();
  states.delete(doc);
}

/**
 * Draws a block as one structure element of `type` under the element open now. A leaf's content
 * is everything `draw` puts on the page; a container's children are the elements `draw` tags.
 * Untagged documents (and blocks inside an artifact or a leaf) are simply drawn.
 */
export function tag(doc: Doc, type: string, draw: () => void, options: TagOptions = {}): void {
  const state = states.get(doc);
  const parent = state?.stack[state.stack.length - 1];
  if (!state || !parent || state.artifactDepth > 0 || state.leafDepth > 0) {
    draw();
    return;
  }
  const element = doc.struct(type, options);
  parent.add(element);
  if (LEAF_TYPES.has(type)) {
    element.add(() => {
      state.leafDepth += 1;
      try {
        draw();
      } finally {
        state.leafDepth -= 1;
      }
    });
  } else {
    state.stack.push(element);
    try {
      draw();
    } finally {
      state.stack.pop();
    }
  }
  element.end();
}

/** Draws text: inside a leaf it belongs to the leaf, elsewhere it is a paragraph of its own. */
export function text(doc: Doc, draw: () => void): void {
  tag(doc, 'P', draw);
}

/**
 * Draws decoration (rules, fills, running headers and footers) outside the structure tree. Inside
 * a leaf (the bars of a figure) it is part of the leaf.
 */
export function artifact(doc: Doc, draw: () => void, kind: ArtifactKind = 'Layout'): void {
  const state = states.get(doc);
  if (!state || state.leafDepth > 0 || state.artifactDepth > 0) {
    draw();
    return;
  }
  doc.markContent('Artifact', { type: kind });
  state.artifactDepth += 1;
  try {
    draw();
  } finally {
    state.artifactDepth -= 1;
    doc.endMarkedContent();
  }
}
