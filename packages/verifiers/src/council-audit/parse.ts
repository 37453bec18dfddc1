import { splitLfLines } from '@gauntlet/core';

/** `data.items[]` (gauntlet.md §5.5). */
export interface CouncilAuditItem {
  disposition: 'applied' | 'deferred' | 'rejected';
  severity: 'blocker' | 'major' | 'minor';
  raisedBy: string[];
}

export interface ParsedAudit {
  /** The items in order, or null when the audit is not recognised. */
  items: CouncilAuditItem[] | null;
  /** Why the audit is not recognised (with the line, when one line is to blame). */
  problem: { message: string; line?: number } | null;
  /** `Council: <A> applied, <D> deferred, <R> rejected[; coverage <N> of <M>]`, or null. */
  statsLine: string | null;
}

const LABEL_LINE = /^\s*(?:[-*]\s*)?(Applied|Deferred|Rejected):\s*(.*)$/;
const SEVERITY = /\[(blocker|major|minor)\]/i;
const RAISED_BY = /raised-by:\s*\[([^\]]*)\]/;
const COVERAGE = /^\s*Coverage:\s*(\d+)\s+of\s+(\d+)\b/;
const MEMBER_PREFIX = /^member-\d+-/;

/** Normalises one raiser slug: `member-<n>-` prefix and `.md` suffix stripped, other characters → `-`. */
export function normaliseRaiser(raw: string): string {
  return raw.trim().replace(MEMBER_PREFIX, '').replace(/\.md$/, '').replace(/[^A-Za-z0-9-]/g, '-');
}

/**
 * `parseAudit` (gauntlet.md §5.5): recognises the Applied/Deferred/Rejected lists of a council
 * audit in a commit body. Never throws.
 */
export function parseAudit(text: string): ParsedAudit {
  const lines = splitLfLines(text);
  const seen = new Set<string>();
  const items: CouncilAuditItem[] = [];
  let coverage: string | null = null;
  for (const [index, line] of lines.entries()) {
    const cov: RegExpExecArray | null = coverage === null ? COVERAGE.exec(line) : null;
    if (cov) coverage = `; coverage ${Number(cov[1])} of ${Number(cov[2])}`;
    const match = LABEL_LINE.exec(line);
    if (!match) continue;
    const label = match[1] as string;
    const value = (match[2] as string).trim();
    seen.add(label);
    if (value.toLowerCase() === 'none') continue;
    const severity = SEVERITY.exec(value);
    const raised = RAISED_BY.exec(value);
    const fail = (why: string): ParsedAudit => ({ items: null, problem: { message: why, line: index + 1 }, statsLine: null });
    if (!severity) return fail(`The ${label} item on line ${index + 1} has no [blocker|major|minor] severity.`);
    if (!raised) return fail(`The ${label} item on line ${index + 1} has no "raised-by: [...]" attribution.`);
    const raisedBy: string[] = [];
    for (const part of (raised[1] as string).split(',')) {
      const slug = normaliseRaiser(part);
      if (slug !== '' && slug !== '-' && !raisedBy.includes(slug)) raisedBy.push(slug);
    }
    if (raisedBy.length === 0) return fail(`The ${label} item on line ${index + 1} names no raiser.`);
    items.push({
      disposition: label.toLowerCase() as CouncilAuditItem['disposition'],
      severity: (severity[1] as string).toLowerCase() as CouncilAuditItem['severity'],
      raisedBy,
    });
  }
  const missing = ['Applied', 'Deferred', 'Rejected'].filter((label) => !seen.has(label));
  if (missing.length > 0) {
    return { items: null, problem: { message: `The audit lacks the ${missing.join(', ')} label${missing.length > 1 ? 's' : ''} (all three are required, "none" when empty).` }, statsLine: null };
  }
  const count = (disposition: CouncilAuditItem['disposition']) => items.filter((item) => item.disposition === disposition).length;
  const statsLine = `Council: ${count('applied')} applied, ${count('deferred')} deferred, ${count('rejected')} rejected${coverage ?? ''}`;
  return { items, problem: null, statsLine };
}
