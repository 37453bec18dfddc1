/**
 * `agent_type` patterns: `*` matches any run of characters, `?` one; everything else is literal
 * and case-sensitive (`crucible:*`, `*-implementer`). Matched by the greedy two-pointer
 * algorithm, whose worst case is the product of the two lengths, both capped: no backtracking
 * blow-up from a hostile pattern or name.
 */

const MAX_CHARS = 256;

export function wildcardMatch(pattern: string, value: string): boolean {
  if (pattern.length > MAX_CHARS || value.length > MAX_CHARS) return false;
  let p = 0;
  let v = 0;
  let star = -1;
  let resume = 0;
  while (v < value.length) {
    if (p < pattern.length && (pattern[p] === '?' || pattern[p] === value[v])) {
      p++;
      v++;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      resume = v;
    } else if (star >= 0) {
      p = star + 1;
      v = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}

/** Whether any of `patterns` matches `value`. */
export const matchesAny = (patterns: readonly string[], value: string): boolean => patterns.some((pattern) => wildcardMatch(pattern, value));
