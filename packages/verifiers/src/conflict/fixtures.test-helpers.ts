// Our own conflict-report pieces for the conflict tests: one entry of each severity.

export const HEADING = '## Conflict Detection Report';
export const BLOCKER = ['[BLOCKER] Locked ADR contradicted', '  Found: incoming SPEC-7 stores sessions in Redis', '  Expected: ADR-0003 requires Postgres-only state', '  → supersede ADR-0003 first'];
export const WARNING = ['[WARNING] Two owners for one requirement', '  Found: the billing brief restates R7', '  Impact: two sources of truth', '  → name one doc as the owner'];
export const INFO = ['[INFO] Glossary gains a word', '  Note: "workspace" appears here first'];

/** The lines joined, with a final newline. */
export const report = (...lines: string[]) => `${lines.join('\n')}\n`;

/** A valid report: the heading, then each section that has entries, with its count. */
export function sections(parts: { blockers?: string[][]; warnings?: string[][]; info?: string[][] }): string {
  const lines = [HEADING];
  for (const [name, entries] of [['BLOCKERS', parts.blockers], ['WARNINGS', parts.warnings], ['INFO', parts.info]] as const) {
    if (!entries || entries.length === 0) continue;
    lines.push('', `### ${name} (${entries.length})`);
    for (const entry of entries) lines.push('', ...entry);
  }
  return report(...lines);
}
