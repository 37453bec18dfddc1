import { ruleTester } from '../../rule-tester.test-helpers.js';
import { reviewVerifier } from '../index.js';

/** Quality-gate rounds with no Fatal and these Significant counts. */
const significant = (...counts: number[]) => counts.map((count) => ({ fatal: 0, significant: count }));
const fifteenFalling = significant(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1);

ruleTester.run(reviewVerifier, 'review/first-pass', {
  valid: [
    { name: 'converging to clean', input: { threshold: 10, rounds: [{ fatal: 2, significant: 1 }, { fatal: 0, significant: 3 }, { fatal: 0, significant: 0 }] }, verdict: 'pass' },
    { name: 'a regression before the threshold is suppressed', input: { threshold: 10, rounds: significant(4, 3, 5) }, verdict: 'pass' },
    { name: 'a flat round at the threshold dispatches the judge', input: { threshold: 3, rounds: significant(4, 3, 3) }, verdict: 'pass' },
    { name: 'two rises with a non-comparable round between are not sustained', input: { rounds: [{ fatal: 0, significant: 4 }, { fatal: 0, significant: 5, comparable: false }, { fatal: 0, significant: 6 }] }, verdict: 'pass' },
    { name: 'fewer Fatal at the same W is progress', input: { threshold: 2, rounds: [{ fatal: 1, significant: 0 }, { fatal: 0, significant: 3 }] }, verdict: 'pass' },
    { name: 'clean at round 15 is clean', input: { rounds: [...fifteenFalling.slice(0, 14), { fatal: 0, significant: 0 }] }, verdict: 'pass' },
    { name: 'no rounds', input: { rounds: [] }, verdict: 'pass' },
    { name: 'a bare count list is the other rule', input: [3, 3], verdict: 'fail' },
  ],
  invalid: [
    {
      name: 'round 15 without a clean pass',
      input: { threshold: 10, rounds: fifteenFalling },
      errors: [
        {
          reason: 'qg_escalate_circuit_breaker',
          severity: 'blocker',
          line: null,
          message: 'Round 15 (W=1): escalate:circuit-breaker.',
          evidence: ['round 13: fatal=0 significant=3 W=3', 'round 14: fatal=0 significant=2 W=2', 'round 15: fatal=0 significant=1 W=1'],
        },
      ],
      verdict: 'fail',
      repaired: { input: { threshold: 10, rounds: [...fifteenFalling.slice(0, 14), { fatal: 0, significant: 0 }] } },
    },
    {
      name: 'three comparable rising rounds, before the threshold',
      input: { threshold: 10, rounds: significant(4, 5, 6) },
      errors: [
        {
          reason: 'qg_escalate_sustained_regression',
          severity: 'blocker',
          line: null,
          message: 'Round 3 (W=6): escalate:sustained-regression.',
          evidence: ['round 1: fatal=0 significant=4 W=4', 'round 2: fatal=0 significant=5 W=5', 'round 3: fatal=0 significant=6 W=6'],
        },
      ],
      verdict: 'fail',
      repaired: { input: { threshold: 10, rounds: significant(4, 5, 4) } },
    },
    {
      name: 'a rise at the threshold',
      input: { threshold: 3, rounds: significant(4, 3, 5) },
      errors: [{ reason: 'qg_escalate_single_round_regression', severity: 'blocker', line: null, message: 'Round 3 (W=5): escalate:single-round-regression.' }],
      verdict: 'fail',
      repaired: { input: { threshold: 4, rounds: significant(4, 3, 5) } },
    },
    {
      name: 'Fatal weighs three: one Fatal more is a rise',
      input: { threshold: 2, rounds: [{ fatal: 0, significant: 3 }, { fatal: 1, significant: 1 }] },
      errors: [
        {
          reason: 'qg_escalate_single_round_regression',
          severity: 'blocker',
          line: null,
          message: 'Round 2 (W=4): escalate:single-round-regression.',
          evidence: ['round 1: fatal=0 significant=3 W=3', 'round 2: fatal=1 significant=1 W=4'],
        },
      ],
      verdict: 'fail',
    },
    {
      name: 'a non-comparable round is marked in the evidence',
      input: { threshold: 2, rounds: [{ fatal: 0, significant: 1, comparable: false }, { fatal: 0, significant: 2 }, { fatal: 0, significant: 3 }] },
      errors: [
        {
          reason: 'qg_escalate_single_round_regression',
          severity: 'blocker',
          line: null,
          evidence: ['round 1: fatal=0 significant=1 W=1 (not comparable)', 'round 2: fatal=0 significant=2 W=2', 'round 3: fatal=0 significant=3 W=3'],
        },
      ],
      verdict: 'fail',
    },
    {
      name: 'every escalating round is a finding',
      input: { threshold: 2, rounds: significant(1, 2, 1, 2) },
      errors: [
        { reason: 'qg_escalate_single_round_regression', severity: 'blocker', line: null, message: 'Round 2 (W=2): escalate:single-round-regression.' },
        { reason: 'qg_escalate_single_round_regression', severity: 'blocker', line: null, message: 'Round 4 (W=2): escalate:single-round-regression.' },
      ],
      verdict: 'fail',
    },
  ],
});
