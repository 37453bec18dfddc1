import { defineRule } from '@gauntlet/core';
import { SpecPrReason } from '@gauntlet/contracts/codes';
import type { SpecPrReading } from '../analyze.js';
import { reportIssues } from './issues.js';

const CODES = [SpecPrReason.non_spec_path, SpecPrReason.no_added_spec, SpecPrReason.multiple_added_specs] as const;

export const specPaths = defineRule<SpecPrReading>({
  id: 'spec-pr/spec-paths',
  description: 'Every added or modified file is a .md file under a spec dir, and exactly one spec is added.',
  severity: 'blocker',
  reasons: CODES,
  check({ analysis }, context) {
    reportIssues(analysis, CODES, context.report, 'Keep plans, code and images out of a spec-only PR, and add exactly one spec.');
  },
});
