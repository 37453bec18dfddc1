#!/usr/bin/env node
// Receipt linter speed (issues 3 and 19). One `--eval` batch of N v1.1 receipts, measured side by
// side with its floor (Node reading the same file and JSON.parse of every line, nothing else),
// interleaved run by run so that a machine that slows down slows both alike, and with the least a
// line-by-line linter does (see LEAST_LINT); then the peak RSS of each, one receipt per cold CLI
// start, and bare `node -e 0` start-up. Target: ours ≤ 1.5× floor.
// Usage: node bench/receipt.mjs [--receipts N] [--runs R]
import { rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { BIN, fixtureDir, median, timeCommand } from './lib.mjs';

const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/** One run: wall ms, and (with GNU time) CPU ms (user + system) and peak RSS in MB. */
function measure(args, cwd) {
  const started = process.hrtime.bigint();
  const run = TIME
    ? spawnSync(TIME, ['-f', '@@ %U %S %M', process.execPath, ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 26 })
    : spawnSync(process.execPath, args, { cwd, stdio: 'ignore' });
  const wall = Number(process.hrtime.bigint() - started) / 1e6;
  const stats = /@@ ([\d.]+) ([\d.]+) (\d+)/.exec(run.stderr ?? '');
  const status = TIME ? Number(/non-zero status (\d+)/.exec(run.stderr ?? '')?.[1] ?? 0) : run.status;
  if (status !== 0 && status !== 1) throw new Error(`${args.slice(0, 3).join(' ')} exited ${status}: ${run.stderr}`);
  return stats ? { wall, cpu: (Number(stats[1]) + Number(stats[2])) * 1000, rss: Number(stats[3]) / 1024 } : { wall };
}

const summarise = (samples) => {
  const of = (key) => (samples.every((s) => s[key] !== undefined) ? median(samples.map((s) => s[key])) : undefined);
  return { wall: of('wall'), cpu: of('cpu'), rss: of('rss') };
};

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

// Below what any receipt linter can do: the floor, plus splitting each receipt into its lines,
// one regex over each line, and one JSON result per record written out. No rule, no finding. If
// this alone is above the target, the target asks for less than looking at every line once.
const LEAST_LINT = `const text = require('node:fs').readFileSync(process.argv[1], 'utf8');
const word = /^\\s*([A-Z]+|\\d+)\\s/;
let n = 0, seen = 0, out = '';
for (const line of text.split('\\n')) if (line.trim() !== '') {
  const record = JSON.parse(line);
  for (const receiptLine of String(record.receipt).split('\\n')) if (word.exec(receiptLine)) seen++;
  out += JSON.stringify({ file: record['dispatch-id'], verdict: 'pass', findings: [] }) + '\\n';
  if (out.length > 65536) { process.stdout.write(out); out = ''; }
  n++;
}
process.stdout.write(out);
if (n === 0 || seen === 0) process.exit(3);`;

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

  // Interleaved: each round runs the floor, least, then ours, so a machine that slows down slows all three.
  const runs = { floor: [], least: [], ours: [] };
  const argv = { floor: ['-e', FLOOR, jsonl], least: ['-e', LEAST_LINT, jsonl], ours: [BIN, 'receipt', '--format', 'json', '--eval', jsonl] };
  for (let round = 0; round <= RUNS; round++) {
    for (const name of ['floor', 'least', 'ours']) {
      const sample = measure(argv[name], dir);
      if (round > 0) runs[name].push(sample); // round 0 warms the file cache
    }
  }
  const floor = summarise(runs.floor);
  const least = summarise(runs.least);
  const ours = summarise(runs.ours);
  const node = timeCommand(process.execPath, ['-e', '0'], { runs: RUNS, warmup: 1, cwd: dir });
  const cold = timeCommand(process.execPath, [BIN, 'receipt', '--format', 'json', one], { runs: RUNS, warmup: 1, cwd: dir });

  const ms = (value) => `${value.toFixed(0).padStart(6)} ms`;
  const mb = (value) => (value === undefined ? '     ?' : `${value.toFixed(0).padStart(6)} MB`);
  const row = (label, r) => `  ${label.padEnd(44)}  wall ${ms(r.wall)}   cpu ${r.cpu === undefined ? '     ?' : ms(r.cpu)}   peak RSS ${mb(r.rss)}`;
  console.log(`receipt --eval, ${N} receipts (${(size / 1e6).toFixed(1)} MB), medians of ${RUNS} interleaved runs:`);
  console.log(row('floor (read + JSON.parse every line)', floor));
  console.log(row('least (floor + split, regex/line, JSON out)', least));
  console.log(row('ours  (receipt --eval --format json)', ours));
  const ratio = (a, b) => (a === undefined || b === undefined ? '?' : `${(a / b).toFixed(2)}×`);
  console.log(`  ${'ratio least / floor'.padEnd(44)}  wall ${ratio(least.wall, floor.wall)}   cpu ${ratio(least.cpu, floor.cpu)}`);
  console.log(`  ${'ratio ours / floor'.padEnd(44)}  wall ${ratio(ours.wall, floor.wall)}   cpu ${ratio(ours.cpu, floor.cpu)}   (target: wall ≤ 1.50×)`);
  console.log(`  ${'node -e 0 (bare start-up)'.padEnd(44)}  ${ms(node.median)}`);
  console.log(`  ${'receipt FILE (one receipt, cold CLI)'.padEnd(44)}  ${ms(cold.median)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
