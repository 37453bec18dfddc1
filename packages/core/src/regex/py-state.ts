/** Parser state of the CPython 3.11 `re` port (`re._parser.State`). */
import type { Tokenizer } from './py-tokenizer.js';

/** (min, max) width of a subpattern in code points, clamped as `SubPattern.getwidth` does. */
export type Width = readonly [number, number];

export interface State {
  flags: number;
  groups: number; // Python's state.groups: number of groups + 1
  readonly groupdict: Map<string, number>;
  readonly groupwidths: (Width | null)[];
  lookbehindgroups: number | null;
  readonly grouprefpos: Map<number, number>;
  frames: number;
  /** Lookbehind bodies whose width `re._compiler` checks after parsing. */
  readonly lookbehinds: Width[];
}

export function checkgroup(state: State, gid: number): boolean {
  return gid < state.groups && state.groupwidths[gid] !== null && state.groupwidths[gid] !== undefined;
}

export function checklookbehindgroup(state: State, gid: number, source: Tokenizer): void {
  if (state.lookbehindgroups !== null) {
    if (!checkgroup(state, gid)) throw source.error('cannot refer to an open group');
    if (gid >= state.lookbehindgroups) throw source.error('cannot refer to group defined in the same lookbehind subpattern');
  }
}

