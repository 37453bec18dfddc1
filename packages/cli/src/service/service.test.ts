import { type Host, type MemoryHostOptions, createMemoryHost } from '@gauntlet/core';
import { describe, expect, it } from 'vitest';
import { runInMemory } from '../../test/helpers.js';
import { COMMANDS } from '../commands/index.js';
import { PATH_PLACEHOLDERS, VALUE_PLACEHOLDERS } from './options.js';
import { type LintEnvironment, type LintOutcome, lintCommand, lintFiles } from './index.js';

// Our own fixtures: a plan that passes, one that fails (numeric drift), one with a warning only.
const CLEAN_PLAN = '# Notes\n\nsynthesis_dimensions:\n  placement: below the header card\n  cta_tier: secondary\n';
const DRIFT_PLAN = '# Cleanup\n\n6 orphans found in phase 1.\n5 orphans removed in phase 2.\n';
const WARN_PLAN = 'Ask the user which colour to use.\n';
const RECEIPT = [
  'RCPT v1 build/2-fixer',
  'VERDICT  PASS  conf=0.80',
  'ARTIFACTS (none)',
  'TRACE',
  '  1  READ  run.log',
  'CLAIMS (none)',
  'WITNESS    grep:run.log  expect-fail=/boom!/  ran=TRACE#1',
  'SUSPICION  0.10',
  'NEXT       (none)',
  '',
].join('\n');

const FILES: MemoryHostOptions['files'] = {
  'clean.md': CLEAN_PLAN,
  'drift.md': DRIFT_PLAN,
  'warn.md': WARN_PLAN,
  'docs/plan.md': DRIFT_PLAN,
  'r.rcpt': RECEIPT,
  'bad.rcpt': RECEIPT.replace('VERDICT  PASS', 'VERDICT  pass'),
  'binary.md': new Uint8Array([0x23, 0x20, 0xff, 0xfe, 0x0a]),
  '/outside/secret.md': 'SECRET\n',
};

function environment(options: MemoryHostOptions = {}, extra: Partial<LintEnvironment> = {}): LintEnvironment {
  return { host: createMemoryHost({ cwd: '/work', files: FILES, ...options }), env: {}, ...extra };
}

function report(outcome: LintOutcome) {
  if (!outcome.ok) throw new Error(`expected a report, got ${outcome.error.reason}: ${outcome.error.message}`);
  return outcome.report;
}

function failure(outcome: LintOutcome) {
  expect(outcome.ok).toBe(false);
  expect(outcome.exitCode).toBe(2);
  if (outcome.ok) throw new Error('expected an error');
  expect(outcome.error.message).not.toMatch(/[\r\n]/);
  return outcome.error;
}

/** What the CLI prints for the same argv on the same files, parsed. */
async function cliJson(argv: string[], options: MemoryHostOptions & { stdin?: string } = {}) {
  const run = await runInMemory([...argv, '--format', 'json'], { files: FILES, ...options });
  return { code: run.code, json: JSON.parse(run.stdout) as unknown };
}

