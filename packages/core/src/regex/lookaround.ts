/**
 * Lookaround tables for the Pike VM. Instead of re-running a lookaround body at every position,
 * one pass over the subject decides it for all positions at once:
 * - lookbehind `(?<=R)` holds at `p` when R matches some `text[j:p]`: run R forwards, starting a
 *   thread at every position, and record where it accepts;
 * - lookahead `(?=R)` holds at `p` when R matches some `text[p:k]`: run the reversed R backwards
 *   from the end, starting a thread at every position, and record where it accepts.
 * Each table costs O(n·m) once per subject; nested lookarounds get their own tables.
 */
import type { MatchContext } from './context.js';
import { addThread, closureScratch, threadList } from './pike.js';
import { OP_MATCH, type Inst } from './program.js';
import { codePointAt, codePointBefore, widthOf } from './text.js';

export function lookTable(ctx: MatchContext, id: number): Uint8Array {
  const known = ctx.tables[id];
  if (known) return known;
  const look = ctx.program.looks[id];
  if (!look) throw new Error(`unknown lookaround ${id}`);
  const table = look.behind ? scan(ctx, look.forward, 1) : scan(ctx, look.reverse, -1);
  ctx.tables[id] = table;
  return table;
}

function scan(ctx: MatchContext, insts: readonly Inst[], direction: 1 | -1): Uint8Array {
  const { text } = ctx;
  const n = text.length;
  const table = new Uint8Array(n + 1);
  const scratch = closureScratch(insts.length);
  let clist = threadList(insts.length);
  let nlist = threadList(insts.length);
  let pos = direction === 1 ? 0 : n;
  scratch.generation++;
  for (;;) {
    addThread(ctx, insts, scratch, clist, 0, 0, pos);
    const atEdge = direction === 1 ? pos >= n : pos <= 0;
    const cp = atEdge ? -1 : direction === 1 ? codePointAt(text, pos) : codePointBefore(text, pos);
    const next = pos + direction * widthOf(cp);
    scratch.generation++;
    nlist.count = 0;
    for (let i = 0; i < clist.count; i++) {
      const pc = clist.pcs[i] as number;
      const ins = insts[pc] as Inst;
      if (ins.op === OP_MATCH) table[pos] = 1;
      else if (cp >= 0 && (ins.test as (cp: number) => boolean)(cp)) addThread(ctx, insts, scratch, nlist, pc + 1, 0, next);
    }
    if (atEdge) break;
    pos = next;
    const swap = clist;
    clist = nlist;
    nlist = swap;
  }
  return table;
}
