import { isPyLineBreak, lazyPyRegex, pyLstrip, pyStrip, toUniversalNewlines } from '@gauntlet/core';

/**
 * A plan as plan-verify reads it (docs/rules/plan/README.md#reading-a-plan): universal newlines, HTML comments
 * replaced by their `\n` count, `str.splitlines()`, backtick fences blanked. Computed once per
 * plan and shared by every rule.
 */
export interface PlanDocument {
  /** Processed lines; `lines[i]` is line `i + 1` in the reference's numbering. */
  readonly lines: readonly string[];
  /** The line of the plan file a processed line starts on (differs only after a comment that spans exotic breaks). */
  readonly physicalLines: readonly number[];
  /**
   * 1-based column (UTF-16 units) where the stripped text of line `index` starts in the file, or
   * undefined when comment removal changed that line (its columns no longer match the file's).
   */
  columnOf(index: number): number | undefined;
  /** `pyStrip(lines[i])`, computed on demand. */
  stripped(index: number): string;
  /** Memoised per-line test with O(1) window queries (`[i-k, i+k]`, clamped). */
  flags(test: { test(text: string): boolean }): LineFlags;
}

export interface LineFlags {
  at(index: number): boolean;
  /** Some line in `[index - k, index + k]` (clamped to the document) passes the test. */
  within(index: number, k: number): boolean;
}

const FENCE = lazyPyRegex('^\\s*```');

/** Removes `<!-- ... -->` spans (shortest, may cross lines), keeping their `\n` count. */
function removeComments(text: string): { text: string; exoticBreaks: Array<{ offset: number; count: number }>; cuts: number[] } {
  if (!text.includes('<!--')) return { text, exoticBreaks: [], cuts: [] };
  let out = '';
  let from = 0;
  const exoticBreaks: Array<{ offset: number; count: number }> = [];
  const cuts: number[] = [];
  for (;;) {
    const open = text.indexOf('<!--', from);
    if (open < 0) break;
    const close = text.indexOf('-->', open + 4);
    if (close < 0) break;
    out += text.slice(from, open);
    cuts.push(out.length);
    let newlines = 0;
    let exotic = 0;
    for (let i = open; i < close + 3; i++) {
      const code = text.charCodeAt(i);
      if (code === 0x0a) newlines++;
      else if (isPyLineBreak(code)) exotic++;
    }
    out += '\n'.repeat(newlines);
    cuts.push(out.length);
    if (exotic > 0) exoticBreaks.push({ offset: out.length, count: exotic });
    from = close + 3;
  }
  out += text.slice(from);
  return { text: out, exoticBreaks, cuts };
}

/** Start offsets of the `str.splitlines()` lines of a text. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isPyLineBreak(code)) {
      if (code === 0x0d && text.charCodeAt(i + 1) === 0x0a) i++;
      starts.push(i + 1);
    }
  }
  return starts;
}

// After universal newlines no `\r` is left: the other `str.splitlines()` breaks remain.
const PY_BREAK = /[\n\v\f\x1c-\x1e\x85\u2028\u2029]/;

/** `str.splitlines()` for a text without `\r` (native split: much faster than a per-character loop). */
function splitPyLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(PY_BREAK);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export function readPlan(source: string): PlanDocument {
  const universal = toUniversalNewlines(source);
  const { text, exoticBreaks, cuts } = removeComments(universal);
  const lines = splitPyLines(text);
  // Lines touched by a comment cut (start..end inclusive, in processed offsets) get no column.
  const altered = new Uint8Array(lines.length);
  if (cuts.length > 0) {
    let start = 0;
    let cut = 0;
    for (let i = 0; i < lines.length; i++) {
      const end = start + (lines[i] as string).length;
      while (cut < cuts.length && (cuts[cut] as number) < start) cut++;
      if (cut < cuts.length && (cuts[cut] as number) <= end) altered[i] = 1;
      start = end + 1;
    }
  }
  const physicalLines = lines.map((_, i) => i + 1);
  if (exoticBreaks.length > 0) {
    // A comment that swallowed k exotic breaks pulls every later line up by k (the reference's
    // numbering); findings report the line of the file instead.
    const starts = lineStarts(text);
    let shift = 0;
    let next = 0;
    for (let i = 0; i < lines.length; i++) {
      while (next < exoticBreaks.length && (exoticBreaks[next] as { offset: number }).offset <= (starts[i] as number)) {
        shift += (exoticBreaks[next] as { count: number }).count;
        next++;
      }
      physicalLines[i] = i + 1 + shift;
    }
  }
  let inFence = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.includes('```') && FENCE(line).test(line)) {
      inFence = !inFence;
      lines[i] = '';
    } else if (inFence) {
      lines[i] = '';
    }
  }
  const strippedCache: Array<string | undefined> = [];
  const flagCache = new Map<{ test(text: string): boolean }, LineFlags>();
  return {
    lines,
    physicalLines,
    columnOf(index) {
      if (altered[index] === 1) return undefined;
      const line = lines[index] ?? '';
      return line.length - pyLstrip(line).length + 1;
    },
    stripped(index) {
      let value = strippedCache[index];
      if (value === undefined) strippedCache[index] = value = pyStrip(lines[index] ?? '');
      return value;
    },
    flags(test) {
      let cached = flagCache.get(test);
      if (!cached) flagCache.set(test, (cached = lineFlags(lines, test)));
      return cached;
    },
  };
}

function lineFlags(lines: readonly string[], test: { test(text: string): boolean }): LineFlags {
  const memo = new Int8Array(lines.length);
  const at = (index: number): boolean => {
    const known = memo[index];
    if (known !== 0) return known === 1;
    const line = lines[index] as string;
    const hit = line !== '' && test.test(line);
    memo[index] = hit ? 1 : -1;
    return hit;
  };
  return {
    at,
    within(index, k) {
      // Windows are small (k <= 12): test only the lines in them, each at most once (memo).
      const lo = Math.max(0, index - k);
      const hi = Math.min(lines.length - 1, index + k);
      for (let j = lo; j <= hi; j++) if (at(j)) return true;
      return false;
    },
  };
}
