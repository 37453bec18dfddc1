import { describe, expect, it } from 'vitest';
import type { Result } from '@gauntlet/contracts/codes';
import { createRunBudget } from '@gauntlet/core';
import { lintReceiptBatch, receiptVerifier } from './index.js';
import { BASE_V1, withLine } from './fixtures.test-helpers.js';

// `receipt --eval` draws every witness search of the run from one regex budget (the CLI passes
// `regexBudget`): once it is spent, later witnesses are not evaluated and fail closed.

const record = (id: string) =>
  JSON.stringify({
    'dispatch-id': id,
    receipt: withLine(BASE_V1, 'WITNESS', 'WITNESS    exec:`x`  expect-fail=/zz+q/  ran=TRACE#2'),
    artifact_bodies: { 'run.log': `${'z'.repeat(3000)}\n` },
  });

describe('receipt --eval with a per-run regex budget', () => {
  it('evaluates witnesses while the budget lasts, then fails each later one with t2_witness_timeout', async () => {
    const budget = createRunBudget('regex steps', 40_000);
    const results: Result[] = [];
    await lintReceiptBatch(receiptVerifier, [1, 2, 3, 4, 5, 6].map((n) => record(`r${n}`)).join('\n'), (result) => void results.push(result), {
      options: { regexBudget: budget },
    });
    const timeouts = results.filter((result) => result.findings.some((finding) => finding.reason === 't2_witness_timeout'));
    expect(timeouts.length).toBeGreaterThan(0);
    expect(timeouts.length).toBeLessThan(results.length);
    const first = timeouts[0]!.findings.find((finding) => finding.reason === 't2_witness_timeout')!;
    expect(first).toMatchObject({ severity: 'blocker' });
    expect(first.message).toContain("the run's regex step budget is spent");
    expect(timeouts.every((result) => result.verdict === 'fail')).toBe(true);
    // Without a budget, the same batch evaluates every witness.
    const free: Result[] = [];
    await lintReceiptBatch(receiptVerifier, [1, 2, 3, 4, 5, 6].map((n) => record(`r${n}`)).join('\n'), (result) => void free.push(result));
    expect(free.some((result) => result.findings.some((finding) => finding.reason === 't2_witness_timeout'))).toBe(false);
  });
});
