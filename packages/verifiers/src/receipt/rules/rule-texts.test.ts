import { describe, expect, it } from 'vitest';
import { type MemoryHostOptions, createMemoryHost } from '@gauntlet/core';
import { BASE_V1, BASE_V11, H, LOG, W, diskReceipt, insertAfter, withLine } from '../fixtures.test-helpers.js';
import { type ReceiptOptions, receiptVerifier } from '../index.js';

const SENTENCE = /^\S.{20,}\.$/;
const disk: MemoryHostOptions = { cwd: '/w', files: { '/w/d/run.log': LOG, '/w/l.jsonl': '' } };
const quiet = diskReceipt({ range: 'L3-L3' });
const tier2 = { tier: 2, roots: ['d'] } as const;

/** One failing receipt per rule (resolve-budget's needs 100 000 names: see resolve-budget.test.ts). */
const FAILING: readonly [rule: string, receipt: string, options?: ReceiptOptions][] = [
  ['receipt/header', 'RCPT v2 a/1-b\n'],
  ['receipt/sections', withLine(BASE_V1, 'SUSPICION', null)],
  ['receipt/verdict', withLine(BASE_V1, 'VERDICT', 'VERDICT  MAYBE  conf=0.85')],
  ['receipt/artifacts', withLine(BASE_V1, 'run.log', `  /abs/run.log  sha256:${H('a')}  120`)],
  ['receipt/trace', insertAfter(BASE_V1, '2  EXEC', '  4  READ  a.md')],
  ['receipt/claims', insertAfter(BASE_V1, 'tests-pass', '  no claim here')],
  ['receipt/witness-syntax', W('exec:`pnpm test clock`')],
  ['receipt/witness-artifact-declared', W('grep:other.log#L1-L2  expect-fail=/boom!/  ran=TRACE#2')],
  ['receipt/trace-entries', insertAfter(BASE_V1, '2  EXEC', '  3  EXEC  `y`  exit=0')],
  ['receipt/claim-citations', insertAfter(BASE_V1, 'tests-pass', '  x=1  from=TRACE#9')],
  ['receipt/witness-ran-target', W('exec:`x`  expect-fail=/boom!/  ran=TRACE#7')],
  ['receipt/tests-claims', withLine(withLine(W('grep:run.log  expect-fail=/boom!/  ran=TRACE#2'), '2  EXEC', '  2  READ  run.log'), 'tests-ran', '  tests-ran=true  from=run.log')],
  ['receipt/layer2-lines', withLine(BASE_V11, 'TRIPWIRE:', null)],
  ['receipt/layer2-values', withLine(BASE_V11, 'TRIPWIRE:', 'TRIPWIRE:  sometimes')],
  ['receipt/roots', quiet, { tier: 2, roots: ['nope'] }],
  ['receipt/artifacts-on-disk', diskReceipt({ range: 'L3-L3', log: 'other bytes\n' }), tier2],
  ['receipt/witness-evidence', diskReceipt(), tier2],
  ['receipt/supersedes-evidence', `${quiet}SUPERSEDES: 0123456789ab\n`, tier2],
  ['receipt/ledger-binding', insertAfter(quiet, '2  EXEC', `  3  DISPATCHED  qa/7-probe  verdict=FAIL  rcpt-sha256:${H('d')}`), { ...tier2, ledger: 'l.jsonl' }],
];

describe('receipt rules: what they tell the user', () => {
  it('every rule says what it checks in one sentence (what --list-rules prints)', () => {
    expect(receiptVerifier.rules).not.toHaveLength(0);
    for (const rule of receiptVerifier.rules) expect(rule.description, rule.id).toMatch(/^\S.{30,}\.$/);
  });

  it.each(FAILING)('a %s blocker comes with a remediation hint', async (rule, receipt, options = {}) => {
    const { findings } = await receiptVerifier.verify(receipt, { host: createMemoryHost(disk), options: { ...options } });
    expect(findings.map((finding) => [finding.rule, finding.severity])).toEqual([[rule, 'blocker']]);
    expect(findings[0]!.hint).toMatch(SENTENCE);
  });
});
