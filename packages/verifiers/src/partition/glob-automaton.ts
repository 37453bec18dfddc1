/**
 * Globs (micromatch syntax) compiled to automata over path characters, and their exact
 * intersection (docs/rules/partition/README.md#extensions): two globs overlap iff the product of their
 * automata reaches a pair of accepting states; breadth-first search gives a shortest witness.
 *
 * Supported: `*` and `?` (never `/`), `[...]` / `[!...]` / `[^...]` classes (never `/`), `**` as
 * a whole segment (zero or more segments), `**` inside a segment (= `*`), `{a,b}` and `{1..3}`
 * braces (expanded first), `(a|b)` groups (as braces), `\x` escapes, leading `./`s. A class with a reversed range (`[b-a]`)
 * makes the whole glob match nothing, as in micromatch. Extglobs (`@(a|b)`, `!(x)`, ...) and a
 * leading `!` (negation) are not glob syntax here: such an entry is matched literally, and so is
 * an entry longer than 1024 characters. Braces expanding to more than 256 alternatives stay literal.
 */

import { groupsToBraces } from './glob-groups.js';
import { matchingClose, splitTopLevel } from './glob-text.js';

const SLASH = 0x2f;

/** What one transition accepts: a literal character, any non-`/` character, or a class (never `/`). */
export type CharTest =
  | { readonly kind: 'lit'; readonly code: number }
  | { readonly kind: 'any' }
  | { readonly kind: 'class'; readonly ranges: readonly number[]; readonly negated: boolean };

interface Edge {
  readonly test: CharTest;
  readonly to: number;
}

/** An epsilon-free NFA: per state its edges and whether it accepts. */
export interface GlobAutomaton {
  readonly starts: readonly number[];
  readonly edges: ReadonlyArray<readonly Edge[]>;
  readonly accepting: readonly boolean[];
  /** Longest literal prefix every accepted path starts with. */
  readonly prefix: string;
  /** Longest literal suffix every accepted path ends with. */
  readonly suffix: string;
  /** True when the entry is a plain path (matches only itself, `prefix`; no states). */
  readonly literal: boolean;
}

const ANY: CharTest = { kind: 'any' };
const MAX_ALTERNATIVES = 256;
/** Longer entries are matched literally: keeps every product automaton small on hostile input. */
export const MAX_GLOB_LENGTH = 1024;

export function testChar(test: CharTest, code: number): boolean {
  if (test.kind === 'lit') return test.code === code;
  if (code === SLASH) return false;
  if (test.kind === 'any') return true;
  let inside = false;
  for (let i = 0; i < test.ranges.length; i += 2) {
    if (code >= (test.ranges[i] as number) && code <= (test.ranges[i + 1] as number)) {
      inside = true;
      break;
    }
  }
  return inside !== test.negated;
}

const PREFERRED = Array.from('abcdefghijklmnopqrstuvwxyz0123456789', (c) => c.codePointAt(0) as number);

/** A character both tests accept, or -1. Readable characters first; complete over all code points. */
export function commonChar(a: CharTest, b: CharTest): number {
  if (a.kind === 'lit') return testChar(b, a.code) ? a.code : -1;
  if (b.kind === 'lit') return testChar(a, b.code) ? b.code : -1;
  for (const code of PREFERRED) if (testChar(a, code) && testChar(b, code)) return code;
  // The accepted set of each test is a union of intervals bounded by its range ends (and `/`):
  // if the intersection is non-empty, one of these boundary points lies in it.
  const candidates = [0, 0x21, SLASH + 1];
  for (const test of [a, b]) {
    if (test.kind !== 'class') continue;
    for (let i = 0; i < test.ranges.length; i += 2) candidates.push(test.ranges[i] as number, (test.ranges[i + 1] as number) + 1);
  }
  // Printable characters first (control characters only when nothing else fits).
  candidates.sort((x, y) => (x < 0x21 ? x + 0x110000 : x) - (y < 0x21 ? y + 0x110000 : y));
  // `.` last: any other character leaves at least as many paths open (see the dot-segment guard).
  let dot = -1;
  for (const code of candidates) {
    if (code > 0x10ffff || !testChar(a, code) || !testChar(b, code)) continue;
    if (code !== 0x2e) return code;
    dot = code;
  }
  if (dot < 0 && testChar(a, 0x2e) && testChar(b, 0x2e)) dot = 0x2e;
  return dot;
}

