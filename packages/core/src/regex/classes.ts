/** Character sets with Python `re` (str patterns) or JavaScript (`u` flag) meaning. */
import type { CharTest, PositionTest, PyCharSet, PyClassItem } from './ast.js';
import { asciiIsCased, asciiLower, asciiPreimage, jsFoldMap, pyExtraCases, pyIsCased, pyLowerMap } from './case.js';
import { pyDecimal, pySpace, pyWord } from '../python/charsets.js';
import { codePointAt, codePointBefore } from './text.js';

export type ClassItem = PyClassItem;
export type Category = Extract<PyClassItem, { kind: 'cat' }>['cat'];

export interface PyCharFlags {
  readonly ignoreCase: boolean;
  readonly ascii: boolean;
}

const isAsciiDigit = (cp: number): boolean => cp >= 0x30 && cp <= 0x39;
const isAsciiWord = (cp: number): boolean => isAsciiDigit(cp) || asciiIsCased(cp) || cp === 0x5f;
const isAsciiSpace = (cp: number): boolean => (cp >= 9 && cp <= 13) || cp === 32;

const unicodeWord = withAsciiCache((cp) => pyWord().has(cp));

export function pyIsWord(cp: number, ascii: boolean): boolean {
  return ascii ? isAsciiWord(cp) : cp >= 0 && unicodeWord(cp);
}

function positive(cat: Category): Category {
  return cat.toLowerCase() as Category;
}

/** Memoises a test for ASCII code points (the common case) in a small table. */
export function withAsciiCache(test: CharTest): CharTest {
  const table = new Int8Array(128).fill(-1);
  return (cp) => {
    if (cp >= 0 && cp < 128) {
      const known = table[cp] as number;
      if (known >= 0) return known === 1;
      const result = test(cp);
      table[cp] = result ? 1 : 0;
      return result;
    }
    return test(cp);
  };
}

function pyCategoryTest(cat: Category, ascii: boolean): CharTest {
  const base = positive(cat);
  let test: CharTest;
  if (ascii) test = base === 'd' ? isAsciiDigit : base === 'w' ? isAsciiWord : isAsciiSpace;
  else {
    const set = base === 'd' ? pyDecimal() : base === 'w' ? pyWord() : pySpace();
    test = (cp) => set.has(cp);
  }
  return base === cat ? test : (cp) => !test(cp);
}

const JS_SPACE = new Set([9, 10, 11, 12, 13, 32, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]);
const isJsSpace = (cp: number): boolean => JS_SPACE.has(cp) || (cp >= 0x2000 && cp <= 0x200a);

function jsCategoryTest(cat: Category): CharTest {
  const base = positive(cat);
  const test = base === 'd' ? isAsciiDigit : base === 'w' ? isAsciiWord : isJsSpace;
  return base === cat ? test : (cp) => !test(cp);
}

function rangeHasCased(lo: number, hi: number, isCased: (cp: number) => boolean): boolean {
  const limit = Math.min(hi, lo + 0x30000);
  for (let cp = lo; cp <= limit; cp++) if (isCased(cp)) return true;
  return hi > limit;
}

function plainMember(items: readonly ClassItem[], categories: readonly CharTest[]): CharTest {
  return (cp) => {
    for (const item of items) {
      if (item.kind === 'lit' ? item.cp === cp : item.kind === 'range' && item.lo <= cp && cp <= item.hi) return true;
    }
    for (const test of categories) if (test(cp)) return true;
    return false;
  };
}

/**
 * A Python class `[...]` (also a single literal, `\d`, ...). Under IGNORECASE with a cased member,
 * CPython tests `lower(ch)` against the set of lowered members plus `_EXTRA_CASES`.
 */
