import { describe, expect, it } from 'vitest';
import type { Result } from '@gauntlet/contracts/codes';
import { type VerifyOptions, createMemoryHost } from '@gauntlet/core';
import { lintReceiptBatch } from './batch.js';

/** `--eval` record by record: what each receipt is verified with, and the result it becomes (docs/rules/receipt/eval-record.md). */
function recorder() {
  const calls: Array<{ input: string; options: VerifyOptions }> = [];
  const verifier = {
    verify: async (input: string, options: VerifyOptions = {}) => {
      calls.push({ input, options });
      return { findings: [], data: { seen: calls.length } };
    },
  };
  return { calls, verifier };
}

async function* chunks(...parts: string[]): AsyncIterable<string> {
  for (const part of parts) yield part;
}

describe('lintReceiptBatch, record by record', () => {
  it('each usable record: its receipt, inline Tier 1, its bodies when they are an object, the id as the file', async () => {
    const { calls, verifier } = recorder();
    const host = createMemoryHost();
    const jsonl = [
      JSON.stringify({ 'dispatch-id': 'a-1', dispatch_id: 'ignored', receipt: 'R1', artifact_bodies: { 'run.log': 'x' } }),
      JSON.stringify({ dispatch_id: 7, receipt: 'R2', artifact_bodies: ['run.log'] }),
      JSON.stringify({ 'dispatch-id': null, dispatch_id: 'b-2', receipt: 'R3', artifact_bodies: null }),
      JSON.stringify({ 'dispatch-id': true, receipt: 'R4' }),
    ].join('\n');
    const rules = { 'receipt/header': 'off' } as const;
    const count = await lintReceiptBatch(verifier, jsonl, () => undefined, { host, rules, options: { strict: true } });
    expect(count).toBe(4);
    expect(calls.map((call) => [call.input, call.options.file])).toEqual([['R1', 'a-1'], ['R2', '7'], ['R3', 'b-2'], ['R4', '#4']]);
    expect(calls[0]!.options).toStrictEqual({ host, rules, file: 'a-1', options: { strict: true, inline: true, tier: 1, artifactBodies: { 'run.log': 'x' } } });
    expect(calls[1]!.options.options).toStrictEqual({ strict: true, inline: true, tier: 1 });
    expect(calls[2]!.options.options).toStrictEqual({ strict: true, inline: true, tier: 1 });
    expect(Object.isFrozen(calls[1]!.options.options)).toBe(true);
  });

  it('a record it cannot use is still verified (as an empty receipt) with the problem, never thrown', async () => {
    const { calls, verifier } = recorder();
    const jsonl = ['{not json', '[1]', '"text"', 'null', JSON.stringify({ 'dispatch-id': 'e', receipt: '' }), JSON.stringify({ receipt: null }), JSON.stringify({}), JSON.stringify({ receipt: 0 }), JSON.stringify({ receipt: ['R'] }), JSON.stringify({ receipt: { text: 'R' } })].join('\n');
    expect(await lintReceiptBatch(verifier, jsonl, () => undefined)).toBe(10);
    expect(calls.map((call) => [call.input, call.options.file, (call.options.options as { recordProblem?: { reason: string } }).recordProblem?.reason])).toEqual([
      ['', '#1', 'eval_malformed_json'],
      ['', '#2', 'eval_record_invalid'],
      ['', '#3', 'eval_record_invalid'],
      ['', '#4', 'eval_record_invalid'],
      ['', 'e', 'receipt_empty'],
      ['', '#6', 'receipt_empty'],
      ['', '#7', 'receipt_empty'],
      ['', '#8', 'receipt_empty'],
      ['', '#9', 'eval_record_invalid'],
      ['', '#10', 'eval_record_invalid'],
    ]);
    const problems = calls.map((call) => (call.options.options as { recordProblem: { message: string } }).recordProblem.message);
    expect(problems[0]).toMatch(/^malformed JSON line \(Expecting property name enclosed in double quotes: line 1 column 2 \(char 1\)\)$/);
    expect(problems.slice(1, 5)).toEqual(['the record is not a JSON object', 'the record is not a JSON object', 'the record is not a JSON object', 'the record has no receipt (empty or missing receipt field)']);
    expect(problems[8]).toBe("the record's receipt is not a string");
    expect(calls[0]!.options.options).toMatchObject({ inline: true, tier: 1 });
  });

  it('blank lines are no records; the count and the #n ids skip them', async () => {
    const { calls, verifier } = recorder();
    const jsonl = `\n  \n${JSON.stringify({ receipt: 'R1' })}\r\n\u3000\t\n${JSON.stringify({ receipt: 'R2' })}\n\n`;
    expect(await lintReceiptBatch(verifier, jsonl, () => undefined)).toBe(2);
    expect(calls.map((call) => call.options.file)).toEqual(['#1', '#2']);
    expect(await lintReceiptBatch(verifier, '', () => undefined)).toBe(0);
  });

  it('results in order, each awaited before the next record is read; chunked input as whole input', async () => {
    const { verifier } = recorder();
    const order: string[] = [];
    const onResult = async (result: Result) => {
      order.push(`start ${result.id}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`end ${result.id}`);
    };
    const lines = [JSON.stringify({ 'dispatch-id': 'x', receipt: 'R1' }), JSON.stringify({ 'dispatch-id': 'y', receipt: 'R2' })];
    expect(await lintReceiptBatch(verifier, chunks(lines[0]!.slice(0, 9), `${lines[0]!.slice(9)}\n${lines[1]!.slice(0, 3)}`, lines[1]!.slice(3)), onResult)).toBe(2);
    expect(order).toEqual(['start x', 'end x', 'start y', 'end y']);
    const results: Result[] = [];
    await lintReceiptBatch(verifier, chunks(), (result) => void results.push(result));
    expect(results).toEqual([]);
  });

  it('a result carries the record id, the findings and the data', async () => {
    const { verifier } = recorder();
    const results: Result[] = [];
    await lintReceiptBatch(verifier, `${JSON.stringify({ 'dispatch-id': 'z', receipt: 'R' })}\n`, (result) => void results.push(result));
    expect(results).toEqual([expect.objectContaining({ id: 'z', verdict: 'pass', findings: [], data: { seen: 1 } })]);
  });
});
