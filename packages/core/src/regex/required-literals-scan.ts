/**
 * The shape of a Python pattern that the required-literal analysis needs, read without the full
 * CPython parser: a literal gate is tested on every line a pattern sees, long before most patterns
 * need their RegExp, and parsing every pattern at start-up costs more than the gates save.
 *
 * It reads a subset of the syntax (literals, classes, `\w`-style escapes, anchors, groups,
 * lookarounds, alternatives, quantifiers) and builds the tree `parsePython` would build, as far as
 * the analysis looks; anything else (inline flags, backreferences, numeric escapes, VERBOSE, a
 * syntax error) is `undefined`, and the caller parses for real. A test holds its trees' literals
 * equal to the parser's on every pattern it accepts.
 */
import type { PyCharSet } from './ast.js';
import type { LiteralTree } from './required-literals.js';

class Unknown extends Error {}

const unknown = (): never => {
  throw new Unknown();
};

/** Escapes that stand for one control character (`re._parser.ESCAPES`, outside classes). */
const CONTROL_ESCAPES: Readonly<Record<string, number>> = { a: 7, f: 12, n: 10, r: 13, t: 9, v: 11 };
const ZERO_WIDTH_ESCAPES = 'bBAZ';
const CATEGORY_ESCAPES = 'dDsSwW';
/** In a class, `\b` is a backspace. */
const CLASS_CONTROL_ESCAPES: Readonly<Record<string, number>> = { ...CONTROL_ESCAPES, b: 8 };
const ZERO_WIDTH: LiteralTree = { type: 'assert' };
const ANY_CHAR: LiteralTree = { type: 'char' };
const EMPTY: LiteralTree = { type: 'empty' };

interface Scanner {
  readonly source: string;
  at: number;
  readonly ignoreCase: boolean;
  readonly literals: Map<number, LiteralTree>;
}

/** The tree, or undefined when the pattern uses syntax outside the subset (or is invalid). */
export function scanLiteralTree(source: string, flags: string): LiteralTree | undefined {
  if (flags.includes('x')) return undefined;
  const scanner: Scanner = { source, at: 0, ignoreCase: flags.includes('i'), literals: new Map() };
  try {
    const tree = alternation(scanner);
    return scanner.at === source.length ? tree : undefined;
  } catch (error) {
    if (error instanceof Unknown) return undefined;
    throw error;
  }
}

function literal(s: Scanner, cp: number): LiteralTree {
  let node = s.literals.get(cp);
  if (node === undefined) {
    const py: PyCharSet = { kind: 'set', items: [{ kind: 'lit', cp }], negate: false, ignoreCase: s.ignoreCase, ascii: false };
    node = { type: 'char', py };
    s.literals.set(cp, node);
  }
  return node;
}

function alternation(s: Scanner): LiteralTree {
  const branches: LiteralTree[] = [];
  for (;;) {
    branches.push(sequence(s));
    if (s.source[s.at] !== '|') break;
    s.at++;
  }
  return branches.length === 1 ? (branches[0] as LiteralTree) : { type: 'alt', items: branches };
}

function sequence(s: Scanner): LiteralTree {
  const items: LiteralTree[] = [];
  for (;;) {
    const c = s.source[s.at];
    if (c === undefined || c === '|' || c === ')') break;
    const item = atom(s);
    const repeat = quantifier(s);
    if (repeat === null) {
      if (item !== EMPTY) items.push(item);
      continue;
    }
    // Python: "nothing to repeat" after an anchor; `(?:)` repeated is a repeat of nothing.
    if (item === ZERO_WIDTH) unknown();
    items.push({ type: 'repeat', min: repeat, body: item });
  }
  if (items.length === 0) return EMPTY;
  return items.length === 1 ? (items[0] as LiteralTree) : { type: 'concat', items };
}

function atom(s: Scanner): LiteralTree {
  const { source } = s;
  const cp = source.codePointAt(s.at) as number;
  const c = source[s.at] as string;
  s.at += cp > 0xffff ? 2 : 1;
  switch (c) {
    case '\\':
      return escape(s);
    case '[':
      return charClass(s);
    case '(':
      return group(s);
    case '.':
      return ANY_CHAR;
    case '^':
    case '$':
      return ZERO_WIDTH;
    case '*':
    case '+':
    case '?':
      return unknown();
    case '{':
      // A `{` that does not start a valid repeat is a literal.
      return repeatBounds(s, s.at - 1) === null ? literal(s, cp) : unknown();
    default:
      return literal(s, cp);
  }
}

