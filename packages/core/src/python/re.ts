/**
 * Python `re` patterns as native JavaScript RegExps with Python's meaning: the one translator
 * every family uses for the reference tools' own patterns (docs/architecture.md, "Python
 * compatibility"). Patterns are parsed by the CPython 3.11 port of `regex/parse-python.ts`
 * (so a pattern Python rejects is rejected with Python's message) and translated exactly, or
 * refused when JavaScript cannot express them (`regex/to-js-check.ts`).
 *
 * The RegExps use the native backtracking engine: for patterns written in the project, not for
 * patterns that come from input (those run on `compileSafeRegex`).
 *
 * Flags are letters: Python's `i m s x a` (IGNORECASE, MULTILINE, DOTALL, VERBOSE, ASCII) and the
 * RegExp's own `g y d`. Everything else about the result is spelled out in its source, which
 * always uses the `u` flag alone.
 */
import type { Pattern } from '../regex/ast.js';
import { parsePython } from '../regex/parse-python.js';
import { formatPyReError, PyReError } from '../regex/py-tokenizer.js';
import { requiredLiterals, type LiteralTree } from '../regex/required-literals.js';
import { scanLiteralTree } from '../regex/required-literals-scan.js';
import { untranslatable } from '../regex/to-js-check.js';
import { caseVariants, charSetSource } from '../regex/to-js-sets.js';
import { patternToJs, type JsForm } from '../regex/to-js.js';
import { pySpace, pyWord } from './charsets.js';

export type PyRegexResult = { ok: true; regex: RegExp } | { ok: false; error: string; unsupported: boolean };

/** A pattern's RegExps, each built on first use. */
export interface PyRegexForms {
  /** Python's meaning on any text. */
  exact(): RegExp;
  /** Python's meaning on texts where `asciiFormApplies`; compiles much faster (`\w \d \s \b` are ASCII classes). */
  ascii(): RegExp;
  /** A superset of `exact` (never a `g`/`y` RegExp): fewer Unicode exclusions and no `\b`, cheaper to compile. */
  prefilter(): RegExp;
  /** A superset cheaper still: the pattern's required literals, or null when it has none worth testing. */
  gate(): RegExp | null;
}

const PY_FLAGS = 'imsxa';
const EXEC_FLAGS = 'gyd';

class UnsupportedPattern extends Error {}

function checkFlags(flags: string): void {
  for (const flag of flags) {
    if (!PY_FLAGS.includes(flag) && !EXEC_FLAGS.includes(flag)) throw new Error(`unknown flag ${JSON.stringify(flag)} (Python's i m s x a, or g y d)`);
  }
}

function parse(source: string, flags: string): { pattern: Pattern; exec: string } {
  checkFlags(flags);
  let pattern: Pattern;
  try {
    pattern = parsePython(source, {
      ignoreCase: flags.includes('i'),
      multiline: flags.includes('m'),
      dotAll: flags.includes('s'),
      verbose: flags.includes('x'),
      ascii: flags.includes('a'),
    });
  } catch (error) {
    if (error instanceof PyReError) throw new Error(formatPyReError(error, Array.from(source)));
    throw error;
  }
  const reason = untranslatable(pattern);
  if (reason !== null) throw new UnsupportedPattern(`no exact JavaScript equivalent: ${reason}`);
  return { pattern, exec: [...EXEC_FLAGS].filter((flag) => flags.includes(flag)).join('') };
}

