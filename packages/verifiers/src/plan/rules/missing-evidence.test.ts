import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, lines } from '../fixtures.test-helpers.js';
import { planVerifier } from '../index.js';

const unverified = (line: number): ExpectedFinding => ({
  reason: 'missing_evidence',
  severity: 'warning',
  line,
  message: 'A claim that code is unused, dead or uncalled has no verification within 3 lines.',
});
const CLAIM = 'The old exporter is unused.';

ruleTester.run(planVerifier, 'plan/missing-evidence', {
  valid: [
    { name: 'a verification on the next line', input: lines(CLAIM, 'Verified with a search of the whole tree.'), verdict: 'pass' },
    { name: 'a status marker 3 lines below (the window edge)', input: lines(CLAIM, 'a', 'b', '✅ nothing imports it'), verdict: 'pass' },
    { name: 'a link 3 lines above', input: lines('See https://ci.example/run/12', 'a', 'b', CLAIM), verdict: 'pass' },
    { name: 'a shell command in backticks', input: lines(CLAIM, 'Checked: `$ pytest`'), verdict: 'pass' },
    { name: 'matched quirk: "rg" inside an ordinary word suppresses', input: lines(CLAIM, 'This is a large module.'), verdict: 'pass' },
    { name: 'no claim', input: 'The exporter is used by the nightly job.', verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'an unused claim with nothing to back it: a warning',
      input: CLAIM,
      errors: [{ ...unverified(1), evidence: [CLAIM], hint: 'Show how it was checked (the grep/rg command, a link, or a ✅ marker with the result).' }],
      verdict: 'pass',
      repaired: { input: lines(CLAIM, 'Verified with a search of the whole tree.') },
    },
    {
      name: 'the verification 4 lines below is out of the window',
      input: lines(CLAIM, 'a', 'b', 'c', 'verified by hand'),
      errors: [unverified(1)],
      verdict: 'pass',
      repaired: { input: lines(CLAIM, 'a', 'b', 'verified by hand') },
    },
    { name: 'the verification 4 lines above is out of the window', input: lines('verified by hand', 'a', 'b', 'c', CLAIM), errors: [unverified(5)], verdict: 'pass' },
    {
      name: 'every form of the claim',
      input: lines('We never import the shim.', 'We do not import it.', 'It has zero callers.', 'It has 0 references.', 'It is never imported.', 'The class is orphaned.', 'The path is dead.', "we don't import that"),
      errors: [unverified(1), unverified(2), unverified(3), unverified(4), unverified(5), unverified(6), unverified(7), unverified(8)],
      verdict: 'pass',
    },
    { name: 'matched quirk: no word boundary after the claim ("is deadline")', input: 'The cutoff is deadline-driven.', errors: [unverified(1)], verdict: 'pass' },
    {
      name: 'raised to a blocker by configuration',
      input: CLAIM,
      rules: { 'plan/missing-evidence': 'blocker' },
      errors: [{ ...unverified(1), severity: 'blocker' }],
      verdict: 'fail',
      repaired: { input: lines('✅ grep finds no import', CLAIM) },
    },
    { name: 'CRLF line endings', input: crlf('# Cleanup', '', CLAIM), errors: [unverified(3)], verdict: 'pass' },
    { name: 'U+2028 is a line break for splitlines()', input: `intro\u2028${CLAIM}`, errors: [unverified(2)], verdict: 'pass' },
    { name: 'hostile: a 200 kB line ending in the claim', input: `${'is  '.repeat(50_000)}is unused`, errors: [unverified(1)], verdict: 'pass' },
  ],
});
