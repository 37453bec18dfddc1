import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const bin = join(__dirname, '..', 'dist', 'bin', 'gauntlet-lint.js');
let dir: string;

function lint(args: string[], input?: string) {
  const out = spawnSync(process.execPath, [bin, ...args], { cwd: dir, input, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { status: out.status, json: out.stdout.startsWith('{') ? JSON.parse(out.stdout) : null, stdout: out.stdout, stderr: out.stderr };
}

const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return name;
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'gauntlet-cmds-'));
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('gauntlet-lint marker', () => {
  it('checks many turns in one process, with data.parsed, and reads stdin', () => {
    const ok = file('ok.txt', 'gauntlet: gate=chase-bug/verdict-menu recommended=1\n\n1 - hotfix [recommended]\n2 - ticket\n');
    const bad = file('bad.txt', 'Here it is:\ngauntlet: question\n');
    const run = lint(['marker', '--format', 'json', ok, bad]);
    expect(run.status).toBe(1);
    expect(run.json.verdict).toBe('fail');
    expect(run.json.results[1].findings.map((f: { rule: string; reason: string; severity: string; line: number }) => [f.rule, f.reason, f.severity, f.line])).toEqual([
      ['marker/placement', 'marker_not_on_first_line', 'blocker', 1],
    ]);
    expect(run.json.results.map((r: { id: string; verdict: string }) => [r.id, r.verdict])).toEqual([['ok.txt', 'pass'], ['bad.txt', 'fail']]);
    expect(run.json.results[0].data.parsed).toEqual({ kind: 'gate', skill: 'chase-bug', gateId: 'verdict-menu', recommended: 1, outcome: null, reason: null });
    expect(run.json.results[1].data.parsed).toBeNull();
    const stdin = lint(['marker', '--format', 'json', '-'], '\uFEFFgauntlet: done responded\r\n');
    expect(stdin.status).toBe(0);
    expect(stdin.json.verdict).toBe('pass');
    expect(stdin.json.results[0]).toMatchObject({ id: '-', data: { parsed: { kind: 'done', outcome: 'responded' } } });
  });

  it('applies --inventory (JSON array or lines) and exits 2 on a missing inventory', () => {
    const turn = file('gate.txt', 'gauntlet: gate=brainstorming/plan-approval\n');
    const unknown = lint(['marker', '--format', 'json', '--inventory', file('inv.json', '["brainstorming/user-review-gate"]'), turn]);
    expect(unknown.status).toBe(1);
    expect(unknown.json.verdict).toBe('fail');
    expect(unknown.json.results[0].findings).toMatchObject([{ rule: 'marker/grammar', reason: 'gate_unknown', severity: 'blocker', line: 1, column: 16 }]);
    const known = lint(['marker', '--format', 'json', '--inventory', file('inv.txt', 'brainstorming/plan-approval\n'), turn]);
    expect([known.status, known.json.verdict]).toEqual([0, 'pass']);
    const missing = lint(['marker', '--format', 'json', '--inventory', 'nope.json', turn]);
    expect(missing.status).toBe(2);
    expect(missing.json.error.reason).toBe('input_missing');
    const absent = lint(['marker', '--format', 'json', 'absent.txt']);
    expect([absent.status, absent.json.error.reason]).toEqual([2, 'input_missing']);
  });

  it('a warning alone passes; a rule turned off in the config no longer fails the turn', () => {
    const repeated = lint(['marker', '--format', 'json', file('twice.txt', 'gauntlet: done merged\n\ngauntlet: question\n')]);
    expect([repeated.status, repeated.json.verdict]).toEqual([0, 'pass']);
    expect(repeated.json.results[0].findings).toMatchObject([{ reason: 'marker_repeated_in_body', severity: 'warning', line: 3 }]);
    const bad = file('preamble.txt', 'Here it is:\ngauntlet: question\n');
    expect(lint(['marker', bad]).status).toBe(1);
    writeFileSync(join(dir, 'gauntlet.config.json'), JSON.stringify({ rules: { 'marker/placement': 'off' } }));
    try {
      const off = lint(['marker', '--format', 'json', bad]);
      expect([off.status, off.json.verdict, off.json.results[0].findings]).toEqual([0, 'pass', []]);
    } finally {
      rmSync(join(dir, 'gauntlet.config.json'));
    }
  });
});

