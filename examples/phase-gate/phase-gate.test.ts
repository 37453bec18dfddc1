import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = __dirname;
const gate = join(here, 'gate.mjs');

const run = (...args: string[]) => spawnSync(process.execPath, [gate, ...args], { cwd: here, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' } });

describe('examples/phase-gate (ledger + newest verdict marker + handoff, composed with all())', () => {
  it('allows phase 2 for a run whose design gate passed', () => {
    const result = run('--phase', '2', 'run-ok');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('ALLOW: phase 2 may start');
  });

  it('blocks phase 2 and says why: ledger gate, newest marker, early handoff', () => {
    const result = run('--phase', '2', '--json', 'run-blocked');
    expect(result.status).toBe(1);
    const report = JSON.parse(result.stdout.slice(0, result.stdout.lastIndexOf('}') + 1)) as {
      verdict: string;
      results: Array<{ findings: Array<{ rule: string; reason: string }>; data: Record<string, Record<string, unknown>> }>;
    };
    expect(report.verdict).toBe('fail');
    const findings = report.results[0]?.findings.map((f) => `${f.rule} ${f.reason}`);
    expect(findings).toEqual([
      'ledger/phase-gate gate_predecessor_not_passed',
      'phase-gate/newest-marker marker_verdict_not_pass',
      'handoff/ledger-consistency handoff_before_gate_pass',
      'handoff/ledger-consistency handoff_goal_drift',
    ]);
    expect(report.results[0]?.data.ledger?.gate).toEqual({ phase: 2, allowed: false, reasons: ['gate_predecessor_not_passed'] });
    expect(result.stdout).toContain('BLOCK: phase 2 may not start');
  });

  it('exits 2 on bad usage', () => {
    expect(run('--phase', '1', 'run-ok').status).toBe(2);
  });
});
