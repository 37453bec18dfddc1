import { defineRule } from '@gauntlet/core';
import { HandoffReason } from '@gauntlet/contracts/codes';
import { fileNamePair, isValidPair } from '../parse.js';
import type { PreparedHandoff } from '../prepared.js';

export const header = defineRule<PreparedHandoff>({
  id: 'handoff/header',
  description: 'The manifest opens with `# Phase Handoff: N → M` (M = N + 1, N in 1..3) matching its file name handoff-N-to-M.md.',
  severity: 'blocker',
  reasons: [
    HandoffReason.handoff_header_missing,
    HandoffReason.handoff_header_ascii_arrow,
    HandoffReason.handoff_header_mismatch,
    HandoffReason.handoff_phase_pair_invalid,
  ],
  check({ handoff, file }, { report }) {
    const found = handoff.header;
    if (found === null) {
      report({
        reason: HandoffReason.handoff_header_missing,
        message: 'No `# Phase Handoff: N → M` header; this is not a handoff manifest.',
        hint: 'Start the manifest with `# Phase Handoff: <N> → <N+1>`.',
      });
      return;
    }
    if (found.arrow === '->') {
      report({
        reason: HandoffReason.handoff_header_ascii_arrow,
        severity: 'info',
        message: 'The header uses `->`; the template uses `→` (accepted).',
        line: found.line,
        hint: 'Write the arrow as U+2192 (→).',
      });
    }
    const named = fileNamePair(file);
    if (named !== null && (named.from !== found.from || named.to !== found.to)) {
      report({
        reason: HandoffReason.handoff_header_mismatch,
        message: `The file is handoff-${named.from}-to-${named.to}.md but the header says ${found.from} → ${found.to}.`,
        line: found.line,
        hint: 'Recovery finds manifests by file name: name and header must agree.',
      });
    }
    if (!isValidPair(found.from, found.to)) {
      report({
        reason: HandoffReason.handoff_phase_pair_invalid,
        message: `Phase Handoff ${found.from} → ${found.to} is not a phase boundary (1 → 2, 2 → 3 or 3 → 4).`,
        line: found.line,
        hint: 'Manifests are written only at adjacent phase boundaries.',
      });
    }
  },
});