function escape(s: Scanner): LiteralTree {
  const { source } = s;
  const cp = source.codePointAt(s.at);
  if (cp === undefined) return unknown();
  const c = String.fromCodePoint(cp);
  s.at += c.length;
  if (ZERO_WIDTH_ESCAPES.includes(c)) return ZERO_WIDTH;
  if (CATEGORY_ESCAPES.includes(c)) return ANY_CHAR;
  const control = CONTROL_ESCAPES[c];
  if (control !== undefined) return literal(s, control);
  // Letters and digits are numeric escapes, backreferences or errors: left to the parser.
  if (/^[0-9A-Za-z]$/.test(c)) return unknown();
  return literal(s, cp);
}

/** `[...]`: a literal when it holds one character (`[.]`, `[\]]`), else some character. */
function charClass(s: Scanner): LiteralTree {
  const { source } = s;
  const start = s.at;
  if (source[s.at] === '^') s.at++;
  if (source[s.at] === ']') s.at++;
  for (;;) {
    const c = source[s.at];
    if (c === undefined) return unknown();
    if (c === '\\') {
      const next = source[s.at + 1];
      if (next === undefined) return unknown();
      if (/[0-9A-Za-z]/.test(next) && !CATEGORY_ESCAPES.includes(next) && CLASS_CONTROL_ESCAPES[next] === undefined) return unknown();
      s.at += 2;
    } else if (c === ']') break;
    else s.at++;
  }
  const body = source.slice(start, s.at);
  s.at++;
  const chars = Array.from(body);
  if (chars.length === 1 && chars[0] !== '^') return literal(s, body.codePointAt(0) as number);
  if (chars.length === 2 && chars[0] === '\\' && !CATEGORY_ESCAPES.includes(chars[1] as string)) {
    return literal(s, CLASS_CONTROL_ESCAPES[chars[1] as string] ?? (body.codePointAt(1) as number));
  }
  return ANY_CHAR;
}

function group(s: Scanner): LiteralTree {
  const { source } = s;
  let kind: 'capture' | 'plain' | 'look' = 'capture';
  if (source[s.at] === '?') {
    const head = source.slice(s.at, s.at + 3);
    if (head.startsWith('?:')) {
      kind = 'plain';
      s.at += 2;
    } else if (head.startsWith('?=') || head.startsWith('?!')) {
      kind = 'look';
      s.at += 2;
    } else if (head === '?<=' || head === '?<!') {
      kind = 'look';
      s.at += 3;
    } else return unknown();
  }
  const body = alternation(s);
  if (source[s.at] !== ')') return unknown();
  s.at++;
  if (kind === 'look') return { type: 'look' };
  return kind === 'capture' ? { type: 'group', body } : body;
}

/** The minimum of a quantifier after an atom, or null when none follows. */
function quantifier(s: Scanner): number | null {
  const { source } = s;
  const c = source[s.at];
  let min: number;
  if (c === '*' || c === '?') min = 0;
  else if (c === '+') min = 1;
  else if (c === '{') {
    const bounds = repeatBounds(s, s.at);
    if (bounds === null) return null;
    min = bounds.min;
    s.at = bounds.end - 1;
  } else return null;
  s.at++;
  // A lazy or possessive suffix does not change what is required; a second quantifier is an error.
  if (source[s.at] === '?' || source[s.at] === '+') s.at++;
  if ('*+?'.includes(source[s.at] ?? '|') || (source[s.at] === '{' && repeatBounds(s, s.at) !== null)) unknown();
  return min;
}

/** `{m}`, `{m,}`, `{,n}`, `{m,n}` at `open` as Python reads it (a `{` that is not one is a literal). */
function repeatBounds(s: Scanner, open: number): { min: number; end: number } | null {
  const match = /^\{(\d*)(,?)(\d*)\}/.exec(s.source.slice(open, open + 24));
  if (match === null || (match[1] === '' && match[2] === '') || (match[2] === '' && match[3] !== '')) return null;
  const min = match[1] === '' ? 0 : Number(match[1]);
  const max = match[3] === '' ? (match[2] === '' ? min : Infinity) : Number(match[3]);
  if (max < min || min >= 4294967295) unknown();
  return { min, end: open + match[0].length };
}
