/**
 * Line utilities for rules that scan lines instead of parsing a tree (much faster: see
 * bench/). Lines are split on `\n`, `\r\n` and lone `\r`; positions are 1-based.
 */

/** The lines of a text, without terminators; a final terminator adds no empty line. */
export function splitLines(text: string): string[] {
  if (text.length === 0) return [];
  const lines = text.split(/\r\n|\n|\r/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export interface Position {
  /** 1-based line. */
  line: number;
  /** 1-based column, in UTF-16 code units. */
  column: number;
}

/** Maps string offsets to line/column positions in O(log lines). */
export interface LineIndex {
  readonly lineCount: number;
  positionAt(offset: number): Position;
  /** The offset where a 1-based line starts. */
  offsetOf(line: number): number;
  /** The text of a 1-based line, without its terminator. */
  lineText(line: number): string;
}

export function createLineIndex(text: string): LineIndex {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x0a) starts.push(i + 1);
    else if (code === 0x0d) {
      if (text.charCodeAt(i + 1) === 0x0a) i++;
      starts.push(i + 1);
    }
  }
  const endOf = (index: number) => {
    const next = starts[index + 1];
    if (next === undefined) return text.length;
    let end = next - 1;
    if (text.charCodeAt(end) === 0x0a && text.charCodeAt(end - 1) === 0x0d) end--;
    return end;
  };
  return {
    lineCount: starts.length,
    positionAt(offset) {
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((starts[mid] as number) <= offset) lo = mid;
        else hi = mid - 1;
      }
      return { line: lo + 1, column: offset - (starts[lo] as number) + 1 };
    },
    offsetOf(line) {
      return starts[Math.min(Math.max(line, 1), starts.length) - 1] as number;
    },
    lineText(line) {
      const index = line - 1;
      if (index < 0 || index >= starts.length) return '';
      return text.slice(starts[index], endOf(index));
    },
  };
}
