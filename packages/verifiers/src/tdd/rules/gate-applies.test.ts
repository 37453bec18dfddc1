import { ruleTester } from '../../rule-tester.test-helpers.js';
import { GREEN, RED, gateFacts } from '../fixtures.test-helpers.js';
import { tddGateVerifier } from '../index.js';

const featOnly = [GREEN];

ruleTester.run(tddGateVerifier, 'tdd/gate-applies', {
  valid: [
    { name: 'MVP and TDD on, a behavior-adding task: the gate applies (and passes)', input: gateFacts([GREEN, RED]), verdict: 'pass' },
    { name: 'the gate applies (and trips)', input: gateFacts(featOnly), verdict: 'fail' },
  ],
  invalid: [
    {
      name: 'MVP mode off: a feat-only log passes',
      input: gateFacts(featOnly, { mvpMode: false }),
      errors: [{ reason: 'gate_inactive_mvp_off', severity: 'info', line: null, message: 'The MVP+TDD gate does not apply: MVP mode is off.' }],
      verdict: 'pass',
    },
    {
      name: 'MVP off is named first, whatever else is off',
      input: gateFacts(featOnly, { mvpMode: false, tddMode: false, taskIsBehaviorAdding: false }),
      errors: [{ reason: 'gate_inactive_mvp_off', severity: 'info', line: null }],
      verdict: 'pass',
    },
    {
      name: 'TDD mode off',
      input: gateFacts(featOnly, { tddMode: false, taskIsBehaviorAdding: false }),
      errors: [{ reason: 'gate_inactive_tdd_off', severity: 'info', line: null, message: 'The MVP+TDD gate does not apply: TDD mode is off.' }],
      verdict: 'pass',
    },
    {
      name: 'the task is not behavior-adding',
      input: gateFacts(featOnly, { taskIsBehaviorAdding: false }),
      errors: [{ reason: 'task_not_behavior_adding', severity: 'info', line: null, message: 'The MVP+TDD gate does not apply: the task is not behavior-adding.' }],
      verdict: 'pass',
    },
  ],
});
