import { decodeUtf8, isInvalidUtf8, toUniversalNewlines } from '@gauntlet/core';
import type { WitnessSource } from './witness-eval.js';

const KEEPENDS_LINE = /[^\n\v\f\x1c-\x1e\x85\u2028\u2029]*(?:[\n\v\f\x1c-\x1e\x85\u2028\u2029]|$)/gy;

/** `splitlines(keepends=True)` of text already in universal-newline form, lines a..b joined. */
function lineRange(text: string, start: number, end: number): string {
  let out = '';
  let n = 0;
  let at = 0;
  while (at < text.length && n < end) {
    KEEPENDS_LINE.lastIndex = at;
    const match = KEEPENDS_LINE.exec(text);
    if (!match || match[0] === '') break;
    n++;
    if (n >= start) out += match[0];
    at += match[0].length;
  }
  return out;
}

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** The body a witness reads (docs/rules/receipt/witness-evidence.md), or why it cannot be read. */
export type WitnessBody = { body: string } | { problem: 'not-utf8' } | { problem: 'too-large'; span: number };

/**
 * `#B a-b`: at most 4097 raw bytes, decoded with replacement; `#L a-b`: lines of the strictly
 * decoded text (universal newlines, line ends kept); no range: the whole text. A range's body
 * may hold at most 4096 actual bytes. A start below 1 counts as 1.
 */
export function witnessBody(bytes: Uint8Array, range: WitnessSource['range']): WitnessBody {
  if (range && range.kind === 'B') {
    const start = Math.max(range.start, 1);
    const taken = bytes.subarray(start - 1, Math.min(range.end, start - 1 + 4097, bytes.length));
    if (taken.length > 4096) return { problem: 'too-large', span: taken.length };
    return { body: decodeUtf8(taken) };
  }
  if (isInvalidUtf8(bytes)) return { problem: 'not-utf8' };
  const text = toUniversalNewlines(decodeUtf8(bytes));
  if (!range) return { body: text };
  const body = lineRange(text, Math.max(range.start, 1), range.end);
  const span = utf8Length(body);
  return span > 4096 ? { problem: 'too-large', span } : { body };
}
