/**
 * Which parsed Python patterns a JavaScript RegExp can reproduce exactly (matches and groups).
 * The rest are refused with the reason, never translated approximately.
 *
 * Where Python's `re` and JavaScript differ:
 * - atomic groups, possessive repeats and conditionals do not exist in JavaScript (`u` flag);
 * - a backreference to a group that did not take part fails in Python and matches empty in
 *   JavaScript; under IGNORECASE Python compares lowercase, JavaScript case-folds;
 * - JavaScript clears a repeated group's captures at every iteration, Python keeps the last value;
 * - an optional iteration that matches empty ends the loop in Python (and counts), while
 *   JavaScript rejects it and backtracks into the iteration for a longer match;
 * - JavaScript matches a lookbehind from right to left, which changes what its captures and
 *   backreferences see.
 */
import type { Node, Pattern } from './ast.js';

/** Why `pattern` has no exact JavaScript equivalent, or null when it has one. */
export function untranslatable(pattern: Pattern): string | null {
  try {
    walk(pattern.root, new Set(), false);
    return null;
  } catch (error) {
    if (error instanceof Refusal) return error.message;
    throw error;
  }
}

class Refusal extends Error {}

function refuse(reason: string): never {
  throw new Refusal(reason);
}

/** Checks `node`; returns the groups certainly set after it matched (given those set before). */
function walk(node: Node, before: ReadonlySet<number>, inLookbehind: boolean): ReadonlySet<number> {
  switch (node.type) {
    case 'empty':
    case 'char':
    case 'assert':
      return before;
    case 'group': {
      const after = new Set(walk(node.body, before, inLookbehind));
      after.add(node.index);
      return after;
    }
    case 'concat': {
      let set = before;
      for (const item of node.items) set = walk(item, set, inLookbehind);
      return set;
    }
    case 'alt': {
      const sets = node.items.map((item) => walk(item, before, inLookbehind));
      return sets.reduce((common, set) => new Set([...common].filter((group) => set.has(group))));
    }
    case 'repeat':
      return walkRepeat(node, before, inLookbehind);
    case 'look': {
      if (node.behind) {
        if (contains(node.body, (item) => item.type === 'backref')) refuse('a backreference inside a lookbehind');
        if (capturesIn(node.body).length > 0 && contains(node.body, (item) => item.type === 'alt' || item.type === 'repeat')) {
          refuse('a capturing group inside a lookbehind with alternatives or repeats');
        }
      }
      const after = walk(node.body, before, inLookbehind || node.behind);
      return node.negate ? before : after;
    }
    case 'backref':
      if (node.fold !== null) refuse('a backreference under IGNORECASE');
      if (!before.has(node.group)) refuse(`a backreference to group ${node.group}, which may not have taken part`);
      return before;
    case 'cond':
      return refuse('a conditional group');
    case 'atomic':
      return refuse('an atomic group');
  }
}

function walkRepeat(node: Extract<Node, { type: 'repeat' }>, before: ReadonlySet<number>, inLookbehind: boolean): ReadonlySet<number> {
  if (node.mode === 'possessive') refuse('a possessive repeat');
  const after = walk(node.body, before, inLookbehind);
  const captures = capturesIn(node.body);
  if (node.max >= 2 && captures.some((group) => !after.has(group))) {
    refuse('a repeated group with a capturing group that may not take part in every repetition');
  }
  if (node.max > node.min && nullable(node.body)) {
    if (captures.length > 0) refuse('a repeated group that can match empty and captures');
    if (node.mode === 'lazy' || !emptyLast(node.body)) refuse('a repeated group that can match empty before it matches text');
  }
  return node.min >= 1 ? after : before;
}

export function contains(node: Node, test: (node: Node) => boolean): boolean {
  if (test(node)) return true;
  switch (node.type) {
    case 'group':
    case 'repeat':
    case 'look':
    case 'atomic':
      return contains(node.body, test);
    case 'concat':
    case 'alt':
      return node.items.some((item) => contains(item, test));
    case 'cond':
      return contains(node.yes, test) || contains(node.no, test);
    default:
      return false;
  }
}

function capturesIn(node: Node): number[] {
  const out: number[] = [];
  contains(node, (item) => {
    if (item.type === 'group') out.push(item.index);
    return false;
  });
  return out;
}

/** Can `node` match the empty string? */
export function nullable(node: Node): boolean {
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
    default:
      return true;
  }
}

/** Matches nothing but the empty string (zero-width). */
function zeroWidth(node: Node): boolean {
  switch (node.type) {
    case 'empty':
    case 'assert':
    case 'look':
      return true;
    case 'group':
      return zeroWidth(node.body);
    case 'concat':
    case 'alt':
      return node.items.every(zeroWidth);
    default:
      return false;
  }
}

/** One option only: zero-width, or a backreference. */
const singleOption = (node: Node): boolean => zeroWidth(node) || node.type === 'backref';

/** In backtracking order, no option that consumes text comes after the first empty option. */
function emptyLast(node: Node): boolean {
  if (!nullable(node) || singleOption(node)) return true;
  switch (node.type) {
    case 'group':
      return emptyLast(node.body);
    case 'concat': {
      const last = node.items.length - 1;
      return node.items.every((item, i) => (i === last ? emptyLast(item) : emptyIsFinal(item)));
    }
    case 'alt': {
      const first = node.items.findIndex(nullable);
      return emptyLast(node.items[first] as Node) && node.items.slice(first + 1).every(zeroWidth);
    }
    case 'repeat':
      // Greedy: every iteration's options come before stopping; an empty iteration only ends the loop.
      return node.mode === 'greedy' && emptyLast(node.body);
    default:
      return false;
  }
}

/** The first empty option is the last option of all. */
function emptyIsFinal(node: Node): boolean {
  if (!nullable(node) || singleOption(node)) return true;
  switch (node.type) {
    case 'group':
      return emptyIsFinal(node.body);
    case 'concat':
      return node.items.every(emptyIsFinal);
    case 'alt': {
      const first = node.items.findIndex(nullable);
      return first === node.items.length - 1 && emptyIsFinal(node.items[first] as Node);
    }
    case 'repeat':
      return node.mode === 'greedy' && node.min === 0 && !nullable(node.body);
    default:
      return false;
  }
}
