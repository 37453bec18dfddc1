/**
 * JavaScript (`u` flag) pattern syntax. The native engine validates the pattern first (compiling
 * is linear and safe; only matching can backtrack), so this parser can assume well-formed input.
 * Character sets keep their exact JavaScript meaning by delegating single-character membership
 * to a native one-character regex (`^[...]$`), which cannot backtrack.
 */
import { concat, EMPTY, type CharTest, type Node, type Pattern } from './ast.js';
import { jsFoldMap } from './case.js';
import { atTextEnd, atTextStart, jsBoundary, jsLineEnd, jsLineStart } from './classes.js';

export interface JsParseOptions {
  ignoreCase?: boolean;
  multiline?: boolean;
  dotAll?: boolean;
}

/** Nesting beyond this is refused (the native engine accepts more, our tree walkers recurse). */
const MAX_DEPTH = 500;

function nativeCharTest(atom: string, flags: string): CharTest {
  const regex = new RegExp(`^(?:${atom})$`, flags);
  const ascii = new Int8Array(128).fill(-1);
  return (cp) => {
    if (cp < 128) {
      const known = ascii[cp] as number;
      if (known >= 0) return known === 1;
      const result = regex.test(String.fromCharCode(cp));
      ascii[cp] = result ? 1 : 0;
      return result;
    }
    return regex.test(String.fromCodePoint(cp));
  };
}

interface JsState {
  readonly src: string;
  pos: number;
  readonly flags: string;
  readonly options: JsParseOptions;
  groups: number;
  readonly names: Map<string, number>;
  depth: number;
}

/** Group numbers of named groups (numbered by their opening parenthesis, as JavaScript does). */
function scanGroups(src: string): { count: number; names: Map<string, number> } {
  const names = new Map<string, number>();
  let count = 0;
  let inClass = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') {
      if (src[i + 1] !== '?') count++;
      else if (src[i + 2] === '<' && src[i + 3] !== '=' && src[i + 3] !== '!') {
        count++;
        const close = src.indexOf('>', i);
        names.set(src.slice(i + 3, close), count);
      }
    }
  }
  return { count, names };
}

function parseDisjunction(s: JsState): Node {
  s.depth++;
  if (s.depth > MAX_DEPTH) throw new SyntaxError('Invalid regular expression: too deeply nested');
  const items: Node[] = [parseAlternative(s)];
  while (s.src[s.pos] === '|') {
    s.pos++;
    items.push(parseAlternative(s));
  }
  s.depth--;
  return items.length === 1 ? (items[0] as Node) : { type: 'alt', items };
}

function parseAlternative(s: JsState): Node {
  const items: Node[] = [];
  while (s.pos < s.src.length && s.src[s.pos] !== '|' && s.src[s.pos] !== ')') {
    const atom = parseTerm(s);
    items.push(parseQuantifier(s, atom));
  }
  return concat(items);
}

function parseQuantifier(s: JsState, atom: Node): Node {
  const c = s.src[s.pos];
  let min: number;
  let max: number;
  if (c === '*' || c === '+' || c === '?') {
    min = c === '+' ? 1 : 0;
    max = c === '?' ? 1 : Infinity;
    s.pos++;
  } else if (c === '{') {
    const m = /^\{(\d+)(,(\d*))?\}/.exec(s.src.slice(s.pos));
    if (!m) return atom;
    min = Number(m[1]);
    max = m[2] === undefined ? min : m[3] ? Number(m[3]) : Infinity;
    s.pos += m[0].length;
  } else return atom;
  let mode: 'greedy' | 'lazy' = 'greedy';
  if (s.src[s.pos] === '?') {
    mode = 'lazy';
    s.pos++;
  }
  return { type: 'repeat', min, max, mode, body: atom };
}

function charNode(s: JsState, atom: string, literal?: number): Node {
  if (literal !== undefined && !s.options.ignoreCase) return { type: 'char', test: (cp) => cp === literal, literal };
  return { type: 'char', test: nativeCharTest(atom, s.flags) };
}

