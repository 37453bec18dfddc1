import { compareCodePoints } from '@gauntlet/core';
import {
  type GlobAutomaton,
  type SearchBudget,
  UNDECIDED,
  compileGlob,
  expandBraces,
  globAccepts,
  hasGlobSyntax,
  intersectGlobs,
  mayIntersect,
} from './glob-automaton.js';
import type { PartitionAgent } from './parse.js';

/** A path claimed by two or more agents (`data.overlaps[]`). */
export interface Overlap {
  path: string;
  owners: string[];
  /** 1-based line of the claim that made the path shared (the second owner's first claim). */
  line?: number;
}

/** Two glob entries of different agents that can match a common path. */
export interface GlobOverlap extends Overlap {
  /** The two entries, in claim order. */
  entries: [string, string];
  /** Their agents, in claim order. */
  agents: [string, string];
}

const sortOwners = (owners: Iterable<string>) => [...new Set(owners)].sort(compareCodePoints);

/**
 * Reference parity (docs/rules/partition/README.md): keys with two or more distinct claimants, in order of
 * each key's first claim, claimants in code-point order.
 */
export function literalOverlaps(agents: readonly PartitionAgent[]): Overlap[] {
  const claims = new Map<string, { claimants: string[]; line?: number }>();
  for (const agent of agents) {
    agent.keys.forEach((key, i) => {
      const claim = claims.get(key);
      if (claim === undefined) claims.set(key, { claimants: [agent.name] });
      else if (!claim.claimants.includes(agent.name)) {
        claim.claimants.push(agent.name);
        claim.line ??= agent.lines[i];
      }
    });
  }
  const overlaps: Overlap[] = [];
  for (const [path, { claimants, line }] of claims) {
    if (claimants.length > 1) overlaps.push(line === undefined ? { path, owners: sortOwners(claimants) } : { path, owners: sortOwners(claimants), line });
  }
  return overlaps;
}

interface Entry {
  order: number;
  agent: number;
  key: string;
  line: number;
}

/** Overlapping pairs collected at most (more says nothing new and only costs memory). */
export const MAX_GLOB_OVERLAPS = 10_000;

/** Thrown inside the index when its budget is spent; the callers turn it into an incomplete answer. */
class BudgetSpent extends Error {}

/**
 * Every entry compiled once; literal entries indexed for prefix lookups. All the work hostile
 * globs can make large (automaton states, product transitions) is drawn from one budget; once it
 * is spent, answers come back marked incomplete rather than running on (bounded time and memory).
 */
export class GlobIndex {
  readonly entries: Entry[] = [];
  private readonly automata = new Map<string, GlobAutomaton>();
  private readonly literals = new Map<string, Entry[]>();
  private readonly globEntries: Entry[] = [];
  private sortedLiterals: string[] | null = null;
  /** False once the budget ran out before an answer was complete. */
  complete = true;

  constructor(
    readonly agents: readonly PartitionAgent[],
    private readonly budget: SearchBudget = { limit: Number.POSITIVE_INFINITY, used: 0 },
  ) {
    agents.forEach((agent, agentIndex) => {
      for (const [i, key] of agent.keys.entries()) {
        const entry = { order: this.entries.length, agent: agentIndex, key, line: agent.lines[i] ?? 1 };
        this.entries.push(entry);
        if (hasGlobSyntax(key)) this.globEntries.push(entry);
        else {
          const list = this.literals.get(key);
          if (list) list.push(entry);
          else this.literals.set(key, [entry]);
        }
      }
    });
  }

  automaton(key: string): GlobAutomaton {
    let automaton = this.automata.get(key);
    if (automaton === undefined) {
      // An automaton has about one state per character of each brace alternative: pay for them first.
      const size = (expandBraces(key) ?? [key]).reduce((sum, alternative) => sum + alternative.length + 1, 0);
      this.budget.used += size;
      if (this.budget.used > this.budget.limit) throw new BudgetSpent();
      this.automata.set(key, (automaton = compileGlob(key)));
    }
    return automaton;
  }

