import { defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import { RECONCILE_DECISIONS, reconcileContextOf } from './analysis.js';
import { type CairnRuleKey, cairnLines, outlineOf, parseSections } from './parse.js';
import type { PreparedCairn } from './prepared.js';
import { activeRun } from './rules/active-run.js';
import { dispatchCounts } from './rules/dispatch-counts.js';
import { invariantRefs } from './rules/invariant-refs.js';
import { invariants } from './rules/invariants.js';
import { ledgerLines } from './rules/ledger-lines.js';
import { obligationClosure } from './rules/obligation-closure.js';
import { obligations } from './rules/obligations.js';
import { phaseLedgerContinuity } from './rules/phase-ledger-continuity.js';
import { phase } from './rules/phase.js';
import { structure, structureIssue } from './rules/structure.js';

export { cairnCheck, cairnReconcile, type CairnCheckResult, type CairnReconcileContext, type CairnReconcileResult } from './analysis.js';
export { CAIRN_SECTIONS, type CairnIssue, type ParsedCairn } from './parse.js';
export type { PreparedCairn } from './prepared.js';

/** The entry-check rules, then the reconciliation rules in the reference's order (Rules 5, 1, 2, 3, 4). */
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
const NONE: ReadonlySet<CairnRuleKey> = new Set();

/**
 * Parses once: the outline, the structure decision (the gate of every other rule, made here
 * because all of them need it), the sections, and the reconciliation context when asked for.
 */
function prepare(input: CairnInput): PreparedCairn {
  const outline = outlineOf(cairnLines(input.text));
  const structural = structureIssue(outline);
  const cairn = structural === null ? parseSections(outline) : null;
  const reconcileRules = input.reconcile || input.receiptLedgerProvided ? ALL_RECONCILE : input.activeRun !== undefined ? ACTIVE_RUN_ONLY : NONE;
  // A malformed PHASE is the entry check's finding; reconciliation cannot run past it.
  const reconcile =
    reconcileRules.size === 0 || !cairn?.phase
      ? null
      : reconcileContextOf({ ledger: input.receiptLedger ?? null, ledgerProvided: input.receiptLedgerProvided ?? false, activeRun: input.activeRun ?? null, fileName: input.fileName });
  return { structure: structural, cairn, expectedPhase: input.expectedPhase, reconcile, reconcileRules: reconcile === null ? NONE : reconcileRules };
}

/** `data.notes`: the reconciliation notes (only Rule 3's when only the active run is checked). */
function notesOf({ cairn, reconcile, reconcileRules }: PreparedCairn): string[] {
  const phase = cairn?.phase ?? null;
  if (cairn === null || phase === null || reconcile === null) return [];
  const notes = RECONCILE_DECISIONS.flatMap((decide) => decide(cairn, phase, reconcile).notes);
  return reconcileRules.size > 1 ? notes : notes.filter((note) => note.startsWith('Rule 3'));
}

/**
 * The Invariant Cairn (docs/rules/cairn/): the Phase Entry Check, plus the Reconciliation Pass
 * when asked. `data.notes` holds the reconciliation notes.
 */
export const cairnVerifier = defineVerifier<CairnInput, PreparedCairn>({
  id: 'cairn',
  description: 'Invariant Cairn: phase entry check (structure, PHASE, line grammars) and reconciliation against the receipt ledger.',
  rules: cairnRules,
  prepare,
  data: (prepared) => ({
    runId: prepared.cairn?.runId ?? null,
    phase: prepared.cairn?.phase ? { name: prepared.cairn.phase.name, counter: prepared.cairn.phase.counter } : null,
    reconciled: prepared.reconcile !== null && prepared.reconcileRules.size > 1,
    notes: notesOf(prepared),
  }),
});

/** Checks one cairn (entry check; reconciliation and extras per the input). */
export function verifyCairn(input: CairnInput, verify: VerifyOptions = {}): Promise<Verification> {
  return cairnVerifier.verify(input, verify);
}
