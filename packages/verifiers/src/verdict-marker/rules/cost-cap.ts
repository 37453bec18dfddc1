import { defineRule } from '@gauntlet/core';
import { VerdictMarkerReason } from '@gauntlet/contracts/codes';
import { type ParsedMarker, intOf } from '../parse.js';
import { isCheckable } from './active.js';

const COST_CAP = /^(\d{1,15})\+(\d{1,15})\/(\d{1,15})$/;

export const costCap = defineRule<ParsedMarker>({
  id: 'verdict-marker/cost-cap',
  description: 'CostCapSignals `D+C/R` counts over the same number of rounds as Rounds.',
  severity: 'warning',
  reasons: [VerdictMarkerReason.marker_cost_cap_rounds_mismatch],
  check(marker, { report }) {
    if (!isCheckable(marker)) return;
    const field = marker.get('CostCapSignals');
    const rounds = intOf(marker, 'Rounds');
    const match = field ? COST_CAP.exec(field.value) : null;
    if (!field || !match || rounds === null || Number(match[3]) === rounds) return;
    report({
      reason: VerdictMarkerReason.marker_cost_cap_rounds_mismatch,
      message: `CostCapSignals ${field.value} counts ${match[3]} rounds but Rounds is ${rounds}.`,
      line: field.line,
      hint: 'Write CostCapSignals as <DR fires>+<cost-cap fires>/<rounds>.',
    });
  },
});
