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
  type Finding = { rule: string; reason: string; severity: string; line?: number; column?: number };
  const blockers = (findings: Finding[]) => findings.filter((f) => f.severity === 'blocker').map((f) => [f.rule, f.reason, f.severity, f.line]);

  it('reports acceptance, grant and engine data and honours --this-repo', () => {
    const path = file('spec.md', spec('- [ ] API returns 201\n  elsewhere: acme/api'));
    const plain = lint(['spec', '--format', 'json', path]);
    expect([plain.status, plain.json.verdict]).toEqual([0, 'pass']);
    expect(plain.json.results[0].data).toMatchObject({
      acceptance: { form: 'rows', rows: [{ n: 1, text: 'API returns 201', disposition: { kind: 'elsewhere', repo: 'acme/api' } }], scopeCutsLine: 'Scope cuts: none' },
      amendGrant: { reading: 'no_grant', sentence: null, fundedFixRounds: 0, offendingLines: [] },
      engine: { reading: 'absent', lines: [] },
    });
    const mine = lint(['spec', '--format', 'json', '--this-repo', 'acme/api', path]);
    expect([mine.status, mine.json.verdict]).toEqual([1, 'fail']);
    expect(blockers(mine.json.results[0].findings)).toEqual([['spec/ac-disposition', 'elsewhere_is_this_repo', 'blocker', 15]]);
  });

  it('fails a spec without the section and a malformed grant, each with exit 1; the text format exits the same', () => {
    const none = file('no-ac.md', '# X\n\n**Goal:** g\n\n## Problem\n\np\n');
    const missing = lint(['spec', '--format', 'json', none]);
    expect([missing.status, missing.json.verdict]).toEqual([1, 'fail']);
    expect(blockers(missing.json.results[0].findings)).toEqual([['spec/ac-section', 'ac_section_missing', 'blocker', undefined]]);
    const grant = lint(['spec', '--format', 'json', file('grant.md', spec('- [ ] A\n  in-scope').replace('**Amend-grant:** none', '**Amend-grant:**'))]);
    expect([grant.status, grant.json.verdict]).toEqual([1, 'fail']);
    expect(blockers(grant.json.results[0].findings)).toEqual([['spec/amend-grant', 'grant_value_empty', 'blocker', 4]]);
    const text = lint(['spec', none]);
    expect(text.status).toBe(1);
    expect(text.stdout).toMatch(/blocker.*no "## Acceptance criteria" section.*spec\/ac-section/);
  });

  it('the deferred: ref of a --spec-dir path passes; without the flag it fails', () => {
    const path = file('deferred.md', spec('- [ ] Audit log\n  deferred: notes/specs/audit-log.md'));
    const without = lint(['spec', '--format', 'json', path]);
    expect([without.status, without.json.verdict]).toEqual([1, 'fail']);
    expect(blockers(without.json.results[0].findings)).toEqual([['spec/ac-disposition', 'deferred_ref_unresolvable', 'blocker', 15]]);
    const dirs = lint(['spec', '--format', 'json', '--spec-dir', 'notes/specs', path]);
    expect([dirs.status, dirs.json.verdict]).toEqual([0, 'pass']);
  });

  it('reports placeholders with line and column as warnings: exit 0, unless --max-warnings 0', () => {
    const path = file('todo.md', spec('- [ ] A\n  in-scope').replace('p\n', 'Owner: <fill in>\n'));
    const run = lint(['spec', '--format', 'json', path]);
    expect([run.status, run.json.verdict]).toEqual([0, 'pass']);
    expect(run.json.results[0].findings.filter((f: Finding) => f.reason === 'placeholder_found')).toMatchObject([{ rule: 'spec/placeholder', severity: 'warning', line: 8, column: 8 }]);
    expect(lint(['spec', '--max-warnings', '0', path]).status).toBe(1);
  });

  it('reads stdin (BOM, CRLF); a legacy spec passes with the config option; a missing file exits 2', () => {
    const old = '# X\n\n**Goal:** g\n\n## Problem\n\np\n';
    const stdin = lint(['spec', '--format', 'json', '-'], `\uFEFF${spec('- [ ] A\n  in-scope')}`.replace(/\n/g, '\r\n'));
    expect([stdin.status, stdin.json.verdict]).toEqual([0, 'pass']);
    writeFileSync(join(dir, 'gauntlet.config.json'), JSON.stringify({ rules: { 'spec/ac-section': ['error', { legacyBefore: '2026-09-20' }] } }));
    try {
      const legacy = lint(['spec', '--format', 'json', file('2026-07-30-export.md', old)]);
      expect([legacy.status, legacy.json.verdict]).toEqual([0, 'pass']);
      expect(legacy.json.results[0].findings.filter((f: Finding) => f.rule === 'spec/ac-section')).toMatchObject([{ reason: 'ac_section_missing', severity: 'info' }]);
      const recent = lint(['spec', '--format', 'json', file('2026-10-02-import.md', old)]);
      expect([recent.status, recent.json.verdict]).toEqual([1, 'fail']);
    } finally {
      rmSync(join(dir, 'gauntlet.config.json'));
    }
    const absent = lint(['spec', '--format', 'json', 'absent-spec.md']);
    expect([absent.status, absent.json.error.reason]).toEqual([2, 'input_missing']);
  });
});

