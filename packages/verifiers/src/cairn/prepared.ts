import { type Rule, defineRule } from '@gauntlet/core';
import type { CairnIssue, CairnPhase, CairnRuleKey, ParsedCairn } from './parse.js';

/** A receipt-ledger row (its unparseable lines dropped, as crucible's loader does). */
export type LedgerRow = Readonly<Record<string, unknown>>;

/** What reconciliation knows besides the cairn. */
export interface ReconcileContext {
  /** The receipt-ledger rows; null when no ledger was read (not given, or unreadable). */
  rows: readonly LedgerRow[] | null;
  /** A ledger path was given (so an absent ledger is unreadable, not merely missing). */
  ledgerProvided: boolean;
  /** The active-run marker text; null when not supplied or unreadable (a note only). */
  activeRun: string | null;
  /** The cairn's file name (`cairn-<run-id>.md`); Rule 3 compares the active run with its id. */
  fileName: string | undefined;
}

/** What the `cairn` rules see. */
export interface PreparedCairn {
  /** The structure rule's decision; when set, no other rule has a cairn to read. */
  structure: CairnIssue | null;
  cairn: ParsedCairn | null;
  /** `--expected-phase`. */
  expectedPhase: string | undefined;
  /** Null when reconciliation was not asked for, or cannot run (no usable PHASE). */
  reconcile: ReconcileContext | null;
  /** The reconciliation rules that run (all with --reconcile; only Rule 3 with --active-run alone). */
  reconcileRules: ReadonlySet<CairnRuleKey>;
}

/** A reconciliation rule's outcome: escalations (findings) and notes (`data.notes`). */
export interface ReconcileOutcome {
  escalations: CairnIssue[];
  notes: string[];
}

export type ReconcileDecision = (cairn: ParsedCairn, phase: CairnPhase, context: ReconcileContext) => ReconcileOutcome;

interface CairnRuleMeta {
  description: string;
  reasons: readonly string[];
  hint: string;
}

/** A `cairn/<key>` rule that reports the issues `issuesOf` finds, with the rule's hint. */
export function issuesRule(key: CairnRuleKey, meta: CairnRuleMeta, issuesOf: (prepared: PreparedCairn) => readonly CairnIssue[]): Rule<PreparedCairn> {
  return defineRule<PreparedCairn>({
    id: `cairn/${key}`,
    description: meta.description,
    severity: 'blocker',
    reasons: meta.reasons,
    check(prepared, { report }) {
      for (const issue of issuesOf(prepared)) report({ reason: issue.reason, message: issue.message, line: issue.line, hint: meta.hint });
    },
  });
}

/** A rule of the Phase Entry Check: it reads a structurally sound cairn. */
export function entryRule(key: CairnRuleKey, meta: CairnRuleMeta, decide: (cairn: ParsedCairn, prepared: PreparedCairn) => CairnIssue[]): Rule<PreparedCairn> {
  return issuesRule(key, meta, (prepared) => (prepared.cairn === null ? [] : decide(prepared.cairn, prepared)));
}

/** A rule of the Reconciliation Pass: it runs when asked for and the PHASE is usable. */
export function reconcileRule(key: CairnRuleKey, meta: CairnRuleMeta, decide: ReconcileDecision): Rule<PreparedCairn> {
  return issuesRule(key, meta, ({ cairn, reconcile, reconcileRules }) =>
    cairn?.phase && reconcile !== null && reconcileRules.has(key) ? decide(cairn, cairn.phase, reconcile).escalations : [],
  );
}

/** Receipt-ledger rows whose `rcpt_sha256` starts with the 12-hex prefix (case-insensitive). */
export const rowsWithPrefix = (rows: readonly LedgerRow[], prefix: string) =>
  rows.filter((row) => typeof row.rcpt_sha256 === 'string' && row.rcpt_sha256.slice(0, 12).toLowerCase() === prefix.toLowerCase());

export const HEX12 = /^[0-9a-fA-F]{12}$/;

/** Length in code points (the 240- and 80-character limits count characters, not UTF-16 units). */
export const charLength = (text: string) => [...text].length;
