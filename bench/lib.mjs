// Tiny benchmark helpers: medians over repeated runs, printed as a table. Run on demand
// (`pnpm bench` or `node bench/<name>.mjs` after `pnpm build`); never part of the test suite.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const BIN = join(ROOT, 'packages', 'cli', 'dist', 'bin', 'gauntlet-lint.js');

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Wall time of a whole process, `runs` times after `warmup` runs: { median, min, max } in ms. */
export function timeCommand(command, args, { runs = 15, warmup = 3, cwd = ROOT, input } = {}) {
  const times = [];
  let status;
  for (let i = 0; i < warmup + runs; i++) {
    const start = process.hrtime.bigint();
    const result = spawnSync(command, args, { cwd, input, stdio: ['pipe', 'ignore', 'ignore'], maxBuffer: 1 << 30 });
    const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
    status = result.status;
    if (i >= warmup) times.push(elapsed);
  }
  return { median: median(times), min: Math.min(...times), max: Math.max(...times), status };
}

/**
 * Wall times of several processes measured side by side: each round runs every command once, so
 * a machine that slows down mid-run slows every command alike. `commands`: [{ name, command,
 * args, env? }]; returns rows { name, median, min, max, status }.
 */
export function timeInterleaved(commands, { runs = 20, warmup = 3, cwd = ROOT } = {}) {
  const times = commands.map(() => []);
  const statuses = [];
  for (let i = 0; i < warmup + runs; i++) {
    commands.forEach((entry, j) => {
      const start = process.hrtime.bigint();
      const result = spawnSync(entry.command, entry.args, { cwd, env: { ...process.env, ...entry.env }, stdio: ['ignore', 'ignore', 'ignore'] });
      const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
      statuses[j] = result.status;
      if (i >= warmup) times[j].push(elapsed);
    });
  }
  return commands.map((entry, j) => ({ name: entry.name, median: median(times[j]), min: Math.min(...times[j]), max: Math.max(...times[j]), status: statuses[j] }));
}

/** Wall time of an in-process function (async allowed). */
export async function timeFunction(fn, { runs = 10, warmup = 2 } = {}) {
  const times = [];
  for (let i = 0; i < warmup + runs; i++) {
    const start = process.hrtime.bigint();
    await fn();
    const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
    if (i >= warmup) times.push(elapsed);
  }
  return { median: median(times), min: Math.min(...times), max: Math.max(...times) };
}

/** Peak resident set size of a process (Linux: /usr/bin/time -v), in MB, or null. */
export function peakRssMb(command, args, { cwd = ROOT } = {}) {
  const result = spawnSync('/usr/bin/time', ['-v', command, ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 26 });
  const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr ?? '');
  return match ? Number(match[1]) / 1024 : null;
}

export function fixtureDir(files) {
  const dir = mkdtempSync(join(tmpdir(), 'gauntlet-bench-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);

/** Prints rows `{ name, median, min, max, baseline? }` with the ratio to the baseline row. */
export function printTable(title, rows, baselineName) {
  const baseline = rows.find((row) => row.name === baselineName);
  console.log(`\n${title}`);
  const width = Math.max(...rows.map((row) => row.name.length)) + 2;
  for (const row of rows) {
    const ratio = baseline ? ` ${(row.median / baseline.median).toFixed(2)}x` : '';
    console.log(`  ${row.name.padEnd(width)}${fmt(row.median).padStart(10)}  [${fmt(row.min)} – ${fmt(row.max)}]${ratio}${row.note ? `  ${row.note}` : ''}`);
  }
}

/**
 * The small v1.1 receipt the hook benches send (bench/hook.mjs, bench/serve.mjs): it passes with
 * `exit` 0; with another exit code its tests-pass claim cites the failing run, a blocker.
 */
export function hookBenchReceipt(exit = 0) {
  const H = (c) => c.repeat(64);
  return [
    'RCPT v1.1 bench/3-implementer',
    'VERDICT  PASS  conf=0.85',
    'ARTIFACTS',
    `  test.log  sha256:${H('c')}  300`,
    'TRACE',
    `  1  EDIT   src/cache.ts  sha256:${H('d')}`,
    `  2  EXEC   \`pnpm vitest cache\`  exit=${exit}  dur=1.9s  out=test.log#L1-L12`,
    'CLAIMS',
    '  tests-ran=true    from=TRACE#2',
    `  tests-pass=true   from=${exit === 0 ? 'test.log#L10-L12  pattern="0 failed"' : 'TRACE#2'}`,
    'WITNESS    exec:`pnpm vitest cache`  expect-fail=/[1-9]\\d* failed/  ran=TRACE#2',
    'SUSPICION  0.05',
    'NEXT       none',
    'TRIPWIRE:  wrote(src/cache*)',
    'SUPERSEDES: none',
  ].join('\n');
}
