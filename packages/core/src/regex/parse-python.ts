/**
 * A port of CPython 3.11 `re._parser` (plus the compile-time checks of `re._compiler`) that
 * builds our pattern tree. Error texts and positions are Python's.
 */
import { concat, EMPTY, type CharTest, type Node, type Pattern, type PyCharSet } from './ast.js';
import { asciiLower, pyLowerMap } from './case.js';
import { atTextStart, pyCharTest, pyEnd, pyLineEnd, pyLineStart, type ClassItem } from './classes.js';
import { classEscape, escapeCode, type Code } from './py-escapes.js';
import { combineFlags, F_A, F_I, F_M, F_S, F_X, FLAGS, parseFlags } from './py-flags.js';
import { checkgroup, checklookbehindgroup, type State, type Width } from './py-state.js';
import { createTokenizer, PyReError, type Tokenizer } from './py-tokenizer.js';
import { pyInt, pyRepr } from '../python/text.js';

export const MAXREPEAT = 4294967295;
const MAXGROUPS = 1073741823;
/** Python frames (`_parse_sub` + `_parse`) at which CPython's default recursion limit trips. */
const MAX_FRAMES = 990;

const DIGITS = '0123456789';
const WHITESPACE = ' \t\n\r\v\f';

const isIn = (c: string | null, set: string): boolean => c !== null && c.length === 1 && set.includes(c);
const cpLength = (s: string): number => Array.from(s).length;
const isIdentifier = (s: string): boolean => /^[\p{ID_Start}_][\p{ID_Continue}]*$/u.test(s);

type ItemKind = 'at' | 'repeat' | 'unit';
/** One entry of Python's SubPattern list: our node plus what the parser checks about it. */
interface Item {
  readonly node: Node;
  readonly kind: ItemKind;
  readonly width: Width;
}
interface Seq {
  readonly node: Node;
  readonly width: Width;
}

const clampWidth = (lo: number, hi: number): Width => [Math.min(lo, MAXREPEAT - 1), Math.min(hi, MAXREPEAT)];

function charFlags(flags: number): { ignoreCase: boolean; ascii: boolean } {
  return { ignoreCase: (flags & F_I) !== 0, ascii: (flags & F_A) !== 0 };
}

interface Ctx {
  readonly source: Tokenizer;
  readonly state: State;
  readonly literals: Map<number, Item>;
}

/** The flags of an enclosing `(?flags:...)` group, or `null` for the global flags. */
type Scope = number | null;

function enter(state: State): void {
  state.frames += 1;
  if (state.frames > MAX_FRAMES) throw new PyReError('maximum recursion depth exceeded', null);
}

function parseSub(ctx: Ctx, scope: Scope, verbose: boolean, nested: number): Seq {
  const { source, state } = ctx;
  enter(state);
  const items: Seq[] = [];
  for (;;) {
    items.push(parseSeq(ctx, scope, verbose, nested + 1, nested === 0 && items.length === 0));
    if (!source.match('|')) break;
    if (nested === 0) verbose = (state.flags & F_X) !== 0;
  }
  state.frames -= 1;
  if (items.length === 1) return items[0] as Seq;
  let lo = MAXREPEAT - 1;
  let hi = 0;
  for (const item of items) {
    lo = Math.min(lo, item.width[0]);
    hi = Math.max(hi, item.width[1]);
  }
  return { node: { type: 'alt', items: items.map((item) => item.node) }, width: clampWidth(lo, hi) };
}

function sequenceOf(items: Item[]): Seq {
  let lo = 0;
  let hi = 0;
  for (const item of items) {
    lo += item.width[0];
    hi += item.width[1];
  }
  return { node: concat(items.map((item) => item.node)), width: clampWidth(lo, hi) };
}

/** Scoped flags are absolute; `null` inherits the global flags (which can only precede everything). */
function effectiveFlags(state: State, scope: Scope): number {
  return scope ?? state.flags;
}

