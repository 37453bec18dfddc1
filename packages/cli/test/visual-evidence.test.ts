import { describe, expect, it } from 'vitest';
import { cli, tempFolder as tempDir } from './helpers.js';

describe('gauntlet-lint visual-evidence (built bin)', () => {
  it.each([
    ['pass', { uiTarget: 'web', files_changed: ['app/page.tsx'], evidence_paths: ['shots/home.png'] }, 0],
    ['warn', { uiTarget: 'web', files_changed: ['app/page.tsx'], verification: '' }, 0],
    ['reject', { uiTarget: 'web', files_changed: ['app/page.tsx'], verification: 'compiles cleanly' }, 1],
  ])('%s', (outcome, envelope, status) => {
    const cwd = tempDir({ 'e.json': JSON.stringify(envelope) });
    const run = cli(['visual-evidence', '--format', 'json', 'e.json'], { cwd });
    expect(run.status).toBe(status);
    const result = run.json().results[0];
    expect(result.data.outcome).toBe(outcome);
    const findings = result.findings.map((f: { reason: string; severity: string }) => [f.reason, f.severity]);
    expect({ verdict: result.verdict, findings }).toEqual({
      verdict: status === 0 ? 'pass' : 'fail',
      findings: { pass: [], warn: [['visual_evidence_missing', 'warning']], reject: [['visual_evidence_symbol_only', 'blocker']] }[outcome],
    });
  });

  it('missing evidence raised to a blocker by configuration exits 1', () => {
    const cwd = tempDir({ 'e.json': JSON.stringify({ uiTarget: 'web', files_changed: ['app/page.tsx'], verification: '' }), 'gauntlet.config.json': '{"rules": {"visual-evidence/missing": "blocker"}}' });
    const run = cli(['visual-evidence', '--format', 'json', 'e.json'], { cwd });
    expect(run.status).toBe(1);
    expect(run.json().results[0]).toMatchObject({ verdict: 'fail', findings: [{ reason: 'visual_evidence_missing', severity: 'blocker' }] });
  });

  it('exits 2 on a malformed envelope', () => {
    const cwd = tempDir({ 'bad.json': '{', 'null.json': 'null', 'bom.json': '\ufeff{}' });
    for (const file of ['bad.json', 'null.json', 'bom.json']) {
      const run = cli(['visual-evidence', '--format', 'json', file], { cwd });
      expect(run.status).toBe(2);
      expect(run.json().error.reason).toBe('input_invalid');
    }
    const usage = cli(['visual-evidence', '--format', 'json'], { cwd });
    expect(usage.status).toBe(2);
    expect(usage.json().error.reason).toBe('usage');
  });

  it('prints help', () => {
    const run = cli(['visual-evidence', '--help'], { cwd: tempDir() });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('visual-evidence');
  });
});
