import { ACCEPTED_EVIDENCE, SYMBOL_ONLY, UI_PATH_PATTERNS } from './patterns.js';

/**
 * `pattern.test(text)` for the gate's fixed patterns, in linear time. Five of them have the shape
 * `head.*tail` (or `head[^\n]*tail`, or `head.+tail$`): a backtracking engine retries the `.*`
 * from every occurrence of the head, which is quadratic on hostile text (`"grep "` repeated
 * 16 000 times took 20 s). Those are decided here from the head's matches and the tail's, with
 * pointers that only move forward; the answers are the native ones (property-tested).
 */
export function testPattern(pattern: RegExp, text: string): boolean {
  const linear = LINEAR.get(keyOf(pattern));
  return linear === undefined ? pattern.test(text) : linear(text);
}

type Test = (text: string) => boolean;

const keyOf = (pattern: RegExp) => `/${pattern.source}/${pattern.flags}`;

/** What `.` does not match in a JavaScript regex without the `s` flag. */
const isJsLineBreak = (code: number) => code === 0x0a || code === 0x0d || code === 0x2028 || code === 0x2029;
const isNewline = (code: number) => code === 0x0a;

/**
 * Some match of `head` (global), then at least `gap` characters none of which is a break, then a
 * match of `tail` (global) on the same line. Every head match is tried in order: a later head
 * match that overlaps a skipped one ends later on the same line, so it could not do better.
 * The head's greedy `\s+` ends after its whitespace run, past any newline in it: the best end.
 */
function headThenTail(head: RegExp, tail: RegExp, isBreak: (code: number) => boolean, gap: number): Test {
  return (text) => {
    let tailAt = -1; // first tail start >= the last position asked for, or text.length when none
    let askedFrom = -1;
    let breakAt = -1; // first break at or after the last head end asked for
    let breakFrom = -1;
    head.lastIndex = 0;
    for (let m = head.exec(text); m !== null; m = head.exec(text)) {
      const end = m.index + m[0].length;
      if (m[0].length === 0) head.lastIndex++;
      const from = end + gap;
      if (from > text.length) break;
      if (askedFrom < 0 || tailAt < from) {
        tail.lastIndex = from;
        const hit = tail.exec(text);
        tailAt = hit === null ? text.length : hit.index;
        askedFrom = from;
      }
      if (tailAt === text.length) return false;
      if (breakFrom < 0 || breakAt < end) {
        breakAt = end;
        while (breakAt < text.length && !isBreak(text.charCodeAt(breakAt))) breakAt++;
        breakFrom = end;
      }
      if (tailAt < breakAt) return true;
    }
    return false;
  };
}

const LINEAR: ReadonlyMap<string, Test> = new Map<string, Test>([
  [keyOf(/dev[-_ ]?server.*(?:screenshot|render)/i), headThenTail(/dev[-_ ]?server/gi, /screenshot|render/gi, isJsLineBreak, 0)],
  [keyOf(/\bgrep\b.*(?:Sources|Views|src)\//i), headThenTail(/\bgrep\b/gi, /(?:Sources|Views|src)\//gi, isJsLineBreak, 0)],
  [
    keyOf(/\bnm\s+[^\n]*\.(?:app|dylib|framework|so|exe|dll|o|a|bundle)/i),
    headThenTail(/\bnm\s+/gi, /\.(?:app|dylib|framework|so|exe|dll|o|a|bundle)/gi, isNewline, 0),
  ],
  [keyOf(/(^|\/)components?\/.+\.(ts|js)$/), headThenTail(/(?:^|\/)components?\//g, /\.(?:ts|js)$/g, isJsLineBreak, 1)],
  [keyOf(/(^|\/)pages?\/.+\.(ts|js)$/), headThenTail(/(?:^|\/)pages?\//g, /\.(?:ts|js)$/g, isJsLineBreak, 1)],
  [keyOf(/(^|\/)app\/.+\.(ts|js)$/), headThenTail(/(?:^|\/)app\//g, /\.(?:ts|js)$/g, isJsLineBreak, 1)],
]);

/** The table's patterns that are decided here (the tests check that none is missing). */
export const LINEAR_PATTERNS: readonly RegExp[] = [...UI_PATH_PATTERNS, ...ACCEPTED_EVIDENCE, ...SYMBOL_ONLY].filter((pattern) => LINEAR.has(keyOf(pattern)));
