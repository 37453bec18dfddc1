// Benchmark of the `plan` verifier (issue 4 / issue 8). Generates its own plans (no corpus):
//   node bench/plan-verify.mjs            after `pnpm build`
// Prints medians of: 150 typical plans verified in one process, one 1 MiB plan, and a hostile
// 1 MiB single-line plan.
import { performance } from 'node:perf_hooks';
import { verifyPlan } from '../packages/verifiers/dist/index.js';

const PARAGRAPHS = [
  '# Plan: checkout cleanup\n\n## Phase 1 — remove dead code\n',
  'We will remove `src/legacy/cart.ts` because it has 0 callers.\nVerified with `rg cart.ts`.\n',
  'Total orphans removed: **6 orphans**. Later we found 5 orphans.\n',
  'Serve /v1 with a 308 redirect to /v2.\n✅ verified in nginx.conf\n',
  'Add a new MCP tool for refunds (T2 permission tier).\nIntegrate the external API with a timeout of 5 s.\n',
  'synthesis_dimensions:\n  placement: below the header card\n  cta_tier: as needed\n',
  'risk_reason: deployment\nmodifies_api: true\nid: C1\nowner: payments\n',
  '## Decision: keep the queue\nFalsifier: p95 latency above 200 ms.\n',
  '### T-1 Extract helper\n### T-2 Wire the hook\nfiles_owned: [src/a.ts, package-lock.json]\n',
  '- dispatch_tier: opus — rename the files\n- Ask the user before continuing.\n',
  '## Depends-on (reads-from)\n- `orders.json` — verified\n- `users.db` — unverified\n',
  '## Activation Map\n- cleanup hook — trigger: SessionStart — verified-live: pending\n',
  '```ts\nconst x = 1; // remove route inside a fence\n```\n<!-- a comment\nspanning lines -->\n',
];

function typicalPlan(seed) {
  let out = '';
  for (let i = 0; i < 40; i++) out += PARAGRAPHS[(i * 7 + seed) % PARAGRAPHS.length] + '\n';
  return out;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function time(label, runs, fn) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  console.log(`${label}: median ${median(samples).toFixed(1)} ms over ${runs} runs`);
}

const plans = Array.from({ length: 150 }, (_, i) => typicalPlan(i));
let big = '';
while (big.length < 1024 * 1024) big += typicalPlan(big.length);
const hostile = 'delete `a` '.repeat(5000) + 'x'.repeat(1024 * 1024 - 55000) + ' T-1 extract delete rest ' + '9 orphans '.repeat(1000);

await time('150 plans, one process', 5, async () => {
  for (const plan of plans) await verifyPlan(plan);
});
await time('one 1 MiB plan', 5, () => verifyPlan(big));
await time('one hostile 1 MiB line', 3, () => verifyPlan(hostile));