describe('lintCommand: the report the CLI prints', () => {
  it('a passing plan on a path: exit 0, verdict pass, byte-equal to the CLI', async () => {
    const outcome = await lintCommand(environment(), { command: 'plan', path: 'clean.md' });
    expect(outcome.exitCode).toBe(0);
    expect(report(outcome).verdict).toBe('pass');
    expect(JSON.stringify(report(outcome))).toBe(JSON.stringify((await cliJson(['plan', 'clean.md'])).json));
  });

  it('a failing plan: exit 1, verdict fail, the blocker with its rule, reason and line', async () => {
    const outcome = await lintCommand(environment(), { command: 'plan', path: 'drift.md' });
    expect(outcome.exitCode).toBe(1);
    const result = report(outcome);
    expect(result.verdict).toBe('fail');
    expect(result.results[0]?.findings[0]).toMatchObject({ rule: 'plan/numeric-drift', reason: 'numeric_drift', severity: 'blocker', line: 4 });
    expect(JSON.stringify(result)).toBe(JSON.stringify((await cliJson(['plan', 'drift.md'])).json));
  });

  it('text alone is standard input: the result id is "-"', async () => {
    const outcome = await lintCommand(environment(), { command: 'plan', text: DRIFT_PLAN });
    expect(outcome.exitCode).toBe(1);
    expect(report(outcome).results[0]?.id).toBe('-');
    expect(JSON.stringify(report(outcome))).toBe(JSON.stringify((await cliJson(['plan', '-'], { stdin: DRIFT_PLAN })).json));
  });

  it('text with a path is linted as that file, whatever is on disk (or not) there', async () => {
    const replaced = await lintCommand(environment(), { command: 'plan', path: 'drift.md', text: CLEAN_PLAN });
    expect(replaced.exitCode).toBe(0);
    expect(report(replaced).results[0]?.id).toBe('drift.md');
    const created = await lintCommand(environment(), { command: 'plan', path: 'new/dir/plan.md', text: DRIFT_PLAN });
    expect(created.exitCode).toBe(1);
    expect(report(created).results[0]).toMatchObject({ id: 'new/dir/plan.md', verdict: 'fail' });
    const bytes = await lintCommand(environment(), { command: 'plan', path: 'b.md', text: new TextEncoder().encode(CLEAN_PLAN) });
    expect(bytes.exitCode).toBe(0);
  });

  it('an absolute path inside the working directory is accepted and kept as the id', async () => {
    const outcome = await lintCommand(environment(), { command: 'plan', path: '/work/docs/plan.md' });
    expect(outcome.exitCode).toBe(1);
    expect(report(outcome).results[0]?.id).toBe('/work/docs/plan.md');
  });

  it('typed options become the command\'s flags: quiet, max-warnings, repeatable roots', async () => {
    const warn = await lintCommand(environment(), { command: 'plan', path: 'warn.md' });
    expect(warn.exitCode).toBe(0);
    expect(report(warn).summary.warning).toBe(1);
    const capped = await lintCommand(environment(), { command: 'plan', path: 'warn.md', options: { 'max-warnings': 0 } });
    expect(capped.exitCode).toBe(1);
    expect(report(capped).verdict).toBe('fail');
    const quiet = await lintCommand(environment(), { command: 'plan', path: 'warn.md', options: { quiet: true, 'max-warnings': null } });
    expect(report(quiet).results[0]?.findings).toEqual([]);
    const roots = await lintCommand(environment({ directories: ['/work/a', '/work/b'] }), { command: 'receipt', path: 'r.rcpt', options: { root: ['a', 'b'], strict: false } });
    expect(roots.exitCode).toBe(0);
    const single = await lintCommand(environment({ directories: ['/work/a'] }), { command: 'receipt', path: 'r.rcpt', options: { root: 'a' } });
    expect(single.exitCode).toBe(0);
  });

  it('batch inputs stream through the environment\'s streamFile; "-" reads the text', async () => {
    const batch = `${JSON.stringify({ receipt: RECEIPT })}\n${JSON.stringify({ receipt: RECEIPT.replace('VERDICT  PASS', 'VERDICT  ok') })}\n`;
    const base = createMemoryHost({ cwd: '/work', files: { ...FILES, 'batch.jsonl': batch } });
    const streamed: string[] = [];
    const env: LintEnvironment = {
      host: base,
      env: {},
      async *streamFile(path) {
        streamed.push(path);
        yield await base.readFile(path);
      },
    };
    const outcome = await lintCommand(env, { command: 'receipt', options: { eval: 'batch.jsonl' } });
    expect(streamed).toEqual(['batch.jsonl']);
    expect(outcome.exitCode).toBe(1);
    expect(report(outcome).results.map((result) => result.verdict)).toEqual(['pass', 'fail']);
    const cli = await cliJson(['receipt', '--eval', 'batch.jsonl'], { files: { ...FILES, 'batch.jsonl': batch } });
    expect(JSON.stringify(report(outcome))).toBe(JSON.stringify(cli.json));
  });

  it('option names may be written in snake case; errors name them as given', async () => {
    const capped = await lintCommand(environment(), { command: 'plan', path: 'warn.md', options: { max_warnings: 0 } });
    expect(capped.exitCode).toBe(1);
    expect(report(capped).verdict).toBe('fail');
    expect(failure(await lintCommand(environment(), { command: 'receipt', path: 'r.rcpt', options: { bind_only: 1 } })).message).toBe(
      'receipt: option "bind_only" expects true or false (got 1)',
    );
  });

  it('a failing receipt keeps the CLI\'s finding and exit code', async () => {
    const outcome = await lintCommand(environment(), { command: 'receipt', path: 'bad.rcpt' });
    expect(outcome.exitCode).toBe(1);
    expect(report(outcome).results[0]?.findings[0]).toMatchObject({ rule: 'receipt/verdict', reason: 'verdict_malformed', severity: 'blocker', line: 2 });
  });
});

