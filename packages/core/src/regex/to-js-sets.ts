/**
 * Python `re` character sets (a parsed `char` node's data) as JavaScript `u`-flag source that
 * matches exactly the same code points. Used by the translator (`to-js.ts`); see
 * docs/architecture.md "Python compatibility".
 */
import type { PyCharSet, PyClassItem } from './ast.js';
import { asciiIsCased, pyCasedSet, pyExtraCases, pyLowerMap } from './case.js';
import { pyClass } from './classes.js';
import { PY_SPACE_CLASS, PY_WORD_EXPR } from '../python/charsets.js';
import { DECIMAL_NEWER_THAN_PY, WORD_NEWER_THAN_PY } from '../python/unicode-tables.js';

/**
 * exact: Python's meaning on any text. ascii: Python's meaning on text where no character is a
 * non-ASCII member of `\w` or `\s` (see `asciiFormApplies`); `\w \d \s \b` become ASCII classes.
 * prefilter: a superset that V8 compiles faster (no exclusions of characters newer than Python's
 * Unicode); used only where a superset is safe (not under negation).
 */
export type JsForm = 'exact' | 'ascii' | 'prefilter';

type Category = Extract<PyClassItem, { kind: 'cat' }>['cat'];

/** Sorted, merged inclusive ranges as flat pairs `[lo, hi, lo, hi, ...]`. */
export type Ranges = readonly number[];

const MAX_CP = 0x10ffff;
/** Outside a class under the `u` flag these need a backslash. */
const SYNTAX = '^$\\.*+?()[]{}|/';
/** Inside a class. */
const CLASS_SYNTAX = '\\]^-[/';

const hex = (cp: number): string => `\\u{${cp.toString(16)}}`;

/** One code point as a JS pattern atom. */
export function jsChar(cp: number): string {
  if (cp >= 0x20 && cp < 0x7f) {
    const c = String.fromCharCode(cp);
    return SYNTAX.includes(c) ? `\\${c}` : c;
  }
  return hex(cp);
}

function jsClassChar(cp: number): string {
  if (cp >= 0x20 && cp < 0x7f) {
    const c = String.fromCharCode(cp);
    return CLASS_SYNTAX.includes(c) ? `\\${c}` : c;
  }
  return hex(cp);
}

/** The body of a JS class (between the brackets) for `ranges`. */
export function classBody(ranges: Ranges): string {
  let out = '';
  for (let i = 0; i < ranges.length; i += 2) {
    const lo = ranges[i] as number;
    const hi = ranges[i + 1] as number;
    out += jsClassChar(lo);
    if (hi > lo) out += `${hi > lo + 1 ? '-' : ''}${jsClassChar(hi)}`;
  }
  return out;
}

/** Sorts and merges (overlapping or adjacent) pairs. */
export function normalize(pairs: number[]): number[] {
  const order: number[] = [];
  for (let i = 0; i < pairs.length; i += 2) order.push(i);
  order.sort((a, b) => (pairs[a] as number) - (pairs[b] as number));
  const out: number[] = [];
  for (const i of order) {
    const lo = pairs[i] as number;
    const hi = pairs[i + 1] as number;
    const last = out.length - 1;
    if (last > 0 && lo <= (out[last] as number) + 1) out[last] = Math.max(out[last] as number, hi);
    else out.push(lo, hi);
  }
  return out;
}

export function complement(ranges: Ranges): number[] {
  const out: number[] = [];
  let next = 0;
  for (let i = 0; i < ranges.length; i += 2) {
    if ((ranges[i] as number) > next) out.push(next, (ranges[i] as number) - 1);
    next = (ranges[i + 1] as number) + 1;
  }
  if (next <= MAX_CP) out.push(next, MAX_CP);
  return out;
}

