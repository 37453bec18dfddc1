import {
  ALPHA_RANGES,
  DECIMAL_NEWER_THAN_PY,
  DECIMAL_RANGES,
  DIGIT_RANGES,
  SPACE_RANGES,
  WORD_NEWER_THAN_PY,
  WORD_RANGES,
} from './unicode-tables.js';

/** A set of code points as sorted inclusive ranges, with O(log n) membership. */
export interface CodePointSet {
  has(codePoint: number): boolean;
  /** The body of a JS character class for the `u` or `v` flag: `[${set.classBody}]`. */
  readonly classBody: string;
  /** Flat `[start, end, start, end, ...]` pairs. */
  readonly ranges: Uint32Array;
}

function parseRanges(encoded: string): Uint32Array {
  const parts = encoded.split(',');
  const out = new Uint32Array(parts.length * 2);
  parts.forEach((part, i) => {
    const dash = part.indexOf('-');
    const start = Number.parseInt(dash < 0 ? part : part.slice(0, dash), 16);
    const end = dash < 0 ? start : Number.parseInt(part.slice(dash + 1), 16);
    out[2 * i] = start;
    out[2 * i + 1] = end;
  });
  return out;
}

function escapeForClass(codePoint: number): string {
  return `\\u{${codePoint.toString(16)}}`;
}

export function codePointSet(ranges: Uint32Array): CodePointSet {
  let body: string | undefined;
  return {
    ranges,
    has(codePoint) {
      let lo = 0;
      let hi = ranges.length / 2 - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (codePoint < (ranges[2 * mid] as number)) hi = mid - 1;
        else if (codePoint > (ranges[2 * mid + 1] as number)) lo = mid + 1;
        else return true;
      }
      return false;
    },
    get classBody() {
      if (body === undefined) {
        let out = '';
        for (let i = 0; i < ranges.length; i += 2) {
          const start = ranges[i] as number;
          const end = ranges[i + 1] as number;
          out += start === end ? escapeForClass(start) : `${escapeForClass(start)}-${escapeForClass(end)}`;
        }
        body = out;
      }
      return body;
    },
  };
}

let cache: Partial<Record<'decimal' | 'digit' | 'word' | 'space' | 'alpha', CodePointSet>> = {};

function lazy(name: keyof typeof cache, encoded: string): CodePointSet {
  const hit = cache[name];
  if (hit) return hit;
  const set = codePointSet(parseRanges(encoded));
  cache = { ...cache, [name]: set };
  return set;
}

/** Python 3.11 `str.isdecimal()` characters: `re`'s `\d` (Unicode category Nd, Unicode 14). */
export const pyDecimal = (): CodePointSet => lazy('decimal', DECIMAL_RANGES);
/** Python 3.11 `str.isdigit()` characters (decimal digits plus superscripts, circled digits, ...). */
export const pyDigit = (): CodePointSet => lazy('digit', DIGIT_RANGES);
/** Python 3.11 `re` `\w` on str: `[\p{L}\p{N}_]` as of Unicode 14. */
export const pyWord = (): CodePointSet => lazy('word', WORD_RANGES);
/** Python 3.11 `str.isspace()` characters, identical to `re`'s `\s`: 29 code points. */
export const pySpace = (): CodePointSet => lazy('space', SPACE_RANGES);
/** Python 3.11 `str.isalpha()` characters. */
export const pyAlpha = (): CodePointSet => lazy('alpha', ALPHA_RANGES);

/**
 * The Python whitespace set as a JS class body (valid with or without the `u` flag):
 * `new RegExp(`[${PY_SPACE_CLASS}]+`)`.
 */
export const PY_SPACE_CLASS = '\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';

function classOf(encoded: string): string {
  return encoded
    .split(',')
    .map((part) => part.split('-').map((hex) => `\\u{${hex}}`).join('-'))
    .join('');
}

/**
 * One Python `\w` character as a compact JS pattern fragment for the `u` flag (use it outside
 * character classes, e.g. in `\b` lookarounds): Node's `[\p{L}\p{N}_]` minus the characters
 * assigned after Unicode 14. Exact for Python 3.11 and a V8 regex ~10x smaller than
 * `[${pyWord().classBody}]`, which matters for start-up when a family compiles many patterns.
 */
export const PY_WORD_EXPR = `(?:(?![${classOf(WORD_NEWER_THAN_PY)}])[\\p{L}\\p{N}_])`;
/** One Python `\d` character (Unicode 14 decimal digits) as a compact `u`-flag fragment. */
export const PY_DECIMAL_EXPR = `(?:(?![${classOf(DECIMAL_NEWER_THAN_PY)}])\\p{Nd})`;
