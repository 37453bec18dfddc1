import { describe, expect, it } from 'vitest';
import { cli, tempFolder as tempDir } from './helpers.js';

interface Finding {
  reason: string;
  severity: string;
}

const FULL = '- **Owns:** a\n- **Does not own:** b\n- Interface contract: c\n- Integration checkpoint: d\n- Allowed tools: e\n- Denied tools: f\n- Acceptance criteria: g\n';

describe('gauntlet-lint brief (built bin)', () => {
  it('checks many briefs in one run, one result each', () => {
    const cwd = tempDir({ 'ok.md': FULL, 'bad.md': 'owns: a\r\n', 'empty.md': '  \n' });
    const run = cli(['brief', '--format', 'json', 'ok.md', 'bad.md', 'empty.md'], { cwd });
    expect(run.status).toBe(1);
    expect(run.json().verdict).toBe('fail');
    const [ok, bad, empty] = run.json().results;
    expect(ok).toMatchObject({ verdict: 'pass', findings: [] });
    expect(bad.data.fields.present).toEqual(['owns']);
    expect(bad.verdict).toBe('fail');
    expect(bad.findings.map((f: Finding) => [f.reason, f.severity])).toEqual(Array.from({ length: 6 }, () => ['brief_field_missing', 'blocker']));
    expect(empty.verdict).toBe('fail');
    expect(empty.findings.map((f: Finding) => [f.reason, f.severity]).slice(-2)).toEqual([
      ['brief_field_missing', 'blocker'],
      ['brief_empty', 'warning'],
    ]);
  });

  it('exits 0 on a complete brief, and on a missing field lowered to a warning', () => {
    expect(cli(['brief', 'ok.md'], { cwd: tempDir({ 'ok.md': FULL }) }).status).toBe(0);
    const cwd = tempDir({ 'bad.md': FULL.replace('- Denied tools: f\n', ''), 'gauntlet.config.json': '{"rules": {"brief/field-missing": "warning"}}' });
    const run = cli(['brief', '--format', 'json', 'bad.md'], { cwd });
    expect(run.status).toBe(0);
    expect(run.json().results[0]).toMatchObject({ verdict: 'pass', findings: [{ reason: 'brief_field_missing', severity: 'warning', message: 'The brief has no denied-tools field.' }] });
  });

  it('exits 2 on missing and undecodable briefs', () => {
    const cwd = tempDir({ 'bad.md': new Uint8Array([0x6f, 0xff]) });
    const missing = cli(['brief', '--format', 'json', 'nope.md'], { cwd });
    expect(missing.status).toBe(2);
    expect(missing.json().error.reason).toBe('input_missing');
    const run = cli(['brief', '--format', 'json', 'bad.md'], { cwd });
    expect(run.status).toBe(2);
    expect(run.json().error.reason).toBe('input_invalid');
  });
});