function subtract(ranges: Ranges, minus: Ranges): number[] {
  const out: number[] = [];
  for (let i = 0; i < ranges.length; i += 2) {
    let lo = ranges[i] as number;
    const hi = ranges[i + 1] as number;
    for (let j = 0; j < minus.length && lo <= hi; j += 2) {
      const mlo = minus[j] as number;
      const mhi = minus[j + 1] as number;
      if (mhi < lo || mlo > hi) continue;
      if (mlo > lo) out.push(lo, mlo - 1);
      lo = mhi + 1;
    }
    if (lo <= hi) out.push(lo, hi);
  }
  return out;
}

function hasCp(ranges: Ranges, cp: number): boolean {
  for (let i = 0; i < ranges.length; i += 2) if (cp >= (ranges[i] as number) && cp <= (ranges[i + 1] as number)) return true;
  return false;
}

function parseHexRanges(encoded: string): number[] {
  const out: number[] = [];
  for (const part of encoded.split(',')) {
    const [lo, hi] = part.split('-') as [string, string | undefined];
    out.push(Number.parseInt(lo, 16), Number.parseInt(hi ?? lo, 16));
  }
  return out;
}

let newerWord: number[] | undefined;
let newerDecimal: number[] | undefined;
/** Code points Node counts as `[\p{L}\p{N}_]` / `\p{Nd}` that Python 3.11 (Unicode 14) does not. */
const newerThanPython = (cat: 'w' | 'd'): number[] =>
  cat === 'w' ? (newerWord ??= parseHexRanges(WORD_NEWER_THAN_PY)) : (newerDecimal ??= parseHexRanges(DECIMAL_NEWER_THAN_PY));

// --- case folding ---------------------------------------------------------------------------

const ASCII_EXTRAS: Readonly<Record<number, readonly number[]>> = { 0x69: [0x130, 0x131], 0x6b: [0x212a], 0x73: [0x17f] };

/**
 * Every code point Python's IGNORECASE matches for the literal `cp` (`cp` included), ascending.
 * `ascii`: `re.ASCII` folding (ASCII letters only).
 */
export function caseVariants(cp: number, ascii: boolean): number[] {
  const isLetter = asciiIsCased(cp);
  if (ascii || cp < 0x80) {
    if (!isLetter) return [cp];
    const lower = cp | 0x20;
    return [lower - 32, lower, ...(ascii ? [] : (ASCII_EXTRAS[lower] ?? []))];
  }
  if (!pyCasedSet().has(cp)) return [cp];
  const map = pyLowerMap();
  const low = map.map(cp);
  const out = new Set<number>();
  for (const target of [low, ...pyExtraCases(low)]) for (const source of map.preimage(target)) out.add(source);
  out.add(cp);
  return [...out].sort((a, b) => a - b);
}

/** `_optimize_charset`'s `hascased`: does a literal or range member have case? */
function hasCasedMember(items: readonly PyClassItem[], ascii: boolean): boolean {
  const cased = pyCasedSet();
  for (const item of items) {
    if (item.kind === 'lit' && (ascii ? asciiIsCased(item.cp) : cased.has(item.cp))) return true;
    if (item.kind === 'range' && casedIn(item.lo, item.hi, ascii).length > 0) return true;
  }
  return false;
}

/** The cased code points of `[lo, hi]`. */
function casedIn(lo: number, hi: number, ascii: boolean): number[] {
  const out: number[] = [];
  if (ascii) {
    for (let cp = lo; cp <= Math.min(hi, 0x7a); cp++) if (asciiIsCased(cp)) out.push(cp);
    return out;
  }
  const { ranges } = pyCasedSet();
  for (let i = 0; i < ranges.length; i += 2) {
    const from = Math.max(lo, ranges[i] as number);
    const to = Math.min(hi, ranges[i + 1] as number);
    for (let cp = from; cp <= to; cp++) out.push(cp);
  }
  return out;
}

// --- categories -----------------------------------------------------------------------------