/** Expands `{a,b}` (nested) and `{1..3}` / `{a..c}` ranges; `{a}` and unbalanced braces stay literal. */
export function expandBraces(pattern: string, limit = MAX_ALTERNATIVES): string[] | null {
  const open = findBraceOpen(pattern);
  if (open < 0) return [pattern];
  const close = matchingClose(pattern, open, '{', '}');
  if (close < 0) return [pattern];
  const body = pattern.slice(open + 1, close);
  const parts = splitTopLevel(body, ',');
  let options: string[];
  if (parts.length > 1) options = parts;
  else {
    const range = expandRange(body);
    if (range === null) {
      // Not an expansion: keep this brace literal and expand the rest after it.
      const rest = expandBraces(pattern.slice(close + 1), limit);
      return rest === null ? null : rest.map((tail) => pattern.slice(0, close + 1) + tail);
    }
    options = range;
  }
  const head = pattern.slice(0, open);
  const tails = expandBraces(pattern.slice(close + 1), limit);
  if (tails === null) return null;
  const out: string[] = [];
  for (const option of options) {
    const inner = expandBraces(option, limit);
    if (inner === null) return null;
    for (const middle of inner) {
      for (const tail of tails) {
        out.push(head + middle + tail);
        if (out.length > limit) return null;
      }
    }
  }
  return out;
}

function findBraceOpen(pattern: string): number {
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '\\') i++;
    else if (pattern[i] === '{') return i;
  }
  return -1;
}

const NUMERIC_RANGE = /^(-?\d+)\.\.(-?\d+)$/;
const ALPHA_RANGE = /^([a-zA-Z])\.\.([a-zA-Z])$/;

function expandRange(body: string): string[] | null {
  const numeric = NUMERIC_RANGE.exec(body);
  if (numeric) {
    const from = Number(numeric[1]);
    const to = Number(numeric[2]);
    if (Math.abs(to - from) > MAX_ALTERNATIVES) return null;
    const step = from <= to ? 1 : -1;
    const out: string[] = [];
    for (let n = from; step > 0 ? n <= to : n >= to; n += step) out.push(String(n));
    return out;
  }
  const alpha = ALPHA_RANGE.exec(body);
  if (alpha) {
    const from = (alpha[1] as string).charCodeAt(0);
    const to = (alpha[2] as string).charCodeAt(0);
    const step = from <= to ? 1 : -1;
    const out: string[] = [];
    for (let n = from; step > 0 ? n <= to : n >= to; n += step) out.push(String.fromCharCode(n));
    return out;
  }
  return null;
}

const EXTGLOB = /[@!+*?]\(/;

type Token = CharTest | 'star';
type Segment = { kind: 'globstar' } | { kind: 'tokens'; tokens: Token[] };

/** Parses a segment's tokens; `[` without a closing `]` is a literal. */
function tokenize(segment: string): Token[] {
  const tokens: Token[] = [];
  const points = Array.from(segment);
  for (let i = 0; i < points.length; i++) {
    const char = points[i] as string;
    if (char === '\\' && i + 1 < points.length) {
      tokens.push({ kind: 'lit', code: (points[++i] as string).codePointAt(0) as number });
    } else if (char === '*') {
      if (tokens[tokens.length - 1] !== 'star') tokens.push('star');
    } else if (char === '?') {
      tokens.push(ANY);
    } else if (char === '[') {
      const parsed = parseClass(points, i);
      if (parsed === null) tokens.push({ kind: 'lit', code: 0x5b });
      else {
        tokens.push(parsed.test);
        i = parsed.end;
      }
    } else {
      tokens.push({ kind: 'lit', code: char.codePointAt(0) as number });
    }
  }
  return tokens;
}

/** A class with a reversed range: the whole glob then matches nothing (see `parseClass`). */
const NOTHING: CharTest = { kind: 'class', ranges: [], negated: false };

function parseClass(points: readonly string[], open: number): { test: CharTest; end: number } | null {
  let i = open + 1;
  let negated = false;
  if (points[i] === '!' || points[i] === '^') {
    negated = true;
    i++;
  }
  const ranges: number[] = [];
  // micromatch turns a glob with a reversed range (`[b-a]`) into a regex that matches nothing.
  let reversed = false;
  const first = i;
  for (; i < points.length; i++) {
    let char = points[i] as string;
    if (char === ']' && i > first) return { test: reversed ? NOTHING : { kind: 'class', ranges, negated }, end: i };
    if (char === '\\' && i + 1 < points.length) char = points[++i] as string;
    const low = char.codePointAt(0) as number;
    if (points[i + 1] === '-' && i + 2 < points.length && points[i + 2] !== ']') {
      let high = points[i + 2] as string;
      i += 2;
      if (high === '\\' && i + 1 < points.length) high = points[++i] as string;
      const code = high.codePointAt(0) as number;
      if (code < low) reversed = true;
      else ranges.push(low, code);
    } else {
      ranges.push(low, low);
    }
  }
  return null;
}

function splitSegments(pattern: string): string[] {
  const segments: string[] = [];
  let start = 0;
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '\\') i++;
    else if (pattern[i] === '/') {
      segments.push(pattern.slice(start, i));
      start = i + 1;
    }
  }
  segments.push(pattern.slice(start));
  return segments;
}

