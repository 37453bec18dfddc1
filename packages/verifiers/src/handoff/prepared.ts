import type { ParsedLedger } from '../ledger/index.js';
import { type ParsedHandoff, isValidPair } from './parse.js';

export interface HandoffOptions {
  /** `--ledger FILE`: the build gate ledger text (Goal, Mode and phase N's status are compared). */
  ledger?: string;
  /** `--previous FILE`: the previous boundary's manifest text (decisions are cumulative). */
  previous?: string;
}

export interface PreparedHandoff {
  handoff: ParsedHandoff;
  /** The input's id (its file name is part of the input: `handoff-N-to-M.md`). */
  file: string | undefined;
  ledger: ParsedLedger | null;
  previous: ParsedHandoff | null;
}

/** Header present with a valid N → N+1 pair: the other checks have a boundary to work with. */
export function boundaryOf({ handoff }: PreparedHandoff): { from: number; to: number } | null {
  const header = handoff.header;
  return header && isValidPair(header.from, header.to) ? { from: header.from, to: header.to } : null;
}
