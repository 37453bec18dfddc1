import { pySplitLines, pyStrip } from '@gauntlet/core';
import type { Layer2Line } from './state.js';

export type Layer2Name = 'TRIPWIRE-CHILD' | 'TRIPWIRE' | 'SUPERSEDES';
const LAYER2_NAMES: readonly Layer2Name[] = ['TRIPWIRE-CHILD', 'TRIPWIRE', 'SUPERSEDES'];

export interface Layer2Scan {
  values: Map<Layer2Name, Layer2Line>;
  /** The first repeated name, in line order. */
  duplicate: { name: Layer2Name; line: number } | undefined;
}

/**
 * The Layer-2 lines of a receipt (docs/rules/receipt/README.md#layer-2-lines-v11): lines after the first `\nNEXT` that start
 * at column 0 with `TRIPWIRE-CHILD:`, `TRIPWIRE:` or `SUPERSEDES:`. With `lastWins` duplicates
 * overwrite silently (the sweep's parser); otherwise the first duplicate is recorded.
 */
export function scanLayer2(text: string, lastWins = false): Layer2Scan {
  const values = new Map<Layer2Name, Layer2Line>();
  let duplicate: Layer2Scan['duplicate'];
  const at = text.indexOf('\nNEXT');
  if (at < 0) return { values, duplicate };
  const firstLine = pySplitLines(text.slice(0, at + 1)).length + 1;
  const lines = pySplitLines(text.slice(at + 1));
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] as string;
    if (pyStrip(line) === '') continue;
    const name = LAYER2_NAMES.find((candidate) => line.startsWith(`${candidate}:`));
    if (!name) continue;
    const entry = { value: pyStrip(line.slice(name.length + 1)), line: firstLine + i };
    if (values.has(name) && !lastWins) {
      duplicate ??= { name, line: entry.line };
      continue;
    }
    values.set(name, entry);
  }
  return { values, duplicate };
}

/** The `|`-separated predicate pieces of a TRIPWIRE value (none for absent or `none`). */
export function predicatePieces(value: string | undefined): string[] {
  if (value === undefined || value === 'none') return [];
  return value.split('|').map(pyStrip);
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

/** docs/rules/receipt/README.md#layer-2-values glob-cap counting: top-level comma segments, each counted by brace expansion. */
export function globEntryCount(piece: string, cap = 8): number {
  const open = piece.indexOf('(');
  const close = piece.lastIndexOf(')');
  const body = open >= 0 && close > open ? piece.slice(open + 1, close) : '';
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
