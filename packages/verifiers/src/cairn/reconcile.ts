import { parseReceiptLedger } from '../receipt-ledger/index.js';
import { type CairnIssue, type ParsedCairn, cairnCheck } from './check.js';

/** What reconciliation knows besides the cairn (pipeline-artifacts.md §10.4). */
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

const HEX12 = /^[0-9a-fA-F]{12}$/;
const DISCHARGE = /^[a-z][a-z0-9-]*\/[0-9]+$/;
// Trailers are matched greedily inside the brackets and trimmed after (no lazy-then-\s* backtracking).
const CLOSED_BY = /\[closed-by:([^\]]*)\]/g;
const REASON = /\[reason:([^\]]*)\]/g;
const REF = /\[ref:([^\]]*)\]/g;
const FILE_NAME = /^cairn-(.+)\.md$/;
const RUN_ID = /run-id:\s*(\S+)/;

type Row = Record<string, unknown>;

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const resolvePrefix = (rows: readonly Row[], prefix: string) =>
  rows.filter((row) => typeof row.rcpt_sha256 === 'string' && row.rcpt_sha256.slice(0, 12).toLowerCase() === prefix.toLowerCase());

/**
 * The Reconciliation Pass (`cairn.py reconcile`): Rules 5, 1, 2, 3, 4 in that order, every
 * escalation accumulating. `cairn` is the text or an already checked cairn. The ledger's
 * unparseable lines are dropped silently, as crucible's loader does (the `receipt-ledger`
 * verifier reports them).
 */
