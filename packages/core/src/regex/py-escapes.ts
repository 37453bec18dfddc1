/** Escapes of CPython 3.11 `re` (`_escape` and `_class_escape`). */
import type { Node } from './ast.js';
import { lookupCharacterName } from './char-names.js';
import { atTextEnd, atTextStart, pyBoundary, type Category } from './classes.js';
import { F_A } from './py-flags.js';
import { checkgroup, checklookbehindgroup, type State } from './py-state.js';
import type { Tokenizer } from './py-tokenizer.js';
import { pyRepr } from '../python/text.js';

const DIGITS = '0123456789';
const OCTDIGITS = '01234567';
const HEXDIGITS = '0123456789abcdefABCDEF';
const ESCAPES: Record<string, number> = { a: 7, b: 8, f: 12, n: 10, r: 13, t: 9, v: 11, '\\': 92 };

const isAsciiLetter = (c: string): boolean => /^[A-Za-z]$/.test(c);
const isIn = (c: string | null, set: string): boolean => c !== null && c.length === 1 && set.includes(c);
const cpLength = (s: string): number => Array.from(s).length;

export type Code = { kind: 'lit'; cp: number } | { kind: 'cat'; cat: Category } | { kind: 'at'; node: Node } | { kind: 'ref'; group: number };

const CATEGORY_LETTERS = 'dDsSwW';

/** `\x`, `\u`, `\U`, `\N{...}`: shared by classes and the main pattern. */
function hexOrNamedEscape(source: Tokenizer, escape: string): number | null {
  const c = escape.slice(1);
  const sized = (digits: number): number => {
    const full = escape + source.getwhile(digits, HEXDIGITS);
    if (full.length !== digits + 2) throw source.error(`incomplete escape ${full}`, full.length);
    const value = Number.parseInt(full.slice(2), 16);
    if (value > 0x10ffff) throw source.error(`bad escape ${full}`, full.length);
    return value;
  };
  if (c === 'x') return sized(2);
  if (c === 'u') return sized(4);
  if (c === 'U') return sized(8);
  if (c === 'N') {
    if (!source.match('{')) throw source.error('missing {');
    const name = source.getuntil('}', 'character name');
    const cp = lookupCharacterName(name);
    if (cp === null) throw source.error(`undefined character name ${pyRepr(name)}`, cpLength(name) + 4);
    return cp;
  }
  return null;
}

export function classEscape(source: Tokenizer, escape: string): Code {
  const c = escape.slice(1);
  if (c in ESCAPES) return { kind: 'lit', cp: ESCAPES[c] as number };
  if (CATEGORY_LETTERS.includes(c)) return { kind: 'cat', cat: c as Category };
  const hex = hexOrNamedEscape(source, escape);
  if (hex !== null) return { kind: 'lit', cp: hex };
  if (isIn(c, OCTDIGITS)) {
    const full = escape + source.getwhile(2, OCTDIGITS);
    const value = Number.parseInt(full.slice(1), 8);
    if (value > 0o377) throw source.error(`octal escape value ${full} outside of range 0-0o377`, full.length);
    return { kind: 'lit', cp: value };
  }
  if (isIn(c, DIGITS) || isAsciiLetter(c)) throw source.error(`bad escape ${escape}`, escape.length);
  return { kind: 'lit', cp: c.codePointAt(0) as number };
}

export function escapeCode(source: Tokenizer, escape: string, state: State, flags: number): Code {
  const c = escape.slice(1);
  if (c === 'A') return { kind: 'at', node: { type: 'assert', test: atTextStart, py: { kind: 'textStart' } } };
  if (c === 'Z') return { kind: 'at', node: { type: 'assert', test: atTextEnd, py: { kind: 'textEnd' } } };
  if (c === 'b' || c === 'B') {
    const ascii = (flags & F_A) !== 0;
    const negate = c === 'B';
    return { kind: 'at', node: { type: 'assert', test: pyBoundary(ascii, negate), py: { kind: 'boundary', negate, ascii } } };
  }
  if (CATEGORY_LETTERS.includes(c)) return { kind: 'cat', cat: c as Category };
  if (c in ESCAPES) return { kind: 'lit', cp: ESCAPES[c] as number };
  const hex = hexOrNamedEscape(source, escape);
  if (hex !== null) return { kind: 'lit', cp: hex };
  if (c === '0') return { kind: 'lit', cp: Number.parseInt((escape + source.getwhile(2, OCTDIGITS)).slice(1), 8) };
  if (isIn(c, DIGITS)) {
    let full = escape;
    if (isIn(source.next, DIGITS)) {
      full += source.get();
      if (OCTDIGITS.includes(full[1] as string) && OCTDIGITS.includes(full[2] as string) && isIn(source.next, OCTDIGITS)) {
        full += source.get();
        const value = Number.parseInt(full.slice(1), 8);
        if (value > 0o377) throw source.error(`octal escape value ${full} outside of range 0-0o377`, full.length);
        return { kind: 'lit', cp: value };
      }
    }
    const group = Number.parseInt(full.slice(1), 10);
    if (group < state.groups) {
      if (!checkgroup(state, group)) throw source.error('cannot refer to an open group', full.length);
      checklookbehindgroup(state, group, source);
      return { kind: 'ref', group };
    }
    throw source.error(`invalid group reference ${group}`, full.length - 1);
  }
  if (isAsciiLetter(c)) throw source.error(`bad escape ${escape}`, escape.length);
  return { kind: 'lit', cp: c.codePointAt(0) as number };
}

