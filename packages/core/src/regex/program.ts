/** The instruction set shared by the Pike VM, the lookaround tables and the backtracker. */
import type { CharTest, PositionTest } from './ast.js';

export const OP_CHAR = 0;
export const OP_MATCH = 1;
export const OP_JMP = 2;
/** Try `x` first, then `y`. */
export const OP_SPLIT = 3;
export const OP_ASSERT = 4;
export const OP_LOOK = 5;
export const OP_SAVE = 6;
export const OP_BACKREF = 7;
/** Continue when group `n` is set, else jump to `x`. */
export const OP_COND = 8;
export const OP_ATOMIC_START = 9;
export const OP_ATOMIC_END = 10;
/** Loop entry: remember the position in register `n`. */
export const OP_MARK = 11;
/** Loop end: an iteration that consumed nothing leaves the loop (jump to `x`, as CPython) or fails (`x` = -1, as JavaScript). */
export const OP_PROGRESS = 12;

export interface Inst {
  readonly op: number;
  x: number;
  y: number;
  /** Group, register, slot or lookaround index. */
  readonly n: number;
  readonly test: CharTest | null;
  readonly at: PositionTest | null;
  readonly fold: ((cp: number) => number) | null;
  /** Backreference to an unset group fails (Python) rather than matching empty (JavaScript). */
  readonly missingFails: boolean;
}

export interface Look {
  readonly behind: boolean;
  readonly negate: boolean;
  /** The body run forwards (backtracker, lookbehind tables). */
  readonly forward: Inst[];
  /** The body reversed (lookahead tables); empty when the pattern runs on the backtracker. */
  readonly reverse: Inst[];
  /** Width in code points when fixed, else -1 (lookbehind on the backtracker). */
  readonly width: number;
}

export interface Program {
  readonly source: string;
  readonly insts: Inst[];
  readonly looks: Look[];
  /** Capture slots (2 per group including group 0) and loop registers. */
  readonly slots: number;
  readonly registers: number;
  /** Case-sensitive literal every match starts with ('' when unknown). */
  readonly prefix: string;
  /** Every match starts with a code point passing this test (`null`: unknown, or may be empty). */
  readonly first: CharTest | null;
  /** Matches can only start at offset 0. */
  readonly anchored: boolean;
  readonly backtrack: boolean;
}

export function inst(op: number, fields: Partial<Omit<Inst, 'op'>> = {}): Inst {
  return {
    op,
    x: fields.x ?? -1,
    y: fields.y ?? -1,
    n: fields.n ?? -1,
    test: fields.test ?? null,
    at: fields.at ?? null,
    fold: fields.fold ?? null,
    missingFails: fields.missingFails ?? true,
  };
}
