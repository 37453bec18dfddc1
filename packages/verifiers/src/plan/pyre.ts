import { PY_DECIMAL_EXPR, PY_SPACE_CLASS, PY_WORD_EXPR, pyDecimal, pySpace, pyWord } from '@gauntlet/core';
import { boundaryAt } from './pyre-boundaries.js';
import { requiredLiterals } from './pyre-literals.js';

/**
 * Compiles a pattern written in Python `re` syntax (the reference's own patterns, never input)
 * into a JS RegExp with Python's meaning of `\s \S \w \W \d \b` (Unicode classes, plan-verify.md
 * Appendix B) and of `re.IGNORECASE`.
 *
 * IGNORECASE is spelled out by hand when the pattern allows it (ASCII letters only, no
 * backreference): each letter becomes the class of what Python's `sre` matches for it (`k` also
 * U+212A, `s` also U+017F, `i` also U+0130 and U+0131) and the `i` flag is dropped. V8 compiles
 * `iu` patterns several times slower, and the plan family compiles dozens on every start. That
 * is also closer to `sre`, where `\w`, `\d` and `\s` never case-fold. Other patterns keep the
 * `i` flag (plus U+0130/U+0131 for `i`).
 *
 * Supported: literals, escapes, classes (with those shorthands inside), groups and lookarounds,
 * quantifiers. The patterns are fixed at module level; nothing here runs on input-supplied
 * patterns.
 */
export function pyRegex(source: string, flags = ''): RegExp {
  return compile(source, flags, 'exact');
}

/**
 * `pyRegex(source, flags)` for text on which Python's `\w \d \s` mean just their ASCII classes
 * (`asciiFormApplies`): the same matches, groups and indices on such text, and compiled many
 * times faster (V8 takes about a third of a millisecond per `\b` built on `\p{L}`).
 */
export function pyAsciiRegex(source: string, flags = ''): RegExp {
  return compile(source, flags, 'ascii');
}

const NON_ASCII = /[^\x00-\x7f]/;

/**
 * True when no character of `text` is a non-ASCII member of Python's `\w` or `\s` (`\d` is
 * inside `\w`), so that `pyAsciiRegex` is exact on it. Plain English with dashes, arrows and
 * emoji qualifies.
 */
export function asciiFormApplies(text: string): boolean {
  if (!NON_ASCII.test(text)) return true;
  const word = pyWord();
  const space = pySpace();
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (code >= 0x80 && (word.has(code) || space.has(code))) return false;
  }
  return true;
}

/**
 * A cheap superset test for `pyRegex(source, flags)`: the same pattern without its word
 * boundaries (which only ever remove matches) and with `\w`/`\d` widened to their plain Unicode
 * properties (`\W`/`\D` to any character). V8 scans for literal prefixes much faster without a
 * leading lookbehind, so rules test this first and run the exact pattern only on lines that pass.
 */
export function pyPrefilter(source: string, flags = ''): RegExp {
  return compile(source, flags.replace('g', ''), 'prefilter');
}

/**
 * A cheaper superset test still: the pattern's required literals (pyre-literals.ts) as a plain
 * literal alternation, or null when the pattern has none worth testing. It compiles in a fraction
 * of the time of even the prefilter.
 */
export function pyGate(source: string, flags = ''): RegExp | null {
  const ignoreCase = flags.includes('i');
  if (ignoreCase && !canFoldByHand(source)) return null;
  const literals = requiredLiterals(source, ignoreCase);
  if (literals === null) return null;
  const body = literals.map((literal) => gateLiteral(literal, ignoreCase)).join('|');
  // No `u` flag: a literal alternation means the same either way and compiles faster without it.
  return new RegExp(body, ignoreCase ? 'i' : '');
}

/** A literal for the gate: regex syntax escaped; under IGNORECASE the letters `sre` also matches outside ASCII. */
function gateLiteral(literal: string, ignoreCase: boolean): string {
  const escaped = literal.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return ignoreCase ? escaped.replace(/[iks]/g, (letter) => `[${letter}${FOLD_EXTRAS[letter] ?? ''}]`) : escaped;
}

/**
 * `pyRegex(source, flags)` for a given text, compiled on first need: the ASCII form where it is
 * exact (`asciiFormApplies`), the full form otherwise. Most plans never need most patterns, and
 * most lines take the ASCII form.
 */