function parseSeq(ctx: Ctx, scope: Scope, verbose: boolean, nested: number, first: boolean): Seq {
  const { source, state } = ctx;
  enter(state);
  const items: Item[] = [];
  for (;;) {
    const thisToken = source.next;
    if (thisToken === null || thisToken === '|' || thisToken === ')') break;
    source.get();
    if (verbose) {
      if (WHITESPACE.includes(thisToken) && thisToken.length === 1) continue;
      if (thisToken === '#') {
        for (;;) {
          const skipped = source.get();
          if (skipped === null || skipped === '\n') break;
        }
        continue;
      }
    }
    const flags = effectiveFlags(state, scope);
    // A switch on the token (a char, or `\` plus a char) rather than set lookups: this loop runs
    // once per pattern character, cold, at start-up.
    switch (thisToken) {
      case '[':
        items.push(parseClass(source, flags));
        break;
      case '*':
      case '+':
      case '?':
      case '{':
        if (!parseRepeat(source, thisToken, items)) items.push(literalItem(ctx, thisToken.codePointAt(0) as number, flags));
        break;
      case '.':
        items.push(unitItem({ kind: 'dot', dotAll: (flags & F_S) !== 0 }));
        break;
      case '(': {
        const group = parseGroup(ctx, scope, verbose, nested, first && items.length === 0);
        if (group === 'global') verbose = (state.flags & F_X) !== 0;
        else if (group !== null) items.push(group);
        break;
      }
      case '^': {
        const node: Node = flags & F_M ? { type: 'assert', test: pyLineStart, py: { kind: 'lineStart' } } : { type: 'assert', test: atTextStart, py: { kind: 'textStart' } };
        items.push({ node, kind: 'at', width: [0, 0] });
        break;
      }
      case '$': {
        const node: Node = flags & F_M ? { type: 'assert', test: pyLineEnd, py: { kind: 'lineEnd' } } : { type: 'assert', test: pyEnd, py: { kind: 'end' } };
        items.push({ node, kind: 'at', width: [0, 0] });
        break;
      }
      default:
        if (thisToken.charCodeAt(0) === 0x5c) items.push(itemOfCode(ctx, escapeCode(source, thisToken, state, flags), flags, state));
        else items.push(literalItem(ctx, thisToken.codePointAt(0) as number, flags));
    }
  }
  state.frames -= 1;
  return sequenceOf(items);
}

function literalOf(cp: number, flags: number): number | undefined {
  return flags & F_I ? undefined : cp;
}

function setOf(items: readonly ClassItem[], negate: boolean, flags: number): PyCharSet {
  return { kind: 'set', items, negate, ...charFlags(flags) };
}

/** Literal items are immutable and repeat a lot in a pattern: one per code point and flags. */
function literalItem(ctx: Ctx, cp: number, flags: number): Item {
  const key = cp * 4 + (flags & F_I ? 1 : 0) + (flags & F_A ? 2 : 0);
  let item = ctx.literals.get(key);
  if (item === undefined) {
    item = unitItem(setOf([{ kind: 'lit', cp }], false, flags), literalOf(cp, flags));
    ctx.literals.set(key, item);
  }
  return item;
}

/**
 * A char node whose engine test is built on first use: the JS translator reads only `py`, and
 * building every test up front was most of the parse time. (A class, so that the lazy getter
 * lives on one prototype instead of on every node.)
 */
