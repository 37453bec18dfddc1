#!/usr/bin/env node
// `pnpm mutate <scope> [--files a.ts,b.ts [--as label]] [--tests dir [--skip-tests a.test.ts,...]] [--fresh | --keep-static]`: mutation testing (StrykerJS 9
// with its vitest runner) of one scope, run from the scope's package folder. Slow on purpose: run
// it on demand, never in CI. Scores and what survives by design are recorded in docs/quality.md.
// `pnpm mutate <scope> [--as label] --list`: every survivor of the scope's last report, with its line.
// `pnpm mutate <scope> --score`: the scope's score over all its reports (`<scope>.json` and every
// `<scope>-<label>.json`), each source file counted from the newest report that has it.
// `pnpm mutate <scope> [--as label] --recheck-static`: runs each static survivor of a report
// against its family's `modules-load.test.ts` and records the ones that fail it as killed.
//
// Runs are incremental: results are kept next to the report and reused for every mutant whose
// code and covering tests did not change, so a re-run after new tests costs only what changed.
// `--fresh` runs every mutant again.
//
// A scope is a verifier family (`receipt`, `plan`, ...) or one of the named scopes below. The
// run mutates the scope's sources in place (the packages' vitest configs import
// ../../vitest.shared, which a sandbox copy would break) and restores them when it ends; do not
// interrupt it with SIGKILL.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const NOT_TESTS = ['!**/*.test.ts', '!**/*.test-helpers.ts', '!**/testing/**'];

/** Scopes that are not a whole verifier family. */
const NAMED = {
  'core-engine': { pkg: 'core', mutate: ['src/engine/**/*.ts'] },
  'gate-prompt': { pkg: 'verifiers', mutate: ['src/gate-prompt/**/*.ts', '!src/gate-prompt/patterns.ts'], note: 'the patterns.ts data table is left out' },
  partition: { pkg: 'verifiers', mutate: ['src/partition/**/*.ts', '!src/partition/glob-automaton.ts', '!src/partition/glob-groups.ts', '!src/partition/glob-text.ts'] },
  'partition-glob': { pkg: 'verifiers', mutate: ['src/partition/glob-automaton.ts', 'src/partition/glob-groups.ts', 'src/partition/glob-text.ts'] },
};

function scopeOf(name) {
  if (NAMED[name]) return NAMED[name];
  if (/^[a-z][a-z-]*$/.test(name) && existsSync(join(root, 'packages/verifiers/src', name))) {
    return { pkg: 'verifiers', mutate: [`src/${name}/**/*.ts`] };
  }
  return undefined;
}

