import type { Report } from '@gauntlet/contracts/codes';
import { blockReason, blockersOf, cleanReasonText, warningsOf } from '@gauntlet/hosts';

/** A report as the short text a model reads from a lint tool. */
export function renderReport(report: Report, label: string, max: number): string {
  const blockers = blockersOf(report);
  const warnings = warningsOf(report);
  if (blockers.length === 0) {
    const checked = report.results.length;
    if (checked === 0) return `gauntlet: ${cleanReasonText(label)}: nothing to check (no command maps it).`;
    return `gauntlet: ${cleanReasonText(label)}: pass (${checked} checked, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}).`;
  }
  return blockReason({ headline: `${label}: fail, ${blockers.length} blocker${blockers.length === 1 ? '' : 's'}`, findings: blockers, max, footer: 'Fix each blocker and lint again.' });
}
