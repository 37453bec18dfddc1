import { ruleTester } from '../../rule-tester.test-helpers.js';
import { checked } from '../fixtures.test-helpers.js';
import { cairnVerifier } from '../index.js';

const phase = (value: string, skill = 'forge') => ({ phase: [`phase: ${value}`, 'started-at: 2031-04-02T11:30:00Z', `parent-skill: ${skill}`] });

ruleTester.run(cairnVerifier, 'cairn/phase', {
  valid: [
    { name: 'a sound PHASE', input: checked(), verdict: 'pass' },
    { name: 'the expected phase, as written', input: checked({}, { expectedPhase: 'build / 3' }), verdict: 'pass' },
    { name: 'the expected phase with surrounding spaces', input: checked({}, { expectedPhase: '  build / 3 ' }), verdict: 'pass' },
    { name: 'no spaces around the slash', input: checked(phase('build/3')), verdict: 'pass' },
    { name: 'a phase name with a slash: the last one counts', input: checked({ ...phase('review/ui / 3') }), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a fourth PHASE line',
      input: checked({ phase: ['phase: build / 3', 'started-at: 2031-04-02T11:30:00Z', 'parent-skill: forge', 'owner: ops'] }),
      errors: [
        {
          reason: 'cairn_phase_shape',
          severity: 'blocker',
          line: 3,
          message: 'PHASE must hold exactly 3 lines phase:, started-at:, parent-skill: in order (found 4 lines).',
          hint: 'PHASE holds phase: <name> / <counter>, started-at: <ISO-8601>, parent-skill: <skill>.',
        },
      ],
      verdict: 'fail',
      repaired: { input: checked() },
    },
    {
      name: 'the keys in another order',
      input: checked({ phase: ['started-at: 2031-04-02T11:30:00Z', 'phase: build / 3', 'parent-skill: forge'] }),
      errors: [{ reason: 'cairn_phase_shape', severity: 'blocker', line: 3, message: /\(found 3 lines\)/ }],
      verdict: 'fail',
    },
    {
      name: 'an empty PHASE',
      input: checked({ phase: [] }),
      errors: [{ reason: 'cairn_phase_shape', severity: 'blocker', line: 3, message: /\(found 0 lines\)/ }],
      verdict: 'fail',
    },
    {
      name: 'a value without a counter',
      input: checked(phase('build')),
      errors: [{ reason: 'cairn_phase_value_malformed', severity: 'blocker', line: 4, message: 'phase value malformed: "build" is not "<phase-name> / <counter>".' }],
      verdict: 'fail',
      repaired: { input: checked() },
    },
    {
      name: 'a counter that is not a number',
      input: checked(phase('build / three')),
      errors: [{ reason: 'cairn_phase_value_malformed', severity: 'blocker', line: 4 }],
      verdict: 'fail',
    },
    {
      name: 'not the expected phase (string equality: spaces count)',
      input: checked({}, { expectedPhase: 'build/3' }),
      errors: [{ reason: 'cairn_phase_unexpected', severity: 'blocker', line: 4, message: 'expected next phase "build/3", the cairn says "build / 3".' }],
      verdict: 'fail',
      repaired: { input: checked({}, { expectedPhase: 'build / 3' }) },
    },
    {
      name: 'a parent skill with capitals',
      input: checked(phase('build / 3', 'Forge')),
      errors: [{ reason: 'cairn_parent_skill_invalid', severity: 'blocker', line: 6, message: 'parent-skill "Forge" does not match [a-z][a-z0-9-]*.' }],
      verdict: 'fail',
      repaired: { input: checked() },
    },
    {
      name: 'an invalid skill and a malformed value: both, skill first',
      input: checked(phase('build', '9forge')),
      errors: [
        { reason: 'cairn_parent_skill_invalid', severity: 'blocker', line: 6 },
        { reason: 'cairn_phase_value_malformed', severity: 'blocker', line: 4 },
      ],
      verdict: 'fail',
    },
  ],
});
