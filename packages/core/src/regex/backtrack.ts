/**
 * Bounded backtracking matcher for what the Pike VM cannot run: backreferences, conditionals,
 * atomic groups and possessive repeats. It explores alternatives in CPython's order with an
 * explicit stack (no recursion per character) and counts every instruction against the call's
 * step budget, throwing `RegexBudgetExceeded` instead of running away.
 */
import type { MatchContext } from './context.js';
import { RegexBudgetExceeded } from './errors.js';
import {
  OP_ASSERT,
  OP_ATOMIC_END,
  OP_ATOMIC_START,
  OP_BACKREF,
  OP_CHAR,
  OP_COND,
  OP_JMP,
  OP_LOOK,
  OP_MARK,
  OP_MATCH,
  OP_PROGRESS,
  OP_SAVE,
  OP_SPLIT,
  type Inst,
} from './program.js';
import type { Span } from './pike.js';
import { codePointAt, codePointBefore, widthOf } from './text.js';

const BRANCH = 0;
const RESTORE_SLOT = 1;
const RESTORE_REGISTER = 2;
const BARRIER = 3;

interface Frame {
  kind: number[];
  a: number[];
  b: number[];
}

function backrefMatches(ctx: MatchContext, ins: Inst, caps: Int32Array, pos: number): number {
  const start = caps[2 * ins.n] as number;
  const end = caps[2 * ins.n + 1] as number;
  // CPython treats a group whose end precedes its start (reopened in a later iteration) as unset.
  if (start < 0 || end < start) return ins.missingFails ? -1 : pos;
  const { text } = ctx;
  if (!ins.fold) return text.startsWith(text.slice(start, end), pos) ? pos + (end - start) : -1;
  let i = start;
  let j = pos;
  while (i < end) {
    const a = codePointAt(text, i);
    const b = codePointAt(text, j);
    if (b < 0 || ins.fold(a) !== ins.fold(b)) return -1;
    i += widthOf(a);
    j += widthOf(b);
  }
  return j;
}

/** Runs `insts` anchored at `pos`; returns the end offset or -1. `caps` is updated on success. */
export function runAt(ctx: MatchContext, insts: readonly Inst[], pos0: number, caps: Int32Array, mustEnd: number): number {
  const { text, budget } = ctx;
  const registers = new Int32Array(ctx.program.registers).fill(-1);
  const stack: Frame = { kind: [], a: [], b: [] };
  const push = (kind: number, a: number, b: number): void => {
    stack.kind.push(kind);
    stack.a.push(a);
    stack.b.push(b);
  };
  let pc = 0;
  let pos = pos0;
  for (;;) {
    if (++budget.steps > budget.limit) throw new RegexBudgetExceeded(ctx.program.source);
    const ins = insts[pc] as Inst;
    let ok = true;
    switch (ins.op) {
      case OP_CHAR: {
        const cp = codePointAt(text, pos);
        if (cp >= 0 && (ins.test as (cp: number) => boolean)(cp)) {
          pos += widthOf(cp);
          pc++;
        } else ok = false;
        break;
      }
      case OP_MATCH:
        if (mustEnd < 0 || pos === mustEnd) return pos;
        ok = false;
        break;
      case OP_JMP:
        pc = ins.x;
        break;
      case OP_SPLIT:
        push(BRANCH, ins.y, pos);
        pc = ins.x;
        break;
      case OP_ASSERT:
        if ((ins.at as (text: string, pos: number) => boolean)(text, pos)) pc++;
        else ok = false;
        break;
      case OP_SAVE:
        push(RESTORE_SLOT, ins.n, caps[ins.n] as number);
        caps[ins.n] = pos;
        pc++;
        break;
      case OP_MARK:
        push(RESTORE_REGISTER, ins.n, registers[ins.n] as number);
        registers[ins.n] = pos;
        pc++;
        break;
      case OP_PROGRESS:
        if (pos !== registers[ins.n]) pc++;
        else if (ins.x >= 0) pc = ins.x;
        else ok = false;
        break;
      case OP_BACKREF: {
        const end = backrefMatches(ctx, ins, caps, pos);
        if (end >= 0) {
          pos = end;
          pc++;
        } else ok = false;
        break;
      }
      case OP_COND:
        pc = (caps[2 * ins.n] as number) >= 0 && (caps[2 * ins.n + 1] as number) >= (caps[2 * ins.n] as number) ? pc + 1 : ins.x;
        break;
      case OP_ATOMIC_START:
        push(BARRIER, 0, 0);
        pc++;
        break;
      case OP_ATOMIC_END:
        cutToBarrier(stack);
        pc++;
        break;
      case OP_LOOK:
        if (lookaround(ctx, ins.n, pos, caps, push)) pc++;
        else ok = false;
        break;
      default:
        throw new Error(`unknown instruction ${ins.op}`);
    }
    if (ok) continue;
    // Backtrack: undo until the most recent open alternative.
    for (;;) {
      const kind = stack.kind.pop();
      const a = stack.a.pop() as number;
      const b = stack.b.pop() as number;
      if (kind === undefined) return -1;
      if (kind === RESTORE_SLOT) caps[a] = b;
      else if (kind === RESTORE_REGISTER) registers[a] = b;
      else if (kind === BRANCH) {
        pc = a;
        pos = b;
        break;
      }
    }
  }
}

