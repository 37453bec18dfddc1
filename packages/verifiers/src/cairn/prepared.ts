import { defineRule, type Rule } from '@gauntlet/core';
import type { CairnCheckResult, CairnIssue, CairnRuleKey } from './check.js';
import type { CairnReconcileResult } from './reconcile.js';

/** What the `cairn` rules see: the entry check and, when asked for, the reconciliation. */
export interface CairnPrepared {
  check: CairnCheckResult;
  reconcile: CairnReconcileResult | null;
  /** The reconciliation rules that run (all with --reconcile; only Rule 3 with --active-run alone). */
  reconcileRules: ReadonlySet<CairnRuleKey>;
}

const HINTS: Readonly<Record<CairnRuleKey, string>> = {
  structure: 'A cairn is "# Cairn — <run-id>" then exactly ## PHASE, ## INVARIANTS, ## OPEN_OBLIGATIONS, ## LEDGER, in that order, nothing else.',
  phase: 'PHASE holds phase: <name> / <counter>, started-at: <ISO-8601>, parent-skill: <skill>.',
  invariants: 'Write "I-NN: <fact>  [ref: <12 hex>]", ordinals 01, 02, ... in order, at most 240 chars, no TODO.',
  obligations: 'Write "- [ ] <obligation>" or "- [x] <obligation>  [closed-by: ...]", at most 240 chars.',
  'ledger-lines': 'Write "<phase>/<n> | dispatches=N receipts=N verdict=PASS|FAIL|MIXED | <summary of at most 80 chars>".',
  'phase-ledger-continuity': 'A phase transition writes the LEDGER completion line and the new PHASE in one Write: PHASE counter = LEDGER tail + 1.',
  'dispatch-counts': 'Each LEDGER line\'s dispatches= must equal the receipt-ledger rows for <parent-skill>:<phase>/<counter>.',
  'obligation-closure': 'Close with [closed-by: <12-hex receipt prefix>], [closed-by: SUPERSEDED_BY=<12 hex>] or [closed-by: <phase>/<n>] [reason: ...].',
  'active-run': 'active-run.md must name this cairn\'s run-id (from its file name): one live cairn per project.',
  'invariant-refs': 'Every [ref: X] must resolve to exactly one receipt-ledger row by its 12-hex rcpt_sha256 prefix.',
};

/** A rule that reports the prepared issues of one kind (`cairn/<key>`). */
export function issueRule(key: CairnRuleKey, description: string, reasons: readonly string[]): Rule<CairnPrepared> {
  return defineRule<CairnPrepared>({
    id: `cairn/${key}`,
    description,
    severity: 'blocker',
    reasons,
    check(prepared, { report }) {
      const escalations = prepared.reconcileRules.has(key) ? (prepared.reconcile?.escalations ?? []) : [];
      const issues: CairnIssue[] = [...prepared.check.errors, ...escalations];
      for (const issue of issues) {
        if (issue.rule !== key) continue;
        report({ reason: issue.reason, message: issue.message, line: issue.line, hint: HINTS[key] });
      }
    },
  });
}
