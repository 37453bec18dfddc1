import type { Finding, Report } from '@gauntlet/contracts/codes';

/** Findings listed in a tool's text answer; the rest are counted (all are in structuredContent). */
export const MAX_LISTED_FINDINGS = 20;

/** Control characters from hostile input are shown escaped, never passed to a terminal or a model raw. */
const visible = (text: string): string =>
  text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function where(id: string, finding: Finding): string {
  const file = finding.file ?? id;
  if (finding.line === undefined) return file;
  return `${file}:${finding.line}${finding.column === undefined ? '' : `:${finding.column}`}`;
}

/**
 * The short text a tool answers with next to the report: the verdict and counts, then each
 * finding as `file:line:col severity rule (reason): message`, with its hint; at most
 * MAX_LISTED_FINDINGS, then how many more.
 */
export function renderReport(report: Report, skipped: readonly string[] = []): string {
  const { summary } = report;
  const lines = [
    `${report.command}: ${report.verdict.toUpperCase()} (${plural(summary.results, 'result')}; ${plural(summary.blocker, 'blocker')}, ${plural(summary.warning, 'warning')}, ${plural(summary.info, 'note')})`,
  ];
  let listed = 0;
  let total = 0;
  for (const result of report.results) {
    for (const finding of result.findings) {
      total++;
      if (listed >= MAX_LISTED_FINDINGS) continue;
      listed++;
      lines.push(`- ${visible(where(result.id, finding))} ${finding.severity} ${finding.rule} (${finding.reason}): ${visible(finding.message)}`);
      if (finding.hint) lines.push(`  hint: ${visible(finding.hint)}`);
    }
  }
  if (total > listed) lines.push(`… and ${plural(total - listed, 'more finding')} (all are in the structured report)`);
  if (skipped.length > 0) lines.push(`Skipped (no "files" glob of the config maps them): ${skipped.map(visible).join(', ')}`);
  if (report.verdict === 'fail' && summary.blocker > 0) lines.push('Fix each blocker and lint again; explain_rule gives a rule\'s page.');
  return lines.join('\n');
}
