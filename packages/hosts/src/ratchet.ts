import type { Finding, Report } from '@gauntlet/contracts/codes';

/**
 * The ratchet (docs/guides/claude-code.md, "The ratchet"): a write is refused only for blockers
 * the new content introduces relative to the file on disk, so a legacy file that already fails
 * stays editable.
 *
 * Findings are compared by identity (rule, reason and message), not by line: an edit above a
 * legacy problem moves it without making it new. Line references inside a message ("line 12")
 * are masked for the same reason. Identities are counted: a second copy of a legacy problem is new.
 */

export const blockersOf = (report: Report): Finding[] => report.results.flatMap((result) => result.findings.filter((finding) => finding.severity === 'blocker'));

export const warningsOf = (report: Report): Finding[] => report.results.flatMap((result) => result.findings.filter((finding) => finding.severity === 'warning'));

/** The identity a finding keeps when the text around it moves. */
export function findingIdentity(finding: Finding): string {
  const message = finding.message.replace(/\b(lines?|L)\s?\d+(\s?[-–]\s?L?\d+)?/gi, '$1 #');
  return `${finding.rule}\u0000${finding.reason}\u0000${message}`;
}

/** The blockers of `after` that `before` does not have (counting repeated identities). */
export function introducedBlockers(before: readonly Finding[], after: readonly Finding[]): Finding[] {
  const remaining = new Map<string, number>();
  for (const finding of before) {
    if (finding.severity !== 'blocker') continue;
    const key = findingIdentity(finding);
    remaining.set(key, (remaining.get(key) ?? 0) + 1);
  }
  const introduced: Finding[] = [];
  for (const finding of after) {
    if (finding.severity !== 'blocker') continue;
    const key = findingIdentity(finding);
    const left = remaining.get(key) ?? 0;
    if (left > 0) remaining.set(key, left - 1);
    else introduced.push(finding);
  }
  return introduced;
}
