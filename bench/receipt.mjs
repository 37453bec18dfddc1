#!/usr/bin/env node
// Receipt linter speed (issue 3): one `--eval` batch of N receipts, one receipt per cold CLI
// start, and bare `node -e 0` start-up, each the median of several runs on this machine.
// Usage: node bench/receipt.mjs [--receipts N] [--runs R]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const N = flag('--receipts', 10000);
const RUNS = flag('--runs', 5);
const BIN = resolve(fileURLToPath(new URL('..', import.meta.url)), 'packages/cli/dist/bin/gauntlet-lint.js');

const H = (c) => c.repeat(64);
function receipt(i) {
  const fail = i % 3 === 0;
  return [
    `RCPT v1.1 build/${i}-implementer`,
    `VERDICT  ${fail ? 'FAIL' : 'PASS'}  conf=0.${String(10 + (i % 90)).padStart(2, '0')}`,
    'ARTIFACTS',
    `  patch.diff       sha256:${H('a')}  100`,
    `  test-output.log  sha256:${H('b')}  2000`,
    'TRACE',
    `  1  READ   docs/plan-${i}.md  sha256:${H('c')}`,
    `  2  EDIT   src/module-${i % 97}.ts  sha256:${H('d')}`,
    `  3  EXEC   \`pnpm vitest run module-${i}\`  exit=${fail ? 1 : 0}  dur=3.${i % 10}s  out=test-output.log#L1-L40`,
    'CLAIMS',
    '  tests-ran=true   from=TRACE#3',
    `  tests-pass=${fail ? 'false' : 'true'}  from=TRACE#3`,
    '  coverage=ok  from=test-output.log#L30-L40',
    `WITNESS    exec:\`pnpm vitest run module-${i}\`  expect-fail=/[1-9]\\d* (failed|errors?)/  ran=TRACE#3`,
    `SUSPICION  0.${String(i % 50).padStart(2, '0')}`,
    i % 7 === 0 ? 'NEXT       rerun after rebase' : 'NEXT       (none)',
    `TRIPWIRE:  wrote(src/module-${i % 97}*) | suspicion>=0.40`,
    'SUPERSEDES: none',
    '',
  ].join('\n');
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time(argv, options = {}) {
  const started = process.hrtime.bigint();
  const out = spawnSync(process.execPath, argv, { encoding: 'utf8', maxBuffer: 1 << 30, ...options });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (out.status !== 0 && out.status !== 1) throw new Error(`${argv.join(' ')} exited ${out.status}: ${out.stderr}`);
  return ms;
}

const dir = mkdtempSync(join(tmpdir(), 'gauntlet-bench-'));
try {
  const jsonl = join(dir, 'batch.jsonl');
  const lines = [];
  for (let i = 0; i < N; i++) {
    const record = { 'dispatch-id': `${i}-implementer`, receipt: receipt(i) };
    if (i % 5 === 0) record.artifact_bodies = { 'test-output.log': `ok ${i}\n${i % 10 === 0 ? '2 failed' : 'all green'}\n` };
    lines.push(JSON.stringify(record));
  }
  writeFileSync(jsonl, `${lines.join('\n')}\n`);
  const one = join(dir, 'one.rcpt');
  writeFileSync(one, receipt(1));
  const size = statSync(jsonl).size;

  const node = median(Array.from({ length: RUNS }, () => time(['-e', '0'])));
  const cold = median(Array.from({ length: RUNS }, () => time([BIN, 'receipt', '--format', 'json', one], { cwd: dir })));
  const batch = median(Array.from({ length: Math.max(3, Math.ceil(RUNS / 2)) }, () => time([BIN, 'receipt', '--format', 'json', '--eval', jsonl], { cwd: dir })));

  console.log(`node -e 0 (bare start-up)             median ${node.toFixed(0)} ms`);
  console.log(`receipt FILE (one receipt, cold CLI)  median ${cold.toFixed(0)} ms`);
  console.log(`receipt --eval (${N} receipts, ${(size / 1e6).toFixed(1)} MB) median ${batch.toFixed(0)} ms (${((batch / N) * 1000).toFixed(1)} µs/receipt)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
