import { splitAtPyLineBreaks } from './text.js';

/**
 * `str.splitlines()` over text that arrives in chunks (a batch file far larger than memory):
 * feed chunks with `push`, collect complete lines, then `end()` for the last one. A `\r` at the
 * end of a chunk waits for the next chunk in case a `\n` follows. Lines equal
 * `pySplitLines(whole text)`.
 */
export function createPyLineSplitter(): { push(chunk: string): string[]; end(): string[] } {
  let carry = '';
  let pendingCr = false;
  return {
    push(chunk) {
      let text = chunk;
      if (pendingCr) {
        pendingCr = false;
        if (text.charCodeAt(0) === 0x0a) text = text.slice(1);
      }
      // Native splitting: a per-character loop costs ~20 µs per kilobyte on a large batch.
      const lines = splitAtPyLineBreaks(text);
      const rest = lines.pop() as string;
      if (lines.length === 0) {
        carry += rest;
        return lines;
      }
      lines[0] = carry + lines[0];
      carry = rest;
      // A chunk that ends in `\r` may be the first half of a `\r\n`.
      if (text.charCodeAt(text.length - 1) === 0x0d) pendingCr = true;
      return lines;
    },
    end() {
      const last = carry;
      carry = '';
      return last.length > 0 ? [last] : [];
    },
  };
}
