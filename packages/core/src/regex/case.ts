/** Case mappings that reproduce CPython's `re` IGNORECASE and JavaScript's `u`+`i` canonicalisation. */
import { CASED_RANGES, FOLD_MAP, IGNORECASE_EQUIVALENCES, LOWER_MAP } from './case-tables.js';
import { codePointSet, type CodePointSet } from '../python/charsets.js';

interface CaseMap {
  map(cp: number): number;
  /** The code points `map` changes, ascending. */
  readonly changed: readonly number[];
  /** Every code point `x` with `map(x) === target` (including `target` itself when it maps to itself). */
  preimage(target: number): readonly number[];
}

function buildCaseMap(encoded: string): CaseMap {
  const forward = new Map<number, number>();
  for (const entry of encoded.split(',')) {
    const [start, delta, count, stride] = entry.split(':');
    const from = Number.parseInt(start as string, 16);
    const shift = Number.parseInt(delta as string, 16);
    const n = Number.parseInt(count as string, 16);
    const step = Number.parseInt(stride as string, 16);
    for (let i = 0; i < n; i++) forward.set(from + i * step, from + i * step + shift);
  }
  const inverse = new Map<number, number[]>();
  for (const [from, to] of forward) {
    const list = inverse.get(to);
    if (list) list.push(from);
    else inverse.set(to, [from]);
  }
  const map = (cp: number): number => forward.get(cp) ?? cp;
  return {
    map,
    changed: [...forward.keys()].filter((cp) => forward.get(cp) !== cp).sort((a, b) => a - b),
    preimage(target) {
      const sources = inverse.get(target) ?? [];
      return map(target) === target ? [target, ...sources] : sources;
    },
  };
}

let lowerMap: CaseMap | undefined;
let foldMap: CaseMap | undefined;
let cased: CodePointSet | undefined;
let extraCases: Map<number, readonly number[]> | undefined;

/** `_sre.unicode_tolower`. */
export function pyLowerMap(): CaseMap {
  lowerMap ??= buildCaseMap(LOWER_MAP);
  return lowerMap;
}

/** Simple case folding for the `js` syntax. */
export function jsFoldMap(): CaseMap {
  foldMap ??= buildCaseMap(FOLD_MAP);
  return foldMap;
}

export function pyIsCased(cp: number): boolean {
  return pyCasedSet().has(cp);
}

/** `_sre.unicode_iscased` as a set. */
export function pyCasedSet(): CodePointSet {
  if (!cased) {
    const parts = CASED_RANGES.split(',');
    const ranges = new Uint32Array(parts.length * 2);
    parts.forEach((part, i) => {
      const [a, b] = part.split('-');
      ranges[2 * i] = Number.parseInt(a as string, 16);
      ranges[2 * i + 1] = Number.parseInt(b ?? (a as string), 16);
    });
    cased = codePointSet(ranges);
  }
  return cased;
}

/** `re._casefix._EXTRA_CASES`: other lowercase code points equivalent to `lower` under IGNORECASE. */
export function pyExtraCases(lower: number): readonly number[] {
  if (!extraCases) {
    extraCases = new Map();
    for (const group of IGNORECASE_EQUIVALENCES) {
      for (const cp of group) extraCases.set(cp, group.filter((other) => other !== cp));
    }
  }
  return extraCases.get(lower) ?? [];
}

export const asciiLower = (cp: number): number => (cp >= 0x41 && cp <= 0x5a ? cp + 32 : cp);
export const asciiIsCased = (cp: number): boolean => (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a);
export const asciiPreimage = (target: number): readonly number[] =>
  target >= 0x61 && target <= 0x7a ? [target, target - 32] : target >= 0x41 && target <= 0x5a ? [] : [target];
