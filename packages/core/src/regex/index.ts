/**
 * Safe evaluation of regular expressions that come from input (receipts, flags, configs).
 *
 * PLACEHOLDER: this file defines the public interface; the linear-time engine replaces the
 * body of `compileSafeRegex`. Until then it compiles with the native engine and must not be
 * used on untrusted input.
 */

export type RegexSyntax = 'python' | 'js';

export interface SafeRegexOptions {
  /** Pattern dialect: Python `re` (default, what the reference tools use) or JavaScript. */
  syntax?: RegexSyntax;
  ignoreCase?: boolean;
  /** `^`/`$` at line breaks (`\n` only, as Python). */
  multiline?: boolean;
  /** `.` matches `\n`. */
  dotAll?: boolean;
}

export interface SafeMatch {
  /** UTF-16 offset of the match start. */
  index: number;
  /** UTF-16 offset after the match. */
  end: number;
  /** The matched text. */
  text: string;
}

export interface SafeRegex {
  readonly source: string;
  /** `re.search` semantics: does the pattern match anywhere in `text`? */
  test(text: string): boolean;
  /** The leftmost match at or after `from`, or `null`. */
  exec(text: string, from?: number): SafeMatch | null;
}

export type CompileResult = { ok: true; regex: SafeRegex } | { ok: false; error: string };

/** Thrown when a pattern the linear engine cannot run (backreferences) exhausts its step budget. */
export class RegexBudgetExceeded extends Error {
  constructor(source: string) {
    super(`regex evaluation exceeded its step budget: ${source}`);
    this.name = 'RegexBudgetExceeded';
  }
}

export function compileSafeRegex(source: string, options: SafeRegexOptions = {}): CompileResult {
  let flags = 'u';
  if (options.ignoreCase) flags += 'i';
  if (options.multiline) flags += 'm';
  if (options.dotAll) flags += 's';
  let native: RegExp;
  try {
    native = new RegExp(source, flags);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  return {
    ok: true,
    regex: {
      source,
      test: (text) => native.test(text),
      exec(text, from = 0) {
        const sticky = new RegExp(native.source, `${flags}g`);
        sticky.lastIndex = from;
        const match = sticky.exec(text);
        return match ? { index: match.index, end: match.index + match[0].length, text: match[0] } : null;
      },
    },
  };
}