function parseSegments(pattern: string): Segment[] {
  const segments: Segment[] = [];
  for (const text of splitSegments(pattern)) {
    if (text === '**') {
      if (segments[segments.length - 1]?.kind !== 'globstar') segments.push({ kind: 'globstar' });
    } else {
      segments.push({ kind: 'tokens', tokens: tokenize(text) });
    }
  }
  return segments;
}

/** Thompson-style builder with epsilon edges, removed before use. */
class Builder {
  readonly edges: Edge[][] = [];
  readonly eps: number[][] = [];
  readonly accepting: boolean[] = [];
  /** Set when an alternative holds a class with a reversed range: the glob matches nothing. */
  matchesNothing = false;

  state(): number {
    this.edges.push([]);
    this.eps.push([]);
    this.accepting.push(false);
    return this.edges.length - 1;
  }

  edge(from: number, test: CharTest, to: number): void {
    (this.edges[from] as Edge[]).push({ test, to });
  }

  /** Adds one alternative (a brace-free pattern) starting at a fresh state; returns that state. */
  add(pattern: string): number {
    const segments = parseSegments(pattern);
    if (segments.some((segment) => segment.kind === 'tokens' && segment.tokens.includes(NOTHING))) this.matchesNothing = true;
    const start = this.state();
    let cur = start;
    let needSep = false;
    let afterStar = false;
    segments.forEach((segment, index) => {
      const last = index === segments.length - 1;
      if (segment.kind === 'globstar') {
        const inSegment = this.state();
        if (needSep) {
          // (/X)*: cur -/-> p -any-> inSegment (loops), inSegment ~ cur
          const p = this.state();
          this.edge(cur, { kind: 'lit', code: SLASH }, p);
          this.edge(p, ANY, inSegment);
          this.edge(inSegment, ANY, inSegment);
          (this.eps[inSegment] as number[]).push(cur);
          // micromatch: a final `/**` may match nothing, except after a segment ending in `*`.
          if (last) this.accepting[afterStar ? inSegment : cur] = true;
        } else {
          // (X/)*: cur -any-> inSegment (loops) -/-> cur
          this.edge(cur, ANY, inSegment);
          this.edge(inSegment, ANY, inSegment);
          this.edge(inSegment, { kind: 'lit', code: SLASH }, cur);
          if (last) this.accepting[inSegment] = true;
        }
        return;
      }
      if (needSep) {
        const next = this.state();
        this.edge(cur, { kind: 'lit', code: SLASH }, next);
        cur = next;
      }
      const onlyStars = segment.tokens.length > 0 && segment.tokens.every((token) => token === 'star');
      if (onlyStars) {
        // A segment that is only `*` matches one or more characters.
        const next = this.state();
        this.edge(cur, ANY, next);
        this.edge(next, ANY, next);
        cur = next;
      } else {
        for (const token of segment.tokens) {
          if (token === 'star') this.edge(cur, ANY, cur);
          else {
            const next = this.state();
            this.edge(cur, token, next);
            cur = next;
          }
        }
      }
      needSep = true;
      afterStar = segment.tokens[segment.tokens.length - 1] === 'star';
      if (last) this.accepting[cur] = true;
    });
    if (segments.length === 0) this.accepting[cur] = true;
    return start;
  }

  /** Removes epsilon edges: a state gets the edges and acceptance of its epsilon closure. */
  finish(starts: number[], prefix: string, suffix: string, literal: boolean): GlobAutomaton {
    const n = this.edges.length;
    const edges: Edge[][] = [];
    const accepting: boolean[] = [];
    for (let s = 0; s < n; s++) {
      const closure = this.closure(s);
      const out: Edge[] = [];
      let accepts = false;
      for (const t of closure) {
        out.push(...(this.edges[t] as Edge[]));
        if (this.accepting[t]) accepts = true;
      }
      edges.push(out);
      accepting.push(accepts);
    }
    return { starts, edges, accepting, prefix, suffix, literal };
  }

