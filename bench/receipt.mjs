#!/usr/bin/env node
// Receipt linter speed (issues 3 and 19). One `--eval` batch of N v1.1 receipts, measured side by
// side with its floor (Node reading the same file and JSON.parse of every line, nothing else),
// interleaved run by run so that a machine that slows down slows both alike; then the peak RSS of
// each, one receipt per cold CLI start, and bare `node -e 0` start-up. Target: ours ≤ 1.5× floor.
// Usage: node bench/receipt.mjs [--receipts N] [--runs R]
import { rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, fixtureDir, median, peakRssMb, timeCommand, timeInterleaved } from './lib.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const N = flag('--receipts', 50000);
const RUNS = flag('--runs', 7);

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

// The floor: what any JSONL consumer must do at least.
const FLOOR = `const text = require('node:fs').readFileSync(process.argv[1], 'utf8');
let n = 0;
for (const line of text.split('\\n')) if (line.trim() !== '') { JSON.parse(line); n++; }
if (n === 0) process.exit(3);`;

const dir = fixtureDir({});
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

  const [floor, ours] = timeInterleaved(
    [
      { name: 'floor', command: process.execPath, args: ['-e', FLOOR, jsonl] },
      { name: 'ours', command: process.execPath, args: [BIN, 'receipt', '--format', 'json', '--eval', jsonl] },
    ],
    { runs: RUNS, warmup: 1, cwd: dir },
  );
  if (floor.status !== 0 || (ours.status !== 0 && ours.status !== 1)) throw new Error(`exit codes: floor ${floor.status}, ours ${ours.status}`);
  const floorRss = median([0, 1, 2].map(() => peakRssMb(process.execPath, ['-e', FLOOR, jsonl], { cwd: dir })));
  const oursRss = median([0, 1, 2].map(() => peakRssMb(process.execPath, [BIN, 'receipt', '--format', 'json', '--eval', jsonl], { cwd: dir })));
  const node = timeCommand(process.execPath, ['-e', '0'], { runs: RUNS, warmup: 1, cwd: dir });
  const cold = timeCommand(process.execPath, [BIN, 'receipt', '--format', 'json', one], { runs: RUNS, warmup: 1, cwd: dir });

  const ms = (value) => `${value.toFixed(0).padStart(6)} ms`;
  const mb = (value) => (value === null ? '     ?' : `${value.toFixed(0).padStart(6)} MB`);
  console.log(`receipt --eval, ${N} receipts (${(size / 1e6).toFixed(1)} MB), median of ${RUNS} interleaved runs:`);
  console.log(`  floor (read + JSON.parse every line)  ${ms(floor.median)}  peak RSS ${mb(floorRss)}`);
  console.log(`  ours  (receipt --eval --format json)  ${ms(ours.median)}  peak RSS ${mb(oursRss)}  (${((ours.median / N) * 1000).toFixed(1)} µs/receipt)`);
  console.log(`  ratio ours / floor                    ${(ours.median / floor.median).toFixed(2)}×  (target ≤ 1.50×)`);
  console.log(`node -e 0 (bare start-up)               ${ms(node.median)}`);
  console.log(`receipt FILE (one receipt, cold CLI)    ${ms(cold.median)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
