import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BIN = resolve(__dirname, '..', 'dist', 'bin', 'gauntlet-lint.js');
const LOG = 'ok\n3 failing\nbye\n';
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

const receipt = (range = 'L1-L3', header = 'RCPT v1 build/2-fixer') =>
  [
    header,
    'VERDICT  PASS  conf=0.80',
    'ARTIFACTS',
    `  run.log  sha256:${sha(LOG)}  40`,
    'TRACE',
    `  1  EDIT  src/q.ts  sha256:${'e'.repeat(64)}`,
    `  2  EXEC  \`make t\`  exit=0  dur=2s  out=run.log#${range}`,
    'CLAIMS',
    '  patched=true  from=TRACE#1',
    'WITNESS    exec:`make t`  expect-fail=/[1-9]\\d* failing/  ran=TRACE#2',
    'SUSPICION  0.10',
    'NEXT       (none)',
    '',
  ].join('\n');

let dir: string;
const run = (args: string[], input?: string) => {
  const out = spawnSync(process.execPath, [BIN, ...args], { cwd: dir, encoding: 'utf8', input, env: { ...process.env, NO_COLOR: '1' } });
  return { code: out.status, stdout: out.stdout, stderr: out.stderr, json: () => JSON.parse(out.stdout) };
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'gauntlet-receipt-'));
  mkdirSync(join(dir, 'evidence'));
  writeFileSync(join(dir, 'evidence', 'run.log'), LOG);
  writeFileSync(join(dir, 'outside.log'), LOG);
  symlinkSync(join(dir, 'outside.log'), join(dir, 'evidence', 'link.log'));
  writeFileSync(join(dir, 'good.rcpt'), receipt('L3-L3'));
  writeFileSync(join(dir, 'fired.rcpt'), receipt());
  writeFileSync(join(dir, 'bad.rcpt'), receipt().replace('VERDICT  PASS', 'VERDICT  pass'));
  writeFileSync(join(dir, 'crlf.rcpt'), receipt('L3-L3').replace(/\n/g, '\r\n'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('gauntlet-lint receipt (built bin)', () => {
  it('Tier-1: pass exits 0, a lint failure exits 1 with the offending line', () => {
    const ok = run(['receipt', '--format', 'json', 'good.rcpt', 'crlf.rcpt']);
    expect(ok.code).toBe(0);
    expect(ok.json().results.map((r: { data: unknown }) => r.data)).toEqual([
      { tier: 1, version: '1', notes: [] },
      { tier: 1, version: '1', notes: [] },
    ]);
    const bad = run(['receipt', '--format', 'json', 'bad.rcpt']);
    expect(bad.code).toBe(1);
    const finding = bad.json().results[0].findings[0];
    expect(finding).toMatchObject({ rule: 'receipt/verdict', reason: 'verdict_malformed', line: 2, column: 1, file: 'bad.rcpt' });
  });

  it('Tier-2: re-reads the cited lines under --root', () => {
    expect(run(['receipt', '--tier2', '--root', 'evidence', 'good.rcpt']).code).toBe(0);
    const fired = run(['receipt', '--format', 'json', '--tier2', '--root', 'evidence', 'fired.rcpt']);
    expect(fired.code).toBe(1);
    expect(fired.json().results[0].findings[0].reason).toBe('t2_witness_fired');
  });

  it('never reads through a symlink out of the root', () => {
    writeFileSync(join(dir, 'link.rcpt'), receipt().replaceAll('run.log', 'sub/link.log'));
    mkdirSync(join(dir, 'evidence', 'sub'), { recursive: true });
    symlinkSync(join(dir, 'outside.log'), join(dir, 'evidence', 'sub', 'link.log'));
    const strict = run(['receipt', '--format', 'json', '--tier2', '--strict', '--root', 'evidence', 'link.rcpt']);
    expect(strict.json().results[0].findings[0].reason).toBe('t2_strict_artifact_absent');
  });

  it('roots: invalid is exit 2, absent and collapsed are findings', () => {
    const empty = run(['receipt', '--format', 'json', '--tier2', '--root', '', 'good.rcpt']);
    expect(empty.code).toBe(2);
    expect(empty.json().error.reason).toBe('usage');
    expect(run(['receipt', '--tier2', '--root', 'good.rcpt', 'good.rcpt']).code).toBe(2);
    const absent = run(['receipt', '--format', 'json', '--root', 'nope', 'good.rcpt']);
    expect(absent.code).toBe(1);
    expect(absent.json().results[0].findings[0].reason).toBe('root_absent');
    const collapsed = run(['receipt', '--format', 'json', '--tier2', '--root', 'evidence', '--root', 'evidence/', 'good.rcpt']);
    expect(collapsed.json().results[0].findings[0].reason).toBe('root_collapse');
  });

  it('usage errors and missing inputs exit 2', () => {
    expect(run(['receipt']).code).toBe(2);
    expect(run(['receipt', '--tier3', 'good.rcpt']).code).toBe(2);
    expect(run(['receipt', '--tier2', '--ledger']).code).toBe(2);
    const missing = run(['receipt', '--format', 'json', 'missing.rcpt']);
    expect(missing.code).toBe(2);
    expect(missing.json().error.reason).toBe('input_missing');
  });

  it('reads stdin with -', () => {
    const out = run(['receipt', '--format', 'json', '-'], receipt('L3-L3'));
    expect(out.code).toBe(0);
    expect(out.json().results[0].id).toBe('-');
  });

  it('--eval: one result per non-blank record, streaming, exit 1 when any fails', () => {
    const lines = [
      JSON.stringify({ 'dispatch-id': 'a-1', receipt: receipt('L3-L3') }),
      '',
      JSON.stringify({ dispatch_id: 'b-2', receipt: receipt(), artifact_bodies: { 'run.log': LOG } }),
      JSON.stringify({ receipt: '' }),
      '{oops',
    ];
    writeFileSync(join(dir, 'batch.jsonl'), lines.join('\n'));
    const out = run(['receipt', '--format', 'json', '--eval', 'batch.jsonl']);
    expect(out.code).toBe(1);
    const results = out.json().results as Array<{ id: string; verdict: string; findings: Array<{ reason: string }> }>;
    expect(results.map((r) => [r.id, r.verdict, r.findings[0]?.reason ?? null])).toEqual([
      ['a-1', 'pass', null],
      ['b-2', 'fail', 't2_witness_fired'],
      ['#3', 'fail', 'receipt_empty'],
      ['#4', 'fail', 'eval_malformed_json'],
    ]);
  });

  it('--bind-only reports data.bindings', () => {
    const child = 'c'.repeat(64);
    const text = receipt('L3-L3').replace('  2  EXEC', `  3  DISPATCHED  qa/7-probe  verdict=FAIL  rcpt-sha256:${child}\n  2  EXEC`);
    writeFileSync(join(dir, 'parent.rcpt'), text.replace('  3  DISPATCHED', '  2  DISPATCHED').replace('  2  EXEC', '  3  EXEC').replace('ran=TRACE#2', 'ran=TRACE#3'));
    writeFileSync(join(dir, 'ledger.jsonl'), `${JSON.stringify({ dispatch_id: '7-probe', phase: 'qa:probe/1', rcpt_sha256: child, verdict: 'FAIL' })}\n`);
    const out = run(['receipt', '--format', 'json', '--bind-only', '--ledger', 'ledger.jsonl', 'parent.rcpt']);
    expect(out.code).toBe(0);
    expect(out.json().results[0].data.bindings[0]).toMatchObject({ dispatchId: '7-probe', matched: true });
    expect(run(['receipt', '--bind-only', 'parent.rcpt']).code).toBe(2);
  });

  it('sarif and github formats point at the receipt line', () => {
    const sarif = JSON.parse(run(['receipt', '--format', 'sarif', 'bad.rcpt']).stdout);
    expect(sarif.runs[0].results[0].locations[0].physicalLocation.region.startLine).toBe(2);
    const github = run(['receipt', '--format', 'github', 'bad.rcpt']).stdout;
    expect(github).toContain('line=2');
  });
});
