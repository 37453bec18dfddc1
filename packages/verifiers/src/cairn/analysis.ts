import { parseReceiptLedger } from '../receipt-ledger/index.js';
import { type CairnIssue, type ParsedCairn, cairnLines, outlineOf, parseSections } from './parse.js';
import type { ReconcileContext, ReconcileDecision } from './prepared.js';
import { activeRunOutcome } from './rules/active-run.js';
import { dispatchOutcome } from './rules/dispatch-counts.js';
import { invariantIssues } from './rules/invariants.js';
import { ledgerLineIssues } from './rules/ledger-lines.js';
import { closureOutcome } from './rules/obligation-closure.js';
import { obligationIssues } from './rules/obligations.js';
import { continuityOutcome } from './rules/phase-ledger-continuity.js';
import { phaseIssues } from './rules/phase.js';
import { refsOutcome } from './rules/invariant-refs.js';
import { structureIssue } from './rules/structure.js';

// The same decisions the rules make, composed the way `cairn.py` reports them: for hosts that
// want the reference's result shape rather than findings.

export interface CairnCheckResult {
  ok: boolean;
  errors: CairnIssue[];
  /** Null when a structural error stopped the check. */
  cairn: ParsedCairn | null;
}

/** What reconciliation knows besides the cairn (docs/rules/cairn/). */
export interface CairnReconcileContext {
  /** The receipt-ledger text; null when absent (not given, or given but unreadable). */
  ledger?: string | null;
  /** A ledger path was given (so an absent ledger is unreadable, not merely missing). */
  ledgerProvided?: boolean;
  /** The active-run marker text; null/undefined when not supplied or unreadable (a note only). */
  activeRun?: string | null;
  /** The cairn's file name (`cairn-<run-id>.md`); Rule 3 compares the active run with its id. */
  fileName?: string;
}

export interface CairnReconcileResult {
  ok: boolean;
  escalations: CairnIssue[];
  notes: string[];
}

/** Rules 5, 1, 2, 3, 4: the reference's order. */
export const RECONCILE_DECISIONS: readonly ReconcileDecision[] = [continuityOutcome, dispatchOutcome, closureOutcome, activeRunOutcome, refsOutcome];

/**
 * The Phase Entry Check: a structural error stops with that single error; otherwise the PHASE,
 * INVARIANTS, OPEN_OBLIGATIONS and LEDGER errors accumulate. `expectPhase` must string-equal the
 * PHASE value (so `design/2` is not `design / 2`).
 */
export function cairnCheck(text: string, expectPhase?: string): CairnCheckResult {
  const outline = outlineOf(cairnLines(text));
  const structural = structureIssue(outline);
  if (structural !== null) return { ok: false, errors: [structural], cairn: null };
  const cairn = parseSections(outline);
  const errors = [...phaseIssues(cairn, expectPhase), ...invariantIssues(cairn), ...obligationIssues(cairn), ...ledgerLineIssues(cairn)];
  return { ok: errors.length === 0, errors, cairn };
}

/** The reconciliation context from what a caller gives (the ledger's unparseable lines dropped silently). */
export function reconcileContextOf(context: CairnReconcileContext): ReconcileContext {
  const ledger = context.ledger ?? null;
  return {
    rows: ledger === null ? null : parseReceiptLedger(ledger).rows,
    ledgerProvided: context.ledgerProvided ?? false,
    activeRun: context.activeRun ?? null,
    fileName: context.fileName,
  };
}

const MALFORMED = { rule: 'phase', reason: 'cairn_phase_value_malformed', message: 'phase value malformed.' } as const;

/**
 * The Reconciliation Pass: Rules 5, 1, 2, 3, 4 in that order, every escalation accumulating.
 * `cairn` is the text (checked first: a structural or PHASE error stops here) or a checked cairn.
 */
export function cairnReconcile(cairn: string | ParsedCairn, context: CairnReconcileContext = {}): CairnReconcileResult {
  let parsed: ParsedCairn;
  if (typeof cairn === 'string') {
    const checked = cairnCheck(cairn);
    const stop = checked.errors.find(
      (issue) => issue.rule === 'structure' || issue.reason === 'cairn_phase_shape' || issue.reason === 'cairn_phase_value_malformed' || issue.reason === 'cairn_parent_skill_invalid',
    );
    if (stop || !checked.cairn?.phase) return { ok: false, escalations: [stop ?? { ...MALFORMED }], notes: [] };
    parsed = checked.cairn;
  } else parsed = cairn;
  const phase = parsed.phase;
  if (phase === null) return { ok: false, escalations: [{ ...MALFORMED }], notes: [] };
  const reconcile = reconcileContextOf(context);
  const escalations: CairnIssue[] = [];
  const notes: string[] = [];
  for (const decide of RECONCILE_DECISIONS) {
    const outcome = decide(parsed, phase, reconcile);
    escalations.push(...outcome.escalations);
    notes.push(...outcome.notes);
  }
  return { ok: escalations.length === 0, escalations, notes };
}
