import { ruleTester } from '../../rule-tester.test-helpers.js';
import { GOAL, gateLedger, manifest } from '../fixtures.test-helpers.js';
import { handoffVerifier } from '../index.js';

const ledger = (phase1: string, goal = GOAL) => ({ ledger: gateLedger([phase1, 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'], goal) });
const executeDone = (phase3: string) => ({ ledger: gateLedger(['PASS', 'PASS', phase3, 'NOT_STARTED']) });

ruleTester.run(handoffVerifier, 'handoff/ledger-consistency', {
  valid: [
    { name: 'no --ledger: nothing to compare', input: manifest(1), verdict: 'pass' },
    { name: 'Phase 1 passed, same Goal', input: manifest(1), options: ledger('PASS'), verdict: 'pass' },
    { name: 'Phase 3 complete before 3 → 4', input: manifest(3), options: executeDone('COMPLETE'), verdict: 'pass' },
    { name: 'the Goal compared trimmed', input: manifest(1, { goal: `${GOAL}   ` }), options: ledger('PASS'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'written while Phase 1 is still in progress',
      input: manifest(1),
      options: ledger('IN_PROGRESS'),
      errors: [
        { reason: 'handoff_before_gate_pass', severity: 'blocker', line: 1, message: 'The 1 → 2 manifest was written while Phase 1 is IN_PROGRESS in the ledger (needs PASS).' },
      ],
      verdict: 'fail',
      repaired: { input: manifest(1), options: ledger('PASS') },
    },
    {
      name: 'Phase 3 PASS does not open 3 → 4 (it ends COMPLETE)',
      input: manifest(3),
      options: executeDone('PASS'),
      errors: [{ reason: 'handoff_before_gate_pass', severity: 'blocker', line: 1, message: 'The 3 → 4 manifest was written while Phase 3 is PASS in the ledger (needs COMPLETE).' }],
      verdict: 'fail',
      repaired: { input: manifest(3), options: executeDone('COMPLETE') },
    },
    {
      name: 'a ledger without the phase',
      input: manifest(2),
      options: { ledger: '# Build Gate Ledger\nGoal: Throttle calls per customer to the public REST API\n' },
      errors: [{ reason: 'handoff_before_gate_pass', severity: 'blocker', line: 1, message: 'The 2 → 3 manifest was written while Phase 2 is missing in the ledger (needs PASS).' }],
      verdict: 'fail',
    },
    {
      name: 'a paraphrased Goal',
      input: manifest(1, { goal: 'Throttle API calls' }),
      options: ledger('PASS'),
      errors: [
        {
          reason: 'handoff_goal_drift',
          severity: 'warning',
          line: 3,
          message: 'The manifest Goal differs from the ledger Goal.',
          evidence: [`ledger: ${GOAL}`, 'manifest: Throttle API calls'],
        },
      ],
      verdict: 'pass',
      repaired: { input: manifest(1), options: ledger('PASS') },
    },
    {
      name: 'no Goal line',
      input: manifest(1, { goal: '' }),
      options: ledger('PASS'),
      errors: [{ reason: 'handoff_goal_drift', severity: 'warning', line: null, message: 'The manifest has no **Goal:** line.', evidence: [`ledger: ${GOAL}`, 'manifest: (none)'] }],
      verdict: 'pass',
    },
    {
      name: 'early and drifted: the blocker first',
      input: manifest(1, { goal: 'Throttle API calls' }),
      options: ledger('FAIL'),
      errors: [
        { reason: 'handoff_before_gate_pass', severity: 'blocker', line: 1 },
        { reason: 'handoff_goal_drift', severity: 'warning', line: 3 },
      ],
      verdict: 'fail',
      repaired: { input: manifest(1), options: ledger('PASS') },
    },
  ],
});