export function cairnReconcile(cairn: string | ParsedCairn, context: CairnReconcileContext = {}): CairnReconcileResult {
  const escalations: CairnIssue[] = [];
  const notes: string[] = [];
  let parsed: ParsedCairn | null;
  if (typeof cairn === 'string') {
    const checked = cairnCheck(cairn);
    parsed = checked.cairn;
    const stop = checked.errors.find((issue) => issue.rule === 'structure' || issue.reason === 'cairn_phase_shape' || issue.reason === 'cairn_phase_value_malformed' || issue.reason === 'cairn_parent_skill_invalid');
    if (stop || !parsed?.phase) return { ok: false, escalations: [stop ?? { rule: 'phase', reason: 'cairn_phase_value_malformed', message: 'phase value malformed.' }], notes };
  } else {
    parsed = cairn;
    if (!parsed.phase) return { ok: false, escalations: [{ rule: 'phase', reason: 'cairn_phase_value_malformed', message: 'phase value malformed.' }], notes };
  }
  const phase = parsed.phase as NonNullable<ParsedCairn['phase']>;
  const rows: Row[] | null = context.ledger === null || context.ledger === undefined ? null : parseReceiptLedger(context.ledger).rows;

  // Rule 5: the PHASE counter is the LEDGER tail + 1 (phase names are not compared).
  const tail = parsed.ledger[parsed.ledger.length - 1];
  if (!tail) {
    if (phase.counter >= 2) {
      escalations.push({ rule: 'phase-ledger-continuity', reason: 'cairn_phase_ledger_gap', message: `Rule 5: PHASE is ${phase.value} but LEDGER has no completion lines (phases 1..${phase.counter - 1} skipped).`, line: phase.line });
    }
  } else {
    const tailCounter = tail.high ?? tail.counter;
    if (phase.counter > tailCounter + 1) {
      escalations.push({ rule: 'phase-ledger-continuity', reason: 'cairn_phase_ledger_gap', message: `Rule 5: PHASE counter ${phase.counter} skips completion lines after LEDGER tail ${tailCounter}.`, line: phase.line });
    } else if (phase.counter < tailCounter + 1) {
      escalations.push({ rule: 'phase-ledger-continuity', reason: 'cairn_phase_counter_lagged', message: `Rule 5: PHASE counter ${phase.counter} lagged behind LEDGER tail ${tailCounter} (expected ${tailCounter + 1}).`, line: phase.line });
    }
  }

  // Rule 1: dispatch counts against the receipt ledger.
  if (rows === null) {
    if (context.ledgerProvided) {
      escalations.push({ rule: 'dispatch-counts', reason: 'cairn_ledger_unreadable', message: 'Rule 1: the receipt ledger was given but cannot be read.' });
    } else {
      const declaring = parsed.ledger.find((line) => line.dispatches > 0);
      if (declaring) {
        escalations.push({ rule: 'dispatch-counts', reason: 'cairn_ledger_required', message: `Rule 1: LEDGER declares dispatches>0 (${declaring.phase}/${declaring.counter}) but no receipt ledger was given.`, line: declaring.line });
      } else notes.push('Rule 1: receipt-less cairn (every LEDGER line declares dispatches=0).');
    }
  } else {
    for (const line of parsed.ledger) {
      if (line.high !== undefined) {
        notes.push(`Rule 1: range line ${line.phase}/${line.counter}-${line.high} not checked.`);
        continue;
      }
      const key = `${phase.parentSkill}:${line.phase}/${line.counter}`;
      const count = rows.filter((row) => row.phase === key).length;
      if (count !== line.dispatches) {
        escalations.push({ rule: 'dispatch-counts', reason: 'cairn_dispatch_count_mismatch', message: `Rule 1: ${line.phase}/${line.counter} declares dispatches=${line.dispatches} but the receipt ledger has ${count} row${count === 1 ? '' : 's'} for ${key}.`, line: line.line });
      }
    }
  }

  // Rule 2: obligation closure.
  for (const obligation of parsed.obligations) {
    const closedBy = [...obligation.body.matchAll(CLOSED_BY)].map((match) => (match[1] as string).trim());
    const escalate = (reason: string, message: string) => escalations.push({ rule: 'obligation-closure', reason, message: `Rule 2: ${message}`, line: obligation.line });
    if (!obligation.closed) {
      if (closedBy.length > 0) escalate('cairn_closed_by_unknown_form', 'an open "[ ]" obligation carries a [closed-by:]; close it with [x] or drop the trailer.');
      continue;
    }
    if (closedBy.length !== 1) {
      escalate('cairn_closed_by_unknown_form', `a closed obligation needs exactly one [closed-by: ...] (found ${closedBy.length}).`);
      continue;
    }
    const target = closedBy[0] as string;
    if (HEX12.test(target)) {
      if (rows === null) {
        escalate('cairn_ref_unresolved', `[closed-by: ${target}] needs the receipt ledger to resolve, and none was read.`);
        continue;
      }
      const matches = resolvePrefix(rows, target);
      if (matches.length === 0) escalate('cairn_ref_unresolved', `[closed-by: ${target}] has no ledger entry.`);
      else if (matches.length > 1) escalate('cairn_ref_unresolved', `[closed-by: ${target}] is ambiguous: ${matches.length} ledger rows share the prefix (collision).`);
      else if ((matches[0] as Row).verdict !== 'PASS') escalate('cairn_ref_unresolved', `[closed-by: ${target}] resolves to a receipt with verdict ${String((matches[0] as Row).verdict)}, not PASS.`);
      else notes.push(`Rule 2: [closed-by: ${target}] resolved; the WITNESS ran= requirement is checked in context.`);
    } else if (target.startsWith('SUPERSEDED_BY=')) {
      const suffix = target.slice('SUPERSEDED_BY='.length);
      if (!HEX12.test(suffix)) escalate('cairn_closed_by_malformed_prefix', `[closed-by: ${target}] carries a non-12-hex later-prefix.`);
      else notes.push(`Rule 2: SUPERSEDED_BY=${suffix} is checked against the manifest in context.`);
    } else if (DISCHARGE.test(target)) {
      const reasons = [...obligation.body.matchAll(REASON)].map((match) => (match[1] as string).trim());
      if (reasons.length !== 1 || [...(reasons[0] as string)].length > 80) {
        escalate('cairn_discharge_reason_invalid', `[closed-by: ${target}] (phase discharge) needs exactly one [reason: ...] of at most 80 chars (found ${reasons.length}).`);
      }
    } else {
      escalate('cairn_closed_by_unknown_form', `unknown [closed-by: ${target}] form (expected 12 hex, SUPERSEDED_BY=<12 hex> or <phase>/<counter>).`);
    }
  }

  // Rule 3: active-run singleton (detection only).
  if (context.activeRun !== null && context.activeRun !== undefined) {
    const name = baseName(context.fileName ?? '');
    const fileId = FILE_NAME.exec(name)?.[1];
    if (fileId === undefined) notes.push(`Rule 3: skipped, the file name ${JSON.stringify(name)} is not cairn-<run-id>.md.`);
    else {
      const runId = RUN_ID.exec(context.activeRun)?.[1];
      if (runId === undefined) escalations.push({ rule: 'active-run', reason: 'cairn_active_run_mismatch', message: 'Rule 3: the active-run marker has no "run-id: <id>" line.' });
      else if (runId !== fileId) escalations.push({ rule: 'active-run', reason: 'cairn_active_run_mismatch', message: `Rule 3: active run-id ${runId} is not this cairn's run-id ${fileId}.` });
      if (parsed.runId !== fileId) notes.push(`Rule 3: the title's run-id ${parsed.runId} differs from the file name's ${fileId}.`);
    }
  } else {
    notes.push('Rule 3: no active-run marker supplied; singleton not checked.');
  }

  // Rule 4: invariant receipt liveness.
  for (const invariant of parsed.invariants) {
    for (const match of invariant.fact.matchAll(REF)) {
      const ref = (match[1] as string).trim();
      const escalate = (message: string) => escalations.push({ rule: 'invariant-refs', reason: 'cairn_ref_unresolved', message: `Rule 4: I-${String(invariant.ordinal).padStart(2, '0')} ${message}`, line: invariant.line });
      if (!HEX12.test(ref)) escalate(`[ref: ${ref}] is not a 12-hex receipt prefix.`);
      else if (rows === null) escalate(`[ref: ${ref}] cannot resolve: no receipt ledger was read.`);
      else {
        const count = resolvePrefix(rows, ref).length;
        if (count === 0) escalate(`[ref: ${ref}] has no ledger entry.`);
        else if (count > 1) escalate(`[ref: ${ref}] is ambiguous: ${count} ledger rows share the prefix (collision).`);
      }
    }
  }
  return { ok: escalations.length === 0, escalations, notes };
}
