import { defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import { type JsonlLine, parseJsonl } from './jsonl.js';
import { manifestEntries } from './rules/manifest-entries.js';

export const dispatchManifestRules = [manifestEntries] as const;

/** The dispatch manifest `manifest.jsonl` (docs/rules/receipt-ledger/README.md#dispatch-manifest-entries). Input: the file text. */
export const dispatchManifestVerifier = defineVerifier<string, JsonlLine[]>({
  id: 'dispatch-manifest',
  description: 'Dispatch manifest entries: JSON objects under 4096 bytes, a known status, no seq regression.',
  rules: dispatchManifestRules,
  prepare: (text) => parseJsonl(text),
  data: (lines) => ({ ...resumeStateOf(lines) }),
});

/** Checks the text of one `manifest.jsonl`. */
export function verifyDispatchManifest(text: string, verify: VerifyOptions = {}): Promise<Verification> {
  return dispatchManifestVerifier.verify(text, verify);
}

/** What compaction recovery reads from a manifest: the last entry per `seq` wins. */
export interface ManifestState {
  /** The highest `seq` seen (0 when none). */
  lastSeq: number;
  /** The seq the next dispatch gets. */
  nextSeq: number;
  /** Seqs whose last entry is still `dispatched` (need re-dispatch). */
  pending: number[];
  /** Final status per seq, ascending. */
  statuses: Array<{ seq: number; phase: string | null; status: string }>;
  /** The last phase (in order of first appearance) whose dispatches are all `completed`, or null. */
  resumeAfterPhase: string | null;
}

function resumeStateOf(lines: readonly JsonlLine[]): ManifestState {
  const last = new Map<number, { phase: string | null; status: string }>();
  const phaseOrder: string[] = [];
  for (const { value } of lines) {
    if (!value || typeof value.seq !== 'number' || !Number.isInteger(value.seq)) continue;
    const phase = typeof value.phase === 'string' ? value.phase : null;
    if (phase !== null && !phaseOrder.includes(phase)) phaseOrder.push(phase);
    last.set(value.seq, { phase, status: typeof value.status === 'string' ? value.status : '' });
  }
  const statuses = [...last.entries()].sort((a, b) => a[0] - b[0]).map(([seq, entry]) => ({ seq, ...entry }));
  const lastSeq = statuses.length === 0 ? 0 : Math.max(...statuses.map((entry) => entry.seq));
  let resumeAfterPhase: string | null = null;
  for (const phase of phaseOrder) {
    const entries = statuses.filter((entry) => entry.phase === phase);
    if (entries.every((entry) => entry.status === 'completed')) resumeAfterPhase = phase;
    else break;
  }
  return {
    lastSeq,
    nextSeq: lastSeq + 1,
    pending: statuses.filter((entry) => entry.status === 'dispatched').map((entry) => entry.seq),
    statuses,
    resumeAfterPhase,
  };
}

/** The recovery state of a manifest text (pure; never throws). */
export function resumeState(text: string): ManifestState {
  return resumeStateOf(parseJsonl(text));
}
