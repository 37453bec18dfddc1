/** Scanning helpers shared by the brace expander and the group rewriter (`\x` always skips `x`). */

/** The index of the `closer` that closes the `opener` at `open`, counting nested pairs; -1 if none. */
export function matchingClose(pattern: string, open: number, opener: string, closer: string): number {
  let depth = 0;
  for (let i = open; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\') i++;
    else if (char === opener) depth++;
    else if (char === closer && --depth === 0) return i;
  }
  return -1;
}

/** Splits text at each `separator` outside braces. */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\\') i++;
    else if (char === '{') depth++;
    else if (char === '}') depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}
