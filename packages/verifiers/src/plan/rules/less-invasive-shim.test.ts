import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, lines } from '../fixtures.test-helpers.js';
import { planVerifier } from '../index.js';

const shim = (line: number): ExpectedFinding => ({
  reason: 'less_invasive_shim',
  severity: 'warning',
  line,
  message: 'A redirect, rewrite or deprecation without a less invasive alternative considered nearby.',
});
const DEPRECATE = 'We deprecate the v1 client library.';
const filler = (n: number) => Array.from({ length: n }, (_, i) => `Step ${i + 1} of the rollout.`);

ruleTester.run(planVerifier, 'plan/less-invasive-shim', {
  valid: [
    { name: 'an alternative on the next line', input: lines(DEPRECATE, 'Alternative: an alias export for one release.'), verdict: 'pass' },
    { name: 'a shared handler considered 5 lines below', input: lines(DEPRECATE, ...filler(4), 'A shared handler was considered.'), verdict: 'pass' },
    { name: '"instead of" 5 lines above', input: lines('Use the v2 client instead of patching v1.', ...filler(4), DEPRECATE), verdict: 'pass' },
    { name: 'whole words: "deprecated", "rewrites", "308 redirects"', input: 'The deprecated client rewrites paths with 308 redirects.', verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a deprecation with no alternative: a warning, the gate passes',
      input: DEPRECATE,
      errors: [
        {
          ...shim(1),
          evidence: [DEPRECATE],
          hint: 'Say which alternative was considered (a shared handler, a dual mount, an alias export) and why it was not chosen.',
        },
      ],
      verdict: 'pass',
      repaired: { input: lines(DEPRECATE, 'Alternative: an alias export for one release.') },
    },
    { name: 'a rewrite', input: 'Rewrite the settings page.', errors: [shim(1)], verdict: 'pass' },
    { name: 'a 308 redirect (route-change-evidence blocks it too)', input: 'Add a 308 redirect from /a to /b.', errors: [shim(1)], verdict: 'fail' },
    { name: 'a status marker does not suppress it', input: lines(DEPRECATE, '✅ done'), errors: [shim(1)], verdict: 'pass' },
    {
      name: 'the alternative 6 lines below is out of the window',
      input: lines(DEPRECATE, ...filler(5), 'Alternative: an alias export.'),
      errors: [shim(1)],
      verdict: 'pass',
      repaired: { input: lines(DEPRECATE, ...filler(4), 'Alternative: an alias export.') },
    },
    { name: 'one finding per triggering line', input: lines(DEPRECATE, 'Rewrite the docs.', 'deprecate and rewrite'), errors: [shim(1), shim(2), shim(3)], verdict: 'pass' },
    {
      name: 'raised to a blocker by configuration',
      input: DEPRECATE,
      rules: { 'plan/less-invasive-shim': 'blocker' },
      errors: [{ ...shim(1), severity: 'blocker' }],
      verdict: 'fail',
      repaired: { input: lines(DEPRECATE, 'We considered keeping both.') },
    },
    { name: 'CRLF line endings', input: crlf('# Plan', DEPRECATE), errors: [shim(2)], verdict: 'pass' },
    { name: 'hostile: a 300 kB line', input: `${'deprecat '.repeat(30_000)}deprecate`, errors: [shim(1)], verdict: 'pass' },
  ],
});
