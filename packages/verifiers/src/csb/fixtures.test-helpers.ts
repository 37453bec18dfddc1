export interface BlockParts {
  goal?: string;
  phase?: string;
  /** `null` leaves the Health line out. */
  health?: string | null;
  progress?: string[];
  decisions?: string[];
  sections?: string[];
  start?: boolean;
  end?: boolean;
}

export const SECTIONS = ['Progress', 'Key Decisions (this session)', 'Active Constraints', 'Files Modified', 'Scratch State', 'Next Steps'];

/**
 * A Compression State Block (docs/rules/csb/), each test changing one part. With the defaults:
 * line 1 the start delimiter, 2 Goal, 3 Skill, 4 Phase, 5 Health, 7 `Progress:`,
 * 11 `Key Decisions (this session):` (its items 12 and 13), 26 the end delimiter.
 */
export function block(parts: BlockParts = {}): string {
  const items: Record<string, string[]> = {
    Progress: (parts.progress ?? ['Design signed off at its gate (PASS)', 'Plan through its gate (PASS)']).map((p) => `- ${p}`),
    'Key Decisions (this session)': (parts.decisions ?? ['[DEC-1] Token bucket: O(1)', '[DEC-2] Redis counters: existing dependency']).map((d) => `- ${d}`),
    'Active Constraints': ['- Nothing new to deploy'],
    'Files Modified': ['- src/bucket.ts: bucket'],
    'Scratch State': ['- Location: ~/.claude/projects/throttle-demo/memory/'],
    'Next Steps': ['1. Dispatch Task 4'],
  };
  const lines = parts.start === false ? [] : ['===COMPRESSION_STATE==='];
  lines.push(`Goal: ${parts.goal ?? 'Add per-tenant rate limiting'}`, 'Skill: build', `Phase: ${parts.phase ?? '3 — Execute'}`);
  if (parts.health !== null) lines.push(`Health: ${parts.health ?? 'GREEN'}`);
  for (const section of parts.sections ?? SECTIONS) lines.push('', `${section}:`, ...(items[section] ?? []));
  if (parts.end !== false) lines.push('===END_COMPRESSION_STATE===');
  return `${lines.join('\n')}\n`;
}
