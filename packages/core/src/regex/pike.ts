/**
 * Pike VM: simulates the program over the subject once, keeping threads in priority order so the
 * first match found is the one a backtracking engine would report (leftmost start, first
 * alternative, greedy/lazy preference). Threads only carry their start offset: callers need the
 * overall span, and patterns that need captures (backreferences, conditionals) run elsewhere.
 */
import { RegexBudgetExceeded } from './errors.js';
import type { MatchContext } from './context.js';
import { lookTable } from './lookaround.js';
import { OP_ASSERT, OP_CHAR, OP_JMP, OP_LOOK, OP_MARK, OP_MATCH, OP_PROGRESS, OP_SAVE, OP_SPLIT, type Inst, type Program } from './program.js';
import { codePointAt, widthOf } from './text.js';

export interface ThreadList {
  pcs: Int32Array;
  starts: Int32Array;
  count: number;
}

export function threadList(size: number): ThreadList {
  return { pcs: new Int32Array(size), starts: new Int32Array(size), count: 0 };
}

/** Scratch shared by the closure computations of one simulation. */
export interface Closure {
  readonly visited: Int32Array;
  generation: number;
  readonly stack: Int32Array;
  /** Per stack entry: the loop registers marked on this path since the closure began (a cons list). */
  readonly marks: Int32Array;
  /** Cons cells: register and parent cell (-1 ends the list). */
  readonly cellRegister: number[];
  readonly cellParent: number[];
  cells: number;
}

export function closureScratch(size: number): Closure {
  return {
    visited: new Int32Array(size),
    generation: 0,
    stack: new Int32Array(size * 2 + 2),
    marks: new Int32Array(size * 2 + 2),
    cellRegister: [],
    cellParent: [],
    cells: 0,
  };
}

function marked(scratch: Closure, cell: number, register: number): boolean {
  for (let at = cell; at >= 0; at = scratch.cellParent[at] as number) {
    if (scratch.cellRegister[at] === register) return true;
  }
  return false;
}

/**
 * Adds `pc` and everything reachable from it without consuming input at `pos` to `list`, in
 * priority order (depth first, preferred branch first). Only CHAR and MATCH instructions are kept.
 */
export function addThread(
  ctx: MatchContext,
  insts: readonly Inst[],
  scratch: Closure,
  list: ThreadList,
  pc0: number,
  start: number,
  pos: number,
): void {
  const { visited, stack, marks } = scratch;
  const generation = scratch.generation;
  scratch.cells = 0;
  let steps = 0;
  let top = 0;
  marks[top] = -1;
  stack[top++] = pc0;
  while (top > 0) {
    const pc = stack[--top] as number;
    const cell = marks[top] as number;
    const ins = insts[pc] as Inst;
    // PROGRESS decides by the path (was its loop entered in this closure?), so it is not merged:
    // a second arrival on another path may take the other exit. Its successors are merged.
    if (ins.op !== OP_PROGRESS) {
      if (visited[pc] === generation) continue;
      visited[pc] = generation;
    }
    steps++;
    switch (ins.op) {
      case OP_CHAR:
      case OP_MATCH:
        list.pcs[list.count] = pc;
        list.starts[list.count] = start;
        list.count++;
        break;
      case OP_JMP:
        marks[top] = cell;
        stack[top++] = ins.x;
        break;
      case OP_SPLIT:
        marks[top] = cell;
        stack[top++] = ins.y;
        marks[top] = cell;
        stack[top++] = ins.x;
        break;
      case OP_ASSERT:
        if ((ins.at as (text: string, pos: number) => boolean)(ctx.text, pos)) {
          marks[top] = cell;
          stack[top++] = pc + 1;
        }
        break;
      case OP_LOOK: {
        const look = ctx.program.looks[ins.n];
        const table = lookTable(ctx, ins.n);
        if (look && (table[pos] === 1) !== look.negate) {
          marks[top] = cell;
          stack[top++] = pc + 1;
        }
        break;
      }
      case OP_SAVE:
        marks[top] = cell;
        stack[top++] = pc + 1;
        break;
      case OP_MARK: {
        const fresh = scratch.cells++;
        scratch.cellRegister[fresh] = ins.n;
        scratch.cellParent[fresh] = cell;
        marks[top] = fresh;
        stack[top++] = pc + 1;
        break;
      }
      case OP_PROGRESS:
        // An iteration that began in this same closure consumed nothing: leave the loop.
        if (!marked(scratch, cell, ins.n)) {
          marks[top] = cell;
          stack[top++] = pc + 1;
        } else if (ins.x >= 0) {
          marks[top] = cell;
          stack[top++] = ins.x;
        }
        break;
      default:
        throw new Error(`instruction ${ins.op} is not supported by the Pike VM`);
    }
  }
  ctx.budget.steps += steps;
  if (ctx.budget.steps > ctx.budget.limit) throw new RegexBudgetExceeded(ctx.program.source);
}

