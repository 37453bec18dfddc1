/** Compiles a pattern tree to a Thompson-style program (counted repeats are expanded). */
import { atTextStart } from './classes.js';
import { needsBacktracking, type CharTest, type Node, type Pattern } from './ast.js';
import {
  inst,
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
  type Look,
  type Program,
} from './program.js';

/** Above this many instructions a pattern is not run at all (every call raises the budget error). */
export const MAX_PROGRAM_SIZE = 50_000;

export class ProgramTooLarge extends Error {}

function estimate(node: Node): number {
  switch (node.type) {
    case 'empty':
      return 0;
    case 'char':
    case 'assert':
    case 'backref':
      return 1;
    case 'group':
      return estimate(node.body) + 2;
    case 'atomic':
      return estimate(node.body) + 2;
    case 'look':
      // Nested lookarounds are compiled once each, so their sizes add up rather than multiply.
      return 1 + estimate(node.body);
    case 'concat':
      return node.items.reduce((sum, item) => sum + estimate(item), 0);
    case 'alt':
      return node.items.reduce((sum, item) => sum + estimate(item) + 2, 0);
    case 'cond':
      return estimate(node.yes) + estimate(node.no) + 2;
    case 'repeat': {
      const copies = node.max === Infinity ? node.min + 1 : node.max;
      return Math.min(copies * (estimate(node.body) + 4) + 4, Number.MAX_SAFE_INTEGER);
    }
  }
}

/** Fixed width in code points, or -1. */
function fixedWidth(node: Node): number {
  switch (node.type) {
    case 'empty':
    case 'assert':
    case 'look':
      return 0;
    case 'char':
      return 1;
    case 'group':
    case 'atomic':
      return fixedWidth(node.body);
    case 'concat': {
      let sum = 0;
      for (const item of node.items) {
        const w = fixedWidth(item);
        if (w < 0) return -1;
        sum += w;
      }
      return sum;
    }
    case 'alt': {
      const widths = node.items.map(fixedWidth);
      return widths.every((w) => w === widths[0]) ? (widths[0] as number) : -1;
    }
    case 'repeat': {
      const w = fixedWidth(node.body);
      return w === 0 ? 0 : w > 0 && node.min === node.max ? w * node.min : -1;
    }
    case 'cond': {
      const yes = fixedWidth(node.yes);
      return yes >= 0 && yes === fixedWidth(node.no) ? yes : -1;
    }
    case 'backref':
      return -1;
  }
}

function reverseNode(node: Node): Node {
  switch (node.type) {
    case 'concat':
      return { type: 'concat', items: node.items.map(reverseNode).reverse() };
    case 'alt':
      return { type: 'alt', items: node.items.map(reverseNode) };
    case 'group':
      return reverseNode(node.body);
    case 'repeat':
      return { ...node, body: reverseNode(node.body) };
    default:
      return node;
  }
}

interface Compiler {
  readonly looks: Look[];
  readonly lookIds: Map<Node, number>;
  registers: number;
  readonly backtrack: boolean;
  readonly emptyIteration: 'exit' | 'fail';
}

function emit(c: Compiler, node: Node, out: Inst[]): void {
  if (out.length > MAX_PROGRAM_SIZE) throw new ProgramTooLarge();
  switch (node.type) {
    case 'empty':
      return;
    case 'char':
      out.push(inst(OP_CHAR, { test: node.test }));
      return;
    case 'assert':
      out.push(inst(OP_ASSERT, { at: node.test }));
      return;
    case 'group':
      out.push(inst(OP_SAVE, { n: 2 * node.index }));
      emit(c, node.body, out);
      out.push(inst(OP_SAVE, { n: 2 * node.index + 1 }));
      return;
    case 'concat':
      for (const item of node.items) emit(c, item, out);
      return;
    case 'alt': {
      const jumps: Inst[] = [];
      node.items.forEach((item, i) => {
        if (i < node.items.length - 1) {
          const split = inst(OP_SPLIT, { x: out.length + 1 });
          out.push(split);
          emit(c, item, out);
          const jump = inst(OP_JMP);
          out.push(jump);
          jumps.push(jump);
          split.y = out.length;
        } else emit(c, item, out);
      });
      for (const jump of jumps) jump.x = out.length;
      return;
    }
    case 'repeat':
      emitRepeat(c, node, out);
      return;
    case 'look':
      out.push(inst(OP_LOOK, { n: lookId(c, node) }));
      return;
    case 'backref':
      out.push(inst(OP_BACKREF, { n: node.group, fold: node.fold, missingFails: node.missingFails }));
      return;
    case 'cond': {
      const cond = inst(OP_COND, { n: node.group });
      out.push(cond);
      emit(c, node.yes, out);
      const jump = inst(OP_JMP);
      out.push(jump);
      cond.x = out.length;
      emit(c, node.no, out);
      jump.x = out.length;
      return;
    }
    case 'atomic':
      out.push(inst(OP_ATOMIC_START));
      emit(c, node.body, out);
      out.push(inst(OP_ATOMIC_END));
      return;
  }
}

/** Can the node match without consuming input? (Conservative: lookarounds and backrefs say yes.) */
function nullable(node: Node): boolean {
  switch (node.type) {
    case 'char':
      return false;
    case 'group':
    case 'atomic':
      return nullable(node.body);
    case 'concat':
      return node.items.every(nullable);
    case 'alt':
      return node.items.some(nullable);
    case 'repeat':
      return node.min === 0 || nullable(node.body);
    case 'cond':
      return nullable(node.yes) || nullable(node.no);
    default:
      return true;
  }
}

