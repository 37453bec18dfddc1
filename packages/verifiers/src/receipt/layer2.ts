import { pySplitLines, pyStrip } from '@gauntlet/core';
import type { Layer2Line } from './document.js';

export type Layer2Name = 'TRIPWIRE-CHILD' | 'TRIPWIRE' | 'SUPERSEDES';

export interface Layer2Scan {
  values: Map<Layer2Name, Layer2Line>;
  /** The first repeated name, in line order. */
  duplicate: { name: Layer2Name; line: number } | undefined;
}

/**
 * The index of the line that starts right after the first `\nNEXT`, computed from the lines the
 * text was already split into (each separator is one character, or two for `\r\n`), or -1.
 */
function lineAfter(text: string, lines: readonly string[], offset: number): number {
  let start = 0;
  for (let j = 0; j < lines.length; j++) {
    if (start === offset) return j;
    if (start > offset) return -1;
    const end = start + (lines[j] as string).length;
    start = end + (text.charCodeAt(end) === 0x0d && text.charCodeAt(end + 1) === 0x0a ? 2 : 1);
  }
  return -1;
}

/**
 * The Layer-2 lines of a receipt (docs/rules/receipt/layer2-lines.md): lines after the first
 * `\nNEXT` that start at column 0 with `TRIPWIRE-CHILD:`, `TRIPWIRE:` or `SUPERSEDES:`. With
 * `lastWins` duplicates overwrite silently (the sweep's parser); otherwise the first duplicate is
 * recorded. `lines`, when given, are `pySplitLines(text)` (saves splitting the text again).
 */
export function scanLayer2(text: string, lastWins = false, lines?: readonly string[]): Layer2Scan {
  const values = new Map<Layer2Name, Layer2Line>();
  let duplicate: Layer2Scan['duplicate'];
  const at = text.indexOf('\nNEXT');
  if (at < 0) return { values, duplicate };
  let after: readonly string[];
  // `after[i]` is line `i + offset` (1-based) of the receipt.
  let offset: number;
  let from: number;
  const j = lines ? lineAfter(text, lines, at + 1) : -1;
  if (lines && j >= 0) {
    after = lines;
    from = j;
    offset = 1;
  } else {
    after = pySplitLines(text.slice(at + 1));
    from = 0;
    offset = pySplitLines(text.slice(0, at + 1)).length + 1;
  }
  for (let i = from + 1; i < after.length; i++) {
    const line = after[i] as string;
    const name = layer2NameOf(line);
    if (name === undefined) continue;
    const entry = { value: pyStrip(line.slice(name.length + 1)), line: i + offset };
    if (values.has(name) && !lastWins) {
      duplicate ??= { name, line: entry.line };
      continue;
    }
    values.set(name, entry);
  }
  return { values, duplicate };
}

/** The Layer-2 name a line starts with (at column 0, colon included), if any. */
function layer2NameOf(line: string): Layer2Name | undefined {
  const first = line.charCodeAt(0);
  if (first === 0x54) {
    // T: a line can start with at most one of the two (`-` and `:` differ at the ninth character).
    if (line.startsWith('TRIPWIRE-CHILD:')) return 'TRIPWIRE-CHILD';
    return line.startsWith('TRIPWIRE:') ? 'TRIPWIRE' : undefined;
  }
  return first === 0x53 && line.startsWith('SUPERSEDES:') ? 'SUPERSEDES' : undefined;
}

/** The `|`-separated predicate pieces of a TRIPWIRE value (none for absent or `none`). */
export function predicatePieces(value: string | undefined): string[] {
  if (value === undefined || value === 'none') return [];
  const pieces = value.split('|');
  for (let i = 0; i < pieces.length; i++) pieces[i] = pyStrip(pieces[i] as string);
  return pieces;
}

export const isGlobPredicate = (piece: string) => piece.startsWith('claims-touch(') || piece.startsWith('wrote(') || piece.startsWith('read(');

const INNERMOST_BRACE = /\{([^{}]*)\}/;

/** Expansion count of one comma segment, stopping once it exceeds `cap`. */
function expansions(segment: string, cap: number): number {
  let pending = [segment];
  let done = 0;
  while (pending.length > 0) {
    const next: string[] = [];
    for (const item of pending) {
      const match = INNERMOST_BRACE.exec(item);
      if (!match) {
        done++;
      } else {
        for (const alternative of match[1]!.split(',')) {
          next.push(item.slice(0, match.index) + alternative + item.slice(match.index + match[0].length));
        }
      }
      if (done + next.length > cap) return cap + 1;
    }
    pending = next;
  }
  return done;
}

/** Glob-cap counting (docs/rules/receipt/layer2-values.md): top-level comma segments, each counted by brace expansion. */
export function globEntryCount(piece: string, cap = 8): number {
  const open = piece.indexOf('(');
  const close = piece.lastIndexOf(')');
  const body = open >= 0 && close > open ? piece.slice(open + 1, close) : '';
  // Without a brace every comma separates one entry: the count without building the segments.
  if (!body.includes('{')) {
    let commas = 0;
    for (let at = body.indexOf(','); at >= 0 && commas < cap; at = body.indexOf(',', at + 1)) commas++;
    return commas + 1;
  }
  const segments: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '{') depth++;
    else if (c === '}') {
      if (depth > 0) depth--;
    } else if (c === ',' && depth === 0) {
      segments.push(body.slice(start, i));
      start = i + 1;
    }
  }
  segments.push(body.slice(start));
  let total = 0;
  for (const segment of segments) {
    total += expansions(segment, cap);
    if (total > cap) return total;
  }
  return total;
}
