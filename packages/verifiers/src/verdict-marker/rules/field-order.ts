import { defineRule } from '@gauntlet/core';
import { VerdictMarkerReason } from '@gauntlet/contracts/codes';
import { type ParsedMarker, isLegacy } from '../parse.js';

export const fieldOrder = defineRule<ParsedMarker>({
  id: 'verdict-marker/field-order',
  description: 'Line 1 is `MarkerVersion: 2` and line 2 `ArtifactHash: <sha256>` (blank lines ignored).',
  severity: 'blocker',
  reasons: [VerdictMarkerReason.marker_field_order],
  check(marker, { report }) {
    if (isLegacy(marker)) return;
    const [first, second] = marker.firstKeys;
    if (first === 'MarkerVersion' && second === 'ArtifactHash') return;
    report({
      reason: VerdictMarkerReason.marker_field_order,
      message: `The marker starts with ${first ?? 'a non-field line'}, ${second ?? 'nothing'}; it must start with MarkerVersion, then ArtifactHash.`,
      line: marker.fields[0]?.line ?? 1,
      hint: 'Readers identify the marker version from line 1 and the artifact from line 2.',
    });
  },
});
