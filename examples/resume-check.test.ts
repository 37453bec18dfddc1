import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = __dirname;
const resumeCheck = (...dirs: string[]) =>
  spawnSync(process.execPath, [join(here, 'hosts/resume-check.mjs'), ...dirs], { cwd: here, encoding: 'utf8', env: { ...process.env, FORMAT: 'json' } });

describe('examples/hosts/resume-check.mjs (cairn + receipt ledger + status, composed with all/mapInput/when)', () => {
  it('passes a memory dir whose cairn reconciles with its receipt ledger', () => {
    const run = resumeCheck('hosts/resume-ok');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).results[0].findings).toEqual([]);
  });

  it('fails when a ledger row is malformed and the plan phase is missing a receipt', () => {
    const run = resumeCheck('hosts/resume-bad');
    expect(run.status).toBe(1);
    const reasons = JSON.parse(run.stdout).results[0].findings.map((f: { reason: string }) => f.reason);
    expect(reasons).toEqual(['cairn_dispatch_count_mismatch', 'receipt_ledger_phase_unqualified', 'receipt_ledger_sha_invalid']);
  });
});
