import { pyDecimal, pyDigit, pySpace } from './charsets.js';

/**
 * CPython `str` semantics that the reference tools' verdicts depend on (docs/rules/receipt/README.md#text-primitives,
 * docs/architecture.md#python-compatibility). One implementation, used by every family.
 */

/** `str.isspace()` for one character (a code point). */
export function isPySpace(char: string): boolean {
  const cp = char.codePointAt(0);
  return cp !== undefined && pySpace().has(cp);
}

const LINE_BREAKS = new Set([0x0a, 0x0d, 0x0b, 0x0c, 0x1c, 0x1d, 0x1e, 0x85, 0x2028, 0x2029]);

/** True for the characters `str.splitlines()` breaks on. */
export function isPyLineBreak(codeUnit: number): boolean {
  return LINE_BREAKS.has(codeUnit);
}

/**
 * `str.splitlines()`: breaks on `\n`, `\r\n`, `\r`, `\v`, `\f`, `\x1c-\x1e`, `\x85`, U+2028,
 * U+2029; no line ends kept; a final terminator adds no empty line; `''` gives `[]`.
 */
export function pySplitLines(text: string): string[] {
  if (text.length === 0) return [];
  const lines = splitAtPyLineBreaks(text);
  // A final terminator does not start an empty last line.
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

// The separators of str.splitlines(); `\r\n` first so it counts as one break.
const LINE_BREAK_RE = /\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]/;

// Every separator but `\n`: a text without one splits the same on '\n', several times faster.
const OTHER_LINE_BREAKS = ['\r', '\v', '\f', '\x1c', '\x1d', '\x1e', '\x85', '\u2028', '\u2029'];

/** Nine native `indexOf` scans cost a fifth of one character-class regex over the same text. */
function hasOtherLineBreak(text: string): boolean {
  for (const separator of OTHER_LINE_BREAKS) if (text.indexOf(separator) >= 0) return true;
  return false;
}

/** Splits at every `str.splitlines()` separator (`\r\n` is one), keeping a trailing empty piece. */
export function splitAtPyLineBreaks(text: string): string[] {
  return hasOtherLineBreak(text) ? text.split(LINE_BREAK_RE) : text.split('\n');
}

function isSpaceAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  // All 29 Python whitespace characters are in the BMP.
  if (code <= 0x20) return code >= 0x1c || (code >= 0x09 && code <= 0x0d);
  // No Python whitespace between U+0021 and U+0084: the common case skips the table.
  return code >= 0x85 && pySpace().has(code);
}

/** `str.strip()` (no argument): Python whitespace, which keeps U+FEFF and strips U+001C-U+001F, U+0085. */
export function pyStrip(text: string): string {
  return pyRstrip(pyLstrip(text));
}

export function pyLstrip(text: string): string {
  let start = 0;
  while (start < text.length && isSpaceAt(text, start)) start++;
  return start === 0 ? text : text.slice(start);
}

export function pyRstrip(text: string): string {
  let end = text.length;
  while (end > 0 && isSpaceAt(text, end - 1)) end--;
  return end === text.length ? text : text.slice(0, end);
}

/** `str.strip(chars)`: strips any of the given characters (code points) from both ends. */
export function pyStripChars(text: string, chars: string): string {
  const set = new Set(Array.from(chars));
  const points = Array.from(text);
  let start = 0;
  let end = points.length;
  while (start < end && set.has(points[start] as string)) start++;
  while (end > start && set.has(points[end - 1] as string)) end--;
  return points.slice(start, end).join('');
}

/**
 * `str.split()` with no separator: splits on runs of Python whitespace and drops empty tokens.
 * With `maxSplit`, splits at most that many times; the remainder keeps its interior and
 * trailing whitespace (`'a b  '.split(None, 1)` is `['a', 'b  ']`).
 */
export function pySplit(text: string, maxSplit = -1): string[] {
  const tokens: string[] = [];
  let i = 0;
  const n = text.length;
  let splits = 0;
  while (i < n) {
    while (i < n && isSpaceAt(text, i)) i++;
    if (i >= n) break;
    if (maxSplit >= 0 && splits === maxSplit) {
      tokens.push(text.slice(i));
      break;
    }
    const start = i;
    while (i < n && !isSpaceAt(text, i)) i++;
    tokens.push(text.slice(start, i));
    splits++;
  }
  return tokens;
}

function everyCodePoint(text: string, test: (cp: number) => boolean): boolean {
  if (text.length === 0) return false;
  for (const char of text) if (!test(char.codePointAt(0) as number)) return false;
  return true;
}

/** `str.isdigit()`: non-empty and every character a digit (decimal digits, superscripts, ...). */
export function pyIsDigit(text: string): boolean {
  return everyCodePoint(text, (cp) => pyDigit().has(cp));
}