describe('lintCommand: bad input is one error line, never a throw', () => {
  it('unknown command, unknown option, wrong types, NUL', async () => {
    expect(failure(await lintCommand(environment(), { command: 'nope', path: 'clean.md' }))).toMatchObject({ reason: 'usage', message: 'unknown command "nope"' });
    const unknown = failure(await lintCommand(environment(), { command: 'plan', path: 'clean.md', options: { colour: true } }));
    expect(unknown.reason).toBe('usage');
    expect(unknown.message).toBe('plan: unknown option "colour" (options: repo, max-warnings, quiet, config)');
    expect(failure(await lintCommand(environment(), { command: 'receipt', path: 'r.rcpt', options: { strict: 'yes' } })).message).toBe(
      'receipt: option "strict" expects true or false (got "yes")',
    );
    expect(failure(await lintCommand(environment(), { command: 'plan', path: 'clean.md', options: { repo: ['a', 'b'] } })).message).toBe(
      'plan: option "repo" takes one value (got an array)',
    );
    expect(failure(await lintCommand(environment(), { command: 'plan', path: 'clean.md', options: { 'max-warnings': -1 } })).message).toBe(
      'plan: option "max-warnings" expects a non-negative integer (got -1)',
    );
    expect(failure(await lintCommand(environment(), { command: 'plan', path: 'clean.md', options: { 'max-warnings': '3' } })).reason).toBe('usage');
    expect(failure(await lintCommand(environment(), { command: 'gate-prompt', text: '{}', options: { pattern: 'a\0b' } })).message).toMatch(/NUL/);
    expect(failure(await lintCommand(environment(), { command: 'plan', path: 'clean.md', options: ['repo'] as never })).message).toBe(
      'plan: options must be an object (got an array)',
    );
    expect(failure(await lintCommand(environment(), { command: 'plan', path: 42 as never })).message).toBe('plan: "path" must be a string');
    expect(failure(await lintCommand(environment(), { command: 'plan', text: {} as never })).message).toBe('plan: "text" must be a string');
  });

  it('a path outside the working directory is refused before anything is read', async () => {
    for (const path of ['../outside/secret.md', '/outside/secret.md', '/work/../outside/secret.md', 'a/../../outside/secret.md', 'a\0b', '']) {
      const error = failure(await lintCommand(environment(), { command: 'plan', path }));
      expect(error.reason).toBe('input_unreadable');
      expect(error.message).toMatch(/inputs must stay inside the working directory \/work\)$/);
    }
    const linked = environment({ symlinks: { 'link.md': '/outside/secret.md', 'dir': '/outside' } });
    expect(failure(await lintCommand(linked, { command: 'plan', path: 'link.md' })).reason).toBe('input_unreadable');
    expect(failure(await lintCommand(linked, { command: 'plan', path: 'dir/secret.md' })).reason).toBe('input_unreadable');
    // A new file under a link that points out would be written outside too: refused, also with text.
    expect(failure(await lintCommand(linked, { command: 'plan', path: 'dir/new.md', text: CLEAN_PLAN })).reason).toBe('input_unreadable');
  });

  it('option paths stay inside too', async () => {
    const error = failure(await lintCommand(environment(), { command: 'plan', path: 'clean.md', options: { repo: '/outside' } }));
    expect(error).toMatchObject({ reason: 'input_unreadable' });
    expect(error.message).toMatch(/^cannot read --repo "\/outside"/);
    expect(failure(await lintCommand(environment(), { command: 'receipt', path: 'r.rcpt', options: { root: ['.', '..'] } })).reason).toBe('input_unreadable');
    expect(failure(await lintCommand(environment(), { command: 'plan', path: 'clean.md', options: { config: '../x.json' } })).reason).toBe('input_unreadable');
  });

  it('a missing file is the CLI\'s input_missing line', async () => {
    const error = failure(await lintCommand(environment(), { command: 'plan', path: 'nope.md' }));
    expect(error).toEqual({ reason: 'input_missing', message: 'cannot read nope.md (no such file)' });
  });

  it('text over the input cap is refused, by characters or by bytes', async () => {
    const small = environment({}, { maxTextBytes: 10 });
    expect(failure(await lintCommand(small, { command: 'plan', text: 'x'.repeat(11) }))).toEqual({
      reason: 'input_unreadable',
      message: 'cannot read the text (11 characters is over the 10-byte input cap)',
    });
    expect(failure(await lintCommand(small, { command: 'plan', path: 'p.md', text: 'é'.repeat(6) })).message).toBe(
      'cannot read p.md (12 bytes is over the 10-byte input cap)',
    );
    expect((await lintCommand(small, { command: 'plan', text: 'é'.repeat(5) })).exitCode).toBe(0);
  });

  it('invalid UTF-8 where the command requires UTF-8 is input_invalid', async () => {
    const error = failure(await lintCommand(environment(), { command: 'checklist', path: 'binary.md' }));
    expect(error.reason).toBe('input_invalid');
    expect(error.message).toBe('binary.md is not valid UTF-8');
  });

  it('inputs the command does not take, and inputs it needs', async () => {
    expect(failure(await lintCommand(environment(), { command: 'patches', text: 'x' })).message).toBe('patches takes no input file or text: its inputs are named by its options');
    expect(failure(await lintCommand(environment(), { command: 'plan' })).message).toBe('plan needs an input: give its text, or the path of a file');
  });

  it('a bug under a verifier (a host handing back no bytes) is an internal error, not a throw', async () => {
    const base = createMemoryHost({ cwd: '/work', files: FILES });
    const broken: Host = { ...base, readFile: () => Promise.resolve(null as never) };
    const error = failure(await lintCommand({ host: broken, env: {} }, { command: 'receipt', path: 'r.rcpt' }));
    expect(error.reason).toBe('internal');
    expect(error.message).toMatch(/^internal error: .*\(this is a bug; please report it\)$/);
  });
});

