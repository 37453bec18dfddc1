import { defineOptions } from '@gauntlet/core';
import type { ParsedLedger } from './parse.js';
import type { PhaseNumber } from './gate.js';

export interface LedgerOptions {
  /** The PipelineID prefix (`build`; other skills use `debug`, `spec-<ticket>`...). */
  pipelineIdPrefix?: string;
  /** `--start-phase N`: ask whether phase N may start (docs/rules/ledger/README.md#may-phase-n-start). */
  startPhase?: PhaseNumber;
  /** `--previous FILE`: the ledger text before this write; each status change must be legal (docs/rules/ledger/README.md#status-transitions). */
  previous?: string;
  /** `--markers DIR`: the quality-gate verdict directory (`gate-verdict-*.md`), read through the host. */
  markersDir?: string;
  /** `--pipeline-id ID`: the active PipelineID whose newest marker must be PASS (docs/rules/ledger/README.md#the-verdict-marker-check); default: the ledger's. */
  pipelineId?: string;
}

/** The ledger and what the flags brought along, prepared once for every rule. */
export interface PreparedLedger {
  ledger: ParsedLedger;
  previous: ParsedLedger | null;
  startPhase: PhaseNumber | null;
  prefix: string;
  marker: MarkerCheck | null;
}

export interface MarkerCheck {
  dir: string;
  pipelineId: string;
  /** Why no marker could be read (a missing directory), if so. */
  problem: string | null;
  selected: string | null;
  verified: boolean;
  reasons: string[];
  /** The Verdict of the selected marker. */
  verdict: string | null;
}

export const DEFAULT_PIPELINE_PREFIX = 'build';

/** What `prepare` and the rules see. */
export interface ParsedLedgerOptions {
  prefix: string;
  startPhase: PhaseNumber | null;
  previous: string | null;
  markersDir: string | null;
  pipelineId: string | null;
}

export const ledgerOptions = defineOptions<ParsedLedgerOptions>('ledger', (read) => ({
  prefix: read.string('pipelineIdPrefix') || DEFAULT_PIPELINE_PREFIX,
  startPhase: (read.integer('startPhase', { min: 1, max: 4 }) ?? null) as PhaseNumber | null,
  previous: read.string('previous') ?? null,
  markersDir: read.string('markersDir') ?? null,
  pipelineId: read.string('pipelineId') ?? null,
}));