/** Drops the alternatives opened since the innermost atomic group began (keeps the undo log). */
function cutToBarrier(stack: Frame): void {
  let at = stack.kind.lastIndexOf(BARRIER);
  if (at < 0) return;
  let write = at;
  for (let read = at + 1; read < stack.kind.length; read++) {
    if (stack.kind[read] === BRANCH) continue;
    stack.kind[write] = stack.kind[read] as number;
    stack.a[write] = stack.a[read] as number;
    stack.b[write] = stack.b[read] as number;
    write++;
  }
  at = write;
  stack.kind.length = at;
  stack.a.length = at;
  stack.b.length = at;
}

function lookaround(
  ctx: MatchContext,
  id: number,
  pos: number,
  caps: Int32Array,
  push: (kind: number, a: number, b: number) => void,
): boolean {
  const look = ctx.program.looks[id];
  if (!look) return false;
  const inner = Int32Array.from(caps);
  let found = false;
  if (!look.behind) found = runAt(ctx, look.forward, pos, inner, -1) >= 0;
  else {
    for (const start of behindStarts(ctx.text, pos, look.width)) {
      inner.set(caps);
      if (runAt(ctx, look.forward, start, inner, pos) >= 0) {
        found = true;
        break;
      }
    }
  }
  if (found && !look.negate) {
    for (let slot = 0; slot < caps.length; slot++) {
      if (inner[slot] !== caps[slot]) {
        push(RESTORE_SLOT, slot, caps[slot] as number);
        caps[slot] = inner[slot] as number;
      }
    }
  }
  return found !== look.negate;
}

/** Where a lookbehind body may start: `width` code points back when fixed, else every position. */
function* behindStarts(text: string, pos: number, width: number): Generator<number> {
  let start = pos;
  if (width >= 0) {
    for (let k = 0; k < width; k++) {
      if (start <= 0) return;
      start -= widthOf(codePointBefore(text, start));
    }
    yield start;
    return;
  }
  for (;;) {
    yield start;
    if (start <= 0) return;
    start -= widthOf(codePointBefore(text, start));
  }
}

/** Leftmost match at or after `from`, trying each start position in turn. */
export function backtrackSearch(ctx: MatchContext, from: number): Span | null {
  const { text, program } = ctx;
  const caps = new Int32Array(program.slots);
  let pos = from;
  for (;;) {
    if (program.anchored && pos > 0) return null;
    if (program.prefix) {
      pos = text.indexOf(program.prefix, pos);
      if (pos < 0) return null;
    } else if (program.first) {
      while (pos < text.length && !program.first(codePointAt(text, pos))) pos++;
      if (pos >= text.length) return null;
    }
    caps.fill(-1);
    const end = runAt(ctx, program.insts, pos, caps, -1);
    if (end >= 0) return { start: pos, end };
    if (pos >= text.length) return null;
    pos += widthOf(codePointAt(text, pos));
  }
}
