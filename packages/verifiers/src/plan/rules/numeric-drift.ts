import { defineRule, lazyPyRegex, pyInt } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { type PreparedPlan, reportAt } from '../shared.js';

// Ported literally: the optional prefix is greedy, so after `total`/`remove(d)`/`remaining` the
// count captured is the last one reachable within 40 non-`.` characters (docs/rules/plan/numeric-drift.md).
// Run as a find-all, it is linear: the prefix reaches at most 40 characters past its word, a
// count's digits and blanks are read once from the start they begin at, and other starts fail
// at once on a missing word boundary.
const COUNT = lazyPyRegex(
  '(?:total[^.\\n]{0,40}|\\bremoved?\\b[^.\\n]{0,40}|\\bremaining\\b[^.\\n]{0,40}|\\bonly\\b\\s+)?\\*?\\*?\\b(\\d+)\\b\\s+(orphans?)\\b',
  'gi',
);
// Most lines have no `orphan` and never compile the pattern (Python ci adds no other forms of these letters).
const NOUN = /orphan/i;

/** The counts of a line: every match of COUNT, left to right, each match consumed (a find-all). */
const counts = (line: string): string[] => (NOUN.test(line) ? Array.from(line.matchAll(COUNT(line)), (m) => m[1] as string) : []);

export const numericDrift = defineRule<PreparedPlan>({
  id: 'plan/numeric-drift',
  description: 'An orphan count stated with different values in one plan.',
  severity: 'blocker',
  reasons: [PlanReason.numeric_drift],
  check({ doc }, context) {
    const occurrences: Array<{ count: string; index: number }> = [];
    for (let i = 0; i < doc.lines.length; i++) {
      const line = doc.lines[i] as string;
      if (line === '') continue;
      for (const digits of counts(line)) {
        const value = pyInt(digits);
        occurrences.push({ count: value.ok ? value.value.toString() : digits, index: i });
      }
    }
    const first = occurrences[0];
    if (!first) return;
    for (const occurrence of occurrences.slice(1)) {
      if (occurrence.count === first.count) continue;
      reportAt(context, doc, occurrence.index, {
        reason: PlanReason.numeric_drift,
        message: `The plan states ${occurrence.count} orphans here but ${first.count} earlier (line ${doc.physicalLines[first.index]}).`,
        hint: 'Recount and state one number, or say which count is current.',
      });
    }
  },
});
