import { PY_SPACE_CLASS, pyDecimal, pyWord } from '@gauntlet/core';

/** Python `re` building blocks (plan-verify.md §7, Appendix B), for JS regexes with the `u` flag. */
export const S = `[${PY_SPACE_CLASS}]`;
export const W = `[${pyWord().classBody}]`;
export const NOT_W = `[^${pyWord().classBody}]`;
export const D = `[${pyDecimal().classBody}]`;
/** Python `\b`. */
export const B_START = `(?:(?<!${W})(?=${W})|(?<=${W})(?!${W}))`;
/** Multi-line `^`: start of text or after `\n` only. */
export const LINE_START = '(?<![^\\n])';
/** Non-multi-line `^`: start of text only. */
export const TEXT_START = '(?<![\\s\\S])';

const EXTRA_CASES: Readonly<Record<string, string>> = { s: 'ſ', k: '\u212a', i: 'İı' };

/** Literal text with Python IGNORECASE semantics (ASCII letters both cases, plus ſ, K, İ, ı). */
export function ci(text: string): string {
  let out = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    if (/[a-z]/.test(lower)) out += `[${lower}${lower.toUpperCase()}${EXTRA_CASES[lower] ?? ''}]`;
    else out += /[\\^$.*+?()[\]{}|/]/.test(char) ? `\\${char}` : char;
  }
  return out;
}

export const re = (source: string, flags = '') => new RegExp(source, `u${flags}`);