/**
 * `x{min,max}`: `min` copies, then optional copies (or a loop). As in CPython, an optional
 * iteration that consumed nothing ends the repetition (MARK/PROGRESS), so `(|a)+` matches ''.
 */
function emitRepeat(c: Compiler, node: Extract<Node, { type: 'repeat' }>, out: Inst[]): void {
  if (node.mode === 'possessive') {
    emit(c, { type: 'atomic', body: { ...node, mode: 'greedy' } }, out);
    return;
  }
  const greedy = node.mode === 'greedy';
  for (let i = 0; i < node.min; i++) emit(c, node.body, out);
  const guarded = nullable(node.body);
  const register = guarded ? c.registers++ : -1;
  const progresses: Inst[] = [];
  const iteration = (): void => {
    if (guarded) out.push(inst(OP_MARK, { n: register }));
    emit(c, node.body, out);
    if (guarded) {
      const progress = inst(OP_PROGRESS, { n: register });
      out.push(progress);
      progresses.push(progress);
    }
  };
  const splits: Inst[] = [];
  const open = (): void => {
    const split = inst(OP_SPLIT);
    out.push(split);
    splits.push(split);
    if (greedy) split.x = out.length;
    else split.y = out.length;
  };
  if (node.max === Infinity) {
    const loop = out.length;
    open();
    iteration();
    out.push(inst(OP_JMP, { x: loop }));
  } else {
    for (let i = node.min; i < node.max; i++) {
      open();
      iteration();
    }
  }
  for (const split of splits) {
    if (greedy) split.y = out.length;
    else split.x = out.length;
  }
  for (const progress of progresses) progress.x = c.emptyIteration === 'exit' ? out.length : -1;
}

function lookId(c: Compiler, node: Extract<Node, { type: 'look' }>): number {
  const known = c.lookIds.get(node);
  if (known !== undefined) return known;
  const id = c.looks.length;
  c.lookIds.set(node, id);
  const placeholder: Look = { behind: node.behind, negate: node.negate, forward: [], reverse: [], width: -1 };
  c.looks.push(placeholder);
  const forward = finish(c, node.body);
  const reverse = c.backtrack || node.behind ? [] : finish(c, reverseNode(node.body));
  c.looks[id] = { ...placeholder, forward, reverse, width: fixedWidth(node.body) };
  return id;
}

function finish(c: Compiler, node: Node): Inst[] {
  const out: Inst[] = [];
  emit(c, node, out);
  out.push(inst(OP_MATCH));
  return out;
}

/** A case-sensitive literal every match begins with (zero-width items are skipped). */
function leadingLiteral(node: Node): string {
  switch (node.type) {
    case 'char':
      return node.literal === undefined ? '' : String.fromCodePoint(node.literal);
    case 'group':
    case 'atomic':
      return leadingLiteral(node.body);
    case 'repeat':
      return node.min > 0 ? leadingLiteral(node.body) : '';
    case 'concat': {
      let out = '';
      for (const item of node.items) {
        if (item.type === 'assert' || item.type === 'look') continue;
        if (item.type !== 'char' || item.literal === undefined) return out + leadingLiteral(item);
        out += String.fromCodePoint(item.literal);
      }
      return out;
    }
    default:
      return '';
  }
}

/** Tests one of which every match's first code point passes, or null when a match may be empty. */
function firstTests(node: Node): CharTest[] | null {
  switch (node.type) {
    case 'char':
      return [node.test];
    case 'group':
    case 'atomic':
      return firstTests(node.body);
    case 'repeat':
      return node.min > 0 ? firstTests(node.body) : null;
    case 'alt': {
      const out: CharTest[] = [];
      for (const item of node.items) {
        const tests = firstTests(item);
        if (!tests) return null;
        out.push(...tests);
      }
      return out;
    }
    case 'concat': {
      const out: CharTest[] = [];
      for (const item of node.items) {
        if (item.type === 'assert' || item.type === 'look') continue;
        const tests = firstTests(item);
        if (tests) return [...out, ...tests];
        if (!nullable(item)) return null;
        const optional = item.type === 'repeat' ? firstTests(item.body) : null;
        if (!optional) return null;
        out.push(...optional);
      }
      return null;
    }
    default:
      return null;
  }
}

function firstTest(node: Node): CharTest | null {
  const tests = firstTests(node);
  if (!tests || tests.length > 8) return null;
  return tests.length === 1 ? (tests[0] as CharTest) : (cp) => tests.some((test) => test(cp));
}

function startsAnchored(node: Node): boolean {
  if (node.type === 'assert') return node.test === atTextStart;
  if (node.type === 'group' || node.type === 'atomic') return startsAnchored(node.body);
  if (node.type === 'concat') return node.items.length > 0 && startsAnchored(node.items[0] as Node);
  return false;
}

/** Compiles; throws `ProgramTooLarge` for patterns whose expansion exceeds the size cap. */
export function compileProgram(pattern: Pattern, source: string): Program {
  if (estimate(pattern.root) > MAX_PROGRAM_SIZE) throw new ProgramTooLarge();
  const backtrack = needsBacktracking(pattern.root);
  const c: Compiler = { looks: [], lookIds: new Map(), registers: 0, backtrack, emptyIteration: pattern.emptyIteration };
  const insts = finish(c, pattern.root);
  return {
    source,
    insts,
    looks: c.looks,
    slots: 2 * (pattern.groups + 1),
    registers: c.registers,
    prefix: leadingLiteral(pattern.root),
    first: firstTest(pattern.root),
    anchored: startsAnchored(pattern.root),
    backtrack,
  };
}
