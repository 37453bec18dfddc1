export interface StatusParts {
  health?: string | null;
  action?: string;
  events?: string[];
  decisions?: number;
  started?: string;
  phase?: string;
  omit?: string;
}

/**
 * A stored `pipeline-status.md` (docs/rules/status/), each test changing one part. With the
 * defaults: line 3 Started, 6 Health (a Suggested Action comes next, pushing the rest down one),
 * 7 Elapsed, 9 `## Recent Events` (its events 10 and 11), 15 `Key Decisions:` of the Compression State.
 */
export function status(o: StatusParts = {}): string {
  const header = [
    ['Updated', '2026-09-18T13:58:27'],
    ['Started', o.started ?? '2026-09-18T11:34:00'],
    ['Skill', 'build'],
    ['Phase', o.phase ?? '3 — Execute (Supervised)'],
    ['Health', o.health ?? 'GREEN'],
    ['Suggested Action', o.action],
    ['Elapsed', '1h 26m'],
  ].filter(([key, value]) => value !== undefined && value !== null && key !== o.omit && !(key === 'Health' && o.health === null));
  return [
    '# Pipeline Status',
    ...header.map(([key, value]) => `**${key}:** ${value}`),
    '',
    '## Recent Events',
    ...(o.events ?? ['- [12:45] Task 3 reviewer signed off', '- [12:31] Task 3 implementer finished']),
    '',
    '## Compression State',
    'Goal: Throttle API calls',
    'Key Decisions:',
    ...Array.from({ length: o.decisions ?? 1 }, (_, i) => `- [DEC-${i + 1}] d${i + 1}`),
    'Next Steps:',
    '1. Dispatch Task 4',
    '',
  ].join('\n');
}