const [name, ...rest] = process.argv.slice(2);
const scope = name === undefined ? undefined : scopeOf(name);
if (!scope) {
  process.stderr.write(`usage: pnpm mutate <scope> [--files a.ts,b.ts [--as label]] [--tests dir [--skip-tests a.test.ts,...]] [--fresh | --keep-static]\n       pnpm mutate <scope> [--as label] --list\n       pnpm mutate <scope> [--as label] --recheck-static\n       pnpm mutate <scope> --score\nscopes: ${Object.keys(NAMED).join(', ')}, or any folder of packages/verifiers/src\n`);
  process.exit(2);
}
// `--as <label>`: the run's report and incremental results are named `<scope>-<label>`, so runs of
// different parts of a scope (`--files`) keep their own reports instead of replacing each other.
const asAt = rest.indexOf('--as');
const label = asAt >= 0 ? rest[asAt + 1] : undefined;
if (asAt >= 0 && !/^[a-z0-9][a-z0-9-]*$/.test(label ?? '')) {
  process.stderr.write('--as takes a label of lower-case letters, digits and hyphens\n');
  process.exit(2);
}
const reportName = label === undefined ? name : `${name}-${label}`;
if (rest.includes('--list')) process.exit(listSurvivors(join(root, 'reports', 'mutation', `${reportName}.json`)));
if (rest.includes('--score')) process.exit(scoreOfReports(join(root, 'reports', 'mutation'), name));
if (rest.includes('--recheck-static')) process.exit(recheckStatic(join(root, 'reports', 'mutation'), reportName));
const filesAt = rest.indexOf('--files');
const mutate = filesAt >= 0 ? rest[filesAt + 1].split(',') : scope.mutate;
// `--tests src/plan`: only the test files under that folder run (a re-run of one family, where
// the static mutants would otherwise run the package's whole suite each). Fewer tests can only
// kill fewer mutants: a score measured this way is a lower bound.
const testsAt = rest.indexOf('--tests');
const testDir = testsAt >= 0 ? rest[testsAt + 1] : undefined;
// `--skip-tests src/receipt/rules/resolve-budget.test.ts`: leave slow test files out of a run whose
// mutants they do not aim at (they would run for every mutant their code path covers). Also a
// lower bound; the skipped files are part of the incremental file's name.
const skipAt = rest.indexOf('--skip-tests');
const skipped = skipAt >= 0 ? rest[skipAt + 1].split(',') : [];
if (skipped.length > 0 && testDir === undefined) {
  process.stderr.write('--skip-tests needs --tests <dir>\n');
  process.exit(2);
}
const fullTestsKey = testDir === undefined ? '' : `.${[testDir, ...skipped.map((file) => `skip-${file.replace(/^.*\//, '').replace(/\.test\.ts$/, '')}`)].join('-').replace(/[^a-z0-9]+/gi, '-')}`;
// A long skip list would make a file name longer than the file system takes: hash it instead.
const testsKey =
  fullTestsKey.length <= 120
    ? fullTestsKey
    : `.${testDir.replace(/[^a-z0-9]+/gi, '-')}-skip-${skipped.length}-${createHash('sha256').update(skipped.join(',')).digest('hex').slice(0, 12)}`;

const pkgDir = join(root, 'packages', scope.pkg);
const reportDir = join(root, 'reports', 'mutation');
mkdirSync(reportDir, { recursive: true });
const config = {
  $schema: '../../node_modules/@stryker-mutator/core/schema/stryker-schema.json',
  packageManager: 'pnpm',
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: testDir === undefined ? 'vitest.config.ts' : narrowedConfig(testDir), related: true },
  coverageAnalysis: 'perTest',
  inPlace: true,
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
  timeoutMS: 20_000,
  mutate: [...mutate, ...NOT_TESTS],
  // vitest strips types without checking them, so no file needs Stryker's "// @ts-nocheck" (by
  // default it edits every file of the package, tests included, while the run lasts).
  disableTypeChecks: false,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: join(reportDir, `${reportName}.json`) },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  // One incremental file per scope and test folder: results measured with fewer tests must not
  // be reused by a run with all of them.
  incremental: true,
  incrementalFile: join(reportDir, `${reportName}${testsKey}.incremental.json`),
  force: rest.includes('--fresh'),
  tempDirName: join(reportDir, `.stryker-tmp-${reportName}`),
  cleanTempDir: true,
};
/** A vitest config next to the report: the package's own, with only the tests under `dir`. */
function narrowedConfig(dir) {
  const file = join(reportDir, `${reportName}.vitest.config.mts`);
  const include = [`${dir.replace(/\/+$/, '')}/**/*.test.ts`];
  writeFileSync(
    file,
    `import config from ${JSON.stringify(join(pkgDir, 'vitest.config.ts'))};\n` +
      `export default { ...config, root: ${JSON.stringify(pkgDir)}, test: { ...config.test, include: ${JSON.stringify(include)}, exclude: [...(config.test?.exclude ?? ['**/node_modules/**']), ...${JSON.stringify(skipped)}] } };\n`,
  );
  return file;
}

if (!rest.includes('--keep-static')) forgetStaticSurvivors(config.incrementalFile);
const configFile = join(reportDir, `${reportName}.stryker.json`);
writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
if (scope.note) process.stdout.write(`scope ${name}: ${scope.note}\n`);
const bin = join(root, 'node_modules', '.bin', 'stryker');
const run = spawnSync(bin, ['run', configFile], { cwd: pkgDir, stdio: 'inherit' });
if (run.status === 0) summarize(join(reportDir, `${reportName}.json`));
process.exit(run.status ?? 2);

/**
 * Stryker's incremental mode reuses a static mutant's result when none of the tests that
 * covered it changed, and a static mutant (a module-level constant) lists no covering tests: a
 * survivor would stay "Survived" however many tests were added since. Such results are dropped
 * before a run, so those mutants run again (their killed results are kept). Each runs the whole
 * (narrowed) suite: `--keep-static` skips this for a quick re-run, its static results then stale.
 */
