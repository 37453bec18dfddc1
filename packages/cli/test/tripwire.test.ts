import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BIN = resolve(__dirname, '..', 'dist', 'bin', 'gauntlet-lint.js');
const H = (c: string) => c.repeat(64);

const v11 = (header: string, edit: string, tripwire: string, extra: { supersedes?: string; claim?: string; suspicion?: string } = {}) =>
  [
    `RCPT v1.1 ${header}`,
    'VERDICT  PASS  conf=0.90',
    'ARTIFACTS',
    `  log.txt  sha256:${H('1')}  10`,
    'TRACE',
    `  1  EDIT  ${edit}  sha256:${H('a')}`,
    '  2  EXEC  `npm run verify`  exit=0  dur=3s  out=log.txt#L1-L5',
    'CLAIMS',
    '  verified=true  from=TRACE#2',
    ...(extra.claim ? [extra.claim] : []),
    'WITNESS    exec:`npm run verify`  expect-fail=/\\d+ problems?/  ran=TRACE#2',
    `SUSPICION  ${extra.suspicion ?? '0.10'}`,
    'NEXT       (none)',
    `TRIPWIRE:  ${tripwire}`,
    `SUPERSEDES: ${extra.supersedes ?? 'none'}`,
    '',
  ].join('\n');

let dir: string;
const run = (args: string[]) => {
  const out = spawnSync(process.execPath, [BIN, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: out.status, json: () => JSON.parse(out.stdout), stdout: out.stdout };
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'gauntlet-tripwire-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('gauntlet-lint tripwire (built bin)', () => {
  it('--scenario: one result per receipt step; firings are info; supersession retires', () => {
    const steps = [
      { type: 'receipt', receipt: v11('build/1-a', 'src/auth/token.ts', 'wrote(auth/**)') },
      { type: 'expect-lint-pass' },
      { type: 'receipt', receipt: v11('build/2-b', 'lib/auth/session.ts', 'none', { suspicion: '0.00' }) },
      { type: 'expect-fire', predicates: ['wrote(auth/**)'] },
      { type: 'receipt', receipt: v11('build/3-c', 'lib/x.ts', 'always', { supersedes: '{{rcpt-prefix-0}}', claim: '  retired=true  from={{rcpt-prefix-0}}#L1' }) },
      { type: 'receipt', receipt: v11('build/4-d', 'src/auth/x.ts', 'peer-dispatch-disagrees(same-file)') },
    ];
    writeFileSync(join(dir, 'scenario.jsonl'), steps.map((s) => JSON.stringify(s)).join('\n'));
    const out = run(['tripwire', '--format', 'json', '--scenario', 'scenario.jsonl']);
    expect(out.code).toBe(1);
    const results = out.json().results;
    expect(results.map((r: { id: string }) => r.id)).toEqual(['#1', '#2', '#3', '#4']);
    const prefix = results[0].data.entry.split('  ')[0];
    expect(prefix).toMatch(/^[0-9a-f]{12}$/);
    expect(results[1].data.fired).toEqual([{ manifestIndex: 0, prefix, predicate: 'wrote(auth/**)' }]);
    expect(results[1].findings[0]).toMatchObject({ reason: 'tripwire_fired', severity: 'info' });
    expect(results[2].data.superseded).toEqual([prefix]);
    expect(results.map((r: { verdict: string }) => r.verdict)).toEqual(['pass', 'pass', 'pass', 'fail']);
    expect(results[3].data.accepted).toBe(false);
    expect(results[3].findings).toMatchObject([{ rule: 'tripwire/predicates', reason: 'sweep_predicate_unknown', severity: 'blocker', line: 13 }]);
  });

  it('--manifest FILE RECEIPT: sweeps one receipt against manifest lines', () => {
    const first = run(['tripwire', '--format', 'json', '--manifest', 'empty.jsonl', 'r.txt']);
    expect(first.code).toBe(2);
    writeFileSync(join(dir, 'empty.jsonl'), '');
    writeFileSync(join(dir, 'm.txt'), v11('build/1-a', 'src/auth/token.ts', 'wrote(auth/**)'));
    const seeded = run(['tripwire', '--format', 'json', '--manifest', 'empty.jsonl', 'm.txt']);
    expect(seeded.code).toBe(0);
    writeFileSync(join(dir, 'manifest.jsonl'), `${seeded.json().results[0].data.entry}\n`);
    writeFileSync(join(dir, 'r.txt'), v11('build/2-b', 'lib/auth/session.ts', 'none', { suspicion: '0.00' }));
    const swept = run(['tripwire', '--format', 'json', '--manifest', 'manifest.jsonl', 'r.txt']);
    expect(swept.code).toBe(0);
    expect(swept.json().results[0].verdict).toBe('pass');
    expect(swept.json().results[0].data.fired.map((f: { predicate: string }) => f.predicate)).toEqual(['wrote(auth/**)']);
  });

  it('--manifest: a rejected receipt fails with exit 1, a blocker and no manifest entry; repaired, it passes', () => {
    writeFileSync(join(dir, 'none.jsonl'), '');
    const claim = '  retired=true  from=0123456789ab#L1';
    writeFileSync(join(dir, 'orphan.txt'), v11('build/5-e', 'lib/y.ts', 'always', { supersedes: '0123456789ab', claim }));
    const orphan = run(['tripwire', '--format', 'json', '--manifest', 'none.jsonl', 'orphan.txt']);
    expect(orphan.code).toBe(1);
    const [result] = orphan.json().results;
    expect(result.verdict).toBe('fail');
    expect(result.data).toMatchObject({ accepted: false, entry: null, fired: [] });
    expect(result.findings).toMatchObject([{ rule: 'tripwire/supersedes', reason: 'sweep_supersedes_unknown_prefix', severity: 'blocker', line: 15 }]);
    writeFileSync(join(dir, 'known.jsonl'), '0123456789ab  build/1-a  FAIL  TRIPWIRE: always  SUSPICION=0.6\n');
    const repaired = run(['tripwire', '--format', 'json', '--manifest', 'known.jsonl', 'orphan.txt']);
    expect(repaired.code).toBe(0);
    expect(repaired.json().results[0]).toMatchObject({ verdict: 'pass', data: { accepted: true, superseded: ['0123456789ab'] } });
  });

  it('--quiet never hides a rejection: exit 1 and the blocker stays', () => {
    writeFileSync(join(dir, 'bad.txt'), v11('build/6-f', 'lib/z.ts', 'peer-dispatch-disagrees(same-file)'));
    const quiet = run(['tripwire', '--format', 'json', '--quiet', '--manifest', 'none.jsonl', 'bad.txt']);
    expect(quiet.code).toBe(1);
    expect(quiet.json().results[0].findings).toMatchObject([{ reason: 'sweep_predicate_unknown', severity: 'blocker' }]);
  });

  it('usage errors exit 2', () => {
    expect(run(['tripwire']).code).toBe(2);
    expect(run(['tripwire', '--scenario', 'missing.jsonl']).code).toBe(2);
  });
});