const ASCII_DIGIT = [0x30, 0x39];
const ASCII_WORD = [0x30, 0x39, 0x41, 0x5a, 0x5f, 0x5f, 0x61, 0x7a];
/** `\s` under `re.ASCII`. */
const ASCII_FLAG_SPACE = [0x09, 0x0d, 0x20, 0x20];
/** Python's Unicode `\s` restricted to ASCII (it includes U+001C..U+001F). */
const ASCII_PART_OF_SPACE = [0x09, 0x0d, 0x1c, 0x20];
const SPACE = [0x09, 0x0d, 0x1c, 0x20, 0x85, 0x85, 0xa0, 0xa0, 0x1680, 0x1680, 0x2000, 0x200a, 0x2028, 0x2029, 0x202f, 0x202f, 0x205f, 0x205f, 0x3000, 0x3000];

/** How a category appears in the JS source of a set. */
type CatSource =
  /** A class body that can join others in one class. */
  | { readonly kind: 'plain'; readonly body: string }
  /** A class body that over-matches by the code points in `exclude`. */
  | { readonly kind: 'compact'; readonly body: string; readonly exclude: Ranges }
  /** An expression matching one code point, for an alternation. */
  | { readonly kind: 'expr'; readonly source: string };

const plain = (ranges: Ranges): CatSource => ({ kind: 'plain', body: classBody(ranges) });

function catSource(cat: Category, asciiFlag: boolean, form: JsForm, widen: boolean): CatSource {
  const base = cat.toLowerCase() as 'd' | 'w' | 's';
  const negated = base !== cat;
  if (asciiFlag || form === 'ascii') {
    const set = base === 'd' ? ASCII_DIGIT : base === 'w' ? ASCII_WORD : asciiFlag ? ASCII_FLAG_SPACE : ASCII_PART_OF_SPACE;
    return plain(negated ? complement(set) : set);
  }
  if (base === 's') return negated ? plain(complement(SPACE)) : { kind: 'plain', body: PY_SPACE_CLASS };
  const property = base === 'd' ? '\\p{Nd}' : '\\p{L}\\p{N}_';
  if (widen) return negated ? { kind: 'plain', body: '\\u{0}-\\u{10ffff}' } : { kind: 'plain', body: property };
  const newer = newerThanPython(base);
  if (!negated) return { kind: 'compact', body: property, exclude: newer };
  if (base === 'd') return { kind: 'plain', body: `\\P{Nd}${classBody(newer)}` };
  return { kind: 'expr', source: `(?:[^\\p{L}\\p{N}_]|[${classBody(newer)}])` };
}

const catTests = new Map<string, (cp: number) => boolean>();
/** Python's own membership test for a category (`re.ASCII` or not). */
function catHas(cat: Category, ascii: boolean): (cp: number) => boolean {
  const key = `${cat}${ascii ? 'a' : ''}`;
  let test = catTests.get(key);
  if (!test) {
    test = pyClass([{ kind: 'cat', cat }], false, { ignoreCase: false, ascii });
    catTests.set(key, test);
  }
  return test;
}

/**
 * Under IGNORECASE, a set with a cased literal or range tests a category on the lowercase of the
 * subject (`IN_UNI_IGNORE`). The code points where that differs from testing the subject itself,
 * split into those it adds and those it removes.
 */
function foldedCategoryCorrections(cats: readonly Category[], members: Ranges): { add: number[]; remove: number[] } {
  const add: number[] = [];
  const remove: number[] = [];
  const map = pyLowerMap();
  const tests = cats.map((cat) => catHas(cat, false));
  for (const cp of map.changed) {
    if (hasCp(members, cp)) continue;
    const folded = tests.some((test) => test(map.map(cp)));
    const direct = tests.some((test) => test(cp));
    if (folded && !direct) add.push(cp, cp);
    else if (!folded && direct) remove.push(cp, cp);
  }
  return { add, remove };
}

// --- sets -------------------------------------------------------------------------------------

const wrap = (source: string): string => (source.startsWith('(?!') || source.startsWith('(?=') ? `(?:${source})` : source);

/**
 * A set as JS source matching one code point, an atom (it can take a quantifier). `widen`:
 * the prefilter form may over-match here (false under a negation, where it would under-match).
 */
