import { defineRule } from '@gauntlet/core';
import { HandoffReason } from '@gauntlet/contracts/codes';
import { ledgerFieldOf as fieldOf } from '../../ledger/index.js';
import { decisionOf, sectionNamed } from '../parse.js';
import { boundaryOf, type PreparedHandoff } from '../prepared.js';

export const continuity = defineRule<PreparedHandoff>({
  id: 'handoff/continuity',
  description: 'Decisions are cumulative and verbatim across manifests (`--previous`); Mode matches the ledger and the previous manifest.',
  severity: 'warning',
  reasons: [HandoffReason.handoff_decisions_dropped, HandoffReason.handoff_mode_drift],
  check(prepared, { report }) {
    if (boundaryOf(prepared) === null) return;
    const { handoff, previous, ledger } = prepared;
    const decisions = sectionNamed(handoff, 'Decisions Carried Forward');
    if (previous !== null) {
      const current = new Map<string, string>();
      for (const item of decisions?.items ?? []) {
        const decision = decisionOf(item);
        if (decision && !current.has(decision.id)) current.set(decision.id, decision.text);
      }
      for (const item of sectionNamed(previous, 'Decisions Carried Forward')?.items ?? []) {
        const decision = decisionOf(item);
        if (decision === null || current.get(decision.id) === decision.text) continue;
        const carried = current.get(decision.id);
        report({
          reason: HandoffReason.handoff_decisions_dropped,
          message:
            carried === undefined
              ? `${decision.id} of the previous manifest is not carried forward.`
              : `${decision.id} changed since the previous manifest.`,
          ...(decisions ? { line: decisions.line } : {}),
          evidence: [`decision: ${decision.id}`, `previous: ${decision.text}`, ...(carried === undefined ? [] : [`now: ${carried}`])],
          hint: 'Each manifest carries every earlier decision, verbatim; add new ones with new ids.',
        });
      }
    }
    const mode = handoff.fields.get('Mode');
    if (mode === undefined) return;
    const sources: Array<[string, string | undefined]> = [
      ['the ledger', ledger ? fieldOf(ledger.header, 'Mode')?.value : undefined],
      ['the previous manifest', previous?.fields.get('Mode')?.value],
    ];
    for (const [where, expected] of sources) {
      if (expected === undefined || expected === mode.value) continue;
      report({
        reason: HandoffReason.handoff_mode_drift,
        message: `**Mode:** ${mode.value} differs from ${where} (${expected}).`,
        line: mode.line,
        hint: 'Mode is fixed for the whole run.',
      });
    }
  },
});
