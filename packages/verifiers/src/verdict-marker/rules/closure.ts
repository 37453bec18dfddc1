import { defineRule } from '@gauntlet/core';
import { VerdictMarkerReason } from '@gauntlet/contracts/codes';
import { type ParsedMarker, intOf } from '../parse.js';
import { isCheckable } from './active.js';

export const closure = defineRule<ParsedMarker>({
  id: 'verdict-marker/closure',
  description: 'A PASS is clean for its closure Mode: full/absent needs FinalScore 0, full needs ResidualSignificant 0; MinorAdvisory only on PASS.',
  severity: 'blocker',
  reasons: [
    VerdictMarkerReason.marker_pass_not_clean,
    VerdictMarkerReason.marker_full_mode_residual,
    VerdictMarkerReason.marker_standard_residual_below_score,
    VerdictMarkerReason.marker_minor_advisory_not_clean,
  ],
  check(marker, { report }) {
    if (!isCheckable(marker)) return;
    const pass = marker.get('Verdict')?.value === 'PASS';
    const mode = marker.get('Mode')?.value;
    const final = intOf(marker, 'FinalScore');
    const finalField = marker.get('FinalScore');
    const residual = marker.get('ResidualSignificant');
    if (pass && (mode === undefined || mode === 'full') && finalField !== undefined && final !== 0) {
      report({
        reason: VerdictMarkerReason.marker_pass_not_clean,
        message: `A ${mode === 'full' ? 'full-mode' : 'strict (no Mode)'} PASS needs FinalScore 0; it is ${finalField.value}.`,
        line: finalField.line,
        hint: 'A clean pass ends on a round with no Fatal and no Significant finding.',
      });
    }
    if (pass && mode === 'full' && residual !== undefined && residual.value !== '0') {
      report({
        reason: VerdictMarkerReason.marker_full_mode_residual,
        message: `Mode full closes only with ResidualSignificant 0; it is ${residual.value}.`,
        line: residual.line,
        hint: 'Full closure mode tolerates no residual Significant finding.',
      });
    }
    const residualCount = intOf(marker, 'ResidualSignificant');
    if (pass && mode === 'standard' && final !== null && residualCount !== null && final > residualCount) {
      report({
        reason: VerdictMarkerReason.marker_standard_residual_below_score,
        severity: 'warning',
        message: `Standard PASS with FinalScore ${final} above ResidualSignificant ${residualCount}: the last round's Significants must be among the residuals.`,
        line: residual?.line,
        hint: 'ResidualSignificant counts the union of the terminal fresh-review sets, so it is at least the final score.',
      });
    }
    const advisory = marker.get('MinorAdvisory');
    if (advisory !== undefined && !pass) {
      report({
        reason: VerdictMarkerReason.marker_minor_advisory_not_clean,
        message: `MinorAdvisory is set on a ${marker.get('Verdict')?.value} marker; it fires only on a clean pass.`,
        line: advisory.line,
        hint: 'Drop MinorAdvisory unless the gate passed clean.',
      });
    }
  },
});
