import { pySplitLines } from '@gauntlet/core';
import { LINE_START, S, re } from './patterns.js';

/** 1-based line of an offset (lines end at `\n`; the text already has universal newlines). */
export function lineOfOffset(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** Python `splitlines()` pieces with their start offsets. */
export function splitLinesWithOffsets(text: string): Array<{ text: string; offset: number }> {
  const pieces: Array<{ text: string; offset: number }> = [];
  let offset = 0;
  for (const piece of pySplitLines(text)) {
    const at = text.indexOf(piece, offset);
    const start = at < 0 ? offset : at;
    pieces.push({ text: piece, offset: start });
    offset = start + piece.length;
  }
  return pieces;
}

const SECTION_END = re(`${LINE_START}##${S}`);

/**
 * The text after the heading's match up to the next `##`+whitespace line start, and where the
 * heading's match starts; null without a match.
 */
export function sectionAfter(text: string, heading: RegExp): { text: string; index: number } | null {
  const match = heading.exec(text);
  if (!match) return null;
  const rest = text.slice(match.index + match[0].length);
  const end = SECTION_END.exec(rest);
  return { text: end ? rest.slice(0, end.index) : rest, index: match.index };
}

/** The terms a section lacks (lower-cased substring search, as the reference does). */
export function missingTerms(section: string, terms: readonly string[]): string[] {
  const lower = section.toLowerCase();
  return terms.filter((term) => !lower.includes(term));
}
