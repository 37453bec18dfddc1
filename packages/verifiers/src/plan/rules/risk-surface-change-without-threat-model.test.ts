import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, lines } from '../fixtures.test-helpers.js';
import { planVerifier } from '../index.js';

const noThreatModel = (line: number): ExpectedFinding => ({
  reason: 'risk_surface_change_without_threat_model',
  severity: 'blocker',
  line,
  message: 'The plan changes a risk surface but names no threat model or security review.',
});
const VAULT = 'Store the customer credentials in the vault.';

ruleTester.run(planVerifier, 'plan/risk-surface-change-without-threat-model', {
  valid: [
    { name: 'a threat model anywhere in the plan', input: lines(VAULT, '', 'Threat model: the vault review of March.'), verdict: 'pass' },
    { name: 'the threat model may come first', input: lines('Security review: done by the platform team.', VAULT), verdict: 'pass' },
    { name: 'the other references', input: lines(VAULT, 'See OWASP ASI03 and LLM01.'), verdict: 'pass' },
    { name: 'an explicit "not applicable"', input: lines(VAULT, 'threat-model: not applicable (read-only mirror)'), verdict: 'pass' },
    { name: 'no risk surface', input: 'Rename the settings page.', verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'credentials and no threat model',
      input: VAULT,
      errors: [{ ...noThreatModel(1), evidence: [VAULT], hint: 'Add a threat model (or a security review / OWASP reference), or "threat-model: not applicable" with the reason.' }],
      verdict: 'fail',
      repaired: { input: lines(VAULT, 'Threat model: the vault review of March.') },
    },
    {
      name: 'one finding, at the first risk surface',
      input: lines('# Plan', 'Keep personal data for 30 days.', 'Add persistent memory for the agent.', 'Change the auth flow.'),
      errors: [noThreatModel(2)],
      verdict: 'fail',
      repaired: { input: lines('# Plan', 'Keep personal data for 30 days.', 'Add persistent memory for the agent.', 'Change the auth flow.', 'Security-review: booked.') },
    },
    { name: 'a surface on line 1 stays the first one', input: lines(VAULT, 'Add persistent memory for the agent.'), errors: [noThreatModel(1)], verdict: 'fail' },
    { name: 'one separator at most: "threat  model" does not count', input: lines(VAULT, 'threat  model later'), errors: [noThreatModel(1)], verdict: 'fail' },
    { name: 'a threat model inside a fence does not count', input: lines(VAULT, '```', 'threat model', '```'), errors: [noThreatModel(1)], verdict: 'fail' },
    { name: 'an outbound request', input: 'Make an outbound request to the rates feed.', errors: [noThreatModel(1)], verdict: 'fail' },
    { name: 'a new LLM call', input: 'Summaries use a new LLM call.', errors: [noThreatModel(1)], verdict: 'fail' },
    { name: 'CRLF line endings', input: crlf('# Plan', VAULT), errors: [noThreatModel(2)], verdict: 'fail', repaired: { input: crlf('# Plan', VAULT, 'OWASP checklist applied.') } },
    { name: 'turned into a warning by configuration, the gate passes', input: VAULT, rules: { 'plan/risk-surface-change-without-threat-model': 'warning' }, errors: [{ ...noThreatModel(1), severity: 'warning' }], verdict: 'pass' },
    { name: 'huge: the surface on line 20 001', input: `${'Plain step.\n'.repeat(20_000)}${VAULT}\n`, errors: [noThreatModel(20_001)], verdict: 'fail' },
  ],
});
