import fc from 'fast-check';
import type { Result } from '@gauntlet/contracts/codes';
import { describe, expect, it } from 'vitest';
import { lintReceiptBatch, receiptVerifier } from './index.js';
import { BASE_V1, withLine } from './fixtures.test-helpers.js';

async function batch(jsonl: string): Promise<Result[]> {
  const results: Result[] = [];
  await lintReceiptBatch(receiptVerifier, jsonl, (result) => {
    results.push(result);
  });
  return results;
}

const blocker = (result: Result | undefined) => result?.findings.find((f) => f.severity === 'blocker')?.reason ?? null;

describe('receipt --eval batches', () => {
  it('one result per non-blank line, ids from dispatch-id / dispatch_id / #n', async () => {
    const jsonl = [
      JSON.stringify({ 'dispatch-id': 'a-1', receipt: BASE_V1 }),
      '',
      JSON.stringify({ dispatch_id: 'b-2', receipt: withLine(BASE_V1, 'VERDICT', 'VERDICT maybe') }),
      '   ',
      JSON.stringify({ receipt: '' }),
      '{not json',
      '[1, 2]',
      JSON.stringify({ receipt: 42 }),
      '{"receipt": "x", "score": NaN}',
    ].join('\n');
    const results = await batch(jsonl);
    expect(results.map((r) => r.id)).toEqual(['a-1', 'b-2', '#3', '#4', '#5', '#6', '#7']);
    expect(results.map(blocker)).toEqual([null, 'verdict_malformed', 'receipt_empty', 'eval_malformed_json', 'eval_record_invalid', 'eval_record_invalid', 'header_malformed']);
  });

  it('inline Tier-2 uses the whole artifact body (PASS fires, missing body is clean)', async () => {
    const record = (bodies?: Record<string, string>) => JSON.stringify({ receipt: BASE_V1, ...(bodies ? { artifact_bodies: bodies } : {}) });
    const results = await batch([record({ 'run.log': 'x\n2 failed\n' }), record({ 'other.log': '2 failed' }), record(), record({ 'run.log': 'all good' })].join('\n'));
    expect(results.map(blocker)).toEqual(['t2_witness_fired', null, null, null]);
    const exit = withLine(BASE_V1, 'WITNESS', 'WITNESS    exec:`x`  expect-fail=exit=0  ran=TRACE#2');
    const exitResults = await batch([JSON.stringify({ receipt: exit }), JSON.stringify({ receipt: exit, artifact_bodies: { 'run.log': 'ok' } })].join('\n'));
    expect(exitResults.map(blocker)).toEqual([null, 't2_exit_clause_fired']);
    const grep = withLine(BASE_V1, 'WITNESS', 'WITNESS    grep:run.log#L1-L4  expect-fail=/boom!/  ran=TRACE#2');
    expect((await batch(JSON.stringify({ receipt: grep, artifact_bodies: { 'run.log': '' } }))).map(blocker)).toEqual(['t2_grep_body_empty']);
  });

  it('any JSONL batch yields one result per non-blank line (property)', async () => {
    const line = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.record({ receipt: fc.oneof(fc.string({ maxLength: 60 }), fc.constant(BASE_V1)), 'dispatch-id': fc.string({ maxLength: 8 }) }).map((r) => JSON.stringify(r)),
      fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(line, { maxLength: 12 }), async (lines) => {
        const jsonl = lines.join('\n');
        const nonBlank = jsonl.split(/\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]/).filter((l) => l.trim() !== '' && l.replace(/[\s\x1c-\x1f\x85]/g, '') !== '').length;
        const results = await batch(jsonl);
        expect(results.length).toBe(nonBlank);
      }),
      { numRuns: 150 },
    );
  });
});
