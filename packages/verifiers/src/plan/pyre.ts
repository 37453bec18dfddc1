import { PY_DECIMAL_EXPR, PY_SPACE_CLASS, PY_WORD_EXPR, pyDecimal, pyWord } from '@gauntlet/core';

/**
 * Compiles a pattern written in Python `re` syntax (the reference's own patterns, never input)
 * into a JS RegExp with Python's meaning of `\s \S \w \W \d \b` (Unicode classes, plan-verify.md
 * Appendix B) and of `re.IGNORECASE` (an ASCII `i` also matches U+0130 and U+0131; `k`/`s`
 * already match U+212A/U+017F under the `iu` flags).
 *
 * Supported: literals, escapes, classes (with those shorthands inside), groups and lookarounds,
 * quantifiers. The patterns are fixed at module level; nothing here runs on input-supplied
 * patterns.
 */
export function pyRegex(source: string, flags = ''): RegExp {
  return new RegExp(translate(source, flags.includes('i'), false), `u${flags.replace('u', '')}`);
}

/**
 * A cheap superset test for `pyRegex(source, flags)`: the same pattern without its word
 * boundaries (which only ever remove matches). V8 scans for literal prefixes much faster without
 * a leading lookbehind, so rules test this first and run the exact pattern only on lines that
 * pass.
 */
export function pyPrefilter(source: string, flags = ''): RegExp {
  return new RegExp(translate(source, flags.includes('i'), true), `u${flags.replace('u', '').replace('g', '')}`);
}

const WORD_LITERAL = /[A-Za-z0-9_]/;
const SYNTAX = '^$\\.*+?()[]{}|/';
const CLASS_SYNTAX = '^$\\.*+?()[]{}|/-';

function translate(source: string, ignoreCase: boolean, dropBoundaries: boolean): string {
  const W = pyWord().classBody;
  const D = pyDecimal().classBody;
  const S = PY_SPACE_CLASS;
  // Outside classes the compact forms keep V8's regex parsing (and CLI start-up) cheap.
  const w = PY_WORD_EXPR;
  const boundary = `(?:(?<=${w})(?!${w})|(?<!${w})(?=${w}))`;
  const notBoundary = `(?:(?<=${w})(?=${w})|(?<!${w})(?!${w}))`;
  let out = '';
  let inClass = false;
  let classHasI = false;
  let classStart = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (c === '\\') {
      const next = source[i + 1] as string;
      i++;
      if (inClass) {
        if (next === 's') out += S;
        else if (next === 'w') out += W;
        else if (next === 'd') out += D;
        else out += CLASS_SYNTAX.includes(next) || /[a-zA-Z0-9]/.test(next) ? `\\${next}` : next;
        continue;
      }
      if (next === 's') out += `[${S}]`;
      else if (next === 'S') out += `[^${S}]`;
      else if (next === 'w') out += w;
      else if (next === 'W') out += `(?:(?!${w})[^])`;
      else if (next === 'd') out += PY_DECIMAL_EXPR;
      else if (next === 'D') out += `(?:(?!${PY_DECIMAL_EXPR})[^])`;
      else if (next === 'b') out += dropBoundaries ? '' : boundaryAt(source, i - 1, boundary, w);
      else if (next === 'B') out += dropBoundaries ? '' : notBoundary;
      else if (SYNTAX.includes(next) || /[a-zA-Z0-9]/.test(next)) out += `\\${next}`;
      else out += next;
      continue;
    }
    if (inClass) {
      if (c === ']' && i > classStart) {
        if (ignoreCase && classHasI) out += '\\u0130\\u0131';
        inClass = false;
        out += ']';
        continue;
      }
      if (c === 'i' || c === 'I') classHasI = true;
      // A range such as a-z or A-Z that spans i/I.
      if (c === '-' && i > classStart) {
        const lo = source[i - 1] as string;
        const hi = source[i + 1] as string;
        if (hi !== ']' && ((lo <= 'i' && hi >= 'i') || (lo <= 'I' && hi >= 'I'))) classHasI = true;
      }
      out += c;
      continue;
    }
    if (c === '[') {
      inClass = true;
      classHasI = false;
      out += '[';
      if (source[i + 1] === '^') {
        out += '^';
        i++;
      }
      classStart = i + 1;
      continue;
    }
    if (ignoreCase && (c === 'i' || c === 'I') && !isGroupSyntax(source, i)) {
      out += '[iI\\u0130\\u0131]';
      continue;
    }
    out += c;
  }
  return out;
}