  private closure(state: number): number[] {
    const seen = new Set([state]);
    const stack = [state];
    while (stack.length > 0) {
      for (const next of this.eps[stack.pop() as number] as number[]) {
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return [...seen];
  }
}

// `(` opens a group (see glob-groups.ts); once groups are braces, a `(` left is literal text.
const SPECIAL = new Set(['*', '?', '[', '\\', '{', '(']);

/** Literal prefix of a brace-free pattern (up to the first special character). */
function literalPrefix(body: string): string {
  let end = 0;
  while (end < body.length && !SPECIAL.has(body[end] as string)) end++;
  // `a/**` also matches `a`: the slash before a final globstar is optional.
  if (GLOBSTARS.test(body.slice(end)) && end > 1 && body[end - 1] === '/') end--;
  return body.slice(0, end);
}

const GLOBSTARS = /^\*\*(?:\/\*\*)*$/;
const SUFFIX_STOP = new Set(['*', '?', '[', ']', '\\', '{', '}']);

/** Literal suffix of a brace-free pattern (after the last special character). */
function literalSuffix(body: string): string {
  let start = body.length;
  while (start > 0 && !SUFFIX_STOP.has(body[start - 1] as string)) start--;
  // `**/b` also matches `b`: the slash after a leading globstar is optional.
  if (GLOBSTARS.test(body.slice(0, start)) && body[start] === '/') start++;
  return body.slice(start);
}

const commonPrefix = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(0, i);
};
const commonSuffix = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && i < b.length && a[a.length - 1 - i] === b[b.length - 1 - i]) i++;
  return a.slice(a.length - i);
};

/** True when the entry has glob syntax that this compiler interprets. */
export function hasGlobSyntax(pattern: string): boolean {
  if (pattern.length > MAX_GLOB_LENGTH || pattern.startsWith('!') || EXTGLOB.test(pattern)) return false;
  if (pattern.includes('(') && groupsToBraces(pattern) === null) return false;
  for (const char of pattern) if (SPECIAL.has(char)) return true;
  return false;
}

const LEADING_DOT_SLASHES = /^(?:\.\/)+/;

/** Compiles one ownership entry (a micromatch glob) to an automaton. */
export function compileGlob(entry: string): GlobAutomaton {
  // Leading `./`s are dropped (as micromatch does) before braces expand: in `{a,./b}` the `./`
  // is part of an alternative, which micromatch matches literally (and git never lists such a path).
  const stripped = entry.replace(LEADING_DOT_SLASHES, '');
  // A plain path matches only itself: `globAccepts` and `intersectGlobs` compare it as a string.
  if (!hasGlobSyntax(entry)) return { starts: [], edges: [], accepting: [], prefix: stripped, suffix: stripped, literal: true };
  const body = groupsToBraces(stripped) as string;
  const builder = new Builder();
  // Duplicate alternatives (`{a,a,a}`) add states and no paths: keep one of each.
  const alternatives = [...new Set(expandBraces(body) ?? [body])];
  const starts = alternatives.map((alternative) => builder.add(alternative));
  if (builder.matchesNothing) starts.length = 0;
  const prefix = alternatives.map(literalPrefix).reduce(commonPrefix);
  const suffix = alternatives.map(literalSuffix).reduce(commonSuffix);
  return builder.finish(starts, prefix, suffix, false);
}

/** True when the automaton accepts the path. */
export function globAccepts(automaton: GlobAutomaton, path: string): boolean {
  if (automaton.literal) return path === automaton.prefix;
  if (!path.startsWith(automaton.prefix) || !path.endsWith(automaton.suffix)) return false;
  let current = new Set(automaton.starts);
  // micromatch never lets a glob match a path with a `.` or `..` segment (see `guardStep`).
  let guard = 0;
  for (const char of path) {
    const code = char.codePointAt(0) as number;
    guard = guardStep(guard, code);
    if (guard < 0) return false;
    const next = new Set<number>();
    for (const state of current) {
      for (const edge of automaton.edges[state] as Edge[]) if (testChar(edge.test, code)) next.add(edge.to);
    }
    if (next.size === 0) return false;
    current = next;
  }
  if (inDotSegment(guard)) return false;
  for (const state of current) if (automaton.accepting[state]) return true;
  return false;
}

