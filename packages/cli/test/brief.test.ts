import { describe, expect, it } from 'vitest';
import { cli, tempFolder as tempDir } from './helpers.js';

const FULL = '- **Owns:** a\n- **Does not own:** b\n- Interface contract: c\n- Integration checkpoint: d\n- Allowed tools: e\n- Denied tools: f\n- Acceptance criteria: g\n';

describe('gauntlet-lint brief (built bin)', () => {
  it('checks many briefs in one run, one result each', () => {
    const cwd = tempDir({ 'ok.md': FULL, 'bad.md': 'owns: a\r\n', 'empty.md': '  \n' });
    const run = cli(['brief', '--format', 'json', 'ok.md', 'bad.md', 'empty.md'], { cwd });
    expect(run.status).toBe(1);
    const [ok, bad, empty] = run.json().results;
    expect(ok.verdict).toBe('pass');
    expect(bad.data.fields.present).toEqual(['owns']);
    expect(bad.findings).toHaveLength(6);
    expect(empty.findings.map((f: { reason: string }) => f.reason).slice(-1)).toEqual(['brief_empty']);
  });

  it('exits 2 on missing and undecodable briefs', () => {
    const cwd = tempDir({ 'bad.md': new Uint8Array([0x6f, 0xff]) });
    expect(cli(['brief', '--format', 'json', 'nope.md'], { cwd }).json().error.reason).toBe('input_missing');
    const run = cli(['brief', '--format', 'json', 'bad.md'], { cwd });
    expect(run.status).toBe(2);
    expect(run.json().error.reason).toBe('input_invalid');
  });
});
