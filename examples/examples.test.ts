import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = __dirname;
const node = (script: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [join(here, script), ...args], { cwd: here, encoding: 'utf8', env: { ...process.env, ...env } });

describe('examples/hosts/custom-gate.mjs', () => {
  it('passes a gate that only breaks a rule the host relaxed', () => {
    const run = node('hosts/custom-gate.mjs', ['hosts/ok-gate.json'], { FORMAT: 'json' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.results[0].findings.map((f: { rule: string; severity: string }) => [f.rule, f.severity])).toEqual([['gate-prompt/single-choice', 'warning']]);
  });

  it('fails on the custom rule; the rule the host turned off stays silent', () => {
    const run = node('hosts/custom-gate.mjs', ['hosts/bad-gate.json'], { FORMAT: 'json' });
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout);
    expect(report.results[0].findings.map((f: { reason: string }) => f.reason)).toEqual(['question_without_mark']);
    expect(report.command).toBe('custom-gate');
  });
});
