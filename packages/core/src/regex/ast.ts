/** The pattern tree both parsers produce and the compiler consumes. */

/** Does a code point belong to a character set (class, literal, dot)? */
export type CharTest = (codePoint: number) => boolean;

/** A zero-width condition on a position of the subject (`^`, `$`, `\b`, ...). */
export type PositionTest = (text: string, pos: number) => boolean;

/** A member of a Python character set: a code point, a range, or a category (`\d \D \w \W \s \S`). */
export type PyClassItem =
  | { readonly kind: 'lit'; readonly cp: number }
  | { readonly kind: 'range'; readonly lo: number; readonly hi: number }
  | { readonly kind: 'cat'; readonly cat: 'd' | 'D' | 'w' | 'W' | 's' | 'S' };

/**
 * What a Python `char` node matches, as data (the JS translator reads it; the engine uses `test`):
 * a set (a literal is a one-item set) under the flags in force where it was written, or `.`.
 */
export type PyCharSet =
  | {
      readonly kind: 'set';
      readonly items: readonly PyClassItem[];
      readonly negate: boolean;
      readonly ignoreCase: boolean;
      /** `re.ASCII`: ASCII-only categories and case folding. */
      readonly ascii: boolean;
    }
  | { readonly kind: 'dot'; readonly dotAll: boolean };

/**
 * What a Python `assert` node tests, as data: `^` (`textStart`, `lineStart` under MULTILINE),
 * `$` (`end`: the end or before a final newline; `lineEnd`), `\A`, `\Z` (`textEnd`), `\b`, `\B`.
 */
export type PyAssertion =
  | { readonly kind: 'textStart' | 'lineStart' | 'end' | 'lineEnd' | 'textEnd' }
  | { readonly kind: 'boundary'; readonly negate: boolean; readonly ascii: boolean };

export type Node =
  | { readonly type: 'empty' }
  /** Consumes one code point; `literal` is set when the set is one case-sensitive code point. */
  | { readonly type: 'char'; readonly test: CharTest; readonly literal?: number; readonly py?: PyCharSet }
  | { readonly type: 'assert'; readonly test: PositionTest; readonly py?: PyAssertion }
  | { readonly type: 'group'; readonly index: number; readonly body: Node; readonly name?: string }
  | { readonly type: 'concat'; readonly items: readonly Node[] }
  | { readonly type: 'alt'; readonly items: readonly Node[] }
  | {
      readonly type: 'repeat';
      readonly min: number;
      /** `Infinity` for unbounded. */
      readonly max: number;
      readonly mode: 'greedy' | 'lazy' | 'possessive';
      readonly body: Node;
    }
  | { readonly type: 'look'; readonly behind: boolean; readonly negate: boolean; readonly body: Node }
  /** `missingFails`: Python fails on an unset group; JavaScript matches the empty string. */
  | { readonly type: 'backref'; readonly group: number; readonly fold: ((cp: number) => number) | null; readonly missingFails: boolean }
  | { readonly type: 'cond'; readonly group: number; readonly yes: Node; readonly no: Node }
  | { readonly type: 'atomic'; readonly body: Node };

export interface Pattern {
  readonly root: Node;
  /** Number of capturing groups (group 0 excluded). */
  readonly groups: number;
  /**
   * An optional iteration that consumed nothing: CPython leaves the loop and continues with what
   * follows; JavaScript rejects that iteration (backtracks).
   */
  readonly emptyIteration: 'exit' | 'fail';
}

export const EMPTY: Node = { type: 'empty' };

export function concat(items: Node[]): Node {
  const flat = items.filter((item) => item.type !== 'empty');
  if (flat.length === 0) return EMPTY;
  return flat.length === 1 ? (flat[0] as Node) : { type: 'concat', items: flat };
}

/** Constructs the Pike VM cannot run (not regular, or needing to cut alternatives). */
export function needsBacktracking(node: Node): boolean {
  switch (node.type) {
    case 'backref':
    case 'cond':
    case 'atomic':
      return true;
    case 'repeat':
      return node.mode === 'possessive' || needsBacktracking(node.body);
    case 'group':
    case 'look':
      return needsBacktracking(node.body);
    case 'concat':
    case 'alt':
      return node.items.some(needsBacktracking);
    default:
      return false;
  }
}
