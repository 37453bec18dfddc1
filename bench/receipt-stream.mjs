#!/usr/bin/env node
// Bounded memory for huge `receipt --eval` batches (issue 8): writes N receipts (default
// 1,000,000, far past the reference's 64 MiB read cap) as JSONL, then runs the built CLI over
// it with the JSON report going to /dev/null, and prints wall time and peak RSS.
// Target: peak RSS under 150 MB. Usage: node bench/receipt-stream.mjs [--receipts N]
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN } from './lib.mjs';

const at = process.argv.indexOf('--receipts');
const N = at >= 0 ? Number(process.argv[at + 1]) : 1_000_000;
const hash = (c) => c.repeat(64);
const receipt = (i) =>
  [
    `RCPT v1.1 build/${i}-implementer`,
    `VERDICT  ${i % 3 === 0 ? 'FAIL' : 'PASS'}  conf=0.80`,
    'ARTIFACTS',
    `  test-output.log  sha256:${hash('b')}  2000`,
    'TRACE',
    `  1  EDIT   src/module-${i % 97}.ts  sha256:${hash('d')}`,
    `  2  EXEC   \`pnpm vitest run module-${i}\`  exit=${i % 3 === 0 ? 1 : 0}  dur=3.1s  out=test-output.log#L1-L40`,
    'CLAIMS',
    '  tests-ran=true   from=TRACE#2',
    `WITNESS    exec:\`pnpm vitest run module-${i}\`  expect-fail=/[1-9]\\d* failed/  ran=TRACE#2`,
    'SUSPICION  0.10',
    'NEXT       (none)',
    '',
  ].join('\n');

const dir = mkdtempSync(join(tmpdir(), 'gauntlet-bench-'));
const file = join(dir, 'huge.jsonl');
try {
  const out = createWriteStream(file);
  for (let i = 0; i < N; i++) {
    if (!out.write(`${JSON.stringify({ 'dispatch-id': `${i}-impl`, receipt: receipt(i) })}\n`)) await new Promise((done) => out.once('drain', done));
  }
  await new Promise((done) => out.end(done));
  const size = statSync(file).size;
  const started = process.hrtime.bigint();
  const run = spawnSync('/usr/bin/time', ['-v', process.execPath, BIN, 'receipt', '--format', 'json', '--eval', file], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr ?? '');
  console.log(`receipt --eval over ${N.toLocaleString('en')} receipts (${(size / 2 ** 20).toFixed(0)} MiB): ${seconds.toFixed(1)} s, peak RSS ${rss ? (Number(rss[1]) / 1024).toFixed(0) : '?'} MB (exit ${/Exit status: (\d+)/.exec(run.stderr)?.[1] ?? '?'})`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
