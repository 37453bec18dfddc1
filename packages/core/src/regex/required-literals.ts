/**
 * Required literals of a parsed Python pattern: strings one of which occurs in every match. A
 * text without any of them cannot match, so a caller can test a tiny literal regex first and
 * build the real one only for texts that pass (docs/architecture.md, "plan compiles few of its
 * patterns").
 */
import type { Node, PyCharSet } from './ast.js';

export interface RequiredLiteral {
  readonly text: string;
  /** Matched under Python's IGNORECASE (some of its characters were written under it). */
  readonly ignoreCase: boolean;
}

/** Literals shorter than this (in UTF-16 units) make a test that passes nearly every text. */
const MIN_USEFUL_LENGTH = 2;

/**
 * The parts of a pattern tree the analysis reads: parsed `Node`s have this shape, and so do the
 * trees `scanLiteralTree` (required-literals-scan.ts) builds without the full parser.
 */
export type LiteralTree =
  | { readonly type: 'char'; readonly py?: PyCharSet }
  | { readonly type: 'concat' | 'alt'; readonly items: readonly LiteralTree[] }
  | { readonly type: 'group' | 'atomic'; readonly body: LiteralTree }
  | { readonly type: 'repeat'; readonly min: number; readonly body: LiteralTree }
  | { readonly type: 'assert' | 'look' | 'empty' | 'backref' | 'cond' };

/** The literals of a pattern's root, or null when none are worth testing. */
export function requiredLiterals(root: LiteralTree | Node): RequiredLiteral[] | null {
  const required = ofNode(root as LiteralTree);
  if (required === null || required.length === 0) return null;
  const out: RequiredLiteral[] = [];
  for (const literal of required) {
    if (literal.text.length < MIN_USEFUL_LENGTH) return null;
    if (!out.some((seen) => seen.text === literal.text && seen.ignoreCase === literal.ignoreCase)) out.push(literal);
  }
  return out;
}

type Required = readonly RequiredLiteral[] | null;

/** The one code point a char node matches up to case, and whether case is ignored; undefined when it is no literal. */
function literalOf(node: LiteralTree): { cp: number; ignoreCase: boolean } | undefined {
  if (node.type !== 'char' || node.py?.kind !== 'set' || node.py.negate || node.py.items.length !== 1) return undefined;
  const item = node.py.items[0];
  return item?.kind === 'lit' ? { cp: item.cp, ignoreCase: node.py.ignoreCase } : undefined;
}

function ofNode(node: LiteralTree): Required {
  switch (node.type) {
    case 'group':
    case 'atomic':
      return ofNode(node.body);
    case 'char':
    case 'concat':
      return sequence([node]);
    case 'alt': {
      const out: RequiredLiteral[] = [];
      for (const item of node.items) {
        const branch = ofNode(item);
        if (branch === null) return null;
        out.push(...branch);
      }
      return out;
    }
    case 'repeat':
      return node.min >= 1 ? ofNode(node.body) : null;
    default:
      return null;
  }
}

/** A concatenation: adjacent literal characters join into one literal; the most selective candidate wins. */
function sequence(items: readonly LiteralTree[]): Required {
  const candidates: (readonly RequiredLiteral[])[] = [];
  let run = '';
  let runIgnoresCase = false;
  const endRun = () => {
    if (run !== '') candidates.push([{ text: run, ignoreCase: runIgnoresCase }]);
    run = '';
    runIgnoresCase = false;
  };
  const append = (literal: { cp: number; ignoreCase: boolean }) => {
    run += String.fromCodePoint(literal.cp);
    runIgnoresCase ||= literal.ignoreCase;
  };
  const visit = (list: readonly LiteralTree[]) => {
    for (const item of list) {
      const literal = literalOf(item);
      if (literal) append(literal);
      else if (item.type === 'concat') visit(item.items);
      // Zero-width: the characters around it are still adjacent.
      else if (item.type === 'assert' || item.type === 'look' || item.type === 'empty') continue;
      else if (item.type === 'repeat' && item.min >= 1 && literalOf(item.body)) {
        // `ab+` still requires `ab`.
        append(literalOf(item.body) as { cp: number; ignoreCase: boolean });
        endRun();
      } else {
        endRun();
        const required = item.type === 'char' ? null : ofNode(item);
        if (required) candidates.push(required);
      }
    }
  };
  visit(items);
  endRun();
  return best(candidates);
}

/** The most selective candidate: longest shortest literal, then fewest alternatives. */
function best(candidates: readonly (readonly RequiredLiteral[])[]): Required {
  let chosen: Required = null;
  let chosenScore = -1;
  for (const candidate of candidates) {
    let shortest = Infinity;
    for (const literal of candidate) shortest = Math.min(shortest, literal.text.length);
    const score = shortest * 1000 - candidate.length;
    if (score > chosenScore) {
      chosen = candidate;
      chosenScore = score;
    }
  }
  return chosen;
}
