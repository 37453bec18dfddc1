import { RegexBudgetExceeded, type RunBudget, type SafeRegex, compileSafeRegex, pyReEscape } from '@gauntlet/core';

/**
 * Receipt-authored regexes (witness signatures and `pattern=` clauses): compiled with Python
 * `re` syntax on the safe engine, plus the reference's "can never match" blacklist (docs/rules/receipt/witness-syntax.md).
 */

const cache = new Map<string, { ok: true; regex: SafeRegex } | { ok: false; error: string }>();
const CACHE_LIMIT = 512;

export function compileUserRegex(source: string): { ok: true; regex: SafeRegex } | { ok: false; error: string } {
  const hit = cache.get(source);
  if (hit) return hit;
  const compiled = compileSafeRegex(source, { syntax: 'python' });
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(source, compiled);
  return compiled;
}

/**
 * `re.search(pattern, body)`; `timeout` when the engine gives up on this search, `budget` when
 * the run's regex budget is spent (both mapped to t2_witness_timeout).
 */
export function searchUserRegex(source: string, body: string, budget?: RunBudget): boolean | 'timeout' | 'budget' | 'invalid' {
  const compiled = compileUserRegex(source);
  if (!compiled.ok) return 'invalid';
  try {
    return compiled.regex.test(body, budget);
  } catch (error) {
    if (error instanceof RegexBudgetExceeded) return error.scope === 'run' ? 'budget' : 'timeout';
    throw error;
  }
}

/** The regex source a signature or clause stands for: `/x/` → `x`, `"x"` → `re.escape(x)`. */
export function derivedSource(delimited: string): string | undefined {
  if (delimited.length >= 1 && delimited.startsWith('/') && delimited.endsWith('/')) return delimited.slice(1, -1);
  if (delimited.length >= 1 && delimited.startsWith('"') && delimited.endsWith('"')) return pyReEscape(delimited.slice(1, -1));
  return undefined;
}

const QUANTIFIER_AFTER = new Set(['?', '*', '{']);
const LIT_STOP = new Set(Array.from('()[]\\|?*+{}'));
const NEGATED_PAIR = /^\[\^\\([dswDSW])\\([dswDSW])\]$/;

/**
 * Memoised by source: a reason when the source can provably never match, judged only at depth 0 outside
 * classes and only when there is no top-level `|`; otherwise `undefined`.
 */
const neverCache = new Map<string, string | undefined>();

export function neverMatches(source: string): string | undefined {
  if (neverCache.has(source)) return neverCache.get(source);
  const verdict = judgeNeverMatches(source);
  if (neverCache.size >= CACHE_LIMIT) neverCache.clear();
  neverCache.set(source, verdict);
  return verdict;
}

function judgeNeverMatches(source: string): string | undefined {
  const judgeable: number[] = [];
  const classEnds = new Map<number, number>();
  let depth = 0;
  let i = 0;
  const n = source.length;
  while (i < n) {
    const c = source[i];
    if (c === '\\') {
      if (depth === 0) judgeable.push(i);
      i += 2;
      continue;
    }
    if (c === '[') {
      const start = i;
      if (depth === 0) judgeable.push(i);
      let j = i + 1;
      if (source[j] === '^') j++;
      if (source[j] === ']') j++;
      while (j < n && source[j] !== ']') j += source[j] === '\\' ? 2 : 1;
      classEnds.set(start, Math.min(j, n - 1));
      i = j + 1;
      continue;
    }
    if (c === '(') {
      if (depth === 0) judgeable.push(i);
      depth++;
    } else if (c === ')') {
      if (depth > 0) depth--;
      if (depth === 0) judgeable.push(i);
    } else if (depth === 0) {
      judgeable.push(i);
    }
    i++;
  }
  if (judgeable.some((at) => source[at] === '|')) return undefined;
  const quantified = (after: number) => after < n && QUANTIFIER_AFTER.has(source[after] as string);
  for (const at of judgeable) {
    const c = source[at];
    if (c === '(') {
      for (const token of ['(?!)', '(?<!)']) {
        if (source.startsWith(token, at) && !quantified(at + token.length)) {
          return `the empty negative lookaround ${token} can never match`;
        }
      }
      if (source.startsWith('(?!', at)) {
        let j = at + 3;
        while (j < n && !LIT_STOP.has(source[j] as string)) j++;
        const lit = source.slice(at + 3, j);
        if (lit !== '' && source[j] === ')' && source.startsWith(lit, j + 1) && !quantified(j + 1 + lit.length)) {
          return `the lookahead (?!${lit}) forbids the very text that follows it`;
        }
      }
    } else if (c === '[') {
      const end = classEnds.get(at) ?? at;
      const text = source.slice(at, end + 1);
      const pair = NEGATED_PAIR.exec(text);
      if (pair && pair[1] !== pair[2] && pair[1]!.toLowerCase() === pair[2]!.toLowerCase() && !quantified(end + 1)) {
        return `the negated class ${text} excludes every character`;
      }
    }
  }
  return undefined;
}
