import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION } from '@gauntlet/core';
import { BAD_GATE, BIN, GOOD_GATE, runBin, tempDir } from './helpers.js';

describe('the built gauntlet-lint bin', () => {
  let dir: string;
  let cleanup: () => void;
  beforeAll(() => {
    expect(existsSync(BIN), 'build the CLI first: pnpm --filter @gauntlet/cli build').toBe(true);
    ({ dir, cleanup } = tempDir({ 'good.json': GOOD_GATE, 'bad.json': BAD_GATE, 'gates/x.json': BAD_GATE }));
  });
  afterAll(() => cleanup());

  it('starts with a shebang and prints its version', () => {
    expect(readFileSync(BIN, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(runBin(['--version'], { cwd: dir })).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
  });

  it('exits 0 on pass, 1 on fail, with a text report', () => {
    expect(runBin(['gate-prompt', 'good.json'], { cwd: dir })).toMatchObject({ code: 0, stdout: '✔ 1 result, no problems\n' });
    const fail = runBin(['gate-prompt', 'bad.json'], { cwd: dir });
    expect(fail.code).toBe(1);
    expect(fail.stdout).toContain('bad.json\n  -       blocker  Question 1: header "Confirm this now" is 16 characters');
    expect(fail.stdout).not.toContain('\u001b[');
  });

  it('reads stdin and writes JSON', () => {
    const run = runBin(['gate-prompt', '--format', 'json', '-'], { cwd: dir, input: BAD_GATE });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).results[0]).toMatchObject({ id: '-', verdict: 'fail' });
  });

  it('never prints a stack trace for bad input', () => {
    for (const args of [['gate-prompt', 'nope.json'], ['gate-prompt', 'gates'], ['--nope'], ['gate-prompt', '--format', 'json', 'nope.json']]) {
      const run = runBin(args, { cwd: dir });
      expect(run.code).toBe(2);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('writes --output-file atomically (no temporary file left behind)', () => {
    const run = runBin(['gate-prompt', 'bad.json', '--format', 'sarif', '--output-file', 'report.sarif'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(JSON.parse(readFileSync(join(dir, 'report.sarif'), 'utf8')).runs[0].results).toHaveLength(1);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    const failed = runBin(['gate-prompt', 'nope.json', '--output-file', 'never.json'], { cwd: dir });
    expect(failed.code).toBe(2);
    expect(existsSync(join(dir, 'never.json'))).toBe(false);
  });

  it('prints GitHub annotations', () => {
    const run = runBin(['gate-prompt', 'bad.json', '--format', 'github'], { cwd: dir });
    expect(run.stdout.split('\n')[0]).toMatch(/^::error file=bad.json,title=gate-prompt\/header-length \(gate_prompt_header_too_long\)::Question 1/);
  });
});
