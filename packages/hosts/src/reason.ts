import type { Finding } from '@gauntlet/contracts/codes';

/**
 * Block reasons (docs/guides/claude-code.md, "What the agent sees"): short enough for a model
 * to act on. They name the rule ids, list the first blockers with their lines and hints, and
 * say how many more there are.
 */

/** Longest finding message or hint in a reason. */
const MAX_TEXT = 300;
/** Longest reason as a whole (a model reads it in full). */
export const MAX_REASON_CHARS = 4000;

/** One line of model-facing text: newlines folded, control characters escaped, capped. */
export function clean(text: string, max = MAX_TEXT): string {
  const folded = text
    .replace(/\r\n|[\r\n\u2028\u2029]+/g, ' ')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/\t/g, ' ');
  return folded.length > max ? `${folded.slice(0, max - 1)}…` : folded;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function where(finding: Finding): string {
  const file = finding.file === undefined || finding.file === '-' ? '' : clean(finding.file, 200);
  if (finding.line === undefined) return file;
  return file === '' ? `line ${finding.line}` : `${file}:${finding.line}`;
}

export interface ReasonInput {
  /** What was checked and found failing, e.g. "this write would add 2 blockers to docs/plan.md". */
  headline: string;
  findings: readonly Finding[];
  /** How many findings to list before "and N more". */
  max: number;
  /** What to do next (one sentence). */
  footer?: string;
}

/** The reason text of a block or deny. */
export function blockReason({ headline, findings, max, footer }: ReasonInput): string {
  const rules = [...new Set(findings.map((finding) => finding.rule))];
  const lines = [`gauntlet: ${clean(headline)}`];
  if (rules.length > 0) lines.push(`rules: ${rules.slice(0, 12).map((rule) => clean(rule, 80)).join(', ')}${rules.length > 12 ? ', …' : ''}`);
  const hinted = new Set<string>();
  const shown = findings.slice(0, max);
  for (const finding of shown) {
    const at = where(finding);
    lines.push(`- ${at === '' ? '' : `${at} `}${clean(finding.rule, 80)} (${clean(finding.reason, 80)}): ${clean(finding.message)}`);
    if (finding.hint !== undefined && !hinted.has(finding.rule)) {
      hinted.add(finding.rule);
      lines.push(`  fix: ${clean(finding.hint)}`);
    }
  }
  if (findings.length > shown.length) lines.push(`… and ${plural(findings.length - shown.length, 'more blocker')}.`);
  if (footer !== undefined) lines.push(clean(footer, 400));
  let text = lines.join('\n');
  if (text.length > MAX_REASON_CHARS) text = `${text.slice(0, MAX_REASON_CHARS - 1)}…`;
  return text;
}

/** "2 blockers" / "1 blocker". */
export const countBlockers = (count: number): string => plural(count, 'blocker');
