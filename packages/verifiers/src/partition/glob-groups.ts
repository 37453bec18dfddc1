/**
 * micromatch reads a balanced `( … )` that no extglob character opens as a regex group: `(a|b)`
 * matches `a` or `b`, `(a)` matches `a`, and the parentheses are never part of the path. The
 * automaton knows braces, so each group is rewritten as one: `(a|b)` → `{a,b}`, `(a)` → `a`.
 * A `(` without its `)` (and a `)` alone) stays literal text, as in micromatch.
 */

import { matchingClose, splitTopLevel } from './glob-text.js';

/**
 * The pattern with every group rewritten as braces (`(a)?` as `{a,}`); the same string when it
 * has none; `null` when a group holds `,`, `{` or `}` (literal text inside a regex group) or is
 * followed by `+`, which braces cannot say: the entry is then matched literally
 * (docs/rules/partition/glob-overlap.md#compatibility).
 */
export function groupsToBraces(pattern: string): string | null {
  if (!pattern.includes('(')) return pattern;
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] as string;
    if (char === '\\') {
      out += pattern.slice(i, i + 2);
      i++;
    } else if (char === '[') {
      const end = classEnd(pattern, i);
      out += pattern.slice(i, end + 1);
      i = end;
    } else if (char === '(') {
      const close = matchingClose(pattern, i, '(', ')');
      if (close < 0) {
        out += char;
        continue;
      }
      const inner = pattern.slice(i + 1, close);
      if (/[,{}]/.test(inner)) return null;
      const converted = groupsToBraces(inner);
      if (converted === null) return null;
      // Nested groups are braces by now, so a `|` inside one is not split.
      const alternatives = splitTopLevel(converted, '|');
      // micromatch passes a quantifier after a group to the regex: `(a)?` is optional (one more
      // alternative, the empty one); `(a)+` repeats, which braces cannot say.
      const quantifier = pattern[close + 1];
      if (quantifier === '+') return null;
      if (quantifier === '?') alternatives.push('');
      out += alternatives.length === 1 ? converted : `{${alternatives.join(',')}}`;
      i = quantifier === '?' ? close + 1 : close;
      // micromatch reads `**` right after a group, ending the segment, as a globstar: `(a)**`
      // matches `a`, `ab` and `a/b/c` (docs/rules/partition/glob-overlap.md#compatibility).
      if (quantifier !== '?' && pattern.startsWith('**', close + 1) && (close + 3 === pattern.length || pattern[close + 3] === '/')) {
        out += '{*,*/**}';
        i = close + 2;
      }
      // After `(a)?` a run of stars is one `*` there: without this, the empty alternative would
      // leave `**` alone in its segment, a globstar.
      if (quantifier === '?' && pattern[close + 2] === '*') {
        let end = close + 2;
        while (pattern[end] === '*') end++;
        out += '*';
        i = end - 1;
      }
    } else {
      out += char;
    }
  }
  return out;
}

/** The index of the `]` closing the class opened at `open`, or `open` when it is never closed. */
function classEnd(pattern: string, open: number): number {
  let i = open + 1;
  if (pattern[i] === '!' || pattern[i] === '^') i++;
  const first = i;
  for (; i < pattern.length; i++) {
    if (pattern[i] === '\\') i++;
    else if (pattern[i] === ']' && i > first) return i;
  }
  return open;
}
