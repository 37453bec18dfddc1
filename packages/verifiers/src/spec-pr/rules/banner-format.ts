import { defineRule } from '@gauntlet/core';
import { SpecPrReason } from '@gauntlet/contracts/codes';
import type { SpecPrReading } from '../analyze.js';
import { reportIssues } from './issues.js';

const CODES = [SpecPrReason.banner_format_nonstandard, SpecPrReason.banner_does_not_cite_added_spec] as const;

export const bannerFormat = defineRule<SpecPrReading>({
  id: 'spec-pr/banner-format',
  description: 'Advisory: an inserted banner follows the default syntax and cites the added spec.',
  severity: 'warning',
  reasons: CODES,
  check({ analysis }, context) {
    reportIssues(analysis, CODES, context.report, 'Write "> **Superseded by:** [<added spec path>](<href>) - <scope>".');
  },
});
