import { describe, expect, it } from 'vitest';
import { ErrorReportSchema, ReportSchema } from '@gauntlet/contracts';
import { VERSION } from '@gauntlet/core';
import { BAD_GATE, GOOD_GATE, runInMemory } from './helpers.js';

const files = { 'good.json': GOOD_GATE, 'bad.json': BAD_GATE, 'dir/x.json': GOOD_GATE };

describe('gauntlet-lint (in-process)', () => {
  it('prints the version alone and exits 0', async () => {
    expect(await runInMemory(['--version'])).toMatchObject({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
    expect((await runInMemory(['gate-prompt', '-v'])).stdout).toBe(`${VERSION}\n`);
  });

  it('prints help for the tool and for a command, in every format', async () => {
    const tool = await runInMemory(['--help']);
    expect(tool.code).toBe(0);
    expect(tool.stdout).toContain('Usage: gauntlet-lint <command>');
    expect(tool.stdout).toContain('gate-prompt');
    const command = await runInMemory(['gate-prompt', '--help', '--format', 'json']);
    expect(command.code).toBe(0);
    expect(command.stdout).toContain('Usage: gauntlet-lint gate-prompt [--pattern NAME]');
    expect(command.stdout).toContain('--max-options N');
  });

  it('exits 0 on pass and 1 on a blocker, with one result per input in order', async () => {
    const pass = await runInMemory(['gate-prompt', 'good.json', '--format', 'json'], { files });
    expect(pass.code).toBe(0);
    const fail = await runInMemory(['--format', 'json', 'gate-prompt', 'bad.json', 'good.json'], { files });
    expect(fail.code).toBe(1);
    const report = ReportSchema.parse(JSON.parse(fail.stdout));
    expect(report.results.map((result) => [result.id, result.verdict])).toEqual([
      ['bad.json', 'fail'],
      ['good.json', 'pass'],
    ]);
    expect(report.results[0]?.findings[0]).toMatchObject({ rule: 'gate-prompt/header-length', reason: 'gate_prompt_header_too_long', file: 'bad.json' });
    expect(report.command).toBe('gate-prompt');
  });

  it.each([
    [['gate-prompt', '--bogus', 'good.json'], 'usage', 'unknown option --bogus (see --help)'],
    [['gate-prompt'], 'usage', 'gate-prompt needs an input'],
    [['gate-prompt', 'missing.json'], 'input_missing', 'cannot read missing.json (no such file)'],
    [['gate-prompt', 'dir'], 'input_unreadable', 'cannot read dir (is a directory)'],
    [['gate-prompt', 'text.txt'], 'input_invalid', 'text.txt is not valid JSON'],
    [['gate-prompt', 'shape.json'], 'input_invalid', 'shape.json is not a gate payload'],
    [['gate-prompt', '--pattern', 'nope', 'good.json'], 'usage', 'unknown gate pattern nope'],
    [['gate-prompt', '--max-options=-1', 'good.json'], 'usage', '--max-options expects a non-negative integer'],
    [['gate-prompt', '--max-options', '-1', 'good.json'], 'usage', '--max-options expects a non-negative integer (got "-1")'],
    [['gate-prompt', '--pattern', '--quiet', 'good.json'], 'usage', 'unknown gate pattern --quiet'],
    [['--format', 'xml', 'gate-prompt', 'good.json'], 'usage', 'unknown format "xml"'],
    [['gate-prompt', '--format'], 'usage', 'option --format needs a value'],
    [['--quiet=yes', 'gate-prompt', 'good.json'], 'usage', 'option --quiet takes no value'],
  ])('%j exits 2 with one line (%s)', async (argv, reason, message) => {
    const more = { ...files, 'text.txt': 'not json', 'shape.json': '{"questions": 3}' };
    const text = await runInMemory(argv, { files: more });
    expect(text.code).toBe(2);
    expect(text.stdout).toBe('');
    expect(text.stderr.split('\n')).toHaveLength(2);
    expect(text.stderr).toMatch(/^gauntlet-lint: /);
    expect(text.stderr).toContain(message);
    const json = await runInMemory([...argv, '--format', 'json'], { files: more });
    if (argv.includes('--format') && argv[argv.indexOf('--format') + 1] === 'xml') return;
    expect(json.code).toBe(2);
    const error = ErrorReportSchema.parse(JSON.parse(json.stdout));
    expect(error.error.reason).toBe(reason);
  });

  it('reads standard input for "-"', async () => {
    const run = await runInMemory(['gate-prompt', '-', '--format', 'json'], { stdin: BAD_GATE });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).results[0].id).toBe('-');
  });

  it('--quiet drops non-blockers from every format; --max-warnings fails on warnings', async () => {
    const config = JSON.stringify({ rules: { 'gate-prompt/header-length': 'warning' } });
    const warn = await runInMemory(['gate-prompt', 'bad.json', '--format', 'json'], { files: { ...files, 'gauntlet.config.json': config } });
    expect(warn.code).toBe(0);
    expect(JSON.parse(warn.stdout).summary.warning).toBe(1);
    const quiet = await runInMemory(['gate-prompt', 'bad.json', '--quiet', '--format', 'json'], { files: { ...files, 'gauntlet.config.json': config } });
    expect(JSON.parse(quiet.stdout).results[0].findings).toEqual([]);
    const capped = await runInMemory(['gate-prompt', 'bad.json', '--max-warnings', '0'], { files: { ...files, 'gauntlet.config.json': config } });
    expect(capped.code).toBe(1);
  });

  it('writes --output-file atomically and keeps stdout human', async () => {
    const run = await runInMemory(['gate-prompt', 'bad.json', '--format', 'sarif', '--output-file', 'out/report.sarif'], { files });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.written['out/report.sarif'] as string).version).toBe('2.1.0');
    expect(run.stdout).toContain('gate-prompt/header-length');
    expect(run.stdout).not.toContain('"version"');
  });

  it('colours the text report only on a TTY without NO_COLOR', async () => {
    expect((await runInMemory(['gate-prompt', 'bad.json'], { files, tty: true })).stdout).toContain('\u001b[');
    expect((await runInMemory(['gate-prompt', 'bad.json'], { files, tty: true, env: { NO_COLOR: '1' } })).stdout).not.toContain('\u001b[');
    expect((await runInMemory(['gate-prompt', 'bad.json', '--no-color'], { files, tty: true })).stdout).not.toContain('\u001b[');
    expect((await runInMemory(['gate-prompt', 'bad.json', '--color'], { files })).stdout).toContain('\u001b[');
  });

  it('lists every rule with severity, reasons and docs', async () => {
    const text = await runInMemory(['--list-rules']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('gate-prompt/header-length');
    const json = JSON.parse((await runInMemory(['--list-rules', '--format', 'json'])).stdout);
    expect(json.find((rule: { id: string }) => rule.id === 'gate-prompt/option-count')).toMatchObject({
      severity: 'blocker',
      reasons: ['gate_prompt_too_many_options', 'gate_prompt_too_few_options'],
      docs: `https://github.com/gauntlet-dev/gauntlet/blob/@gauntlet/core@${VERSION}/docs/rules/gate-prompt/option-count.md`,
    });
    expect(text.stdout).toContain(`https://github.com/gauntlet-dev/gauntlet/blob/@gauntlet/core@${VERSION}/docs/rules/gate-prompt/header-length.md`);
    for (const rule of json as Array<{ docs: string }>) expect(rule.docs).toMatch(/^https:\/\/github\.com\/gauntlet-dev\/gauntlet\/blob\/@gauntlet\/core@\d+\.\d+\.\d+\/docs\/rules\/[a-z-]+\/[a-z0-9-]+\.md$/);
  });

  it('help text links the rule pages by absolute address', async () => {
    const tool = await runInMemory(['--help']);
    expect(tool.stdout).toContain(`https://github.com/gauntlet-dev/gauntlet/tree/@gauntlet/core@${VERSION}/docs/rules`);
    const command = await runInMemory(['spec', '--help']);
    expect(command.stdout).toContain(`Rules: https://github.com/gauntlet-dev/gauntlet/tree/@gauntlet/core@${VERSION}/docs/rules/spec`);
    expect(command.stdout).not.toMatch(/(^|\s)docs\/rules\/spec\//);
  });
});

