import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, lines } from '../fixtures.test-helpers.js';
import { planVerifier } from '../index.js';

const unaudited = (chunk: string, line: number): ExpectedFinding => ({
  reason: 'scope_audit_required',
  severity: 'warning',
  line,
  message: `modifies_api: true is set on chunk '${chunk}' but no scope_auditor_status field follows — orchestrator will require a scope-auditor pass before Phase 3 dispatch.`,
});
const chunk = (...extra: string[]) => lines('id: "C7"', 'owner: api-team', 'modifies_api: true', 'title: add refunds', ...extra);

ruleTester.run(planVerifier, 'plan/scope-audit-required', {
  valid: [
    { name: 'the auditor status is recorded', input: chunk('scope_auditor_status: pass'), verdict: 'pass' },
    { name: 'the status anywhere in the plan', input: lines('scope_auditor_status : pending', '', chunk()), verdict: 'pass' },
    { name: 'modifies_api: false', input: lines('id: C7', 'owner: api-team', 'modifies_api: false', 'title: x'), verdict: 'pass' },
    { name: 'fewer than two lower-case key neighbours (Title:, Owner: do not count)', input: lines('Title: refunds', 'modifies_api: true', 'Owner: api-team', 'id: C7'), verdict: 'pass' },
    { name: 'keys 6 lines away on both sides are not neighbours', input: lines('id: C7', '', '', '', '', '', 'modifies_api: true', '', '', '', '', '', 'owner: x'), verdict: 'pass' },
    { name: 'keys 6 and 7 lines below are not neighbours', input: lines('modifies_api: true', '', '', '', '', '', 'id: C7', 'owner: x'), verdict: 'pass' },
    { name: 'one neighbour is not enough', input: lines('id: C7', '', '', '', '', 'modifies_api: true'), verdict: 'pass' },
    { name: 'trailing text after true', input: lines('id: C7', 'owner: x', 'modifies_api: true # later'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'modifies_api among YAML keys and no auditor status: a warning naming the chunk',
      input: chunk(),
      errors: [{ ...unaudited('C7', 3), evidence: ['modifies_api: true'], hint: 'Run the scope-auditor and record scope_auditor_status: on the chunk.' }],
      verdict: 'pass',
      repaired: { input: chunk('scope_auditor_status: pass') },
    },
    {
      name: 'neighbours exactly 5 lines away on each side count (two of them; the id 6 lines up does not)',
      input: lines('id: C8', 'owner: x', '', '', '', '', 'modifies_api: TRUE', '', '', '', '', 'team: y'),
      errors: [unaudited('C8', 7)],
      verdict: 'pass',
    },
    { name: 'no id within 20 lines: the chunk is unknown', input: lines('id: C1', ...Array.from({ length: 20 }, () => ''), 'owner: x', 'team: y', 'modifies_api: true'), errors: [unaudited('unknown', 24)], verdict: 'pass' },
    { name: 'the first id in the window, quotes stripped', input: lines("id: 'C2'", 'owner: x', '  modifies_api:   true  ', 'id: C3'), errors: [unaudited('C2', 3)], verdict: 'pass' },
    { name: 'the id on the last line of the plan names the chunk', input: lines('owner: x', 'team: y', 'modifies_api: true', 'id: C4'), errors: [unaudited('C4', 3)], verdict: 'pass' },
    { name: 'an id 22 lines below is outside the window', input: lines('owner: x', 'team: y', 'modifies_api: true', ...Array.from({ length: 21 }, () => ''), 'id: C9'), errors: [unaudited('unknown', 3)], verdict: 'pass' },
    { name: 'every flagged chunk', input: lines(chunk(), '', chunk().replace('C7', 'C9')), errors: [unaudited('C7', 3), unaudited('C7', 8)], verdict: 'pass' },
    {
      name: 'raised to a blocker by configuration',
      input: chunk(),
      rules: { 'plan/scope-audit-required': 'blocker' },
      errors: [{ ...unaudited('C7', 3), severity: 'blocker' }],
      verdict: 'fail',
      repaired: { input: chunk('scope_auditor_status: pending') },
    },
    { name: 'CRLF line endings', input: crlf('id: C7', 'owner: x', 'modifies_api: true'), errors: [unaudited('C7', 3)], verdict: 'pass' },
  ],
});
