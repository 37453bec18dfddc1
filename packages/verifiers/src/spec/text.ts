/** docs/rules/spec/README.md#reading-text: shared reading of a spec's lines (fences, header block, spec dirs). */

const FENCE = /^ *(?:```|~~~)/;
const H1 = /^# /;

/** Per line: inside a fence (fence lines included). Any ``` or ~~~ line toggles the state. */
export function fenceMask(lines: readonly string[]): boolean[] {
  const mask: boolean[] = [];
  let inside = false;
  for (const line of lines) {
    if (FENCE.test(line)) {
      mask.push(true);
      inside = !inside;
    } else {
      mask.push(inside);
    }
  }
  return mask;
}

/** 0-based index of the first H1 (`# ` at column 0) outside fences, or -1. */
export function firstH1(lines: readonly string[], mask: readonly boolean[]): number {
  for (let i = 0; i < lines.length; i++) if (!mask[i] && H1.test(lines[i] as string)) return i;
  return -1;
}

/** The header block: 0-based `[start, end)`, from after the first H1 (or line 1) to the first `## ` line. */
export interface HeaderBlock {
  start: number;
  end: number;
}

/** The header scan does not treat fences specially (docs/rules/spec/README.md#reading-text); only the H1 is found outside fences. */
export function headerBlock(lines: readonly string[], mask: readonly boolean[]): HeaderBlock {
  const h1 = firstH1(lines, mask);
  const start = h1 + 1;
  let end = start;
  while (end < lines.length && !(lines[end] as string).startsWith('## ')) end++;
  return { start, end };
}

export const DEFAULT_SPEC_DIRS: readonly string[] = ['doc/specs', 'docs/specs'];

/** The spec dirs a caller gave (empty entries dropped, trailing slashes cut), else the defaults. */
export function specDirsOf(given: readonly string[] | undefined): readonly string[] {
  const dirs = (given ?? []).filter((dir) => dir.length > 0).map((dir) => dir.replace(/\/+$/, ''));
  return dirs.length > 0 ? dirs : DEFAULT_SPEC_DIRS;
}

/** The anchor of a supersession banner line. */
export const BANNER_ANCHOR = '> **Superseded';
/** The start of a default-syntax supersession banner. */
export const BANNER_PREFIX = '> **Superseded by:**';

/** `RegExp` source that matches the text literally. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
