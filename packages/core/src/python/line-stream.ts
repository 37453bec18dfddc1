import { isPyLineBreak } from './text.js';

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
      const lines: string[] = [];
      let text = chunk;
      if (pendingCr) {
        pendingCr = false;
        if (text.charCodeAt(0) === 0x0a) text = text.slice(1);
      }
      let start = 0;
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (!isPyLineBreak(code)) continue;
        lines.push(carry + text.slice(start, i));
        carry = '';
        if (code === 0x0d) {
          if (i + 1 === text.length) pendingCr = true;
          else if (text.charCodeAt(i + 1) === 0x0a) i++;
        }
        start = i + 1;
      }
      carry += text.slice(start);
      return lines;
    },
    end() {
      const last = carry;
      carry = '';
      return last.length > 0 ? [last] : [];
    },
  };
}
