import { ruleTester } from '../../rule-tester.test-helpers.js';
import { marker } from '../fixtures.test-helpers.js';
import { verdictMarkerVerifier } from '../index.js';

const endsAt1 = { FinalScore: '1', ScoreTrajectory: '7,4,2,1' };
const standard = { Mode: 'standard', ResidualSignificant: '2', ResidualMinor: '1', ...endsAt1 };

ruleTester.run(verdictMarkerVerifier, 'verdict-marker/closure', {
  valid: [
    { name: 'a strict PASS ending at 0', input: marker(), verdict: 'pass' },
    { name: 'a standard PASS with residuals above its final score', input: marker(standard), verdict: 'pass' },
    { name: 'a standard PASS with residuals equal to its final score', input: marker({ ...standard, ResidualSignificant: '1' }), verdict: 'pass' },
    { name: 'a full PASS ending clean', input: marker({ Mode: 'full', ResidualSignificant: '0', ResidualMinor: '0' }), verdict: 'pass' },
    { name: 'MinorAdvisory on a clean PASS', input: marker({ MinorAdvisory: 'density' }), verdict: 'pass' },
    { name: 'a STAGNATION may end above 0', input: marker({ Verdict: 'STAGNATION', Reason: 'stagnation-judge', ...endsAt1 }), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a strict PASS that ends at 1',
      input: marker(endsAt1),
      errors: [{ reason: 'marker_pass_not_clean', severity: 'blocker', line: 8, message: 'A strict (no Mode) PASS needs FinalScore 0; it is 1.' }],
      verdict: 'fail',
      repaired: { input: marker(standard) },
    },
    {
      name: 'a full PASS that ends at 1',
      input: marker({ Mode: 'full', ResidualSignificant: '0', ...endsAt1 }),
      errors: [{ reason: 'marker_pass_not_clean', severity: 'blocker', line: 8, message: 'A full-mode PASS needs FinalScore 0; it is 1.' }],
      verdict: 'fail',
    },
    {
      name: 'a strict PASS whose FinalScore is no number',
      input: marker({ FinalScore: 'none', ScoreTrajectory: null }),
      errors: [{ reason: 'marker_pass_not_clean', severity: 'blocker', line: 8, message: 'A strict (no Mode) PASS needs FinalScore 0; it is none.' }],
      verdict: 'fail',
    },
    {
      name: 'a full PASS with a residual Significant',
      input: marker({ Mode: 'full', ResidualSignificant: '1', ResidualMinor: '0' }),
      errors: [{ reason: 'marker_full_mode_residual', severity: 'blocker', line: 27, message: 'Mode full closes only with ResidualSignificant 0; it is 1.' }],
      verdict: 'fail',
      repaired: { input: marker({ Mode: 'full', ResidualSignificant: '0', ResidualMinor: '0' }) },
    },
    {
      name: 'a standard PASS whose final score exceeds its residuals',
      input: marker({ ...standard, ResidualSignificant: '0' }),
      errors: [
        {
          reason: 'marker_standard_residual_below_score',
          severity: 'warning',
          line: 27,
          message: "Standard PASS with FinalScore 1 above ResidualSignificant 0: the last round's Significants must be among the residuals.",
        },
      ],
      verdict: 'pass',
      repaired: { input: marker(standard) },
    },
    {
      name: 'MinorAdvisory on an escalation',
      input: marker({ Verdict: 'ESCALATED', Reason: 'user-skipped', MinorAdvisory: 'density' }),
      errors: [{ reason: 'marker_minor_advisory_not_clean', severity: 'blocker', line: 26, message: 'MinorAdvisory is set on a ESCALATED marker; it fires only on a clean pass.' }],
      verdict: 'fail',
      repaired: { input: marker({ Verdict: 'ESCALATED', Reason: 'user-skipped' }) },
    },
  ],
});
