// Partition check benchmarks (issue 4): medians of N runs, in one process.
//   node bench/partition.mjs        (after `pnpm build`)
import { performance } from 'node:perf_hooks';
import { verifyPartition } from '../packages/verifiers/dist/index.js';

const RUNS = Number(process.env.RUNS ?? 7);

async function median(name, text, options) {
  const times = [];
  let findings = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const result = await verifyPartition(text, options);
    times.push(performance.now() - started);
    findings = result.findings.length;
  }
  times.sort((a, b) => a - b);
  console.log(`${name}: median ${times[Math.floor(times.length / 2)].toFixed(1)} ms (${findings} findings)`);
}

// 1,000 owners over 100,000 literal paths (100 each), 50 shared.
const literal = {};
for (let a = 0; a < 1000; a++) {
  const paths = [];
  for (let p = 0; p < 100; p++) paths.push(`src/area${a % 37}/owner${a}/file${p}.ts`);
  if (a % 20 === 0) paths.push('src/shared/config.ts');
  literal[`agent-${a}`] = paths;
}
const literalText = JSON.stringify(literal);
const files = Object.values(literal).flat().slice(0, 100_000);
files.push('README.md');

// 200 glob owners, three globs each, one owner overlapping all others.
const globs = {};
for (let a = 0; a < 200; a++) globs[`agent-${a}`] = [`packages/p${a}/**`, `src/mod${a}/**/*.{ts,tsx}`, `docs/${a}-*.md`];
globs['agent-0'].push('src/**/index.ts');
const globText = JSON.stringify(globs);

await median('literal: 1,000 owners / 100,000 paths', literalText, {});
await median('literal + --files 100,001 paths', literalText, { files });
await median('--globs: 1,000 owners / 100,000 literal entries', literalText, { globs: true });
await median('--globs: 200 glob owners (exact intersection)', globText, { globs: true });
await median('--globs + --files 100,001 paths over 200 glob owners', globText, { globs: true, files });
