import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, lintJson as lint } from './helpers.js';

/** A finding or result as the JSON report prints it (only the members the tests read). */
type Finding = { id: string; rule: string; reason: string; severity: string; line?: number; data: Record<string, unknown> };


const BLOCKED = `## Conflict Detection Report

### BLOCKERS (1)

[BLOCKER] Locked ADR contradicted
  Found: incoming SPEC-7 stores sessions in Redis
  Expected: ADR-0003 (Accepted) requires Postgres-only state
  → supersede ADR-0003 first or drop the Redis clause

### WARNINGS (0)

### INFO (0)
`;
const WARNED = `## Conflict Detection Report

### WARNINGS (1)

[WARNING] Two owners for one requirement
  Found: the billing brief restates requirement R7
  Impact: R7 could drift between the two docs
  → name one doc as the owner
`;

describe('gauntlet-lint conflict (built bin)', () => {
  let dir: string;
  beforeAll(() => {
    expect(existsSync(BIN), `build the CLI first: ${BIN}`).toBe(true);
    dir = mkdtempSync(join(tmpdir(), 'gauntlet-conflict-'));
    writeFileSync(join(dir, 'blocked.txt'), BLOCKED);
    writeFileSync(join(dir, 'warned.txt'), WARNED);
    writeFileSync(join(dir, 'table.txt'), '## Conflict Detection Report\n\n| a | b |\n|---|---|\n');
    writeFileSync(join(dir, 'clean.txt'), 'GSD > No conflicts detected.\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('blocks on a BLOCKER, with the banner for the operation', () => {
    const run = lint(['conflict', '--format', 'json', 'blocked.txt', '--operation', 'import'], dir);
    expect(run.code).toBe(1);
    expect(run.json.verdict).toBe('fail');
    expect(run.json.results[0].findings.map((f: Finding) => [f.rule, f.reason, f.severity])).toEqual([['conflict/gate', 'gate_blockers_present', 'blocker']]);
    expect(run.json.results[0].data.gate).toEqual({
      decision: 'blocked',
      code: 'blockers_present',
      banner: 'GSD > BLOCKED: 1 blockers must be resolved before import can proceed.',
      writesAllowed: false,
      promptRequired: false,
    });
    expect(run.json.results[0].data.counts).toEqual({ BLOCKER: 1, WARNING: 0, INFO: 0 });
  });

  it('passes with a warning when approval is required, and proceeds when clean', () => {
    const warned = lint(['conflict', '--format', 'json', 'warned.txt', '--operation', 'ingest'], dir);
    expect(warned.code).toBe(0);
    expect(warned.json.verdict).toBe('pass');
    expect(warned.json.results[0].findings.map((f: Finding) => [f.reason, f.severity])).toEqual([['gate_warnings_present', 'warning']]);
    const clean = lint(['conflict', '--format', 'json', 'clean.txt', '--operation', 'ingest'], dir);
    expect(clean.code).toBe(0);
    expect(clean.json.verdict).toBe('pass');
    expect(clean.json.results[0].data.gate.code).toBe('no_conflicts');
    expect(clean.json.results[0].findings.map((f: Finding) => [f.reason, f.severity])).toEqual([['gate_no_conflicts', 'info']]);
  });

  it('fails closed on an invalid report, with line numbers', () => {
    const run = lint(['conflict', '--format', 'json', 'table.txt', '--operation', 'import'], dir);
    expect(run.code).toBe(1);
    expect(run.json.verdict).toBe('fail');
    expect(run.json.results[0].findings.map((f: Finding) => [f.reason, f.severity, f.line])).toEqual([
      ['markdown_table_forbidden', 'blocker', 3],
      ['markdown_table_forbidden', 'blocker', 4],
      ['gate_invalid_report', 'blocker', undefined],
    ]);
    expect(run.json.results[0].data.gate).toMatchObject({ decision: 'blocked', code: 'invalid_report', writesAllowed: false });
  });

  it('names "the operation" without --operation, and needs an existing file', () => {
    const unnamed = lint(['conflict', '--format', 'json', 'blocked.txt'], dir);
    expect(unnamed.code).toBe(1);
    expect(unnamed.json.results[0].data.gate.banner).toBe('GSD > BLOCKED: 1 blockers must be resolved before the operation can proceed.');
    const blank = lint(['conflict', '--format', 'json', 'blocked.txt', '--operation', ' '], dir);
    expect([blank.code, blank.json.error.reason]).toEqual([2, 'usage']);
    const missing = lint(['conflict', '--format', 'json', 'none.txt', '--operation', 'import'], dir);
    expect([missing.code, missing.json.error.reason]).toEqual([2, 'input_missing']);
  });

  it('--strict-info makes an INFO entry without Found: an invalid report', () => {
    writeFileSync(join(dir, 'info.txt'), '## Conflict Detection Report\n\n[INFO] Glossary gains a word\n  Note: "workspace" appears here first\n');
    const lenient = lint(['conflict', '--format', 'json', 'info.txt', '--operation', 'import'], dir);
    expect([lenient.code, lenient.json.verdict]).toEqual([0, 'pass']);
    const strict = lint(['conflict', '--format', 'json', '--strict-info', 'info.txt', '--operation', 'import'], dir);
    expect([strict.code, strict.json.verdict]).toEqual([1, 'fail']);
    expect(strict.json.results[0].findings.map((f: Finding) => [f.reason, f.severity])).toEqual([
      ['entry_missing_found', 'blocker'],
      ['gate_invalid_report', 'blocker'],
    ]);
  });
});