export interface Span {
  start: number;
  end: number;
}

/** The arrays of one simulation of a program, kept for its next search. */
interface Simulation {
  readonly scratch: Closure;
  readonly lists: [ThreadList, ThreadList];
  busy: boolean;
}

/**
 * Typed arrays cost far more to allocate than a short search takes to run (a witness regex over
 * a 20-character body: 15 µs fresh, 2 µs reused), so each program keeps its arrays between
 * searches. Searches never nest on one program (lookarounds run their own programs); `busy`
 * guards it anyway.
 */
const simulations = new WeakMap<Program, Simulation>();

function simulationFor(program: Program): Simulation {
  const size = program.insts.length;
  const kept = simulations.get(program);
  if (kept === undefined || kept.busy) {
    const fresh: Simulation = { scratch: closureScratch(size), lists: [threadList(size), threadList(size)], busy: true };
    if (kept === undefined) simulations.set(program, fresh);
    return fresh;
  }
  // As fresh: no visited mark, generation 0, empty lists.
  kept.scratch.visited.fill(0);
  kept.scratch.generation = 0;
  kept.lists[0].count = 0;
  kept.lists[1].count = 0;
  kept.busy = true;
  return kept;
}

/** Leftmost-first search from `from`; with `firstOnly` stops at the first accepting thread. */
export function pikeSearch(ctx: MatchContext, from: number, firstOnly: boolean): Span | null {
  const simulation = simulationFor(ctx.program);
  try {
    return simulate(ctx, from, firstOnly, simulation);
  } finally {
    simulation.busy = false;
  }
}

function simulate(ctx: MatchContext, from: number, firstOnly: boolean, simulation: Simulation): Span | null {
  const { text, program } = ctx;
  const insts = program.insts;
  const n = text.length;
  const scratch = simulation.scratch;
  let clist = simulation.lists[0];
  let nlist = simulation.lists[1];
  let matched: Span | null = null;
  let pos = from;
  const nextStart = (at: number): number => {
    if (program.anchored) return at === 0 ? 0 : -1;
    if (program.prefix) return text.indexOf(program.prefix, at);
    const first = program.first;
    if (!first) return at;
    for (let p = at; p < n; ) {
      const cp = codePointAt(text, p);
      if (first(cp)) return p;
      p += widthOf(cp);
    }
    return n;
  };
  const canStart = (at: number): boolean => {
    if (program.prefix) return text.startsWith(program.prefix, at);
    return !program.first || (at < n && program.first(codePointAt(text, at)));
  };
  pos = nextStart(pos);
  if (pos < 0) return null;
  scratch.generation++;
  addThread(ctx, insts, scratch, clist, 0, pos, pos);
  for (;;) {
    if (clist.count === 0) {
      if (matched || pos >= n) break;
      pos = nextStart(pos + widthOf(codePointAt(text, pos)));
      if (pos < 0) break;
      scratch.generation++;
      addThread(ctx, insts, scratch, clist, 0, pos, pos);
      continue;
    }
    const cp = codePointAt(text, pos);
    const next = pos + widthOf(cp);
    scratch.generation++;
    nlist.count = 0;
    for (let i = 0; i < clist.count; i++) {
      const pc = clist.pcs[i] as number;
      const ins = insts[pc] as Inst;
      if (ins.op === OP_MATCH) {
        matched = { start: clist.starts[i] as number, end: pos };
        if (firstOnly) return matched;
        break;
      }
      if (cp >= 0 && (ins.test as (cp: number) => boolean)(cp)) {
        addThread(ctx, insts, scratch, nlist, pc + 1, clist.starts[i] as number, next);
      }
    }
    if (pos >= n) break;
    pos = next;
    if (!matched && !program.anchored && canStart(pos)) {
      addThread(ctx, insts, scratch, nlist, 0, pos, pos);
    }
    const swap = clist;
    clist = nlist;
    nlist = swap;
  }
  return matched;
}
