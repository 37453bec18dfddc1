import { defineRule } from '@gauntlet/core';
import { VerdictMarkerReason } from '@gauntlet/contracts/codes';
import { type ParsedMarker, intOf, listOf } from '../parse.js';
import { isCheckable } from './active.js';

const PAIRS = [
  ['LookHarderRounds', 'LookHarderFiredCount'],
  ['PersistentFindingRounds', 'PersistentCheckCount'],
  ['FanOutRounds', 'FanOutCheckCount'],
] as const;

export const countInvariant = defineRule<ParsedMarker>({
  id: 'verdict-marker/count-invariant',
  description: 'A round list never has more entries than its dispatch count, and fan-out errors never exceed fan-out checks.',
  severity: 'blocker',
  reasons: [VerdictMarkerReason.marker_count_invariant],
  check(marker, { report }) {
    if (!isCheckable(marker)) return;
    for (const [list, counter] of PAIRS) {
      const items = listOf(marker, list);
      const count = intOf(marker, counter) ?? 0;
      if (items.length <= count) continue;
      report({
        reason: VerdictMarkerReason.marker_count_invariant,
        message: `${list} lists ${items.length} round(s) but ${counter} is ${count}.`,
        line: marker.get(list)?.line,
        evidence: [`field: ${list}`],
        hint: `Every round in ${list} needs a dispatch counted in ${counter}.`,
      });
    }
    const errors = intOf(marker, 'FanOutErrorCount');
    const checks = intOf(marker, 'FanOutCheckCount') ?? 0;
    if (errors !== null && errors > checks) {
      report({
        reason: VerdictMarkerReason.marker_count_invariant,
        message: `FanOutErrorCount ${errors} exceeds FanOutCheckCount ${checks}.`,
        line: marker.get('FanOutErrorCount')?.line,
        evidence: ['field: FanOutErrorCount'],
        hint: 'An errored fan-out check is still a check.',
      });
    }
  },
});