export function lazyPyRegex(source: string, flags = ''): (text: string, asciiForm?: boolean) => RegExp {
  let full: RegExp | undefined;
  let ascii: RegExp | undefined;
  // `asciiForm`: the caller's asciiFormApplies(text), when it already has it.
  return (text, asciiForm = asciiFormApplies(text)) =>
    asciiForm ? (ascii ??= pyAsciiRegex(source, flags)) : (full ??= pyRegex(source, flags));
}

/** exact: Python semantics; prefilter: a superset; ascii: Python semantics on ASCII text only. */
type Mode = 'exact' | 'prefilter' | 'ascii';

function compile(source: string, flags: string, mode: Mode): RegExp {
  const ignoreCase = flags.includes('i');
  const byHand = ignoreCase && canFoldByHand(source);
  const jsFlags = `u${flags.replace('u', '').replace(byHand ? 'i' : '', '')}`;
  return new RegExp(translate(source, { ignoreCase, byHand, prefilter: mode === 'prefilter', ascii: mode === 'ascii' }), jsFlags);
}

interface TranslateOptions {
  ignoreCase: boolean;
  /** IGNORECASE spelled out as letter classes (the `i` flag is dropped). */
  byHand: boolean;
  /** Superset mode (pyPrefilter). */
  prefilter: boolean;
  /** ASCII-text mode (pyAsciiRegex). */
  ascii: boolean;
}

/** Python's `\s`, `\w` and `\d` restricted to ASCII, as class bodies. */
const ASCII_SPACE = '\\t\\n\\v\\f\\r\\x1c-\\x20';
const ASCII_WORD = 'A-Za-z0-9_';
const ASCII_DIGIT = '0-9';

const SYNTAX = '^$\\.*+?()[]{}|/';
const CLASS_SYNTAX = '^$\\.*+?()[]{}|/-';
const ASCII_LETTER = /^[A-Za-z]$/;
/** Non-ASCII characters `sre` matches case-insensitively with an ASCII letter. */
const FOLD_EXTRAS: Readonly<Record<string, string>> = { i: '\\u0130\\u0131', k: '\\u212a', s: '\\u017f' };

/** True when IGNORECASE can be spelled out by hand: no backreference, no cased non-ASCII character. */
function canFoldByHand(source: string): boolean {
  if (/\\[1-9]/.test(source)) return false;
  for (const c of source) {
    if (c.charCodeAt(0) >= 0x80 && (c.toLowerCase() !== c || c.toUpperCase() !== c)) return false;
  }
  return true;
}

/** Everything IGNORECASE matches for an ASCII letter, as class-body text. */
function foldedLetter(letter: string): string {
  const lower = letter.toLowerCase();
  return `${lower}${lower.toUpperCase()}${FOLD_EXTRAS[lower] ?? ''}`;
}

function translate(source: string, options: TranslateOptions): string {
  const { ignoreCase, byHand, prefilter, ascii } = options;
  const S = ascii ? ASCII_SPACE : PY_SPACE_CLASS;
  // Outside classes the compact forms keep V8's regex parsing (and CLI start-up) cheap.
  const w = ascii ? `[${ASCII_WORD}]` : PY_WORD_EXPR;
  const d = ascii ? `[${ASCII_DIGIT}]` : PY_DECIMAL_EXPR;
  const boundary = `(?:(?<=${w})(?!${w})|(?<!${w})(?=${w}))`;
  const notBoundary = `(?:(?<=${w})(?=${w})|(?<!${w})(?!${w}))`;
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (c === '\\') {
      const next = source[i + 1] as string;
      i++;
      if (next === 's') out += `[${S}]`;
      else if (next === 'S') out += `[^${S}]`;
      else if (next === 'w') out += prefilter ? '[\\p{L}\\p{N}_]' : w;
      else if (next === 'W') out += prefilter ? '[^]' : `(?:(?!${w})[^])`;
      else if (next === 'd') out += prefilter ? '\\p{Nd}' : d;
      else if (next === 'D') out += prefilter ? '[^]' : `(?:(?!${d})[^])`;
      else if (next === 'b') out += prefilter ? '' : boundaryAt(source, i - 1, boundary, w);
      else if (next === 'B') out += prefilter ? '' : notBoundary;
      else if (SYNTAX.includes(next) || /[a-zA-Z0-9]/.test(next)) out += `\\${next}`;
      else out += next;
      continue;
    }
    if (c === '[') {
      const end = classEnd(source, i);
      out += translateClass(source.slice(i + 1, end), options);
      i = end;
      continue;
    }
    if (ignoreCase && ASCII_LETTER.test(c) && !isGroupSyntax(source, i)) {
      if (byHand) out += `[${foldedLetter(c)}]`;
      else if (c === 'i' || c === 'I') out += '[iI\\u0130\\u0131]';
      else out += c;
      continue;
    }
    out += c;
  }
  return out;
}