/** `str.isdecimal()`: non-empty and every character a Unicode decimal digit (Nd). */
export function pyIsDecimal(text: string): boolean {
  return everyCodePoint(text, (cp) => pyDecimal().has(cp));
}

/** The value of a Unicode decimal digit character, or -1. */
export function decimalValue(char: string): number {
  const cp = char.codePointAt(0) as number;
  if (cp >= 0x30 && cp <= 0x39) return cp - 0x30;
  if (!pyDecimal().has(cp)) return -1;
  // Every Nd block is a run of ten consecutive code points starting at a value-0 digit.
  const ranges = pyDecimal().ranges;
  for (let i = 0; i < ranges.length; i += 2) {
    const start = ranges[i] as number;
    if (cp >= start && cp <= (ranges[i + 1] as number)) return (cp - start) % 10;
  }
  return -1;
}

/** CPython's limit on int() string conversion (sys.int_info.default_max_str_digits). */
const MAX_STR_DIGITS = 4300;

export type PyIntResult = { ok: true; value: bigint } | { ok: false; error: string };

/**
 * `int(text)` (base 10): strips Python whitespace, accepts a sign, any Unicode decimal digits,
 * single underscores between digits, leading zeros; rejects more than 4300 digits. The error
 * text is CPython's.
 */
export function pyInt(text: string): PyIntResult {
  const body = pyStrip(text);
  const invalid = (): PyIntResult => ({ ok: false, error: `invalid literal for int() with base 10: ${pyRepr(text)}` });
  let i = 0;
  let negative = false;
  if (body[0] === '+' || body[0] === '-') {
    negative = body[0] === '-';
    i = 1;
  }
  let digits = '';
  let lastWasUnderscore = true; // no leading underscore
  for (const char of body.slice(i)) {
    if (char === '_') {
      if (lastWasUnderscore) return invalid();
      lastWasUnderscore = true;
      continue;
    }
    const value = decimalValue(char);
    if (value < 0) return invalid();
    digits += String(value);
    lastWasUnderscore = false;
  }
  if (digits.length === 0 || lastWasUnderscore) return invalid();
  if (digits.length > MAX_STR_DIGITS) {
    return {
      ok: false,
      error: `Exceeds the limit (${MAX_STR_DIGITS} digits) for integer string conversion: value has ${digits.length} digits; use sys.set_int_max_str_digits() to increase the limit`,
    };
  }
  const value = BigInt(digits);
  return { ok: true, value: negative ? -value : value };
}

/**
 * `repr(str)`: single quotes unless the text contains `'` and no `"`; escapes backslash, the
 * chosen quote, `\n`, `\r`, `\t`, other non-printable characters as `\xNN`, `\uNNNN` or
 * `\UNNNNNNNN`; printable non-ASCII is kept.
 */
export function pyRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const char of text) {
    const cp = char.codePointAt(0) as number;
    if (char === quote || char === '\\') out += `\\${char}`;
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (isPyPrintable(cp)) out += char;
    else if (cp <= 0xff) out += `\\x${cp.toString(16).padStart(2, '0')}`;
    else if (cp <= 0xffff) out += `\\u${cp.toString(16).padStart(4, '0')}`;
    else out += `\\U${cp.toString(16).padStart(8, '0')}`;
  }
  return out + quote;
}

const NON_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;

/** `str.isprintable()` for one code point: not in categories Cc, Cf, Cs, Co, Cn, Zl, Zp, Zs (except space). */
export function isPyPrintable(codePoint: number): boolean {
  if (codePoint === 0x20) return true;
  return !NON_PRINTABLE.test(String.fromCodePoint(codePoint));
}

/** `repr(list_of_str)`: `['A', 'B']`. */
export function pyReprList(items: readonly string[]): string {
  return `[${items.map(pyRepr).join(', ')}]`;
}

/**
 * `re.escape(text)`: escapes every character that is not ASCII alphanumeric or `_`, as Python
 * 3.7+ does (only the special characters; Python 3.11 escapes the set below).
 */
export function pyReEscape(text: string): string {
  let out = '';
  for (const char of text) out += RE_SPECIAL.has(char) ? `\\${char}` : char;
  return out;
}

// CPython 3.11 re._special_chars_map: b'()[]{}?*+-|^$\\.&~# \t\n\r\v\f'
const RE_SPECIAL = new Set(Array.from('()[]{}?*+-|^$\\.&~# \t\n\r\v\f'));

/**
 * Compares by code point, as Python's `sorted()` on str does (JS `sort()` compares UTF-16 units,
 * which puts U+10000 and above before U+E000-U+FFFF). A lone surrogate is its own code point.
 */
export function compareCodePoints(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a.codePointAt(i) as number;
    const y = b.codePointAt(j) as number;
    if (x !== y) return x - y;
    i += x > 0xffff ? 2 : 1;
    j += y > 0xffff ? 2 : 1;
  }
  return (a.length - i) - (b.length - j);
}