function parseTerm(s: JsState): Node {
  const { src } = s;
  const c = src[s.pos] as string;
  if (c === '^') {
    s.pos++;
    return { type: 'assert', test: s.options.multiline ? jsLineStart : atTextStart };
  }
  if (c === '$') {
    s.pos++;
    return { type: 'assert', test: s.options.multiline ? jsLineEnd : atTextEnd };
  }
  if (c === '(') return parseGroup(s);
  if (c === '[') {
    const start = s.pos;
    s.pos++;
    while (src[s.pos] !== ']') s.pos += src[s.pos] === '\\' ? 2 : 1;
    s.pos++;
    return charNode(s, src.slice(start, s.pos));
  }
  if (c === '.') {
    s.pos++;
    return charNode(s, '.');
  }
  if (c === '\\') return parseEscape(s);
  const cp = src.codePointAt(s.pos) as number;
  s.pos += cp > 0xffff ? 2 : 1;
  return charNode(s, String.fromCodePoint(cp), cp);
}

function parseGroup(s: JsState): Node {
  const { src } = s;
  s.pos++;
  let kind: 'capture' | 'plain' | 'look' = 'capture';
  let behind = false;
  let negate = false;
  if (src[s.pos] === '?') {
    const next = src[s.pos + 1];
    if (next === ':') {
      kind = 'plain';
      s.pos += 2;
    } else if (next === '=' || next === '!') {
      kind = 'look';
      negate = next === '!';
      s.pos += 2;
    } else if (next === '<' && (src[s.pos + 2] === '=' || src[s.pos + 2] === '!')) {
      kind = 'look';
      behind = true;
      negate = src[s.pos + 2] === '!';
      s.pos += 3;
    } else {
      s.pos = src.indexOf('>', s.pos) + 1;
    }
  }
  const index = kind === 'capture' ? ++s.groups : 0;
  const body = parseDisjunction(s);
  s.pos++; // ')'
  if (kind === 'look') return { type: 'look', behind, negate, body };
  return kind === 'capture' ? { type: 'group', index, body } : body;
}

function parseEscape(s: JsState): Node {
  const { src } = s;
  const start = s.pos;
  const c = src[s.pos + 1] as string;
  s.pos += 2;
  if (c === 'b' || c === 'B') return { type: 'assert', test: jsBoundary(c === 'B') };
  if (/[1-9]/.test(c)) {
    const digits = /^\d*/.exec(src.slice(s.pos))?.[0] ?? '';
    s.pos += digits.length;
    return backref(s, Number(c + digits));
  }
  if (c === 'k') {
    const close = src.indexOf('>', s.pos);
    const name = src.slice(s.pos + 1, close);
    s.pos = close + 1;
    return backref(s, s.names.get(name) ?? 0);
  }
  if (c === 'p' || c === 'P') s.pos = src.indexOf('}', s.pos) + 1;
  else if (c === 'x') s.pos += 2;
  else if (c === 'c') s.pos += 1;
  else if (c === 'u') {
    if (src[s.pos] === '{') s.pos = src.indexOf('}', s.pos) + 1;
    else {
      s.pos += 4;
      const lead = Number.parseInt(src.slice(s.pos - 4, s.pos), 16);
      if (lead >= 0xd800 && lead <= 0xdbff && /^\\u[dD][c-fC-F][0-9a-fA-F]{2}/.test(src.slice(s.pos))) s.pos += 6;
    }
  } else if (c >= '\ud800' && c <= '\udbff') s.pos += 1;
  const atom = src.slice(start, s.pos);
  return charNode(s, atom);
}

function backref(s: JsState, group: number): Node {
  if (group === 0) return EMPTY;
  return { type: 'backref', group, fold: s.options.ignoreCase ? jsFoldMap().map : null, missingFails: false };
}

export type JsParseResult = { ok: true; pattern: Pattern } | { ok: false; error: string };

export function parseJs(source: string, options: JsParseOptions = {}): JsParseResult {
  const flags = `u${options.ignoreCase ? 'i' : ''}${options.multiline ? 'm' : ''}${options.dotAll ? 's' : ''}`;
  try {
    new RegExp(source, flags);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const { count, names } = scanGroups(source);
  const state: JsState = { src: source, pos: 0, flags, options, groups: 0, names, depth: 0 };
  try {
    const root = parseDisjunction(state);
    return { ok: true, pattern: { root, groups: count, emptyIteration: 'fail' } };
  } catch (error) {
    if (error instanceof SyntaxError) return { ok: false, error: error.message };
    throw error;
  }
}
