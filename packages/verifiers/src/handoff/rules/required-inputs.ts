import { defineRule } from '@gauntlet/core';
import { HandoffReason } from '@gauntlet/contracts/codes';
import { REQUIRED_INPUTS, inputLabel, inputsSection } from '../parse.js';
import { boundaryOf, type PreparedHandoff } from '../prepared.js';

const normalise = (label: string) =>
  label
    .replace(/\([^)]*\)/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

export const requiredInputs = defineRule<PreparedHandoff>({
  id: 'handoff/required-inputs',
  description: 'The Inputs section lists every input the boundary requires (e.g. 2 → 3: Plan, Design doc, Acceptance tests, Baseline SHA).',
  severity: 'warning',
  reasons: [HandoffReason.handoff_required_input_missing],
  check(prepared, { report }) {
    const boundary = boundaryOf(prepared);
    const inputs = inputsSection(prepared.handoff);
    if (boundary === null || inputs === undefined) return;
    const labels = new Set(inputs.items.map(inputLabel).filter((label): label is string => label !== null).map(normalise));
    for (const required of REQUIRED_INPUTS[boundary.from] ?? []) {
      if (required.synonyms.some((synonym) => labels.has(synonym))) continue;
      report({
        reason: HandoffReason.handoff_required_input_missing,
        message: `The ${boundary.from} → ${boundary.to} handoff does not list the required input "${required.label}".`,
        line: inputs.line,
        evidence: [`input: ${required.label}`],
        hint: `Add \`- **${required.label}:** <disk path or value>\` to the Inputs section.`,
      });
    }
  },
});
