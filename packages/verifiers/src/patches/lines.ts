/** A line must have at least this many UTF-16 code units, once trimmed, to be significant (docs/rules/patches/README.md#line-rules). */
export const SIGNIFICANT_MIN_CHARS = 12;

// Closing-bracket noise and decorative rules: lines made only of these are never significant.
const CLOSING_NOISE = /^[\s})\];,]*$/;
const DECORATIVE_RULE = /^[\s\-=#*/]*$/;
const LINE_BREAK = /\r?\n/;

/** Splits on LF or CRLF (a lone CR does not split); no other normalisation (docs/rules/patches/README.md#line-rules). */
export function splitPatchLines(text: string): string[] {
  return text.split(LINE_BREAK);
}

/** docs/rules/patches/README.md#line-rules: long enough once trimmed, and not only closing brackets or decoration. */
export function isSignificantLine(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed.length < SIGNIFICANT_MIN_CHARS) return false;
  return !CLOSING_NOISE.test(trimmed) && !DECORATIVE_RULE.test(trimmed);
}

/**
 * docs/rules/patches/README.md#line-rules: the significant backup lines that are not (exactly, untrimmed) a pristine
 * line, in backup order, duplicates kept. An absent or empty pristine means every significant
 * backup line ("over-broad mode").
 */
export function computeUserAddedLines(backup: string, pristine: string | null): string[] {
  return userAddedLineEntries(backup, pristine).map((entry) => entry.text);
}

/** `computeUserAddedLines` with the 1-based backup line of each entry. */
export function userAddedLineEntries(backup: string, pristine: string | null): Array<{ text: string; line: number }> {
  const stock = pristine === null || pristine === '' ? null : new Set(splitPatchLines(pristine));
  const entries: Array<{ text: string; line: number }> = [];
  for (const [index, text] of splitPatchLines(backup).entries()) {
    if (isSignificantLine(text) && !stock?.has(text)) entries.push({ text, line: index + 1 });
  }
  return entries;
}