export function charSetSource(set: PyCharSet, form: JsForm, widen: boolean): string {
  if (set.kind === 'dot') return set.dotAll ? '[^]' : '[^\\n]';
  const { items, negate, ignoreCase, ascii } = set;
  const only = items.length === 1 ? items[0] : undefined;
  if (only?.kind === 'lit' && !negate) return literalSource(only.cp, ignoreCase, ascii);
  const pairs: number[] = [];
  const cats: Category[] = [];
  for (const item of items) {
    if (item.kind === 'lit') pairs.push(item.cp, item.cp);
    else if (item.kind === 'range') pairs.push(item.lo, item.hi);
    else if (!cats.includes(item.cat)) cats.push(item.cat);
  }
  const folds = ignoreCase && hasCasedMember(items, ascii);
  if (folds) {
    for (const item of items) {
      if (item.kind === 'cat') continue;
      const cased = item.kind === 'lit' ? [item.cp] : casedIn(item.lo, item.hi, ascii);
      for (const cp of cased) for (const variant of caseVariants(cp, ascii)) pairs.push(variant, variant);
    }
  }
  let members = normalize(pairs);
  let remove: Ranges = [];
  if (folds && cats.length > 0 && !ascii) {
    const corrections = foldedCategoryCorrections(cats, members);
    members = normalize([...members, ...corrections.add]);
    remove = corrections.remove;
  }
  const sources = cats.map((cat) => catSource(cat, ascii, form, widen && !negate));
  let body = classBody(members);
  const excluded: number[] = [];
  const exprs: string[] = [];
  for (const source of sources) {
    if (source.kind === 'expr') exprs.push(source.source);
    else body += source.body;
    if (source.kind === 'compact') excluded.push(...source.exclude);
  }
  // A compact category over-matches by the characters Python does not know yet: exclude those,
  // except where another member of the set matches them.
  let exclude: Ranges = [];
  if (excluded.length > 0) {
    exclude = subtract(normalize(excluded), members);
    const otherCats = cats.filter((cat) => sources[cats.indexOf(cat)]?.kind !== 'compact');
    if (otherCats.length > 0) exclude = keepWhere(exclude, (cp) => !otherCats.some((cat) => catHas(cat, ascii)(cp)));
  }
  const isPlain = exclude.length === 0 && exprs.length === 0 && remove.length === 0;
  if (isPlain) return `[${negate ? '^' : ''}${body}]`;
  const pieces: string[] = [];
  if (body !== '') pieces.push(exclude.length > 0 ? `(?![${classBody(exclude)}])[${body}]` : `[${body}]`);
  pieces.push(...exprs);
  let positive = pieces.length === 1 ? (pieces[0] as string) : `(?:${pieces.join('|')})`;
  if (remove.length > 0) positive = `(?![${classBody(remove)}])${positive}`;
  return negate ? `(?:(?!${positive})[^])` : wrap(positive);
}

/** Sources of ASCII literals by code point and flags: most of a pattern, and the same few characters. */
const asciiLiterals: string[] = [];

function literalSource(cp: number, ignoreCase: boolean, ascii: boolean): string {
  const key = cp < 0x80 ? cp * 4 + (ignoreCase ? 2 : 0) + (ascii ? 1 : 0) : -1;
  const known = asciiLiterals[key];
  if (known !== undefined) return known;
  let source = jsChar(cp);
  if (ignoreCase) {
    const variants = caseVariants(cp, ascii);
    if (variants.length > 1) source = `[${variants.map(jsClassChar).join('')}]`;
  }
  if (key >= 0) asciiLiterals[key] = source;
  return source;
}

function keepWhere(ranges: Ranges, keep: (cp: number) => boolean): number[] {
  const out: number[] = [];
  for (let i = 0; i < ranges.length; i += 2) {
    for (let cp = ranges[i] as number; cp <= (ranges[i + 1] as number); cp++) if (keep(cp)) out.push(cp, cp);
  }
  return normalize(out);
}

/** Python `\w` for a word boundary: `re.ASCII`'s, or Unicode's (ASCII's in the ascii form). */
export function wordSource(asciiFlag: boolean, form: JsForm): string {
  return asciiFlag || form === 'ascii' ? '[0-9A-Z_a-z]' : PY_WORD_EXPR;
}