describe('config', () => {
  it('is found upward from the working directory; package.json#gauntlet counts', async () => {
    const config = { rules: { 'gate-prompt/header-length': 'off' } };
    const nested = await runInMemory(['--print-config'], { cwd: '/work/a/b', files: { '/work/gauntlet.config.json': JSON.stringify(config) } });
    expect(JSON.parse(nested.stdout)).toEqual({ source: '/work/gauntlet.config.json', config });
    const pkg = await runInMemory(['--print-config'], { files: { 'package.json': JSON.stringify({ name: 'x', gauntlet: config }) } });
    expect(JSON.parse(pkg.stdout).source).toBe('/work/package.json#gauntlet');
    const none = await runInMemory(['--print-config']);
    expect(JSON.parse(none.stdout)).toEqual({ source: null, config: {} });
  });

  it('--config names the file explicitly', async () => {
    const run = await runInMemory(['--print-config', '--config', 'conf/g.json'], { files: { 'conf/g.json': '{"maxWarnings": 3}' } });
    expect(JSON.parse(run.stdout).config).toEqual({ maxWarnings: 3 });
    expect((await runInMemory(['--print-config', '--config', 'nope.json'])).code).toBe(2);
  });

  it('applies rule overrides', async () => {
    const run = await runInMemory(['gate-prompt', 'bad.json'], { files: { ...files, 'gauntlet.config.json': '{"rules":{"gate-prompt/header-length":"off"}}' } });
    expect(run.code).toBe(0);
  });

  it.each([
    ['{ not json', 'invalid config /work/gauntlet.config.json'],
    ['{"rules": {"gate-prompt/header-length": "fatal"}}', 'rules["gate-prompt/header-length"]: expected a setting ("off", "blocker", "warning", "info", "error", "warn")'],
    ['{"colour": true}', 'Unrecognized key: "colour"'],
    ['{"rules": {"gate-prompt/no-such-rule": "off"}}', 'unknown rule gate-prompt/no-such-rule'],
    ['{"rules": {"nofamily/x": "off"}}', 'unknown rule nofamily/x in /work/gauntlet.config.json (no family nofamily'],
    // A rule of another family than the command's is checked too: a typo never silently does nothing.
    ['{"rules": {"plan/nonexistent": "off"}}', 'unknown rule plan/nonexistent in /work/gauntlet.config.json'],
    ['{"rules": {"core/input": "off"}}', 'rule core/input in /work/gauntlet.config.json cannot be configured'],
    ['{"files": {"*.json": "nocommand"}}', 'unknown command "nocommand"'],
  ])('rejects an invalid config %s with exit 2 (config_invalid)', async (config, message) => {
    const run = await runInMemory(['gate-prompt', 'good.json', '--format', 'json'], { files: { ...files, 'gauntlet.config.json': config } });
    const lint = await runInMemory(['good.json', '--format', 'json'], { files: { ...files, 'gauntlet.config.json': config } });
    const failing = message.startsWith('unknown command') ? lint : run;
    expect(failing.code).toBe(2);
    expect(JSON.parse(failing.stdout).error.reason).toBe('config_invalid');
    expect(failing.stderr).toContain(message);
  });
});