function forgetStaticSurvivors(file) {
  if (!existsSync(file)) return;
  const incremental = JSON.parse(readFileSync(file, 'utf8'));
  let dropped = 0;
  for (const entry of Object.values(incremental.files ?? {})) {
    const kept = entry.mutants.filter((mutant) => !(mutant.static && (mutant.status === 'Survived' || mutant.status === 'NoCoverage')));
    dropped += entry.mutants.length - kept.length;
    entry.mutants = kept;
  }
  if (dropped > 0) writeFileSync(file, JSON.stringify(incremental));
}

/**
 * One line with the score as docs/quality.md records it (timeouts and runtime errors count as
 * killed), then every survivor whose original or replacement text touches a severity, a verdict
 * or an exit code: the mutants that could make a gate fail open, to be killed or explained.
 */
function summarize(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const suspicious = [];
  const GATE = /blocker|severity|verdict|exitCode|'fail'|"fail"|'pass'|"pass"|failClosed|stopAtFirst/;
  for (const [path, entry] of Object.entries(report.files)) {
    const lines = entry.source.split('\n');
    for (const mutant of entry.mutants) {
      if (mutant.status !== 'Survived' && mutant.status !== 'NoCoverage') continue;
      const original = lines[mutant.location.start.line - 1] ?? '';
      if (GATE.test(original) || GATE.test(mutant.replacement ?? '')) {
        suspicious.push(`  ${path}:${mutant.location.start.line}:${mutant.location.start.column} ${mutant.mutatorName} -> ${(mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 100)}`);
      }
    }
  }
  const counts = tally(Object.values(report.files).flatMap((entry) => entry.mutants));
  process.stdout.write(`\nmutation ${reportName}: ${percent(counts)} killed (${counts.survived} survived, ${counts.noCoverage} without coverage)\n`);
  if (suspicious.length > 0) process.stdout.write(`survivors near a severity, verdict or exit code (review each):\n${suspicious.join('\n')}\n`);
}

/** Prints every survivor (and mutant without coverage) of a report; 2 when there is no report. */
function listSurvivors(file) {
  if (!existsSync(file)) {
    process.stderr.write(`no report at ${file}: run \`pnpm mutate ${name}\` first\n`);
    return 2;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const [path, entry] of Object.entries(report.files)) {
    const lines = entry.source.split('\n');
    for (const mutant of entry.mutants) {
      if (mutant.status !== 'Survived' && mutant.status !== 'NoCoverage') continue;
      const { line, column } = mutant.location.start;
      const original = (lines[line - 1] ?? '').trim().slice(0, 90);
      const replacement = (mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 90);
      process.stdout.write(`${path}:${line}:${column} ${mutant.status} ${mutant.mutatorName}\n  ${original}\n  -> ${replacement}\n`);
    }
  }
  return 0;
}

/**
 * A static mutant that makes its module throw on load (a rule definition emptied, a pattern that no
 * longer compiles) used to show as survived: the test files importing the module fail to load,
 * which Stryker's vitest runner reports as no failing test. Each family measured has a
 * `modules-load.test.ts` that imports every module inside a test. A Stryker run with it counts
 * those mutants as killed; this re-checks a report made before it, without a whole run: each static
 * survivor is applied to its source, the family's `modules-load.test.ts` runs, the source is
 * restored, and a mutant that fails it is recorded as killed (the report's time is kept, so
 * `--score` still takes the newest report per file). Never while a run goes on in this checkout.
 */