const compatible = (a: string, b: string) => (a.length <= b.length ? b.startsWith(a) : a.startsWith(b));
const compatibleEnds = (a: string, b: string) => (a.length <= b.length ? b.endsWith(a) : a.endsWith(b));

/** Cheap necessary condition for a non-empty intersection (literal prefixes and suffixes agree). */
export function mayIntersect(a: GlobAutomaton, b: GlobAutomaton): boolean {
  return compatible(a.prefix, b.prefix) && compatibleEnds(a.suffix, b.suffix);
}

/** Work one intersection may do: transitions tried in the product search (see `intersectGlobs`). */
export interface SearchBudget {
  readonly limit: number;
  used: number;
}

/** The search ran out of its budget before deciding (neither a witness nor a proof of disjointness). */
export const UNDECIDED = Symbol('undecided');

/**
 * A shortest path both automata accept, or null when their languages are disjoint (decided
 * exactly: breadth-first search over the product automaton). micromatch never lets a glob
 * match a path with a `.` or `..` segment (and git never lists one), so the search runs in
 * product with a four-state automaton that rejects such segments. With a `budget`, every
 * transition tried is drawn from it, and `UNDECIDED` comes back once it is spent: the product of
 * two hostile globs can hold millions of states, and memory and time stay bounded.
 */
export function intersectGlobs(a: GlobAutomaton, b: GlobAutomaton): string | null;
export function intersectGlobs(a: GlobAutomaton, b: GlobAutomaton, budget: SearchBudget): string | null | typeof UNDECIDED;
export function intersectGlobs(a: GlobAutomaton, b: GlobAutomaton, budget?: SearchBudget): string | null | typeof UNDECIDED {
  if (!mayIntersect(a, b)) return null;
  if (a.literal) return globAccepts(b, a.prefix) ? a.prefix : null;
  if (b.literal) return globAccepts(a, b.prefix) ? b.prefix : null;
  return productSearch(a, b, budget ?? { limit: Number.POSITIVE_INFINITY, used: 0 });
}

// Dot-segment guard: 0 segment start, 1 after ".", 2 after "..", 3 other content, -1 dead.
const inDotSegment = (state: number) => state === 1 || state === 2;

function guardStep(state: number, code: number): number {
  if (code === SLASH) return state === 1 || state === 2 ? -1 : 0;
  if (code === 0x2e) return state === 0 ? 1 : state === 1 ? 2 : 3;
  return 3;
}

function productSearch(a: GlobAutomaton, b: GlobAutomaton, budget: SearchBudget): string | null | typeof UNDECIDED {
  const width = b.edges.length;
  const guardWidth = 4;
  const parent = new Map<number, { from: number; code: number }>();
  const queue: number[] = [];
  for (const p of a.starts) {
    for (const q of b.starts) {
      const key = (p * width + q) * guardWidth;
      if (!parent.has(key)) {
        parent.set(key, { from: -1, code: -1 });
        queue.push(key);
      }
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const key = queue[head] as number;
    const guard = key % guardWidth;
    const pair = (key - guard) / guardWidth;
    const p = Math.floor(pair / width);
    const q = pair % width;
    if (a.accepting[p] && b.accepting[q] && !inDotSegment(guard)) return witnessOf(parent, key);
    const edgesA = a.edges[p] as Edge[];
    const edgesB = b.edges[q] as Edge[];
    budget.used += edgesA.length * edgesB.length + 1;
    if (budget.used > budget.limit) return UNDECIDED;
    for (const ea of edgesA) {
      for (const eb of edgesB) {
        const code = commonChar(ea.test, eb.test);
        if (code < 0) continue;
        const nextGuard = guardStep(guard, code);
        if (nextGuard < 0) continue;
        const nextKey = (ea.to * width + eb.to) * guardWidth + nextGuard;
        if (parent.has(nextKey)) continue;
        parent.set(nextKey, { from: key, code });
        queue.push(nextKey);
      }
    }
  }
  return null;
}

function witnessOf(parent: ReadonlyMap<number, { from: number; code: number }>, key: number): string {
  const codes: number[] = [];
  let at = parent.get(key);
  while (at !== undefined && at.from >= 0) {
    codes.push(at.code);
    at = parent.get(at.from);
  }
  return String.fromCodePoint(...codes.reverse());
}
