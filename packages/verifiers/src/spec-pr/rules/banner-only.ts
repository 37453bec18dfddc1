import { defineRule } from '@gauntlet/core';
import { SpecPrReason } from '@gauntlet/contracts/codes';
import type { SpecPrReading } from '../analyze.js';
import { reportIssues } from './issues.js';

const CODES = [SpecPrReason.modified_spec_changes_existing_lines, SpecPrReason.modified_spec_not_banner_only, SpecPrReason.banner_not_adjacent_to_title] as const;

export const bannerOnly = defineRule<SpecPrReading>({
  id: 'spec-pr/banner-only',
  description: 'A modified spec only gains supersession banner lines, placed right below its title.',
  severity: 'blocker',
  reasons: CODES,
  check({ analysis }, context) {
    reportIssues(analysis, CODES, context.report, 'Only insert "> **Superseded by:** [<path>](<href>) - <scope>" below the title (after one blank line).');
  },
});
