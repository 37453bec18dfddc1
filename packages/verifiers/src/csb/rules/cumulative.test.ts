import { ruleTester } from '../../rule-tester.test-helpers.js';
import { block } from '../fixtures.test-helpers.js';
import { csbVerifier } from '../index.js';

const PROGRESS = ['Design signed off at its gate (PASS)', 'Plan through its gate (PASS)'];
const previous = block();

ruleTester.run(csbVerifier, 'csb/cumulative', {
  valid: [
    { name: 'no previous block', input: { block: block({ decisions: [] }) }, verdict: 'pass' },
    { name: 'the same block again', input: { block: block(), previous }, verdict: 'pass' },
    { name: 'decisions and progress grow', input: { block: block({ progress: [...PROGRESS, 'Task 3 merged'], decisions: ['[DEC-1] Token bucket: O(1)', '[DEC-2] Redis counters: existing dependency', '[DEC-3] 429: middleware'] }), previous }, verdict: 'pass' },
    {
      name: 'a dropped decision accounted for by a new [compressed from decisions] entry',
      input: { block: block({ decisions: ['[DEC-1] Token bucket: O(1)'], progress: [...PROGRESS, 'Redis counters chosen [compressed from decisions]'] }), previous },
      verdict: 'pass',
    },
    { name: 'health worsens within a phase', input: { block: block({ health: 'RED' }), previous: block({ health: 'YELLOW' }) }, verdict: 'pass' },
    { name: 'health resets at a phase boundary', input: { block: block({ health: 'GREEN', phase: '4 — Completion' }), previous: block({ health: 'RED' }) }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a decision dropped',
      input: { block: block({ decisions: ['[DEC-1] Token bucket: O(1)'] }), previous },
      errors: [
        {
          reason: 'csb_decisions_not_cumulative',
          severity: 'blocker',
          line: 11,
          message: 'Decision DEC-2 of the previous block is gone, and no new Progress entry marked [compressed from decisions] accounts for it.',
          evidence: ['DEC-2'],
        },
      ],
      verdict: 'fail',
      repaired: { input: { block: block(), previous } },
    },
    {
      name: 'one compressed entry excuses one dropped decision, not two',
      input: { block: block({ decisions: [], progress: [...PROGRESS, 'Both chosen [compressed from decisions]'] }), previous },
      errors: [{ reason: 'csb_decisions_not_cumulative', severity: 'blocker', line: 12, evidence: ['DEC-2'] }],
      verdict: 'fail',
    },
    {
      name: 'a compressed entry already in the previous block excuses nothing',
      input: {
        block: block({ decisions: ['[DEC-1] Token bucket: O(1)'], progress: [...PROGRESS, 'Old [compressed from decisions]'] }),
        previous: block({ progress: [...PROGRESS, 'Old [compressed from decisions]'] }),
      },
      errors: [{ reason: 'csb_decisions_not_cumulative', severity: 'blocker', line: 12, evidence: ['DEC-2'] }],
      verdict: 'fail',
    },
    {
      name: 'progress items lost',
      input: { block: block({ progress: ['Tasks 1-4 complete'] }), previous },
      errors: [
        {
          reason: 'csb_progress_not_cumulative',
          severity: 'warning',
          line: 7,
          message: '2 Progress items of the previous block are missing: - Design signed off at its gate (PASS) | - Plan through its gate (PASS)',
          evidence: ['- Design signed off at its gate (PASS)', '- Plan through its gate (PASS)'],
        },
      ],
      verdict: 'pass',
      repaired: { input: { block: block({ progress: [...PROGRESS, 'Tasks 1-4 complete'] }), previous } },
    },
    {
      name: 'one progress item lost',
      input: { block: block({ progress: [PROGRESS[0] as string] }), previous },
      errors: [{ reason: 'csb_progress_not_cumulative', severity: 'warning', line: 7, message: '1 Progress item of the previous block is missing: - Plan through its gate (PASS)' }],
      verdict: 'pass',
    },
    {
      name: 'the goal reworded',
      input: { block: block({ goal: 'Throttle API calls' }), previous },
      errors: [{ reason: 'csb_goal_drift', severity: 'warning', line: 2, message: 'Goal changed from "Add per-tenant rate limiting" to "Throttle API calls".' }],
      verdict: 'pass',
      repaired: { input: { block: block(), previous } },
    },
    {
      name: 'health moved back within a phase',
      input: { block: block({ health: 'GREEN' }), previous: block({ health: 'YELLOW' }) },
      errors: [{ reason: 'csb_health_regressed', severity: 'warning', line: 5, message: 'Health moved back from YELLOW to GREEN within phase "3 — Execute".' }],
      verdict: 'pass',
      repaired: { input: { block: block({ health: 'YELLOW' }), previous: block({ health: 'YELLOW' }) } },
    },
  ],
});