function build(pattern: Pattern, form: JsForm, flags: string): RegExp {
  const source = patternToJs(pattern, form);
  try {
    return new RegExp(source, `u${flags}`);
  } catch (error) {
    throw new UnsupportedPattern(`no JavaScript equivalent: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The forms of a Python pattern, each built on first use. The pattern is parsed when a RegExp is
 * first built, which throws (an `Error` whose message is Python's, or says what JavaScript cannot
 * express) when it does not compile. The gate usually needs no parse at all (see
 * `regex/required-literals-scan.ts`).
 */
export function pyRegexForms(source: string, flags = ''): PyRegexForms {
  checkFlags(flags);
  let parsed: { pattern: Pattern; exec: string } | undefined;
  const parsedOnce = () => (parsed ??= parse(source, flags));
  let exact: RegExp | undefined;
  let ascii: RegExp | undefined;
  let prefilter: RegExp | undefined;
  let gate: RegExp | null | undefined;
  return {
    exact: () => (exact ??= build(parsedOnce().pattern, 'exact', parsedOnce().exec)),
    ascii: () => (ascii ??= build(parsedOnce().pattern, 'ascii', parsedOnce().exec)),
    prefilter: () => (prefilter ??= build(parsedOnce().pattern, 'prefilter', parsedOnce().exec.replace(/[gy]/g, ''))),
    gate: () => (gate === undefined ? (gate = literalGate(scanLiteralTree(source, flags) ?? parsedOnce().pattern.root)) : gate),
  };
}

/** `re.compile(source, flags)` as a RegExp with Python's meaning. Throws like `pyRegexForms`. */
export function pyRegex(source: string, flags = ''): RegExp {
  const { pattern, exec } = parse(source, flags);
  return build(pattern, 'exact', exec);
}

/** `pyRegex` that never throws: the RegExp, or Python's error / what JavaScript cannot express. */
export function translatePyRegex(source: string, flags = ''): PyRegexResult {
  try {
    return { ok: true, regex: pyRegex(source, flags) };
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, error: 'maximum recursion depth exceeded', unsupported: false };
    return { ok: false, error: error instanceof Error ? error.message : String(error), unsupported: error instanceof UnsupportedPattern };
  }
}

/**
 * The JS source of a Python pattern, to compose into a larger RegExp with the `u` flag (and
 * without `i`, `m`, `s`). Throws like `pyRegex`.
 */
export function pyReFragment(source: string, flags = ''): string {
  if (/[gyd]/.test(flags)) throw new Error('a fragment takes Python flags only');
  return patternToJs(parse(source, flags).pattern, 'exact');
}

/** Literal text as a JS `u`-flag fragment, each character matching what Python's `re` (IGNORECASE) matches for it. */
export function pyLiteralFragment(text: string, ignoreCase = false): string {
  let out = '';
  for (const char of text) {
    const cp = char.codePointAt(0) as number;
    out += charSetSource({ kind: 'set', items: [{ kind: 'lit', cp }], negate: false, ignoreCase, ascii: false }, 'exact', false);
  }
  return out;
}

const NON_ASCII = /[^\x00-\x7f]/;

/**
 * True when no character of `text` is a non-ASCII member of Python's `\w` or `\s` (`\d` is
 * inside `\w`), so that the ascii form is exact on it. Plain English with dashes, arrows and
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
 * The exact RegExp of a Python pattern for a given text, built on first need: the ascii form where
 * it is exact (`asciiFormApplies`), the full form otherwise. Most texts take the ascii form.
 * `asciiForm`: the caller's `asciiFormApplies(text)`, when it already has it.
 */
export function lazyPyRegex(source: string, flags = ''): (text: string, asciiForm?: boolean) => RegExp {
  let forms: PyRegexForms | undefined;
  return (text, asciiForm = asciiFormApplies(text)) => {
    forms ??= pyRegexForms(source, flags);
    return asciiForm ? forms.ascii() : forms.exact();
  };
}

/** A Python pattern for `.test` and `.exec` (non-global, stateless). */
export interface PyPattern {
  test(text: string): boolean;
  exec(text: string): RegExpExecArray | null;
}

const EVERY_TEXT = { test: (): boolean => true };

/**
 * A Python pattern that does as little work as a text allows: each test compiles on first use,
 * cheapest first. A text meets the pattern's required literals first (a superset); where the
 * ascii form is exact it decides (cheap to compile); other texts meet the prefilter (a superset)
 * and then the exact pattern, which V8 can take milliseconds to compile. Most texts never need
 * most patterns past the first test.
 */
export function pyPattern(source: string, flags = ''): PyPattern {
  if (/[gy]/.test(flags)) throw new Error('pyPattern is stateless: no g or y flag');
  let forms: PyRegexForms | undefined;
  let gate: { test(text: string): boolean } | undefined;
  const decider = (text: string): RegExp | null => {
    forms ??= pyRegexForms(source, flags);
    if (!(gate ??= forms.gate() ?? EVERY_TEXT).test(text)) return null;
    if (asciiFormApplies(text)) return forms.ascii();
    return forms.prefilter().test(text) ? forms.exact() : null;
  };
  return {
    test: (text) => decider(text)?.test(text) ?? false,
    exec: (text) => decider(text)?.exec(text) ?? null,
  };
}

// --- the literal gate -------------------------------------------------------------------------

/** A literal alternation without the `u` flag (it compiles faster), `i` when a literal ignores case. */
function literalGate(tree: LiteralTree): RegExp | null {
  const literals = requiredLiterals(tree);
  if (literals === null) return null;
  const ignoreCase = literals.some((literal) => literal.ignoreCase);
  return new RegExp(literals.map((literal) => gateLiteral(literal.text, literal.ignoreCase)).join('|'), ignoreCase ? 'i' : '');
}

const escapeNonUnicode = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** What Python's IGNORECASE matches for an ASCII letter beyond what a non-`u` `i` RegExp matches. */
const ASCII_FOLD_EXTRAS: Readonly<Record<string, string>> = { i: '\u0130\u0131', k: '\u212a', s: '\u017f' };

/** The literal for a non-`u` RegExp; under IGNORECASE, each character also matches what Python matches and JS `i` does not. */
export function gateLiteral(text: string, ignoreCase: boolean): string {
  if (!ignoreCase) return escapeNonUnicode(text);
  // ASCII (nearly every gate): the extras are known; escaping adds no letter.
  if (!NON_ASCII.test(text)) return escapeNonUnicode(text).replace(/[iks]/gi, (letter) => `[${letter}${ASCII_FOLD_EXTRAS[letter.toLowerCase()] as string}]`);
  let out = '';
  for (const char of text) {
    const cp = char.codePointAt(0) as number;
    const canon = jsCanonicalize(cp);
    const missing = caseVariants(cp, false).filter((variant) => jsCanonicalize(variant) !== canon);
    const variants = [cp, ...missing].map((variant) => escapeNonUnicode(String.fromCodePoint(variant)));
    if (missing.length === 0) out += variants[0];
    // A class of code units, unless a variant takes two (a surrogate pair: no `u` flag here).
    else out += [cp, ...missing].every((variant) => variant <= 0xffff) ? `[${variants.join('')}]` : `(?:${variants.join('|')})`;
  }
  return out;
}

/** JavaScript's Canonicalize for a non-`u` RegExp with `i` (ECMA-262 22.2.2.7.3). */
export function jsCanonicalize(cp: number): number {
  if (cp > 0xffff) return cp;
  const upper = String.fromCharCode(cp).toUpperCase();
  if (upper.length !== 1) return cp;
  const unit = upper.charCodeAt(0);
  return cp >= 128 && unit < 128 ? cp : unit;
}