/** Index of the `]` closing the class that opens at `open` (a `]` right after `[` or `[^` is a literal). */
function classEnd(source: string, open: number): number {
  let i = open + 1;
  if (source[i] === '^') i++;
  if (source[i] === ']') i++;
  for (; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === ']') return i;
  }
  throw new Error(`unterminated character class in ${JSON.stringify(source)}`);
}

/** A class body (between the brackets) in Python syntax, translated with its brackets. */
function translateClass(body: string, options: TranslateOptions): string {
  const negated = body.startsWith('^');
  const items = negated ? body.slice(1) : body;
  // Widening a negated class would narrow what it matches: the prefilter keeps those exact.
  const widen = options.prefilter && !negated;
  let out = '';
  let word = false;
  const letters = new Set<string>();
  for (let i = 0; i < items.length; i++) {
    const c = items[i] as string;
    if (c === '\\') {
      const next = items[i + 1] as string;
      if (items[i + 2] === '-' && i + 3 < items.length && options.ignoreCase) {
        throw new Error(`pyre: a range from an escape is not supported with IGNORECASE: ${JSON.stringify(body)}`);
      }
      i++;
      if (next === 's') out += options.ascii ? ASCII_SPACE : PY_SPACE_CLASS;
      else if (next === 'w') {
        if (options.ascii) out += ASCII_WORD;
        else word = true;
      } else if (next === 'd') out += options.ascii ? ASCII_DIGIT : widen ? '\\p{Nd}' : pyDecimal().classBody;
      else out += CLASS_SYNTAX.includes(next) || /[a-zA-Z0-9]/.test(next) ? `\\${next}` : next;
      continue;
    }
    // A range such as a-z or !-~: the letters it spans.
    if (c === '-' && i > 0 && i + 1 < items.length) {
      const lo = (items[i - 1] as string).charCodeAt(0);
      const hi = (items[i + 1] as string).charCodeAt(0);
      for (let code = lo + 1; code < hi && code < 0x80; code++) {
        const inner = String.fromCharCode(code);
        if (ASCII_LETTER.test(inner)) letters.add(inner.toLowerCase());
      }
    }
    if (ASCII_LETTER.test(c)) letters.add(c.toLowerCase());
    out += c === ']' || c === '[' ? `\\${c}` : c;
  }
  if (options.ignoreCase) {
    if (options.byHand) for (const letter of letters) out += foldedLetter(letter);
    else if (letters.has('i')) out += '\\u0130\\u0131';
  }
  if (!word) return `[${negated ? '^' : ''}${out}]`;
  if (widen) return `[\\p{L}\\p{N}_${out}]`;
  // `[\w...]`: the compact form of PY_WORD_EXPR (Node's letters and digits minus those assigned
  // after Unicode 14) with the other members added, when none of them is such a character.
  // V8 compiles it several times faster than the enumerated class of ~700 ranges.
  if (!negated && !/\\u\{/.test(out) && [...out].every((char) => !isNewerWord(char))) {
    if (!PY_WORD_EXPR.endsWith(`${WORD_CLASS})`)) throw new Error('pyre: PY_WORD_EXPR changed shape');
    return `${PY_WORD_EXPR.slice(0, -WORD_CLASS.length - 1)}[\\p{L}\\p{N}_${out}])`;
  }
  return `[${negated ? '^' : ''}${pyWord().classBody}${out}]`;
}

const WORD_CLASS = '[\\p{L}\\p{N}_]';
/** A character Node counts as a letter or digit that Python 3.11 does not (assigned after Unicode 14). */
const isNewerWord = (char: string): boolean => /[\p{L}\p{N}]/u.test(char) && !pyWord().has(char.codePointAt(0) as number);

/** True when the letter at `index` is part of `(?i)`-style syntax rather than a literal (not used by our patterns). */
function isGroupSyntax(source: string, index: number): boolean {
  return source[index - 1] === '?' && source[index - 2] === '(';
}
