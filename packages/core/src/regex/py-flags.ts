/** Inline flags of CPython 3.11 `re` (`(?aiLmsux)`, `(?flags-flags:...)`). */
import type { Tokenizer } from './py-tokenizer.js';

export const F_I = 1;
export const F_M = 2;
export const F_S = 4;
export const F_X = 8;
export const F_A = 16;
export const F_U = 32;
export const F_L = 64;
export const F_T = 128;
export const FLAGS: Record<string, number> = { i: F_I, L: F_L, m: F_M, s: F_S, x: F_X, a: F_A, t: F_T, u: F_U };
export const TYPE_FLAGS = F_A | F_L | F_U;
export const GLOBAL_FLAGS = F_T;

export function combineFlags(flags: number, add: number, del: number): number {
  const base = add & TYPE_FLAGS ? flags & ~TYPE_FLAGS : flags;
  return (base | add) & ~del;
}

/** `re._parser._parse_flags`: `null` for global flags `(?i)`, else the scoped additions and removals. */
export function parseFlags(source: Tokenizer, state: { flags: number }, first: string): { add: number; del: number } | null {
  let add = 0;
  let del = 0;
  let char: string | null = first;
  if (char !== '-') {
    for (;;) {
      const flag = FLAGS[char as string] as number;
      if (char === 'L') throw source.error("bad inline flags: cannot use 'L' flag with a str pattern");
      add |= flag;
      if (flag & TYPE_FLAGS && (add & TYPE_FLAGS) !== flag) throw source.error("bad inline flags: flags 'a', 'u' and 'L' are incompatible");
      char = source.get();
      if (char === null) throw source.error('missing -, : or )');
      if (')-:'.includes(char) && char.length === 1) break;
      if (!(char in FLAGS)) throw source.error(/^\p{L}$/u.test(char) ? 'unknown flag' : 'missing -, : or )', Array.from(char).length);
    }
  }
  if (char === ')') {
    state.flags |= add;
    return null;
  }
  if (add & GLOBAL_FLAGS) throw source.error('bad inline flags: cannot turn on global flag', 1);
  if (char === '-') {
    char = source.get();
    if (char === null) throw source.error('missing flag');
    if (!(char in FLAGS)) throw source.error(/^\p{L}$/u.test(char) ? 'unknown flag' : 'missing flag', Array.from(char).length);
    for (;;) {
      const flag = FLAGS[char as string] as number;
      if (flag & TYPE_FLAGS) throw source.error("bad inline flags: cannot turn off flags 'a', 'u' and 'L'");
      del |= flag;
      char = source.get();
      if (char === null) throw source.error('missing :');
      if (char === ':') break;
      if (!(char in FLAGS)) throw source.error(/^\p{L}$/u.test(char) ? 'unknown flag' : 'missing :', Array.from(char).length);
    }
  }
  if (del & GLOBAL_FLAGS) throw source.error('bad inline flags: cannot turn off global flag', 1);
  if (add & del) throw source.error('bad inline flags: flag turned on and off', 1);
  return { add, del };
}

