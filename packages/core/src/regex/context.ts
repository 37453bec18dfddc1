/** Per-subject state shared by one or more searches: lookaround tables and the step budget. */
import type { Program } from './program.js';

export interface Budget {
  steps: number;
  readonly limit: number;
}

export interface MatchContext {
  readonly text: string;
  readonly program: Program;
  /** Lookaround results by lookaround index, computed on first use (1 = the body matches there). */
  readonly tables: (Uint8Array | undefined)[];
  budget: Budget;
}

export function createContext(text: string, program: Program, limit: number): MatchContext {
  return { text, program, tables: [], budget: { steps: 0, limit } };
}

let lastSteps = 0;

/** Records the work of the last search (tests assert on it to prove linear behaviour). */
export function recordSteps(steps: number): void {
  lastSteps = steps;
}

/** Steps (Pike VM thread visits or backtracker instructions) of the most recent search. */
export function lastSearchSteps(): number {
  return lastSteps;
}