function recheckStatic(dir, report) {
  const file = join(dir, `${report}.json`);
  if (!existsSync(file)) {
    process.stderr.write(`no report at ${file}: run \`pnpm mutate ${name}\` first\n`);
    return 2;
  }
  if (readdirSync(dir).some((entry) => entry.startsWith('.stryker-tmp-'))) {
    process.stderr.write(`a mutation run is going on in this checkout (${dir}/.stryker-tmp-*): re-check when it has ended\n`);
    return 2;
  }
  const pkgDir = join(root, 'packages', scope.pkg);
  const data = JSON.parse(readFileSync(file, 'utf8'));
  const { mtime } = statSync(file);
  let restore;
  const onSignal = () => {
    restore?.();
    process.exit(130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const counts = { killed: 0, survived: 0, skipped: 0 };
  for (const [path, entry] of Object.entries(data.files)) {
    const family = /^src\/([a-z-]+)\//.exec(path)?.[1];
    const test = family === undefined ? undefined : `src/${family}/modules-load.test.ts`;
    for (const mutant of entry.mutants) {
      if (!mutant.static || mutant.status !== 'Survived') continue;
      const source = join(pkgDir, path);
      const original = readFileSync(source, 'utf8');
      if (test === undefined || !existsSync(join(pkgDir, test)) || original !== entry.source) {
        counts.skipped++;
        process.stdout.write(`skipped ${path}: ${test === undefined || !existsSync(join(pkgDir, test)) ? 'no modules-load.test.ts for it' : 'the source changed since the report'}\n`);
        continue;
      }
      const lines = original.split('\n');
      const offset = ({ line, column }) => lines.slice(0, line - 1).reduce((n, text) => n + text.length + 1, 0) + column - 1;
      restore = () => writeFileSync(source, original);
      writeFileSync(source, original.slice(0, offset(mutant.location.start)) + mutant.replacement + original.slice(offset(mutant.location.end)));
      let run;
      try {
        run = spawnSync(join(root, 'node_modules', '.bin', 'vitest'), ['run', test], { cwd: pkgDir, encoding: 'utf8' });
      } finally {
        restore();
        restore = undefined;
      }
      const where = `${path}:${mutant.location.start.line}:${mutant.location.start.column} ${mutant.mutatorName}`;
      if (run.status === 0) {
        counts.survived++;
        process.stdout.write(`survived ${where}\n`);
      } else {
        counts.killed++;
        mutant.status = 'Killed';
        mutant.statusReason = `the module fails to load: ${test} fails (pnpm mutate --recheck-static)`;
        process.stdout.write(`killed   ${where}\n`);
      }
    }
  }
  writeFileSync(file, JSON.stringify(data));
  utimesSync(file, mtime, mtime);
  process.stdout.write(`${report}: ${counts.killed} static survivors fail their module load (now killed), ${counts.survived} do not, ${counts.skipped} skipped\n`);
  summarize(file);
  return 0;
}

/** Killed (timeouts and runtime errors included), survived and uncovered mutants of a list. */
function tally(mutants) {
  const counts = { killed: 0, survived: 0, noCoverage: 0 };
  for (const mutant of mutants) {
    if (['Killed', 'Timeout', 'RuntimeError'].includes(mutant.status)) counts.killed++;
    else if (mutant.status === 'Survived') counts.survived++;
    else if (mutant.status === 'NoCoverage') counts.noCoverage++;
  }
  return counts;
}

function scoreOfReports(dir, scope) {
  const reports = readdirSync(dir)
    .filter((file) => file.endsWith('.json') && !file.slice(0, -'.json'.length).includes('.'))
    // `partition-glob.json` is another scope's report, not a part of `partition`'s.
    .filter((file) => file === `${scope}.json` || (file.startsWith(`${scope}-`) && scopeOf(file.slice(0, -'.json'.length)) === undefined))
    .map((file) => ({ file, mtime: statSync(join(dir, file)).mtimeMs }))
    .sort((a, b) => a.mtime - b.mtime);
  if (reports.length === 0) {
    process.stderr.write(`no report of ${scope} in ${dir}\n`);
    return 2;
  }
  const newest = new Map();
  for (const { file } of reports) {
    for (const [path, entry] of Object.entries(JSON.parse(readFileSync(join(dir, file), 'utf8')).files)) newest.set(path, { file, mutants: entry.mutants });
  }
  const total = { killed: 0, survived: 0, noCoverage: 0 };
  for (const [path, { file, mutants }] of [...newest].sort(([a], [b]) => a.localeCompare(b))) {
    const counts = tally(mutants);
    for (const key of Object.keys(total)) total[key] += counts[key];
    process.stdout.write(`${path}: ${percent(counts)} (${file})\n`);
  }
  process.stdout.write(`${scope}: ${percent(total)} over ${newest.size} files\n`);
  return 0;
}

function percent({ killed, survived, noCoverage }) {
  const all = killed + survived + noCoverage;
  return `${all === 0 ? '100.0' : ((100 * killed) / all).toFixed(1)}% (${killed}/${all})`;
}
