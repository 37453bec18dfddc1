import { PY_SPACE_CLASS } from '@gauntlet/core';

/** The seven ownership fields (docs/rules/brief/README.md): key (in `present`) and reference label (in `missing`). */
export interface BriefFieldSpec {
  key: string;
  label: string;
  pattern: RegExp;
}

const S = `[${PY_SPACE_CLASS}]`;
// Python re.IGNORECASE on str: each ASCII letter matches its other case, plus ſ/s, K/k, İ/i, ı/i.
const EXTRA_CASES: Readonly<Record<string, string>> = { s: 'ſ', k: '\u212a', i: 'İı' };

/** A label word with Python case-insensitivity, written as explicit classes (no `i` flag). */
function word(text: string): string {
  let out = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    out += /[a-z]/.test(lower) ? `[${lower}${lower.toUpperCase()}${EXTRA_CASES[lower] ?? ''}]` : char;
  }
  return out;
}

// Multi-line `^` / `$` of Python `re`: only `\n` ends a line (not \r, U+2028, U+2029).
const LINE_START = '(?<![^\\n])';
const LINE_END = '(?![^\\n])';
// The reference's prefix lets `\s*` run on over line breaks; a match whose prefix does is also a
// match from the last line start it crossed, so the prefix stays on the label's line here: the same
// fields are found, and a long run of blank lines costs linear time instead of quadratic.
const S_SAME_LINE = `(?:(?!\\n)${S})`;
const PREFIX = `${LINE_START}${S_SAME_LINE}*(?:#{1,6}${S_SAME_LINE}*)?(?:[-*]${S_SAME_LINE}*)?(?:\\*\\*)?`;
const SUFFIX = `(?:\\*\\*)?${S}*(?:\\(|:|-|${LINE_END})`;
const SEP = `${S}*[-_ ]?`;

const field = (key: string, label: string, words: string): BriefFieldSpec => ({
  key,
  label,
  pattern: new RegExp(`${PREFIX}${words}${SUFFIX}`, 'u'),
});

export const BRIEF_FIELDS: readonly BriefFieldSpec[] = [
  field('owns', 'owns', word('owns')),
  field('does_not_own', 'does-not-own', `${word('does')}${SEP}${word('not')}${SEP}${word('own')}(?:${word('s')})?`),
  field('interface_contract', 'interface-contract', `${word('interface')}${SEP}${word('contract')}`),
  field('integration_checkpoint', 'integration-checkpoint', `${word('integration')}${SEP}${word('checkpoint')}`),
  field('allowed_tools', 'allowed-tools', `${word('allowed')}[-_ ]?${word('tools')}`),
  field('denied_tools', 'denied-tools', `${word('denied')}[-_ ]?${word('tools')}`),
  field('acceptance_criteria', 'acceptance-criteria', `${word('acceptance')}[-_ ]?${word('criteria')}`),
];
