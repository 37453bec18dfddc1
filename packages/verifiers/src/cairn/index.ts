import { defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import { type CairnRuleKey, cairnCheck } from './check.js';
import type { CairnPrepared } from './prepared.js';
import { cairnReconcile } from './reconcile.js';
import { activeRun } from './rules/active-run.js';
import { dispatchCounts } from './rules/dispatch-counts.js';
import { invariantRefs } from './rules/invariant-refs.js';
import { invariants } from './rules/invariants.js';
import { ledgerLines } from './rules/ledger-lines.js';
import { obligationClosure } from './rules/obligation-closure.js';
import { obligations } from './rules/obligations.js';
import { phaseLedgerContinuity } from './rules/phase-ledger-continuity.js';
import { phase } from './rules/phase.js';
import { structure } from './rules/structure.js';

export { CAIRN_SECTIONS, cairnCheck, type CairnCheckResult, type CairnIssue, type ParsedCairn } from './check.js';
export { cairnReconcile, type CairnReconcileContext, type CairnReconcileResult } from './reconcile.js';
export type { CairnPrepared } from './prepared.js';

export const cairnRules = [structure, phase, invariants, obligations, ledgerLines, phaseLedgerContinuity, dispatchCounts, obligationClosure, activeRun, invariantRefs] as const;

/** What the cairn verifier checks: the cairn text plus what the flags bring. */
export interface CairnInput {
  text: string;
  /** The cairn's path or file name (Rule 3 reads the run-id from it). */
  fileName?: string;
  /** `--expected-phase`: the PHASE value must equal it. */
  expectedPhase?: string;
  /** Run the reconciliation pass (`--reconcile`, implied by a receipt ledger). */
  reconcile?: boolean;
  /** The receipt-ledger text; null when a given path could not be read. */
  receiptLedger?: string | null;
  /** A receipt-ledger path was given. */
  receiptLedgerProvided?: boolean;
  /** The active-run marker text; null when a given path could not be read (a note only). */
  activeRun?: string | null;
}

const ALL_RECONCILE: ReadonlySet<CairnRuleKey> = new Set(['phase-ledger-continuity', 'dispatch-counts', 'obligation-closure', 'active-run', 'invariant-refs']);
const ACTIVE_RUN_ONLY: ReadonlySet<CairnRuleKey> = new Set(['active-run']);
const STOPS_RECONCILE = new Set(['cairn_phase_shape', 'cairn_phase_value_malformed', 'cairn_parent_skill_invalid']);

function prepare(input: CairnInput): CairnPrepared {
  const check = cairnCheck(input.text, input.expectedPhase);
  const reconcile = input.reconcile || input.receiptLedgerProvided;
  const reconcileRules = reconcile ? ALL_RECONCILE : input.activeRun !== undefined ? ACTIVE_RUN_ONLY : new Set<CairnRuleKey>();
  // Parse errors and a malformed PHASE are already reported by the entry check; reconciliation
  // cannot run past them.
  if (reconcileRules.size === 0 || !check.cairn || check.errors.some((issue) => STOPS_RECONCILE.has(issue.reason))) {
    return { check, reconcile: null, reconcileRules: new Set() };
  }
  const result = cairnReconcile(check.cairn, {
    ledger: input.receiptLedger ?? null,
    ledgerProvided: input.receiptLedgerProvided ?? false,
    activeRun: input.activeRun ?? null,
    fileName: input.fileName,
  });
  return { check, reconcile: result, reconcileRules };
}

/**
 * The Invariant Cairn (pipeline-artifacts.md §10): the Phase Entry Check, plus the
 * Reconciliation Pass when asked. `data.notes` holds the reconciliation notes.
 */
export const cairnVerifier = defineVerifier<CairnInput, CairnPrepared>({
  id: 'cairn',
  description: 'Invariant Cairn: phase entry check (structure, PHASE, line grammars) and reconciliation against the receipt ledger.',
  rules: cairnRules,
  prepare,
  data: ({ check, reconcile, reconcileRules }) => ({
    runId: check.cairn?.runId ?? null,
    phase: check.cairn?.phase ? { name: check.cairn.phase.name, counter: check.cairn.phase.counter } : null,
    reconciled: reconcile !== null && reconcileRules.size > 1,
    notes: reconcile?.notes.filter((note) => reconcileRules.size > 1 || note.startsWith('Rule 3')) ?? [],
  }),
});

/** Checks one cairn (entry check; reconciliation and extras per the input). */
export function verifyCairn(input: CairnInput, verify: VerifyOptions = {}): Promise<Verification> {
  return cairnVerifier.verify(input, verify);
}