export function pyClass(items: readonly ClassItem[], negate: boolean, flags: PyCharFlags): CharTest {
  const categories = items.flatMap((item) => (item.kind === 'cat' ? [pyCategoryTest(item.cat, flags.ascii)] : []));
  const chars = items.filter((item) => item.kind !== 'cat');
  const isCased = flags.ascii ? asciiIsCased : pyIsCased;
  const hasCased =
    flags.ignoreCase &&
    chars.some((item) => (item.kind === 'lit' ? isCased(item.cp) : item.kind === 'range' && rangeHasCased(item.lo, item.hi, isCased)));
  const direct = plainMember(chars, categories);
  let test: CharTest = direct;
  if (hasCased) {
    const lower = flags.ascii ? asciiLower : pyLowerMap().map;
    const preimage = flags.ascii ? asciiPreimage : pyLowerMap().preimage;
    const extras = flags.ascii ? () => [] : pyExtraCases;
    const charMember = plainMember(chars, []);
    test = (cp) => {
      const low = lower(cp);
      for (const target of [low, ...extras(low)]) {
        for (const source of preimage(target)) if (charMember(source)) return true;
      }
      return categories.some((category) => category(low));
    };
  }
  return withAsciiCache(negate ? (cp) => !test(cp) : test);
}

/** A single Python literal outside a class. */
export function pyLiteral(cp: number, flags: PyCharFlags): CharTest {
  if (!flags.ignoreCase || !(flags.ascii ? asciiIsCased(cp) : pyIsCased(cp))) return (ch) => ch === cp;
  return pyClass([{ kind: 'lit', cp }], false, flags);
}

export function pyDot(dotAll: boolean): CharTest {
  return dotAll ? () => true : (cp) => cp !== 10;
}

/** The engine's test for a Python char node's data. */
export function pyCharTest(set: PyCharSet): CharTest {
  if (set.kind === 'dot') return pyDot(set.dotAll);
  const only = set.items.length === 1 ? set.items[0] : undefined;
  if (only?.kind === 'lit' && !set.negate) return pyLiteral(only.cp, set);
  return pyClass(set.items, set.negate, set);
}

/** A JavaScript class: with `i`, a member matches when its simple case folding equals the subject's. */
export function jsClass(items: readonly ClassItem[], negate: boolean, ignoreCase: boolean): CharTest {
  const categories = items.flatMap((item) => (item.kind === 'cat' ? [jsCategoryTest(item.cat)] : []));
  const member = plainMember(items.filter((item) => item.kind !== 'cat'), categories);
  let test = member;
  if (ignoreCase) {
    const fold = jsFoldMap();
    test = (cp) => fold.preimage(fold.map(cp)).some(member);
  }
  return negate ? (cp) => !test(cp) : test;
}

const isJsLineTerminator = (cp: number): boolean => cp === 10 || cp === 13 || cp === 0x2028 || cp === 0x2029;

export function jsDot(dotAll: boolean): CharTest {
  return dotAll ? () => true : (cp) => !isJsLineTerminator(cp);
}

// --- zero-width assertions -------------------------------------------------------------------

export const atTextStart: PositionTest = (_text, pos) => pos === 0;
export const atTextEnd: PositionTest = (text, pos) => pos === text.length;
export const pyLineStart: PositionTest = (text, pos) => pos === 0 || text.charCodeAt(pos - 1) === 10;
export const pyLineEnd: PositionTest = (text, pos) => pos === text.length || text.charCodeAt(pos) === 10;
/** Python `$` without MULTILINE: the end, or just before a final `\n`. */
export const pyEnd: PositionTest = (text, pos) =>
  pos === text.length || (pos === text.length - 1 && text.charCodeAt(pos) === 10);

/** Python `\b` / `\B`: never true on an empty subject. */
export function pyBoundary(ascii: boolean, negate: boolean): PositionTest {
  return (text, pos) => {
    if (text.length === 0) return false;
    const before = pos > 0 && pyIsWord(codePointBefore(text, pos), ascii);
    const after = pos < text.length && pyIsWord(codePointAt(text, pos), ascii);
    return (before !== after) !== negate;
  };
}

export const jsLineStart: PositionTest = (text, pos) => pos === 0 || isJsLineTerminator(text.charCodeAt(pos - 1));
export const jsLineEnd: PositionTest = (text, pos) => pos === text.length || isJsLineTerminator(text.charCodeAt(pos));

export function jsBoundary(negate: boolean): PositionTest {
  return (text, pos) => {
    const before = pos > 0 && isAsciiWord(text.charCodeAt(pos - 1));
    const after = pos < text.length && isAsciiWord(text.charCodeAt(pos));
    return (before !== after) !== negate;
  };
}