describe('gauntlet-lint spec', () => {
  const spec = (ac: string) => `# X\n\n**Goal:** g\n**Amend-grant:** none\n\n## Problem\n\np\n\n## Acceptance criteria\n\nTicket acme/api#41, "AC", rows verbatim:\n\n${ac}\n\n## Design\n\nd\n`;
  it('reports acceptance, grant and engine data and honours --this-repo', () => {
    const path = file('spec.md', spec('- [ ] API returns 201\n  elsewhere: acme/api'));
    const plain = lint(['spec', '--format', 'json', path]);
    expect(plain.status).toBe(0);
    expect(plain.json.results[0].data).toMatchObject({
      acceptance: { form: 'rows', rows: [{ n: 1, text: 'API returns 201', disposition: { kind: 'elsewhere', repo: 'acme/api' } }], scopeCutsLine: 'Scope cuts: none' },
      amendGrant: { reading: 'no_grant', sentence: null, fundedFixRounds: 0, offendingLines: [] },
      engine: { reading: 'absent', lines: [] },
    });
    const mine = lint(['spec', '--format', 'json', '--this-repo', 'acme/api', path]);
    expect(mine.status).toBe(1);
    expect(mine.json.results[0].findings.filter((f: { severity: string }) => f.severity === 'blocker').map((f: { reason: string }) => f.reason)).toEqual(['elsewhere_is_this_repo']);
  });

  it('reports placeholders with line and column', () => {
    const run = lint(['spec', '--format', 'json', file('todo.md', spec('- [ ] A\n  in-scope').replace('p\n', 'Owner: <fill in>\n'))]);
    expect(run.json.results[0].findings.filter((f: { reason: string }) => f.reason === 'placeholder_found')).toMatchObject([{ line: 8, column: 8 }]);
  });
});

describe('gauntlet-lint council-audit and conformance-report', () => {
  it('council-audit: recognised passes, unparseable fails with items null', () => {
    const ok = lint(['council-audit', '--format', 'json', file('ok.txt', 'Applied: none\nDeferred: [minor] x - raised-by: [p-a] -> later\nRejected: none\n')]);
    expect(ok.status).toBe(0);
    expect(ok.json.results[0].data.items).toEqual([{ disposition: 'deferred', severity: 'minor', raisedBy: ['p-a'] }]);
    const bad = lint(['council-audit', '--format', 'json', file('bad.txt', 'Applied: none\n')]);
    expect(bad.status).toBe(1);
    expect(bad.json.results[0]).toMatchObject({ data: { items: null }, findings: [{ reason: 'audit_unparseable' }] });
  });

  it('conformance-report: a valid GAPS report passes; validation codes fail', () => {
    const gaps = [
      'Conformance verdict: GAPS', 'Confidence: medium', '', 'Requirement coverage:',
      '  - [PARTIAL]      G5: progress — origin: spec "Design" - "bar" — missing: percentage', '',
      'Origin drift (spec vs prompt/ticket):', '  none', '',
      '```', 'G5:', '  verdict: PARTIAL', '  origin: spec "Design" - "bar"', '  evidence: src/ui.ts:8', '  remediation: show the percentage',
      '  touched-files: src/ui.ts', '  touched-resources: none', '  recommended: fix', '```', '', 'Parallel-safe: G5 disjoint', '',
    ].join('\n');
    const ok = lint(['conformance-report', '--format', 'json', file('gaps.txt', gaps)]);
    expect(ok.status).toBe(0);
    expect(ok.json.verdict).toBe('pass');
    expect(ok.json.results[0].findings).toEqual([]);
    expect(ok.json.results[0].data.rows).toEqual([{ id: 'G5', category: 'partial' }]);
    const bad = lint(['conformance-report', '--format', 'json', file('bad-report.txt', gaps.replace('Parallel-safe: G5 disjoint', ''))]);
    expect(bad.status).toBe(1);
    expect(bad.json.verdict).toBe('fail');
    expect(bad.json.results[0].findings.map((f: { rule: string; reason: string; severity: string }) => [f.rule, f.reason, f.severity])).toEqual([
      ['conformance-report/parallel-safe', 'parallel_safe_missing', 'blocker'],
    ]);
    const missing = lint(['conformance-report', '--format', 'json', 'no-report.txt']);
    expect([missing.status, missing.json.error.reason]).toEqual([2, 'input_missing']);
  });
});
