// plan-verify (issues 4 and 8): a generated corpus of 178 plans (the reference corpus's shape:
// small markdown plans, most rules firing somewhere) verified in ONE process, the same plans one
// cold CLI start each, one 1 MiB plan, and a hostile 1 MiB single line. Targets: 150 plans in one
// process >= 25x faster than the reference's ~160 ms per plan (i.e. < 0.96 s), a 1 MiB plan < 0.5 s.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, ROOT, fixtureDir, printTable, timeCommand, timeFunction } from './lib.mjs';
import { plan } from './plan-corpus.mjs';

const dist = join(ROOT, 'packages', 'verifiers', 'dist', 'index.js');
if (!existsSync(BIN) || !existsSync(dist)) {
  console.error('build first: pnpm build');
  process.exit(2);
}
const { verifyPlan } = await import(dist);

const plans = Array.from({ length: 178 }, (_, i) => plan(i));
let big = '';
for (let seed = 0; big.length < 1024 * 1024; seed++) big += plan(seed, 60);
const hostile = `${'delete `a` extract delete '.repeat(20_000)}${'x'.repeat(400_000)} is in package.json ${'9 '.repeat(100_000)}orphans`;

const files = Object.fromEntries(plans.map((text, i) => [`plans/p${String(i).padStart(3, '0')}.md`, text]));
files['big.md'] = big;
const dir = fixtureDir(files);
const names = Object.keys(files).filter((name) => name.startsWith('plans/'));

const rows = [
  { name: `${plans.length} plans, in process (verifyPlan)`, ...(await timeFunction(async () => { for (const text of plans) await verifyPlan(text); }, { runs: 7 })) },
  { name: `${plans.length} plans, one CLI process`, ...timeCommand(process.execPath, [BIN, 'plan', '--format', 'json', ...names], { runs: 5, warmup: 1, cwd: dir }) },
  { name: '1 plan, cold CLI start', ...timeCommand(process.execPath, [BIN, 'plan', '--format', 'json', names[0]], { runs: 10, cwd: dir }) },
  { name: '1 MiB plan, in process', ...(await timeFunction(() => verifyPlan(big), { runs: 5 })) },
  { name: '1 MiB plan, one CLI process', ...timeCommand(process.execPath, [BIN, 'plan', '--format', 'json', 'big.md'], { runs: 5, warmup: 1, cwd: dir }) },
  { name: 'hostile 1 MiB line, in process', ...(await timeFunction(() => verifyPlan(hostile), { runs: 3, warmup: 1 })) },
];
const perPlanCold = rows[2].median;
rows[1].note = `${((perPlanCold * plans.length) / rows[1].median).toFixed(1)}x faster than ${plans.length} cold starts; reference ~160 ms/plan => ${((160 * plans.length) / rows[1].median).toFixed(0)}x`;
printTable('plan-verify, medians', rows);
