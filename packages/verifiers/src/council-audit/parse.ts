import { splitLfLines } from '@gauntlet/core';

/** `data.items[]` (docs/rules/council-audit/README.md). */
export interface CouncilAuditItem {
  disposition: 'applied' | 'deferred' | 'rejected';
  severity: 'blocker' | 'major' | 'minor';
  raisedBy: string[];
}

export interface ParsedAudit {
  /** The items in order, or null when the audit is not recognised. */
  items: CouncilAuditItem[] | null;
  /** Why the audit is not recognised (with the line, when one line is to blame). */
  problem: AuditProblem | null;
  /** `Council: <A> applied, <D> deferred, <R> rejected[; coverage <N> of <M>]`, or null. */
  statsLine: string | null;
}

/**
 * Why an audit is not recognised: no Applied/Deferred/Rejected line at all (`absent`), an audit
 * in the format before items carried `[severity]` and `raised-by:` (`old_format`: no item has
 * either), a label missing (`labels_missing`), or one item without its attributes (`item`).
 */
export interface AuditProblem {
  kind: 'absent' | 'old_format' | 'labels_missing' | 'item';
  message: string;
  line?: number;
}

const LABEL_LINE = /^\s*(?:[-*]\s*)?(Applied|Deferred|Rejected):\s*(.*)$/;
const SEVERITY = /\[(blocker|major|minor)\]/i;
const RAISED_BY = 'raised-by:';
const SPACE = /\s/;
const COVERAGE = /^\s*Coverage:\s*(\d+)\s+of\s+(\d+)\b/;
const MEMBER_PREFIX = /^member-\d+-/;

/** Normalises one raiser slug: `member-<n>-` prefix and `.md` suffix stripped, other characters → `-`. */
export function normaliseRaiser(raw: string): string {
  return raw.trim().replace(MEMBER_PREFIX, '').replace(/\.md$/, '').replace(/[^A-Za-z0-9-]/g, '-');
}

/**
 * The text inside the first `raised-by: [...]` list that is closed (`raised-by:\s*\[([^\]]*)\]`),
 * or null. Scanned by hand: the regex backtracks quadratically over a line of unclosed lists.
 */
function raisedByList(value: string): string | null {
  for (let at = value.indexOf(RAISED_BY); at >= 0; at = value.indexOf(RAISED_BY, at + 1)) {
    let open = at + RAISED_BY.length;
    while (open < value.length && SPACE.test(value[open] as string)) open++;
    if (value[open] !== '[') continue;
    const close = value.indexOf(']', open + 1);
    // No later list can close either: every later `[` comes before the same missing `]`.
    return close < 0 ? null : value.slice(open + 1, close);
  }
  return null;
}

/**
 * `parseAudit` (docs/rules/council-audit/README.md): recognises the Applied/Deferred/Rejected lists of a council
 * audit in a commit body. Never throws.
 */
export function parseAudit(text: string): ParsedAudit {
  const lines = splitLfLines(text);
  const seen = new Set<string>();
  const items: CouncilAuditItem[] = [];
  let coverage: string | null = null;
  let firstProblem: AuditProblem | null = null;
  let firstItemLine: number | null = null;
  let attributed = false;
  for (const [index, line] of lines.entries()) {
    const cov: RegExpExecArray | null = coverage === null ? COVERAGE.exec(line) : null;
    if (cov) coverage = `; coverage ${Number(cov[1])} of ${Number(cov[2])}`;
    const match = LABEL_LINE.exec(line);
    if (!match) continue;
    const label = match[1] as string;
    const value = (match[2] as string).trim();
    seen.add(label);
    if (value.toLowerCase() === 'none') continue;
    firstItemLine ??= index + 1;
    const severity = SEVERITY.exec(value);
    const raised = raisedByList(value);
    if (severity || raised !== null) attributed = true;
    if (firstProblem !== null) continue;
    const problem = (message: string): AuditProblem => ({ kind: 'item', message, line: index + 1 });
    if (!severity) {
      firstProblem = problem(`The ${label} item on line ${index + 1} has no [blocker|major|minor] severity.`);
      continue;
    }
    if (raised === null) {
      firstProblem = problem(`The ${label} item on line ${index + 1} has no "raised-by: [...]" attribution.`);
      continue;
    }
    const raisedBy: string[] = [];
    for (const part of raised.split(',')) {
      const slug = normaliseRaiser(part);
      if (slug !== '' && slug !== '-' && !raisedBy.includes(slug)) raisedBy.push(slug);
    }
    if (raisedBy.length === 0) {
      firstProblem = problem(`The ${label} item on line ${index + 1} names no raiser.`);
      continue;
    }
    items.push({
      disposition: label.toLowerCase() as CouncilAuditItem['disposition'],
      severity: (severity[1] as string).toLowerCase() as CouncilAuditItem['severity'],
      raisedBy,
    });
  }
  const unrecognised = (problem: AuditProblem): ParsedAudit => ({ items: null, problem, statsLine: null });
  if (seen.size === 0) {
    return unrecognised({ kind: 'absent', message: 'No council audit found: the text has no "Applied:", "Deferred:" or "Rejected:" line.' });
  }
  if (firstProblem !== null && !attributed) {
    return unrecognised({
      kind: 'old_format',
      message: `The audit is in the old format: no item carries a [blocker|major|minor] severity or "raised-by: [...]" (first item on line ${firstItemLine}).`,
      line: firstItemLine ?? undefined,
    });
  }
  if (firstProblem !== null) return unrecognised(firstProblem);
  const missing = ['Applied', 'Deferred', 'Rejected'].filter((label) => !seen.has(label));
  if (missing.length > 0) {
    return unrecognised({ kind: 'labels_missing', message: `The audit lacks the ${missing.join(', ')} label${missing.length > 1 ? 's' : ''} (all three are required, "none" when empty).` });
  }
  const count = (disposition: CouncilAuditItem['disposition']) => items.filter((item) => item.disposition === disposition).length;
  const statsLine = `Council: ${count('applied')} applied, ${count('deferred')} deferred, ${count('rejected')} rejected${coverage ?? ''}`;
  return { items, problem: null, statsLine };
}
