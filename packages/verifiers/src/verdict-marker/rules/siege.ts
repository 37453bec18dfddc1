import { defineRule } from '@gauntlet/core';
import { VerdictMarkerReason } from '@gauntlet/contracts/codes';
import type { ParsedMarker } from '../parse.js';
import { isCheckable } from './active.js';

export const siege = defineRule<ParsedMarker>({
  id: 'verdict-marker/siege',
  description: 'SiegeVerdict and SiegeFindings appear exactly when SiegeDispatched is true, and a blocked siege cannot PASS.',
  severity: 'blocker',
  reasons: [VerdictMarkerReason.marker_siege_fields],
  check(marker, { report }) {
    if (!isCheckable(marker)) return;
    const dispatched = marker.get('SiegeDispatched');
    const isDispatched = dispatched?.value === 'true';
    for (const key of ['SiegeVerdict', 'SiegeFindings']) {
      const field = marker.get(key);
      if ((field !== undefined) === isDispatched) continue;
      report({
        reason: VerdictMarkerReason.marker_siege_fields,
        message: isDispatched ? `SiegeDispatched is true but ${key} is missing.` : `${key} is present but SiegeDispatched is not true.`,
        line: field?.line ?? dispatched?.line,
        hint: 'Write SiegeVerdict and SiegeFindings only for a dispatched siege.',
      });
    }
    const siegeVerdict = marker.get('SiegeVerdict');
    if (isDispatched && siegeVerdict !== undefined && siegeVerdict.value !== 'PASS' && marker.get('Verdict')?.value === 'PASS') {
      report({
        reason: VerdictMarkerReason.marker_siege_fields,
        message: `The gate says PASS although the dispatched siege returned ${siegeVerdict.value}.`,
        line: siegeVerdict.line,
        hint: 'A siege that does not pass blocks the gate (Reason: siege-blocked, Verdict: ESCALATED).',
      });
    }
  },
});
