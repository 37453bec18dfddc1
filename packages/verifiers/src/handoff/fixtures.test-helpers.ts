/** Inputs each boundary requires (docs/rules/handoff/required-inputs.md), one line each. */
export const INPUTS: Readonly<Record<1 | 2 | 3, readonly string[]>> = {
  1: ['- **Design doc:** docs/plans/2026-09-18-throttle-design.md', '- **Acceptance tests:** tests/acceptance/test_throttle.py'],
  2: [
    '- **Plan:** docs/plans/2026-09-18-throttle-implementation-plan.md',
    '- **Design doc:** docs/plans/2026-09-18-throttle-design.md',
    '- **Acceptance tests:** tests/acceptance/test_throttle.py',
    '- **Baseline SHA:** 65d83ac60ebc2e8e3a2c65b4253476f2f1db80fa',
  ],
  3: [
    '- **HEAD SHA:** 659aba487bc6060248a3806737b5e50616342e2b',
    '- **Design doc:** docs/plans/2026-09-18-throttle-design.md',
    '- **Acceptance tests:** tests/acceptance/test_throttle.py',
    '- **Baseline SHA:** 65d83ac60ebc2e8e3a2c65b4253476f2f1db80fa',
    '- **Task summary:** 7/7 tasks complete, 0 escalations',
  ],
};
export const GOAL = 'Throttle calls per customer to the public REST API';
export const DECISION = '- [DEC-1] Sliding window per customer: fair under bursts, one counter each';

export interface ManifestParts {
  decisions?: string[];
  header?: string;
  mode?: string;
  goal?: string;
  timestamp?: string;
  /** A section heading to leave out (`## Shed Receipt`). */
  drop?: string;
  inputs?: string[];
  shed?: string[];
}

/**
 * A valid `handoff-N-to-(N+1).md` manifest (docs/rules/handoff/), each test changing one part.
 * Line numbers: the header is line 1, Timestamp 2, Goal 3, Mode 4, `## Inputs for Phase M` 6.
 */
export function manifest(n: 1 | 2 | 3, parts: ManifestParts = {}): string {
  const sections = [
    [`## Inputs for Phase ${n + 1}`, ...(parts.inputs ?? INPUTS[n])],
    ['## Decisions Carried Forward', ...(parts.decisions ?? [DECISION])],
    ['## Active Constraints', '- Nothing new to deploy (contract INV-1)'],
    ['## Shed Receipt', ...(parts.shed ?? ['- design iteration history, gate round details → design doc on disk'])],
  ].filter((section) => section[0] !== parts.drop);
  return [
    parts.header ?? `# Phase Handoff: ${n} → ${n + 1}`,
    ...(parts.timestamp === '' ? [] : [`**Timestamp:** ${parts.timestamp ?? '2026-09-18T13:44:09Z'}`]),
    ...(parts.goal === '' ? [] : [`**Goal:** ${parts.goal ?? GOAL}`]),
    ...(parts.mode === '' ? [] : [`**Mode:** ${parts.mode ?? 'feature'}`]),
    '',
    sections.map((section) => section.join('\n')).join('\n\n'),
    '',
  ].join('\n');
}

/** The line of a section heading in a manifest (1-based). */
export const lineOf = (text: string, heading: string): number => text.split('\n').indexOf(heading) + 1;

/** A build gate ledger with these phase statuses, Goal and Mode (docs/rules/ledger/). */
export function gateLedger(statuses: readonly [string, string, string, string], goal = GOAL, mode = 'feature'): string {
  const names = ['Design', 'Plan', 'Execute', 'Completion'];
  const phases = statuses.map((status, i) => `## Phase ${i + 1}: ${names[i]}\nStatus: ${status}`);
  return `# Build Gate Ledger\nRun: 2026-09-18T12:00:00\nPipelineID: build-20260918-120000\nGoal: ${goal}\nMode: ${mode}\nQualityGateMode: standard\n\n${phases.join('\n\n')}\n`;
}