class PyCharNode {
  readonly type = 'char';
  #test: CharTest | undefined;
  constructor(
    readonly py: PyCharSet,
    readonly literal: number | undefined,
  ) {}
  get test(): CharTest {
    return (this.#test ??= pyCharTest(this.py));
  }
}

const UNIT_WIDTH: Width = [1, 1];

function unitItem(py: PyCharSet, literal?: number): Item {
  return { node: new PyCharNode(py, literal) as Node, kind: 'unit', width: UNIT_WIDTH };
}

function itemOfCode(ctx: Ctx, code: Code, flags: number, state: State): Item {
  const cf = charFlags(flags);
  switch (code.kind) {
    case 'lit':
      return literalItem(ctx, code.cp, flags);
    case 'cat':
      return unitItem(setOf([{ kind: 'cat', cat: code.cat }], false, flags));
    case 'at':
      return { node: code.node, kind: 'at', width: [0, 0] };
    case 'ref': {
      const width = state.groupwidths[code.group] ?? [0, 0];
      const fold = cf.ignoreCase ? (cf.ascii ? asciiLower : pyLowerMap().map) : null;
      return { node: { type: 'backref', group: code.group, fold, missingFails: true }, kind: 'unit', width };
    }
  }
}

function parseClass(source: Tokenizer, flags: number): Item {
  const here = source.tell() - 1;
  const set: ClassItem[] = [];
  const negate = source.match('^');
  const unterminated = (): PyReError => source.error('unterminated character set', source.tell() - here);
  for (;;) {
    const thisToken = source.get();
    if (thisToken === null) throw unterminated();
    if (thisToken === ']' && set.length > 0) break;
    const code1: Code =
      thisToken[0] === '\\' ? classEscape(source, thisToken) : { kind: 'lit', cp: thisToken.codePointAt(0) as number };
    if (source.match('-')) {
      const that = source.get();
      if (that === null) throw unterminated();
      if (that === ']') {
        set.push(classItemOf(code1), { kind: 'lit', cp: 45 });
        break;
      }
      const code2: Code = that[0] === '\\' ? classEscape(source, that) : { kind: 'lit', cp: that.codePointAt(0) as number };
      const message = `bad character range ${thisToken}-${that}`;
      const offset = cpLength(thisToken) + 1 + cpLength(that);
      if (code1.kind !== 'lit' || code2.kind !== 'lit') throw source.error(message, offset);
      if (code2.cp < code1.cp) throw source.error(message, offset);
      set.push({ kind: 'range', lo: code1.cp, hi: code2.cp });
    } else {
      set.push(classItemOf(code1));
    }
  }
  const only = set.length === 1 || set.every((item) => sameItem(item, set[0] as ClassItem)) ? set[0] : undefined;
  const literal = !negate && only?.kind === 'lit' && !(flags & F_I) ? only.cp : undefined;
  return unitItem(setOf(set, negate, flags), literal);
}

function sameItem(a: ClassItem, b: ClassItem): boolean {
  if (a.kind === 'lit') return b.kind === 'lit' && a.cp === b.cp;
  if (a.kind === 'range') return b.kind === 'range' && a.lo === b.lo && a.hi === b.hi;
  return b.kind === 'cat' && a.cat === b.cat;
}

function classItemOf(code: Code): ClassItem {
  if (code.kind === 'lit') return { kind: 'lit', cp: code.cp };
  if (code.kind === 'cat') return { kind: 'cat', cat: code.cat };
  throw new Error('unreachable class item');
}

/** Applies a quantifier to the last item; false when `{` turns out to be a literal. */
function parseRepeat(source: Tokenizer, thisToken: string, items: Item[]): boolean {
  const here = source.tell();
  let min = 0;
  let max = MAXREPEAT;
  if (thisToken === '?') max = 1;
  else if (thisToken === '+') min = 1;
  else if (thisToken === '{') {
    if (source.next === '}') return false;
    let lo = '';
    let hi = '';
    while (isIn(source.next, DIGITS)) lo += source.get();
    if (source.match(',')) {
      while (isIn(source.next, DIGITS)) hi += source.get();
    } else hi = lo;
    if (!source.match('}')) {
      source.seek(here);
      return false;
    }
    if (lo) {
      min = Number(lo);
      if (min >= MAXREPEAT) throw new PyReError('the repetition number is too large', null);
    }
    if (hi) {
      max = Number(hi);
      if (max >= MAXREPEAT) throw new PyReError('the repetition number is too large', null);
      if (max < min) throw source.error('min repeat greater than max repeat', source.tell() - here);
    }
  }
  const item = items[items.length - 1];
  const offset = source.tell() - here + 1;
  if (!item || item.kind === 'at') throw source.error('nothing to repeat', offset);
  if (item.kind === 'repeat') throw source.error('multiple repeat', offset);
  const mode = source.match('?') ? 'lazy' : source.match('+') ? 'possessive' : 'greedy';
  items[items.length - 1] = {
    node: { type: 'repeat', min, max: max === MAXREPEAT ? Infinity : max, mode, body: item.node },
    kind: 'repeat',
    width: [item.width[0] * min, item.width[1] * max],
  };
  return true;
}

function groupName(source: Tokenizer, terminator: string): string {
  const name = source.getuntil(terminator, 'group name');
  if (!isIdentifier(name)) throw source.error(`bad character in group name ${pyRepr(name)}`, cpLength(name) + 1);
  return name;
}

/** After `(`: a group item, `null` for a comment, or 'global' for leading global flags. */
function parseGroup(ctx: Ctx, scope: Scope, verbose: boolean, nested: number, first: boolean): Item | null | 'global' {
  const { source, state } = ctx;
  const start = source.tell() - 1;
  let capture = true;
  let atomic = false;
  let name: string | null = null;
  let add = 0;
  let del = 0;
  const unterminated = (): PyReError => source.error('missing ), unterminated subpattern', source.tell() - start);
  if (source.match('?')) {
    const char = source.get();
    if (char === null) throw source.error('unexpected end of pattern');
    if (char === 'P') {
      if (source.match('<')) {
        name = groupName(source, '>');
      } else if (source.match('=')) {
        const ref = groupName(source, ')');
        const gid = state.groupdict.get(ref);
        if (gid === undefined) throw source.error(`unknown group name ${pyRepr(ref)}`, cpLength(ref) + 1);
        if (!checkgroup(state, gid)) throw source.error('cannot refer to an open group', cpLength(ref) + 1);
        checklookbehindgroup(state, gid, source);
        return itemOfCode(ctx, { kind: 'ref', group: gid }, effectiveFlags(state, scope), state);
      } else {
        const other = source.get();
        if (other === null) throw source.error('unexpected end of pattern');
        throw source.error(`unknown extension ?P${other}`, cpLength(other) + 2);
      }
    } else if (char === ':') {
      capture = false;
    } else if (char === '#') {
      for (;;) {
        if (source.next === null) throw source.error('missing ), unterminated comment', source.tell() - start);
        if (source.get() === ')') break;
      }
      return null;
    } else if (char === '=' || char === '!' || char === '<') {
      let kind = char;
      let behind = false;
      let outerLookbehind: number | null = 0;
      if (char === '<') {
        const next = source.get();
        if (next === null) throw source.error('unexpected end of pattern');
        if (next !== '=' && next !== '!') throw source.error(`unknown extension ?<${next}`, cpLength(next) + 2);
        kind = next;
        behind = true;
        outerLookbehind = state.lookbehindgroups;
        if (outerLookbehind === null) state.lookbehindgroups = state.groups;
      }
      const body = parseSub(ctx, scope, verbose, nested + 1);
      if (behind && outerLookbehind === null) state.lookbehindgroups = null;
      if (!source.match(')')) throw unterminated();
      if (behind) state.lookbehinds.push(body.width);
      return { node: { type: 'look', behind, negate: kind === '!', body: body.node }, kind: 'unit', width: [0, 0] };
    } else if (char === '(') {
      return parseConditional(ctx, scope, verbose, nested, start);
    } else if (char === '>') {
      capture = false;
      atomic = true;
    } else if (char in FLAGS || char === '-') {
      const flags = parseFlags(source, state, char);
      if (flags === null) {
        if (!first) throw source.error('global flags not at the start of the expression', source.tell() - start);
        return 'global';
      }
      ({ add, del } = flags);
      capture = false;
    } else {
      throw source.error(`unknown extension ?${char}`, cpLength(char) + 1);
    }
  }
  let group: number | null = null;
  if (capture) {
    group = state.groups;
    state.groups += 1;
    state.groupwidths.push(null);
    if (state.groups > MAXGROUPS) throw source.error('too many groups', cpLength(name ?? '') + 1);
    if (name !== null) {
      const previous = state.groupdict.get(name);
      if (previous !== undefined) {
        throw source.error(`redefinition of group name ${pyRepr(name)} as group ${group}; was group ${previous}`, cpLength(name) + 1);
      }
      state.groupdict.set(name, group);
    }
  }
  const subVerbose = (verbose || (add & F_X) !== 0) && !(del & F_X);
  const innerScope = add || del ? scopeWith(state, scope, add, del) : scope;
  const body = parseSub(ctx, innerScope, subVerbose, nested + 1);
  if (!source.match(')')) throw unterminated();
  if (group !== null) {
    state.groupwidths[group] = body.width;
    const node: Node = name === null ? { type: 'group', index: group, body: body.node } : { type: 'group', index: group, body: body.node, name };
    return { node, kind: 'unit', width: body.width };
  }
  if (atomic) return { node: { type: 'atomic', body: body.node }, kind: 'unit', width: body.width };
  return { node: body.node, kind: 'unit', width: body.width };
}

function scopeWith(state: State, scope: Scope, add: number, del: number): Scope {
  return combineFlags(effectiveFlags(state, scope), add, del);
}

function parseConditional(ctx: Ctx, scope: Scope, verbose: boolean, nested: number, start: number): Item {
  const { source, state } = ctx;
  const condname = source.getuntil(')', 'group name');
  let condgroup: number;
  if (isIdentifier(condname)) {
    const gid = state.groupdict.get(condname);
    if (gid === undefined) throw source.error(`unknown group name ${pyRepr(condname)}`, cpLength(condname) + 1);
    condgroup = gid;
  } else {
    const parsed = pyInt(condname);
    if (!parsed.ok || parsed.value < 0n) throw source.error(`bad character in group name ${pyRepr(condname)}`, cpLength(condname) + 1);
    if (parsed.value === 0n) throw source.error('bad group number', cpLength(condname) + 1);
    if (parsed.value >= BigInt(MAXGROUPS)) throw source.error(`invalid group reference ${parsed.value}`, cpLength(condname) + 1);
    condgroup = Number(parsed.value);
    if (!state.grouprefpos.has(condgroup)) state.grouprefpos.set(condgroup, source.tell() - cpLength(condname) - 1);
  }
  checklookbehindgroup(state, condgroup, source);
  const yes = parseSeq(ctx, scope, verbose, nested + 1, false);
  let no: Seq | null = null;
  if (source.match('|')) {
    no = parseSeq(ctx, scope, verbose, nested + 1, false);
    if (source.next === '|') throw source.error('conditional backref with more than two branches');
  }
  if (!source.match(')')) throw source.error('missing ), unterminated subpattern', source.tell() - start);
  const lo = no ? Math.min(yes.width[0], no.width[0]) : 0;
  const hi = no ? Math.max(yes.width[1], no.width[1]) : yes.width[1];
  return { node: { type: 'cond', group: condgroup, yes: yes.node, no: no ? no.node : EMPTY }, kind: 'unit', width: [lo, hi] };
}

export interface PyParseOptions {
  ignoreCase?: boolean;
  multiline?: boolean;
  dotAll?: boolean;
  /** `re.VERBOSE`. */
  verbose?: boolean;
  /** `re.ASCII`. */
  ascii?: boolean;
}

/** Parses a Python pattern; throws `PyReError` exactly where `re.compile` raises. */
export function parsePython(source: string, options: PyParseOptions = {}): Pattern {
  const tokenizer = createTokenizer(source);
  const state: State = {
    flags: (options.ignoreCase ? F_I : 0) | (options.multiline ? F_M : 0) | (options.dotAll ? F_S : 0) | (options.verbose ? F_X : 0) | (options.ascii ? F_A : 0),
    groups: 1,
    groupdict: new Map(),
    groupwidths: [null],
    lookbehindgroups: null,
    grouprefpos: new Map(),
    frames: 0,
    lookbehinds: [],
  };
  const ctx: Ctx = { source: tokenizer, state, literals: new Map() };
  const root = parseSub(ctx, null, (state.flags & F_X) !== 0, 0);
  if (tokenizer.next !== null) throw tokenizer.error('unbalanced parenthesis');
  for (const [group, pos] of state.grouprefpos) {
    if (group >= state.groups) throw new PyReError(`invalid group reference ${group}`, pos);
  }
  for (const [lo, hi] of state.lookbehinds) {
    if (lo !== hi) throw new PyReError('look-behind requires fixed-width pattern', null);
  }
  return { root: root.node, groups: state.groups - 1, emptyIteration: 'exit' };
}
