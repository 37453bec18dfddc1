import { existsSync, mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, lintJson as lint } from './helpers.js';

/** A finding or result as the JSON report prints it (only the members the tests read). */
type Finding = { id: string; rule: string; reason: string; severity: string; line?: number; data: Record<string, unknown> };


function write(root: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

const STOCK = 'alpha header line of stock text\n';
const USER = 'my own custom rule line that must survive\n';

describe('gauntlet-lint patches (built bin, real directories)', () => {
  let root: string;
  beforeAll(() => {
    expect(existsSync(BIN), `build the CLI first: ${BIN}`).toBe(true);
    root = mkdtempSync(join(tmpdir(), 'gauntlet-patches-'));
    write(root, {
      'patches/ok.md': STOCK + USER,
      'patches/dropped.md': STOCK + USER,
      'patches/gone.md': STOCK + USER,
      'patches/dir.md': STOCK + USER,
      'patches/nested/deep.md': STOCK + USER,
      'patches/backup-meta.json': '{"pristine_hashes":{}}',
      'installed/ok.md': `${STOCK}# ${USER}`,
      'installed/dropped.md': STOCK,
      'installed/dir.md/child.txt': 'a directory where a file was expected',
      'installed/nested/deep.md': STOCK + USER,
      'pristine/ok.md': STOCK,
      'pristine/dropped.md': STOCK,
      'pristine/nested/deep.md': STOCK,
    });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reports one result per backed-up file with data {status, missing, reason}', () => {
    const run = lint(['patches', '--format', 'json', '--patches-dir', 'patches', '--config-dir', 'installed', '--pristine-dir', 'pristine'], root);
    expect(run.code).toBe(1);
    expect(run.json.verdict).toBe('fail');
    expect(run.json.results.map((r: Finding) => [r.id, r.data.status, r.data.reason])).toEqual([
      ['dir.md', 'fail', 'fail_installed_not_regular_file'],
      ['dropped.md', 'fail', 'fail_user_lines_missing'],
      ['gone.md', 'fail', 'fail_installed_missing'],
      ['nested/deep.md', 'ok', null],
      ['ok.md', 'ok', null],
    ]);
    const dropped = run.json.results[1];
    expect(dropped.data.missing).toEqual(['my own custom rule line that must survive']);
    expect(dropped.findings).toMatchObject([{ rule: 'patches/user-lines-survive', severity: 'blocker', evidence: ['my own custom rule line that must survive'] }]);
  });

  it('adds the reference counts to the summary', () => {
    const run = lint(['patches', '--format', 'json', '--patches-dir', 'patches', '--config-dir', 'installed', '--pristine-dir', 'pristine'], root);
    expect(run.code).toBe(1);
    const { checked, failures, drifted, driftedFiles, results } = run.json.summary;
    expect(checked).toBe(results);
    expect(failures).toBe(run.json.results.filter((r: Finding) => r.data.status === 'fail').length);
    expect([drifted, driftedFiles]).toEqual([0, []]);
    const v1 = lint(['patches', '--compat', 'v1', '--format', 'json', '--patches-dir', 'patches', '--config-dir', 'installed'], root);
    expect(v1.code).toBe(1);
    expect(v1.json.summary.drifted).toBeUndefined();
  });

  it('takes the token after a value flag as its value, even when it starts with --', () => {
    const run = lint(['patches', '--format', 'json', '--patches-dir', 'patches', '--config-dir', 'installed', '--pristine-dir', '--json'], root);
    // "--json" is the (absent) pristine dir here, not the format alias: the walk still runs.
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(run.json.results.length).toBeGreaterThan(0);
  });

  it('passes when every user line survived, and accepts --json as an alias', () => {
    const run = lint(['patches', '--json', '--patches-dir', 'patches/nested', '--config-dir', 'installed/nested', '--pristine-dir', 'pristine/nested'], root);
    expect(run.code).toBe(0);
    expect(run.json.results).toEqual([{ id: 'deep.md', verdict: 'pass', findings: [], data: { status: 'ok', missing: [], reason: null } }]);
  });

  it('fails a file it cannot read (one over the 64 MiB cap; a sparse file, so root cannot read past it either)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gauntlet-patches-unreadable-'));
    write(dir, { 'p/huge.md': USER, 'c/huge.md': '' });
    truncateSync(join(dir, 'c/huge.md'), 64 * 1024 * 1024 + 1);
    try {
      const run = lint(['patches', '--format', 'json', '--patches-dir', 'p', '--config-dir', 'c'], dir);
      expect(run.code).toBe(1);
      expect(run.json.verdict).toBe('fail');
      expect(run.json.results[0]).toMatchObject({ verdict: 'fail', data: { status: 'fail', missing: [], reason: 'fail_read_error' } });
      expect(run.json.results[0].findings).toMatchObject([{ rule: 'patches/readable', reason: 'fail_read_error', severity: 'blocker' }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('detects pristine drift by default, and diffs anyway with --compat v1', async () => {
    const { createHash } = await import('node:crypto');
    const dir = mkdtempSync(join(tmpdir(), 'gauntlet-patches-drift-'));
    const oldPristine = 'old upstream line that was removed later on\n';
    write(dir, {
      'p/a.md': oldPristine + USER,
      'p/backup-meta.json': JSON.stringify({ pristine_hashes: { 'a.md': createHash('sha256').update(oldPristine).digest('hex') } }),
      'c/a.md': `new upstream line from the next release\n${USER}`,
      'o/a.md': 'new upstream line from the next release\n',
    });
    try {
      const v2 = lint(['patches', '--format', 'json', '--patches-dir', 'p', '--config-dir', 'c', '--pristine-dir', 'o'], dir);
      expect(v2.code).toBe(0);
      expect(v2.json.verdict).toBe('pass');
      expect(v2.json.results[0].data.reason).toBe('ok_pristine_drift_detected');
      expect(v2.json.results[0].findings[0]).toMatchObject({ rule: 'patches/pristine-drift', severity: 'info' });
      const v1 = lint(['patches', '--format', 'json', '--compat', 'v1', '--patches-dir', 'p', '--config-dir', 'c', '--pristine-dir', 'o'], dir);
      expect(v1.code).toBe(1);
      expect(v1.json.verdict).toBe('fail');
      expect(v1.json.results[0].data).toEqual({ status: 'fail', missing: ['old upstream line that was removed later on'], reason: 'fail_user_lines_missing' });
      expect(v1.json.results[0].findings).toMatchObject([{ rule: 'patches/user-lines-survive', severity: 'blocker', line: 1 }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    [['--patches-dir', 'patches'], 'usage'],
    [['--patches-dir', 'patches', '--config-dir', 'nowhere'], 'input_missing'],
    [['--patches-dir', 'nowhere', '--config-dir', 'installed'], 'input_missing'],
    [['--patches-dir', 'patches/ok.md', '--config-dir', 'installed'], 'input_unreadable'],
    [['--patches-dir', 'patches', '--config-dir', 'installed', '--verbose'], 'usage'],
    [['--patches-dir', 'patches', '--config-dir', 'installed', '--compat', 'v3'], 'usage'],
  ])('exits 2 for %j (%s)', (args, reason) => {
    const run = lint(['patches', '--format', 'json', ...args], root);
    expect(run.code).toBe(2);
    expect(run.json).toMatchObject({ schemaVersion: 1, error: { reason } });
    expect(run.stderr).toMatch(/^gauntlet-lint: /);
  });

  it('treats a config dir that is a regular file as every file missing', () => {
    const run = lint(['patches', '--format', 'json', '--patches-dir', 'patches/nested', '--config-dir', 'patches/ok.md'], root);
    expect(run.code).toBe(1);
    expect(run.json.verdict).toBe('fail');
    expect(run.json.results[0].data.reason).toBe('fail_installed_missing');
    expect(run.json.results[0].findings).toMatchObject([{ rule: 'patches/installed-file', reason: 'fail_installed_missing', severity: 'blocker' }]);
  });

  it('a rule turned off in the config no longer fails the run', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gauntlet-patches-off-'));
    write(dir, { 'p/a.md': USER, 'gauntlet.config.json': JSON.stringify({ rules: { 'patches/installed-file': 'off' } }) });
    try {
      const run = lint(['patches', '--format', 'json', '--patches-dir', 'p', '--config-dir', 'c-missing-but-given'], dir);
      expect(run.code).toBe(2);
      mkdirSync(join(dir, 'c'));
      const off = lint(['patches', '--format', 'json', '--patches-dir', 'p', '--config-dir', 'c'], dir);
      expect(off.code).toBe(0);
      expect(off.json.verdict).toBe('pass');
      expect(off.json.results[0]).toMatchObject({ verdict: 'pass', findings: [], data: { reason: 'fail_installed_missing' } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints help without the required flags', () => {
    const run = lint(['patches', '--help'], root);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('--patches-dir');
  });
});
