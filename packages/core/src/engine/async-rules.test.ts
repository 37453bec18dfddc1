import { describe, expect, it } from 'vitest';
import { createMemoryHost } from '../host/memory-host.js';
import { defineRule } from './rule.js';
import { run } from './run.js';
import { exitCodeOf } from './report.js';
import { defineVerifier } from './verifier.js';

// A rule that reads through the Host reports after an await: the verifier must wait for it.
const exists = defineRule<string[]>({
  id: 'refs/exists',
  description: 'Every referenced file exists.',
  severity: 'blocker',
  reasons: ['missing_file'],
  async check(paths, { host, report }) {
    for (const [i, path] of paths.entries()) {
      const stat = await host.stat(path);
      if (stat === null) report({ reason: 'missing_file', message: `${path} does not exist.`, line: i + 1 });
    }
  },
});
const later = defineRule<string[]>({
  id: 'refs/count',
  description: 'At most two references.',
  severity: 'warning',
  reasons: ['too_many'],
  check(paths, { report }) {
    if (paths.length > 2) report({ reason: 'too_many', message: `${paths.length} references.` });
  },
});
const refs = defineVerifier<string, string[]>({ id: 'refs', description: 'd', rules: [exists, later], prepare: (text) => text.split('\n') });
const host = createMemoryHost({ files: { 'a.md': 'a' } });

describe('async rules', () => {
  it('are awaited: their findings come in rule order and fail the run', async () => {
    const report = await run(refs, [{ id: 'refs.txt', input: 'a.md\nb.md\nc.md' }], { host });
    expect(report.results[0]?.findings.map((f) => [f.rule, f.reason, f.severity, f.line ?? null])).toEqual([
      ['refs/exists', 'missing_file', 'blocker', 2],
      ['refs/exists', 'missing_file', 'blocker', 3],
      ['refs/count', 'too_many', 'warning', null],
    ]);
    expect([report.verdict, exitCodeOf(report)]).toEqual(['fail', 1]);
  });

  it('an async blocker stops a stop-at-first-blocker verifier before the next rule', async () => {
    const stopping = defineVerifier<string, string[]>({ id: 'refs', description: 'd', rules: [exists, later], prepare: (text) => text.split('\n'), stopAtFirstBlocker: true });
    const { findings } = await stopping.verify('a.md\nb.md\nc.md', { host });
    expect(findings.map((f) => f.rule)).toEqual(['refs/exists', 'refs/exists']);
  });

  it('pass when the files are there', async () => {
    const report = await run(refs, [{ id: 'refs.txt', input: 'a.md' }], { host });
    expect([report.verdict, exitCodeOf(report), report.results[0]?.findings]).toEqual(['pass', 0, []]);
  });
});
