import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers.js';
import { ENV, attack, expectClean, folder, leftovers, remove } from './harness.js';

// Attacks on what we print and write (docs/guides/security.md, "Output"): names and ids that try
// to start CI workflow commands or drive a terminal, lone surrogates, and --output-file aimed at
// links, devices, directories and missing folders.

const dirs: string[] = [];
const made = (files: Record<string, string | Uint8Array> = {}) => {
  const dir = folder(files);
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach(remove));

const receipt = (id: string) => `RCPT v1 ${id}\nVERDICT  PASS  conf=0.90\n`;
const INJECT = 'x\n::add-mask::hunter2\n::error file=a::forged\u001b]0;owned\u0007\u001b[2J\u202e';

describe('no line starts a workflow command we did not write; no control character is printed raw', () => {
  it('a hostile --eval dispatch-id, in every format', () => {
    const dir = made({ 'batch.jsonl': `${JSON.stringify({ 'dispatch-id': INJECT, receipt: receipt('a/1') })}\n` });
    for (const format of ['text', 'github', 'sarif', 'json']) {
      const run = attack(['receipt', '--eval', 'batch.jsonl', '--format', format], { cwd: dir });
      expectClean(run, 1);
    }
  });

  it('a hostile file name, in every format and on stderr', () => {
    const name = 'a\n::error::forged\u001b[31m.rcpt';
    const dir = made({ [name]: receipt('a/1') });
    for (const format of ['text', 'github', 'sarif', 'json']) expectClean(attack(['receipt', '--format', format, name], { cwd: dir }), 1);
    // The exit-2 line quotes the name: escaped too.
    const missing = attack(['receipt', `${name}.missing`], { cwd: dir });
    expectClean(missing, 2);
    expect(missing.stderr).toContain('a\\n::error::forged\\u001b[31m');
  });

  it('a file whose name itself starts with "::" is not a workflow command in the text report', () => {
    const dir = made({ '::error::forged.rcpt': receipt('a/1') });
    const run = attack(['receipt', '::error::forged.rcpt'], { cwd: dir });
    expectClean(run, 1);
    expect(run.stdout).toContain('\\x3a:error::forged.rcpt');
  });
});

describe('SARIF survives lone surrogates', () => {
  it('a record id with an unpaired surrogate: a valid SARIF log, exit 1 (not an internal error)', () => {
    const dir = made({ 'batch.jsonl': `{"dispatch-id": "bad\\ud800id", "receipt": ${JSON.stringify(receipt('a/1'))}}\n` });
    const run = attack(['receipt', '--eval', 'batch.jsonl', '--format', 'sarif'], { cwd: dir });
    expectClean(run, 1);
    const log = JSON.parse(run.stdout);
    expect(log.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri).toBe('bad%EF%BF%BDid');
  });
});

describe('--output-file writes only a regular file, exclusively, and leaves nothing behind', () => {
  const args = (target: string) => ['receipt', '--format', 'json', '--output-file', target, 'r.rcpt'];

  it('replaces an existing regular file atomically, keeping its mode', () => {
    const dir = made({ 'r.rcpt': receipt('a/1'), 'report.json': 'old' });
    execFileSync('chmod', ['640', join(dir, 'report.json')]);
    const run = attack(args('report.json'), { cwd: dir });
    expect(run.code).toBe(1);
    expect(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')).verdict).toBe('fail');
    expect(statSync(join(dir, 'report.json')).mode & 0o777).toBe(0o640);
    expect(leftovers(dir)).toEqual([]);
  });

  it('refuses a planted symbolic link at the target: the link and its target are untouched', () => {
    const dir = made({ 'r.rcpt': receipt('a/1'), 'victim.txt': 'precious' });
    symlinkSync('victim.txt', join(dir, 'report.json'));
    const run = attack(args('report.json'), { cwd: dir });
    expectClean(run, 2);
    expect(run.stderr).toContain('it is a symbolic link; only a regular file is ever replaced');
    expect(readFileSync(join(dir, 'victim.txt'), 'utf8')).toBe('precious');
    expect(lstatSync(join(dir, 'report.json')).isSymbolicLink()).toBe(true);
    expect(leftovers(dir)).toEqual([]);
  });

  it('refuses a device, a FIFO and a directory at the target', () => {
    const dir = made({ 'r.rcpt': receipt('a/1') });
    symlinkSync('/dev/null', join(dir, 'null-link'));
    execFileSync('mkfifo', [join(dir, 'fifo')]);
    mkdirSync(join(dir, 'folder'));
    for (const [target, what] of [['/dev/null', 'a device'], ['fifo', 'a FIFO'], ['folder', 'a directory'], ['null-link', 'a symbolic link']]) {
      const run = attack(args(target as string), { cwd: dir, timeout: 10_000 });
      expectClean(run, 2);
      expect(run.stderr).toContain(`it is ${what}`);
    }
    expect(statSync('/dev/null').isCharacterDevice()).toBe(true);
    expect(leftovers(dir)).toEqual([]);
    expect(leftovers(join(dir, 'folder'))).toEqual([]);
  });

  it('refuses a missing parent directory with one line', () => {
    const dir = made({ 'r.rcpt': receipt('a/1') });
    const run = attack(args('no/such/dir/report.json'), { cwd: dir });
    expectClean(run, 2);
    expect(run.stderr).toContain('no such directory');
    expect(existsSync(join(dir, 'no'))).toBe(false);
  });

  it('a run that ends with exit 2 leaves no temporary file', () => {
    const dir = made();
    const run = attack(['receipt', '--output-file', 'report.json', 'missing.rcpt'], { cwd: dir });
    expectClean(run, 2);
    expect(leftovers(dir)).toEqual([]);
    expect(existsSync(join(dir, 'report.json'))).toBe(false);
  });
});

describe('a reader that goes away (`| head -1`)', () => {
  it('ends the run quietly: no EPIPE trace, the exit code is still the verdict', async () => {
    const records = Array.from({ length: 20_000 }, (_, i) => JSON.stringify({ 'dispatch-id': `r${i}`, receipt: receipt(`a/${i}`) })).join('\n');
    const dir = made({ 'batch.jsonl': records });
    const child = spawn(process.execPath, [BIN, 'receipt', '--eval', 'batch.jsonl', '--format', 'json'], { cwd: dir, env: { ...ENV, HOME: dir } });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    await new Promise<void>((done) => child.stdout.once('data', () => done()));
    child.stdout.destroy();
    const code = await new Promise<number | null>((done) => child.on('close', (status) => done(status)));
    expect(stderr).toBe('');
    expect(code).toBe(1);
  }, 60_000);
});

