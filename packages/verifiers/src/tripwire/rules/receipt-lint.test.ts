import fc from 'fast-check';
import { expect, it } from 'vitest';
import { BASE_V11, withLine } from '../../receipt/fixtures.test-helpers.js';
import { receiptPrefix } from '../../receipt/index.js';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { manifestOf, receipt, retiring } from '../fixtures.test-helpers.js';
import { sweepReceipt, tripwireRules, tripwireVerifier } from '../index.js';

// The reference sweep re-checks a SUPERSEDES' justification and witness, and counts glob
// entries its own way, only after the receipt's Tier-1 passed. Tier-1 is stricter on each
// (docs/rules/tripwire/supersedes.md), so these receipts are rejected here, by their receipt
// codes, and the sweep's own checks never run: the cases below keep that gate closed.
const failing = receipt('always', { verdict: 'FAIL', suspicion: '0.60' });
const P = receiptPrefix(failing);
const manifest = manifestOf(failing);
const GREP_WITNESS = 'WITNESS    grep:run.log#L1-L20  expect-fail="0 failed"  ran=TRACE#2';
const input = (text: string) => ({ receipt: text, manifest });
const TESTED_HERE = new Set(['verdict_malformed', 'supersedes_unjustified', 'supersedes_lint_witness', 'supersedes_deferred_witness', 'tripwire_glob_cap', 'sections_missing']);
const receiptLint = tripwireRules.find((rule) => rule.id === 'tripwire/receipt-lint')!;

ruleTester.run(tripwireVerifier, 'tripwire/receipt-lint', {
  valid: [
    { name: 'a receipt that passes Tier-1', input: input(BASE_V11), verdict: 'pass' },
    { name: 'retiring a FAIL predecessor with a run exec witness', input: input(retiring(P)), verdict: 'pass' },
    { name: 'retiring it with a run grep witness', input: input(retiring(P, { witness: GREP_WITNESS })), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a malformed VERDICT: the first Tier-1 failure, with the receipt rule as evidence',
      input: input(withLine(BASE_V11, 'VERDICT', 'VERDICT  pass  conf=0.90')),
      errors: [{ reason: 'verdict_malformed', severity: 'blocker', line: 2, message: "VERDICT malformed: 'pass  conf=0.90'", evidence: ['receipt rule receipt/verdict'] }],
      verdict: 'fail',
      repaired: { input: input(withLine(BASE_V11, 'VERDICT', 'VERDICT  PASS  conf=0.90')) },
    },
    {
      name: 'a receipt cut after its header',
      input: input('RCPT v1.1 build/3-fixer\n'),
      errors: [{ reason: 'sections_missing', severity: 'blocker', line: null }],
      verdict: 'fail',
    },
    {
      name: 'SUPERSEDES without a claim citing the prefix',
      input: input(receipt('none', { suspicion: '0.00', supersedes: P })),
      errors: [{ reason: 'supersedes_unjustified', severity: 'blocker', line: 15, message: `SUPERSEDES prefix ${P} lacks CLAIMS justification (expected a from=${P}#… citation)` }],
      verdict: 'fail',
      repaired: { input: input(retiring(P)) },
    },
    {
      name: 'a from=<prefix># inside a pattern= value is no citation',
      input: input(receipt('none', { suspicion: '0.00', supersedes: P, claims: `  retired=true  from=run.log#L1  pattern=from=${P}#L1` })),
      errors: [{ reason: 'supersedes_unjustified', severity: 'blocker', line: 16 }],
      verdict: 'fail',
    },
    {
      name: 'retiring a FAIL predecessor with a lint witness',
      input: input(retiring(P, { witness: 'WITNESS    lint:trace-consistent  expect-fail=exit!=0  ran=TRACE#2' })),
      errors: [{ reason: 'supersedes_lint_witness', severity: 'blocker', line: 12, message: /^SUPERSEDES requires WITNESS kind in \{exec, grep\}, got lint/ }],
      verdict: 'fail',
      repaired: { input: input(retiring(P)) },
    },
    {
      name: 'retiring a FAIL predecessor with a witness that did not run',
      input: input(retiring(P, { witness: 'WITNESS    exec:`pnpm test clock`  expect-fail=exit!=0  ran=SKIPPED:later' }).replace('NEXT       (none)', 'NEXT       run exec:`pnpm test clock` later')),
      errors: [{ reason: 'supersedes_deferred_witness', severity: 'blocker', line: 12, message: /^SUPERSEDES requires witness ran=TRACE#N, got ran='SKIPPED:later'/ }],
      verdict: 'fail',
      repaired: { input: input(retiring(P)) },
    },
    {
      name: 'nine glob entries',
      input: input(receipt('wrote(a,b,c,d,e,f,g,h,i)')),
      errors: [{ reason: 'tripwire_glob_cap', severity: 'blocker', line: 14, message: 'v1.1 glob entries exceed cap (8): wrote(a,b,c,d,e,f,g,h,i)' }],
      verdict: 'fail',
      repaired: { input: input(receipt('wrote(a,b,c,d,e,f,g,h)')) },
    },
    {
      name: 'nine alternatives in braces',
      input: input(receipt('wrote({a,b,c,d,e,f,g,h,i})')),
      errors: [{ reason: 'tripwire_glob_cap', severity: 'blocker', line: 14 }],
      verdict: 'fail',
    },
  ],
  untested: {
    ...Object.fromEntries(
      receiptLint.reasons.filter((reason) => !TESTED_HERE.has(reason)).map((reason) => [reason, 'a receipt Tier-1 code: the receipt family tests it; this rule relays the first failure unchanged (the verdict_malformed case above)']),
    ),
    empty_receipt: 'unreachable here: tripwire/sweep-parse rejects an empty receipt first (sweep_header_invalid)',
  },
});

/** The reference sweep's own glob count, as docs/rules/tripwire/predicates.md describes it. */
function referenceSweepCount(piece: string): number {
  const body = /\(([^)]*)\)/u.exec(piece)?.[1] ?? '';
  if (body.includes(',') && !body.includes('{')) return body.split(',').length;
  const group = /\{([^{}]*)\}/u.exec(body);
  return group ? group[1]!.split(',').length : 1;
}

it('every TRIPWIRE glob over the reference sweep’s cap is rejected by the stricter Tier-1 count first (property)', () => {
  const token = fc.constantFrom('a', ',', ',', '{', '}', ')', '(', ' ', 'src/*', '{a,b,c,d,e,f,g,h,i}', 'a,b,c,d,e,f,g,h,i', '{a,b,c}', 'x,y,z,w');
  let over = 0;
  fc.assert(
    fc.property(fc.constantFrom('wrote', 'read', 'claims-touch'), fc.array(token, { minLength: 1, maxLength: 12, size: 'max' }), (verb, tokens) => {
      const piece = `${verb}(${tokens.join('')})`;
      if (referenceSweepCount(piece) <= 8) return;
      over++;
      const outcome = sweepReceipt([], receipt(piece));
      expect(outcome.accepted).toBe(false);
      expect(outcome.rejection).toMatchObject({ stage: 'lint', reason: 'tripwire_glob_cap' });
    }),
    { numRuns: 3000 },
  );
  expect(over).toBeGreaterThan(500);
});