/**
 * `\b` at `index`: next to a literal word character it is a one-sided test (cheaper for V8);
 * elsewhere the general two-sided boundary.
 */
/** `\\b` next to a literal word character needs only one side: `w` is one Python word character. */
function boundaryAt(source: string, index: number, general: string, w: string): string {
  const after = source.slice(index + 2);
  if (startsWithWord(after)) return `(?<!${w})`;
  if (after.startsWith('(')) {
    const alternatives = groupAlternatives(source, index + 2);
    if (alternatives && alternatives.every(startsWithWord)) return `(?<!${w})`;
  }
  const before = source.slice(0, index);
  if (endsWithWord(before)) return `(?!${w})`;
  if (before.endsWith(')')) {
    const alternatives = groupAlternativesEndingAt(source, index - 1);
    if (alternatives && alternatives.every(endsWithWord)) return `(?!${w})`;
  }
  return general;
}

/** The piece always begins with a word character: a word literal, `\d`, `\w`, or a digit class. */
function startsWithWord(piece: string): boolean {
  if (piece.startsWith('(')) {
    const alternatives = groupAlternatives(piece, 0);
    if (alternatives === null) return false;
    const prefix = piece.startsWith('(?:') ? 3 : 1;
    const close = prefix + alternatives.reduce((sum, alt) => sum + alt.length, 0) + alternatives.length - 1;
    const quantifier = piece[close + 1];
    return quantifier !== '?' && quantifier !== '*' && quantifier !== '{' && alternatives.every(startsWithWord);
  }
  return WORD_LITERAL.test(piece[0] ?? '') || piece.startsWith('\\d') || piece.startsWith('\\w') || piece.startsWith('[0-');
}

/** The piece always ends with a word character: `x`, `xy?`, `\d`, `\d+`, `\w+`, `[0-5]` (x, y word literals). */
function endsWithWord(piece: string): boolean {
  const n = piece.length;
  const last = piece[n - 1] ?? '';
  const escaped = (at: number) => piece[at - 1] === '\\' && piece[at - 2] !== '\\';
  if (WORD_LITERAL.test(last)) return !escaped(n - 1) || last === 'd' || last === 'w';
  if (last === '+') return endsWithWord(piece.slice(0, -1));
  if (last === '?') return WORD_LITERAL.test(piece[n - 2] ?? '') && !escaped(n - 2) && endsWithWord(piece.slice(0, -2));
  if (last === ')') {
    const alternatives = groupAlternativesEndingAt(piece, n - 1);
    return alternatives !== null && alternatives.every(endsWithWord);
  }
  return /\[0-\d\]$/.test(piece);
}

/** Top-level alternatives of the group opening at `open` (`(`, `(?:`), or null. */
function groupAlternatives(source: string, open: number): string[] | null {
  let depth = 0;
  let start = source.startsWith('(?:', open) ? open + 3 : open + 1;
  if (source[open + 1] === '?' && start === open + 1) return null;
  const out: string[] = [];
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[') {
      for (i++; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++;
      continue;
    }
    if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth === 0) {
        out.push(source.slice(start, i));
        return out;
      }
    } else if (c === '|' && depth === 1) {
      out.push(source.slice(start, i));
      start = i + 1;
    }
  }
  return null;
}

/** Top-level alternatives of the group closing at `close`, or null. */
function groupAlternativesEndingAt(source: string, close: number): string[] | null {
  for (let open = source.lastIndexOf('(', close); open >= 0; open = open === 0 ? -1 : source.lastIndexOf('(', open - 1)) {
    if (source[open - 1] === '\\') continue;
    const alternatives = groupAlternatives(source, open);
    if (alternatives === null) continue;
    const prefix = source.startsWith('(?:', open) ? 3 : 1;
    const length = prefix + alternatives.reduce((sum, alt) => sum + alt.length, 0) + alternatives.length - 1;
    if (open + length === close) return alternatives;
  }
  return null;
}

/** True when the letter at `index` is part of `(?i)`-style syntax rather than a literal (not used by our patterns). */
function isGroupSyntax(source: string, index: number): boolean {
  return source[index - 1] === '?' && source[index - 2] === '(';
}