  /** Literal keys starting with `prefix` (binary search over the sorted keys). */
  private literalsWithPrefix(prefix: string): string[] {
    const sorted = (this.sortedLiterals ??= [...this.literals.keys()].sort());
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < sorted.length && (sorted[i] as string).startsWith(prefix); i++) out.push(sorted[i] as string);
    return out;
  }

  /**
   * Every pair of entries of different agents that can match a common path, with a shortest
   * witness, ordered by the claim order of the first entry and then of the second.
   */
  overlaps(): GlobOverlap[] {
    const pairs: Array<{ a: Entry; b: Entry; witness: string }> = [];
    try {
      this.collectOverlaps(pairs);
    } catch (error) {
      if (!(error instanceof BudgetSpent)) throw error;
      this.complete = false;
    }
    pairs.sort((x, y) => x.a.order - y.a.order || x.b.order - y.b.order);
    return pairs.map(({ a, b, witness }) => {
      const agentA = (this.agents[a.agent] as PartitionAgent).name;
      const agentB = (this.agents[b.agent] as PartitionAgent).name;
      return { path: witness, owners: sortOwners([agentA, agentB]), entries: [a.key, b.key], agents: [agentA, agentB], line: b.line };
    });
  }

  private collectOverlaps(pairs: Array<{ a: Entry; b: Entry; witness: string }>): void {
    const add = (x: Entry, y: Entry, witness: string) => {
      if (x.agent === y.agent) return;
      if (pairs.length >= MAX_GLOB_OVERLAPS) throw new BudgetSpent();
      const [a, b] = x.order < y.order ? [x, y] : [y, x];
      pairs.push({ a, b, witness });
    };
    // literal × literal: equal keys
    for (const [key, list] of this.literals) {
      for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) add(list[i] as Entry, list[j] as Entry, key);
    }
    // glob × literal: literals under the glob's literal prefix that it accepts
    for (const glob of this.globEntries) {
      const automaton = this.automaton(glob.key);
      for (const key of this.literalsWithPrefix(automaton.prefix)) {
        this.budget.used += key.length + 1;
        if (this.budget.used > this.budget.limit) throw new BudgetSpent();
        if (!globAccepts(automaton, key)) continue;
        for (const literal of this.literals.get(key) as Entry[]) add(glob, literal, key);
      }
    }
    // glob × glob: bucketed by a fixed first segment, then prefix/suffix filter, then the product
    const buckets = new Map<string | null, Entry[]>();
    for (const glob of this.globEntries) {
      const prefix = this.automaton(glob.key).prefix;
      const slash = prefix.indexOf('/');
      const bucket = slash < 0 ? null : prefix.slice(0, slash);
      const list = buckets.get(bucket);
      if (list) list.push(glob);
      else buckets.set(bucket, [glob]);
    }
    const wildcard = buckets.get(null) ?? [];
    const memo = new Map<string, string | null>();
    const tryPair = (x: Entry, y: Entry) => {
      if (x.agent === y.agent) return;
      if (++this.budget.used > this.budget.limit) throw new BudgetSpent();
      const ax = this.automaton(x.key);
      const ay = this.automaton(y.key);
      if (!mayIntersect(ax, ay)) return;
      const memoKey = x.key < y.key ? `${x.key}\u0000${y.key}` : `${y.key}\u0000${x.key}`;
      let witness = memo.get(memoKey);
      if (witness === undefined) {
        const found = intersectGlobs(ax, ay, this.budget);
        if (found === UNDECIDED) throw new BudgetSpent();
        memo.set(memoKey, (witness = found));
      }
      if (witness !== null) add(x, y, witness);
    };
    for (const [bucket, list] of buckets) {
      for (let i = 0; i < list.length; i++) {
        for (let j = i + 1; j < list.length; j++) tryPair(list[i] as Entry, list[j] as Entry);
        if (bucket !== null) for (const other of wildcard) tryPair(list[i] as Entry, other);
      }
    }
  }

  private byPrefix: Map<string, Entry[]> | null = null;
  private prefixLengths: number[] = [];

  /**
   * The agents whose entries (as globs) match `path`, in code-point order; null once the budget
   * is spent (the answer would be incomplete).
   */
  ownersOf(path: string): string[] | null {
    try {
      return this.ownersOfUnguarded(path);
    } catch (error) {
      if (!(error instanceof BudgetSpent)) throw error;
      this.complete = false;
      return null;
    }
  }

  private ownersOfUnguarded(path: string): string[] {
    const owners: string[] = [];
    for (const entry of this.literals.get(path) ?? []) owners.push((this.agents[entry.agent] as PartitionAgent).name);
    if (this.byPrefix === null) {
      // A glob can only match paths that start with its literal prefix: index globs by it.
      this.byPrefix = new Map();
      for (const glob of this.globEntries) {
        const prefix = this.automaton(glob.key).prefix;
        const list = this.byPrefix.get(prefix);
        if (list) list.push(glob);
        else this.byPrefix.set(prefix, [glob]);
      }
      this.prefixLengths = [...new Set([...this.byPrefix.keys()].map((prefix) => prefix.length))].sort((a, b) => a - b);
    }
    for (const length of this.prefixLengths) {
      if (length > path.length) break;
      for (const glob of this.byPrefix.get(path.slice(0, length)) ?? []) {
        const automaton = this.automaton(glob.key);
        // Matching costs about (path length × states reached); charged per candidate glob.
        this.budget.used += path.length + 1;
        if (this.budget.used > this.budget.limit) throw new BudgetSpent();
        if (globAccepts(automaton, path)) owners.push((this.agents[glob.agent] as PartitionAgent).name);
      }
    }
    return sortOwners(owners);
  }
}

/** Literal ownership (no `--globs`): the agents that list exactly this key. */
export function literalOwners(agents: readonly PartitionAgent[]): (path: string) => string[] {
  const owners = new Map<string, string[]>();
  for (const agent of agents) {
    for (const key of agent.keys) {
      const list = owners.get(key);
      if (list === undefined) owners.set(key, [agent.name]);
      else if (!list.includes(agent.name)) list.push(agent.name);
    }
  }
  return (path) => sortOwners(owners.get(path) ?? []);
}
