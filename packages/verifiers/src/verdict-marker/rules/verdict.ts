import { defineRule } from '@gauntlet/core';
import { VerdictMarkerReason } from '@gauntlet/contracts/codes';
import { type ParsedMarker, REASON_VERDICT, VERDICTS, isLegacy } from '../parse.js';

export const verdict = defineRule<ParsedMarker>({
  id: 'verdict-marker/verdict',
  description: 'Verdict is one of the six exits, and Reason is the one the gate pairs with that Verdict.',
  severity: 'blocker',
  reasons: [VerdictMarkerReason.marker_verdict_unknown, VerdictMarkerReason.marker_reason_verdict_mismatch],
  check(marker, { report }) {
    if (isLegacy(marker)) return;
    const field = marker.get('Verdict');
    if (field === undefined || !(VERDICTS as readonly string[]).includes(field.value)) {
      report({
        reason: VerdictMarkerReason.marker_verdict_unknown,
        message: field ? `Verdict ${JSON.stringify(field.value)} is not one of ${VERDICTS.join(', ')}.` : 'The marker has no Verdict.',
        ...(field ? { line: field.line } : {}),
        hint: 'A marker with an unknown verdict cannot gate anything; the other checks are skipped.',
      });
      return;
    }
    const reason = marker.get('Reason');
    // An own key only: `Reason: constructor` is no exit (the table is a plain object).
    const expected = reason && Object.hasOwn(REASON_VERDICT, reason.value) ? REASON_VERDICT[reason.value] : undefined;
    if (expected === field.value) return;
    report({
      reason: VerdictMarkerReason.marker_reason_verdict_mismatch,
      message:
        reason === undefined
          ? `The marker has no Reason for Verdict ${field.value}.`
          : expected === undefined
            ? `Reason ${JSON.stringify(reason.value)} is not a known gate exit.`
            : `Reason ${reason.value} belongs to Verdict ${expected}, not ${field.value}.`,
      line: reason?.line ?? field.line,
      hint: 'PASS is written only with Reason: clean-pass; each other exit has its own Verdict.',
    });
  },
});
