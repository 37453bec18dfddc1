import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempFolder } from './helpers.js';

// `gauntlet-lint init` on temporary repositories, as a user runs it: what it prints, what it
// writes, and that the config it writes lints the repository it was made for.
const OLD_SPEC = '# Export v1\n\n**Goal:** CSV export.\n\n## Problem\n\nNo export.\n';
const NEW_SPEC = '# Import\n\n**Goal:** CSV import.\n**Amend-grant:** none\n\n## Problem\n\np\n\n## Acceptance criteria\n\nnone - no ticket\n';
const PI_REPO = { 'doc/specs/2026-07-30-export.md': OLD_SPEC, 'doc/specs/2026-09-20-import.md': NEW_SPEC, 'src/index.ts': '' };

const config = (dir: string) => JSON.parse(readFileSync(join(dir, 'gauntlet.config.json'), 'utf8'));

describe('gauntlet-lint init', { timeout: 120_000 }, () => {
  it('finds pi-gauntlet specs, says why, writes a config, and the repository then passes', () => {
    const dir = tempFolder(PI_REPO);
    const init = cli(['init'], { cwd: dir });
    expect(init.stderr).toBe('');
    expect(init.status).toBe(0);
    expect(init.stdout).toContain('found one workflow');
    expect(init.stdout).toContain("found  doc/specs/2026-09-20-import.md: has pi-gauntlet's **Amend-grant:**, ## Acceptance criteria");
    expect(init.stdout).toContain('maps   doc/specs/**/*.md -> spec (specs; 2 files)');
    expect(init.stdout).toContain('1 spec dated before 2026-09-20 has no acceptance-criteria section');
    expect(init.stdout).toContain('Wrote gauntlet.config.json');
    expect(config(dir)).toEqual({ files: { 'doc/specs/**/*.md': 'spec' }, rules: { 'spec/ac-section': ['blocker', { legacyBefore: '2026-09-20' }] } });

    const lint = cli(['--format', 'json'], { cwd: dir });
    expect(lint.status).toBe(0);
    const report = lint.json();
    expect(report.verdict).toBe('pass');
    expect(report.results.map((result: { id: string }) => result.id)).toEqual(['doc/specs/2026-07-30-export.md', 'doc/specs/2026-09-20-import.md']);
    expect(report.results[0].findings).toContainEqual(expect.objectContaining({ rule: 'spec/ac-section', reason: 'ac_section_missing', severity: 'info' }));
  });

  it('a failing spec still fails under the config init wrote', () => {
    const dir = tempFolder({ ...PI_REPO, 'doc/specs/2026-10-01-report.md': NEW_SPEC.replace('none - no ticket', '- [x] Report renders') });
    expect(cli(['init'], { cwd: dir }).status).toBe(0);
    const lint = cli(['--format', 'json'], { cwd: dir });
    expect(lint.status).toBe(1);
    const failing = lint.json().results.find((result: { id: string }) => result.id === 'doc/specs/2026-10-01-report.md');
    expect(failing.verdict).toBe('fail');
    expect(failing.findings).toContainEqual(expect.objectContaining({ rule: 'spec/ac-section', reason: 'ac_row_checked', severity: 'blocker', line: 12 }));
  });

  it('--dry-run prints the config and writes nothing', () => {
    const dir = tempFolder(PI_REPO);
    const dry = cli(['init', '--dry-run'], { cwd: dir });
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain('Would write gauntlet.config.json (--dry-run: nothing written):');
    expect(JSON.parse(dry.stdout.slice(dry.stdout.indexOf('\n{')))).toEqual({ files: { 'doc/specs/**/*.md': 'spec' }, rules: { 'spec/ac-section': ['blocker', { legacyBefore: '2026-09-20' }] } });
    expect(existsSync(join(dir, 'gauntlet.config.json'))).toBe(false);
  });

  it('never overwrites a config without --force (nor shadows package.json#gauntlet)', () => {
    const dir = tempFolder({ ...PI_REPO, 'gauntlet.config.json': '{"maxWarnings": 3}\n' });
    const refused = cli(['init'], { cwd: dir });
    expect(refused.status).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toBe('gauntlet-lint: init: gauntlet.config.json already exists; --force replaces it, --dry-run shows what init would write\n');
    expect(readFileSync(join(dir, 'gauntlet.config.json'), 'utf8')).toBe('{"maxWarnings": 3}\n');
    expect(cli(['init', '--dry-run'], { cwd: dir }).status).toBe(0);
    expect(readFileSync(join(dir, 'gauntlet.config.json'), 'utf8')).toBe('{"maxWarnings": 3}\n');
    expect(cli(['init', '--force'], { cwd: dir }).status).toBe(0);
    expect(config(dir).files).toEqual({ 'doc/specs/**/*.md': 'spec' });

    const pkg = tempFolder({ ...PI_REPO, 'package.json': '{"name":"x","gauntlet":{"maxWarnings":1}}' });
    const shadow = cli(['init'], { cwd: pkg });
    expect(shadow.status).toBe(2);
    expect(shadow.stderr).toContain('package.json already has a "gauntlet" config');
    expect(existsSync(join(pkg, 'gauntlet.config.json'))).toBe(false);
  });

  it('refuses to write through a planted link, and leaves its target alone', () => {
    const dir = tempFolder(PI_REPO);
    const outside = tempFolder({ 'target.json': 'keep' });
    symlinkSync(join(outside, 'target.json'), join(dir, 'gauntlet.config.json'));
    const run = cli(['init'], { cwd: dir });
    expect(run.status).toBe(2);
    expect(readFileSync(join(outside, 'target.json'), 'utf8')).toBe('keep');
  });

  it('maps crucible, build-loop and GSD repositories, and explains what it cannot map', () => {
    const dir = tempFolder({
      '.claude/settings.json': JSON.stringify({ enabledPlugins: { 'crucible@market': true } }),
      'docs/plans/2026-09-18-rate-limit-contract.yaml': 'version: "1.0"\n',
      'docs/plans/2026-09-18-rate-limit-plan.md': '# Plan\n',
      'docs/plans/2026-09-18-rate-limit-plan.handoff.md': '# Handoff\n',
      'runs/crucible-dispatch-20260918/receipt-ledger.jsonl': '',
      '.build-loop/config.json': '{}',
      '.planning/STATE.md': '# State\n',
      '.planning/ROADMAP.md': '# Roadmap\n',
    });
    const init = cli(['init', '--dry-run'], { cwd: dir });
    expect(init.status).toBe(0);
    expect(init.stdout).toContain('found 3 workflows');
    expect(init.stdout).toContain('found  .claude/settings.json: enables the crucible plugin');
    expect(init.stdout).toContain('found  runs/crucible-dispatch-20260918/: a crucible dispatch folder (1 folder)');
    expect(init.stdout).toContain("found  .build-loop/: build-loop's working folder with config.json");
    expect(init.stdout).toContain("found  .planning/: GSD's planning folder (STATE.md, ROADMAP.md)");
    expect(init.stdout).toContain('gauntlet-lint tdd --review --repo . --phase <P>');
    expect(init.stdout).toContain('~/.claude/projects/<project>/memory/');
    expect(cli(['init'], { cwd: dir }).status).toBe(0);
    expect(config(dir)).toEqual({
      files: {
        'docs/plans/**/*-contract.yaml': 'contract',
        '**/receipt-ledger.jsonl': 'receipt-ledger',
        'docs/plans/**/*.md': 'plan',
        '.build-loop/briefs/**/*.md': 'brief',
      },
      ignores: ['docs/plans/**/*.handoff.md'],
    });
    const lint = cli(['--format', 'json'], { cwd: dir });
    expect(lint.stderr).toBe('');
    expect(lint.json().results.map((result: { id: string }) => result.id).sort()).toEqual([
      'docs/plans/2026-09-18-rate-limit-contract.yaml',
      'docs/plans/2026-09-18-rate-limit-plan.md',
      'runs/crucible-dispatch-20260918/receipt-ledger.jsonl',
    ]);
  });

  it('points $schema at the schema an installed package ships', () => {
    const dir = tempFolder({ ...PI_REPO, 'node_modules/@gauntlet/cli/dist/schemas/config.schema.json': '{}' });
    expect(cli(['init'], { cwd: dir }).status).toBe(0);
    expect(config(dir).$schema).toBe('./node_modules/@gauntlet/cli/dist/schemas/config.schema.json');
  });

  it('writes nothing and exits 0 when it finds no workflow; says what it looked for', () => {
    const dir = tempFolder({ 'README.md': '# x\n', 'docs/specs/api.md': '# API\n' });
    const run = cli(['init'], { cwd: dir });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('found no workflow');
    expect(run.stdout).toContain('GSD (.planning/)');
    expect(existsSync(join(dir, 'gauntlet.config.json'))).toBe(false);
  });

  it('handles hostile repositories: huge, unreadable and invalid UTF-8 specs, odd names', () => {
    const dir = tempFolder({
      'doc/specs/2026-09-20-ok.md': NEW_SPEC,
      'doc/specs/huge.md': `# H\n${'x'.repeat(2_000_000)}\n`,
      'doc/specs/bad-utf8.md': Buffer.from([0x23, 0x20, 0xff, 0xfe, 0x0a]),
      'doc/specs/crlf.md': NEW_SPEC.replace(/\n/g, '\r\n'),
      'doc/specs/line\nbreak::error::.md': NEW_SPEC,
    });
    mkdirSync(join(dir, 'doc/specs/locked'));
    writeFileSync(join(dir, 'doc/specs/locked/x.md'), NEW_SPEC, { mode: 0o000 });
    const run = cli(['init', '--dry-run'], { cwd: dir });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('maps   doc/specs/**/*.md -> spec');

    const named = tempFolder({ 'doc/specs/x\n::error::y\u001b[31m.md': NEW_SPEC });
    const hostile = cli(['init', '--dry-run'], { cwd: named });
    expect(hostile.status).toBe(0);
    expect(hostile.stdout).toContain('found  doc/specs/x\\u000a::error::y\\u001b[31m.md: has pi-gauntlet');
    expect(hostile.stdout.split('\n').filter((line) => line.startsWith('::'))).toEqual([]);
    expect(hostile.stdout).not.toContain('\u001b');
  });

  it('rejects an unknown target and stray arguments with exit 2 and one line', () => {
    const dir = tempFolder(PI_REPO);
    const unknown = cli(['init', 'vscode'], { cwd: dir });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toBe('gauntlet-lint: init: unknown target "vscode" (expected config, claude)\n');
    expect(cli(['init', 'config', 'more'], { cwd: dir }).status).toBe(2);
    expect(cli(['init', '--format', 'json'], { cwd: dir }).status).toBe(2);
    expect(existsSync(join(dir, 'gauntlet.config.json'))).toBe(false);
  });

  it('is listed in --help, with its own help', () => {
    const dir = tempFolder();
    expect(cli(['--help'], { cwd: dir }).stdout).toMatch(/\n {2}init +set a repository up/);
    const help = cli(['init', '--help'], { cwd: dir });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: gauntlet-lint init [config|claude] [--dry-run] [--force]');
  });
});
