import type { CommandSpec } from '../../command.js';

export const tddCommand: CommandSpec = {
  name: 'tdd',
  summary: 'MVP+TDD gate over commit history, the RED/GREEN/REFACTOR review, the behavior-adding predicate',
  synopsis: [
    '--log FILE|--repo DIR --phase P --plan N [--task FILE] [--mvp] [--tdd] [--red-evidence]',
    '--review --log FILE | --review --repo DIR --phase P [--mvp] [--tdd]',
    '--task FILE',
  ],
  spec: 'docs/rules/tdd/README.md',
  options: {
    log: { type: 'string', value: 'FILE', description: 'the gate input (or, with --review, the review input) as JSON' },
    repo: { type: 'string', value: 'DIR', description: 'read the branch log from this git repository instead' },
    phase: { type: 'string', value: 'P', description: 'the phase as it appears in commit scopes (08)' },
    plan: { type: 'string', value: 'N', description: 'the plan as it appears in commit scopes (02)' },
    task: { type: 'string', value: 'FILE', description: 'the PLAN.md task: decides whether it is behavior-adding' },
    review: { type: 'boolean', description: 'the end-of-phase RED/GREEN/REFACTOR review instead of the per-task gate' },
    mvp: { type: 'boolean', description: 'MVP mode on (else the input, or the repo\'s ROADMAP/config)' },
    tdd: { type: 'boolean', description: 'TDD mode on (else the input, or the repo\'s config)' },
    'red-evidence': { type: 'boolean', description: 'the new test was seen failing in the terminal (RED evidence)' },
  },
  inputs: { min: 0, max: 0, files: false },
  families: ['tdd'],
  notes: [
    'Gate: data.gate = {applies, tripped, reason, reasons, redCommit}; a tripped gate fails, an inactive gate passes (info).',
    'Review: data.gate = {blocking, gateViolations, ...}; blocking (MVP+TDD) fails, advisory passes with warnings.',
    'Review from a repository: the plans are .planning/phases/<P>-*/<id>-PLAN.md (TDD plans have a line "type: tdd").',
    '--task FILE alone: data.behaviorAdding = {isBehaviorAdding, checks, reason}; always exit 0.',
  ],
  load: () => import('./run.js'),
};
