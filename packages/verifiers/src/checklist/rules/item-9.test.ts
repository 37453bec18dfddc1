import { ruleTester } from '../../rule-tester.test-helpers.js';
import { ITEM_NAMES, PLAN_BODY, PLAN_PATH, WITH_HANDOFF, answerCases, checklist, plan } from '../fixtures.test-helpers.js';
import { checklistVerifier } from '../index.js';

const base = answerCases(9);
const TRACED = '[P0] U-7 operator rotates, F-3 dual-secret window, T-12 replay test';
const P0_LINE = 5; // the traced line's place in PLAN_BODY
const body = (p0: string) => PLAN_BODY.replace(TRACED, p0);

ruleTester.run(checklistVerifier, 'checklist/item-9', {
  valid: [
    ...base.valid,
    { name: 'no [P0] lines at all', input: plan(body('Rotation is a P1 concern')), host: WITH_HANDOFF, verdict: 'pass' },
    { name: 'the chain may be spread over the body', input: plan(`${body('[P0] rotate secrets (T-12)')}\nUsers: U-7. Features: F-3.`), host: WITH_HANDOFF, verdict: 'pass' },
    { name: 'a [P0] inside the checklist comment is not the body', input: plan(PLAN_BODY, { 9: '[P0] traced in the body' }), host: WITH_HANDOFF, verdict: 'pass' },
  ],
  invalid: [
    ...base.invalid,
    {
      name: 'a [P0] line without a T- id',
      input: plan(body('[P0] U-7 operator rotates, F-3 dual-secret window')),
      host: WITH_HANDOFF,
      errors: [
        {
          reason: 'checklist_p0_untested',
          severity: 'warning',
          line: P0_LINE,
          message: '1 [P0] line(s) found without a linked T-NN test ID. Each P0 must trace to at least one acceptance test.',
        },
      ],
      verdict: 'pass',
      repaired: { input: plan() },
    },
    {
      name: 'two untested lines, [p0] in lower case, T-12a is no test id; the first is pointed at',
      input: plan(`${body('[p0] rotate secrets T-12a')}\n[P0] keep old secret valid`),
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_p0_untested', severity: 'warning', line: P0_LINE, message: /^2 \[P0\] line\(s\) found/ }],
      verdict: 'pass',
    },
    {
      name: 'tested P0 lines without a U- and F- chain',
      input: plan(body('[P0] rotate secrets, T-12 replay test')),
      host: WITH_HANDOFF,
      errors: [
        {
          reason: 'checklist_trace_chain_missing',
          severity: 'warning',
          line: P0_LINE,
          message: 'P0 lines have T- links but no full U-NN → F-NN → T-NN chain found. Add stable IDs threading from user need through feature to test.',
        },
      ],
      verdict: 'pass',
    },
    {
      name: 'lines are counted in the file, the checklist comment first',
      input: { path: PLAN_PATH, text: `${checklist()}\n${body('[P0] U-7 F-3 untested')}\n` },
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_p0_untested', severity: 'warning', line: ITEM_NAMES.length + 2 + P0_LINE }],
      verdict: 'pass',
    },
    {
      name: 'CRLF line endings',
      input: { path: PLAN_PATH, text: plan(body('[P0] U-7 F-3 untested')).text.replace(/\n/g, '\r\n') },
      host: WITH_HANDOFF,
      errors: [{ reason: 'checklist_p0_untested', severity: 'warning', line: P0_LINE }],
      verdict: 'pass',
    },
    {
      name: 'structure after a missing answer: answers come first',
      input: plan(body('[P0] U-7 F-3 untested'), { 9: null }),
      host: WITH_HANDOFF,
      errors: [
        { reason: 'checklist_item_missing', severity: 'blocker', line: PLAN_BODY.split('\n').length + 1 },
        { reason: 'checklist_p0_untested', severity: 'warning', line: P0_LINE },
      ],
      verdict: 'fail',
    },
  ],
});
