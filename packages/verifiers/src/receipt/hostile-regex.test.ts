import { describe, expect, it } from 'vitest';
import { compileSafeRegex } from '@gauntlet/core';
import { lintReceiptBatch, receiptVerifier } from './index.js';
import { BASE_V1, withLine } from './fixtures.test-helpers.js';
import type { Result } from '@gauntlet/contracts/codes';

/** The native placeholder engine neither speaks Python syntax nor runs in linear time. */
const linearPythonEngine = compileSafeRegex('(?P<x>a)(?P=x)', { syntax: 'python' }).ok;

async function evalOne(signature: string, body: string): Promise<Result> {
  const receipt = withLine(BASE_V1, 'WITNESS', `WITNESS    exec:\`x\`  expect-fail=${signature}  ran=TRACE#2`);
  const results: Result[] = [];
  await lintReceiptBatch(receiptVerifier, JSON.stringify({ receipt, artifact_bodies: { 'run.log': body } }), (r) => {
    results.push(r);
  });
  return results[0]!;
}

describe('hostile witness regexes (linear-time engine)', () => {
  // Never skipped: without the engine these tests must fail, not pass by skipping.
  it('runs on the linear-time engine, which speaks Python syntax', () => {
    expect(linearPythonEngine).toBe(true);
  });

  it.each(['/(a+)+$/', '/(a|aa)*$/', '/(x+x+)+y/'])('%s against a 4 KiB body finishes fast', async (signature) => {
    const body = `${'a'.repeat(4095)}!`.replace(/a/g, signature.includes('x') ? 'x' : 'a');
    const started = Date.now();
    await evalOne(signature, body);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('keeps lookbehind verdicts the reference accepts: (?<!=)=fatal', async () => {
    const fired = await evalOne('/(?<!=)=fatal/', 'level =fatal\n');
    expect(fired.findings.find((f) => f.severity === 'blocker')?.reason).toBe('t2_witness_fired');
    const clean = await evalOne('/(?<!=)=fatal/', 'level ==fatal\n');
    expect(clean.findings.find((f) => f.severity === 'blocker')).toBeUndefined();
  });

  it('rejects what Python rejects and accepts Python-only syntax', async () => {
    const reasonOf = async (signature: string) => (await evalOne(signature, 'x')).findings.find((f) => f.severity === 'blocker')?.reason ?? null;
    expect(await reasonOf('/a{4294967295}/')).toBe('expect_fail_regex_invalid');
    expect(await reasonOf('/(?!)?fail/')).toBeNull();
    expect(await reasonOf('"a.b (c)"')).toBeNull();
  });

  it('never throws on patterns the engine cannot compile', async () => {
    const result = await evalOne('/(?<n>x)\\k<n>z/', 'xxz');
    expect(result.verdict === 'pass' || result.verdict === 'fail').toBe(true);
  });
});