describe('configured linting (no command)', () => {
  const config = JSON.stringify({ files: { 'gates/**/*.json': 'gate-prompt' }, ignores: ['gates/skip/**'] });
  const tree = { 'gauntlet.config.json': config, 'gates/a.json': GOOD_GATE, 'gates/b/c.json': BAD_GATE, 'gates/skip/d.json': BAD_GATE, 'notes.md': '# hi' };

  it('lints exactly the given files, routed by glob, skipping unmapped ones with a note', async () => {
    const run = await runInMemory(['gates/a.json', 'notes.md', 'gates/skip/d.json', '--format', 'json'], { files: tree });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).results.map((result: { id: string }) => result.id)).toEqual(['gates/a.json']);
    const text = await runInMemory(['gates/a.json', 'notes.md'], { files: tree });
    expect(text.stderr).toBe('gauntlet-lint: skipped 1 file that no "files" glob of the config maps to a command\n');
  });

  it('without files, lints every configured file under the config directory', async () => {
    const run = await runInMemory(['--format', 'json'], { files: tree });
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout);
    expect(report.command).toBe('lint');
    expect(report.results.map((result: { id: string }) => result.id)).toEqual(['gates/a.json', 'gates/b/c.json']);
  });

  it('globs are relative to the config directory, whatever the working directory', async () => {
    const absolute = Object.fromEntries(Object.entries(tree).map(([path, text]) => [`/work/${path}`, text]));
    const run = await runInMemory(['c.json', '--format', 'json'], { files: absolute, cwd: '/work/gates/b' });
    expect(JSON.parse(run.stdout).results.map((result: { id: string }) => result.id)).toEqual(['c.json']);
  });

  it('--changed and --staged ask git for the files', async () => {
    const calls: string[] = [];
    const git = (args: readonly string[]) => {
      calls.push(args.join(' '));
      if (args[0] === 'rev-parse') return { exitCode: 0, stdout: '/work\n', stderr: '' };
      if (args[0] === 'diff') return { exitCode: 0, stdout: 'gates/b/c.json\0notes.md\0', stderr: '' };
      return { exitCode: 0, stdout: 'gates/a.json\0', stderr: '' };
    };
    const changed = await runInMemory(['--changed', 'main', '--format', 'json'], { files: tree, git });
    expect(JSON.parse(changed.stdout).results.map((result: { id: string }) => result.id)).toEqual(['gates/b/c.json', 'gates/a.json']);
    expect(calls).toContain('diff --name-only -z --diff-filter=ACMR main --');
    const staged = await runInMemory(['--staged', '--format', 'json'], { files: tree, git });
    expect(JSON.parse(staged.stdout).results.map((result: { id: string }) => result.id)).toEqual(['gates/b/c.json']);
    const broken = await runInMemory(['--changed', 'main'], { files: tree });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain('--changed main: git rev-parse failed');
  });

  it('needs a command or configured files, and names a mistyped command', async () => {
    const run = await runInMemory([]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('gauntlet-lint: no command given and no "files" mapping in a config (see --help)\n');
    const typo = await runInMemory(['gate-promt', 'x.json']);
    expect(typo.stderr).toBe('gauntlet-lint: unknown command "gate-promt" (see --help)\n');
  });
});