describe('gauntlet-lint council-audit and conformance-report', () => {
  it('council-audit: recognised passes, unparseable fails with items null', () => {
    const ok = lint(['council-audit', '--format', 'json', file('ok.txt', 'Applied: none\nDeferred: [minor] x - raised-by: [p-a] -> later\nRejected: none\n')]);
    expect([ok.status, ok.json.verdict, ok.json.results[0].findings]).toEqual([0, 'pass', []]);
    expect(ok.json.results[0].data).toEqual({ items: [{ disposition: 'deferred', severity: 'minor', raisedBy: ['p-a'] }], statsLine: 'Council: 0 applied, 1 deferred, 0 rejected' });
    const bad = lint(['council-audit', '--format', 'json', file('bad.txt', 'Applied: none\n')]);
    expect([bad.status, bad.json.verdict]).toEqual([1, 'fail']);
    expect(bad.json.results[0]).toMatchObject({ data: { items: null }, findings: [{ rule: 'council-audit/recognized', reason: 'audit_unparseable', severity: 'blocker' }] });
    const item = lint(['council-audit', '--format', 'json', '-'], 'Applied: none\r\nDeferred: x - raised-by: [p-a]\r\nRejected: none\r\n');
    expect([item.status, item.json.verdict]).toEqual([1, 'fail']);
    expect(item.json.results[0].findings).toMatchObject([{ reason: 'audit_unparseable', severity: 'blocker', line: 2 }]);
    expect(lint(['council-audit', file('bad-text.txt', 'Applied: none\n')]).status).toBe(1);
    const absent = lint(['council-audit', '--format', 'json', 'absent-commit.txt']);
    expect([absent.status, absent.json.error.reason]).toEqual([2, 'input_missing']);
  });

  it('council-audit: a commit without an audit fails, and passes as a note with the legacy option', () => {
    const plain = file('plain-commit.txt', 'docs(spec): add the export spec\n\nWritten with the product owner.\n');
    const strict = lint(['council-audit', '--format', 'json', plain]);
    expect([strict.status, strict.json.verdict]).toEqual([1, 'fail']);
    writeFileSync(join(dir, 'gauntlet.config.json'), JSON.stringify({ rules: { 'council-audit/recognized': ['error', { legacy: true }] } }));
    try {
      const legacy = lint(['council-audit', '--format', 'json', plain]);
      expect([legacy.status, legacy.json.verdict]).toEqual([0, 'pass']);
      expect(legacy.json.results[0].findings).toMatchObject([{ reason: 'audit_unparseable', severity: 'info' }]);
      const broken = lint(['council-audit', '--format', 'json', file('broken.txt', 'Applied: none\n')]);
      expect([broken.status, broken.json.verdict]).toEqual([1, 'fail']);
    } finally {
      rmSync(join(dir, 'gauntlet.config.json'));
    }
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
