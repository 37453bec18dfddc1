import { defineRule } from '@gauntlet/core';
import { VerdictMarkerReason } from '@gauntlet/contracts/codes';
import { type ParsedMarker, isLegacy } from '../parse.js';

export const legacy = defineRule<ParsedMarker>({
  id: 'verdict-marker/legacy',
  description: 'A marker without MarkerVersion (or version 1) is legacy: its missing fields are unknown, so nothing else is checked.',
  severity: 'info',
  reasons: [VerdictMarkerReason.marker_legacy],
  check(marker, { report }) {
    if (!isLegacy(marker)) return;
    const version = marker.get('MarkerVersion');
    report({
      reason: VerdictMarkerReason.marker_legacy,
      message: version ? 'MarkerVersion 1: a legacy marker; its missing fields are unknown and are not checked.' : 'No MarkerVersion: a legacy marker; its missing fields are unknown and are not checked.',
      ...(version ? { line: version.line } : {}),
      hint: 'Gates write MarkerVersion 2 markers; re-run the gate to get one.',
    });
  },
});