describe('lintFiles: the configured mapping', () => {
  const config = JSON.stringify({ files: { '**/*.md': 'plan', '**/*.rcpt': 'receipt' } });

  it('routes each path to its command, skips unmapped ones, equals the CLI', async () => {
    const files = { ...FILES, 'gauntlet.config.json': config, 'notes.txt': 'x' };
    const outcome = await lintFiles(environment({ files }), { paths: ['clean.md', 'r.rcpt', 'notes.txt', 'drift.md'] });
    expect(outcome.exitCode).toBe(1);
    const result = report(outcome);
    expect(result.command).toBe('lint');
    expect(result.results.map((entry) => [entry.id, entry.verdict])).toEqual([['clean.md', 'pass'], ['drift.md', 'fail'], ['r.rcpt', 'pass']]);
    const cli = await cliJson(['clean.md', 'r.rcpt', 'notes.txt', 'drift.md'], { files });
    expect(JSON.stringify(result)).toBe(JSON.stringify(cli.json));
  });

  it('an overlay lints what is about to be written, under its own path', async () => {
    const files = { ...FILES, 'gauntlet.config.json': config };
    const outcome = await lintFiles(environment({ files }), { paths: ['clean.md'], overlay: { 'clean.md': DRIFT_PLAN } });
    expect(outcome.exitCode).toBe(1);
    expect(report(outcome).results[0]).toMatchObject({ id: 'clean.md', verdict: 'fail' });
  });

  it('bad requests: paths outside, wrong shapes, unknown options, no mapping', async () => {
    const files = { ...FILES, 'gauntlet.config.json': config };
    expect(failure(await lintFiles(environment({ files }), { paths: ['../outside/secret.md'] })).reason).toBe('input_unreadable');
    expect(failure(await lintFiles(environment({ files }), { paths: ['a.md'], overlay: { '/outside/x.md': 'x' } })).reason).toBe('input_unreadable');
    expect(failure(await lintFiles(environment({ files }), { paths: 'clean.md' as never })).message).toBe('lint: "paths" must be an array of strings');
    expect(failure(await lintFiles(environment({ files }), { options: { repo: 'x' } })).message).toMatch(/^lint: unknown option "repo" \(options: changed, staged,/);
    expect(failure(await lintFiles(environment(), { paths: ['clean.md'] })).reason).toBe('usage');
  });
});

describe('option kinds', () => {
  it('every value placeholder is known to be a path or not (a new one needs a decision)', () => {
    const unknown = COMMANDS.flatMap((command) =>
      Object.entries(command.options)
        .filter(([, spec]) => spec.value !== undefined && !PATH_PLACEHOLDERS.has(spec.value) && !VALUE_PLACEHOLDERS.has(spec.value))
        .map(([name, spec]) => `${command.name} --${name} ${spec.value}`),
    );
    expect(unknown).toEqual([]);
  });
});
