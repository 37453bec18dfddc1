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
    if (outcome === 'warn') expect(result.findings[0].severity).toBe('warning');
  });

  it('exits 2 on a malformed envelope', () => {
    const cwd = tempDir({ 'bad.json': '{', 'null.json': 'null', 'bom.json': '\ufeff{}' });
    for (const file of ['bad.json', 'null.json', 'bom.json']) {
      const run = cli(['visual-evidence', '--format', 'json', file], { cwd });
      expect(run.status).toBe(2);
      expect(run.json().error.reason).toBe('input_invalid');
    }
    expect(cli(['visual-evidence', '--format', 'json'], { cwd }).json().error.reason).toBe('usage');
  });

  it('prints help', () => {
    const run = cli(['visual-evidence', '--help'], { cwd: tempDir() });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('visual-evidence');
  });
});
