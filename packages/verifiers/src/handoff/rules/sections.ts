import { defineRule } from '@gauntlet/core';
import { HandoffReason } from '@gauntlet/contracts/codes';
import { FIXED_SECTIONS, INPUTS_SECTION, inputsSection, sectionNamed } from '../parse.js';
import { boundaryOf, type PreparedHandoff } from '../prepared.js';

export const sections = defineRule<PreparedHandoff>({
  id: 'handoff/sections',
  description: 'The four sections are present: Inputs for Phase M (M of the header), Decisions Carried Forward, Active Constraints, Shed Receipt.',
  severity: 'blocker',
  reasons: [HandoffReason.handoff_section_missing, HandoffReason.handoff_inputs_phase_mismatch],
  check(prepared, { report }) {
    const boundary = boundaryOf(prepared);
    if (boundary === null) return;
    const { handoff } = prepared;
    const inputs = inputsSection(handoff);
    if (inputs === undefined) {
      report({
        reason: HandoffReason.handoff_section_missing,
        message: `The manifest has no "## Inputs for Phase ${boundary.to}" section.`,
        evidence: [`section: Inputs for Phase ${boundary.to}`],
        hint: 'The Inputs section is the allow-list of what the next phase needs.',
      });
    } else {
      const phase = Number(INPUTS_SECTION.exec(inputs.name)?.[1]);
      if (phase !== boundary.to) {
        report({
          reason: HandoffReason.handoff_inputs_phase_mismatch,
          message: `"## ${inputs.name}" does not match the boundary ${boundary.from} → ${boundary.to}.`,
          line: inputs.line,
          hint: `Write "## Inputs for Phase ${boundary.to}".`,
        });
      }
    }
    for (const name of FIXED_SECTIONS) {
      if (sectionNamed(handoff, name) !== undefined) continue;
      report({
        reason: HandoffReason.handoff_section_missing,
        message: `The manifest has no "## ${name}" section.`,
        evidence: [`section: ${name}`],
        hint: 'A manifest has all four sections, even when one is empty.',
      });
    }
  },
});
