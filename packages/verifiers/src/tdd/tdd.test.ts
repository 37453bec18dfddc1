import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TddGateDecisionSchema, TddGateInputSchema, TddReviewInputSchema } from '@gauntlet/contracts';
import { TddReason, codesOf } from '@gauntlet/contracts/codes';
import { createMemoryHost } from '@gauntlet/core';
import {
  type Commit,
  type GateFacts,
  hasRedEvidence,
  isSourceFile,
  isTestFile,
  mvpTddGate,
  parseCommitLog,
  parseTddGateInput,
  parseTddReviewInput,
  readCommitLog,
  planTypeOf,
  readPhasePlans,
  readRepoModes,
  roadmapMode,
  taskIsBehaviorAdding,
  tddGateRules,
  tddReview,
  tddReviewRules,
  tddTaskRules,
  verifyTddGate,
  verifyTddReview,
  verifyTddTask,
} from './index.js';

const commit = (sha: string, subject: string, files: string[] = [], body = ''): Commit => ({ sha, subject, body, files });
const facts = (commits: Commit[], overrides: Partial<GateFacts> = {}): GateFacts => ({
  mvpMode: true,
  tddMode: true,
  taskIsBehaviorAdding: true,
  scope: '06-03',
  terminalRedEvidence: false,
  commits,
  ...overrides,
});
const task = (attrs: string, behavior: string, files: string) => `<task ${attrs}>\n<behavior>${behavior}</behavior>\n<files>${files}</files>\n</task>\n`;

describe('tdd: reason codes', () => {
  it('locks the documented codes (docs/rules/tdd/)', () => {
    expect(codesOf(TddReason)).toEqual([
      'tdd_attribute_absent',
      'behavior_block_missing_or_empty',
      'no_source_files',
      'gate_inactive_mvp_off',
      'gate_inactive_tdd_off',
      'task_not_behavior_adding',
      'missing_red_commit',
      'red_commit_not_failing',
      'feat_before_test',
      'tdd_missing_red',
      'tdd_missing_green',
      'tdd_green_before_red',
      'review_no_tdd_plans',
    ]);
    const all = [...tddTaskRules, ...tddGateRules, ...tddReviewRules].flatMap((rule) => rule.reasons);
    expect(new Set(all)).toEqual(new Set(codesOf(TddReason)));
  });
});

describe('tdd: behavior-adding predicate', () => {
  it('needs all three checks', () => {
    expect(taskIsBehaviorAdding(task('tdd="true"', 'Member can reset a password', '\nsrc/auth.ts\nsrc/auth.test.ts\n'))).toEqual({
      isBehaviorAdding: true,
      checks: { tddTrue: true, hasBehaviorBlock: true, hasSourceFiles: true },
      reason: null,
      codes: [],
    });
  });

  it('names every failing check, in order', () => {
    const result = taskIsBehaviorAdding('<task tdd="false">\n<behavior>  </behavior>\n<files>README.md</files>\n</task>');
    expect(result.codes).toEqual(['tdd_attribute_absent', 'behavior_block_missing_or_empty', 'no_source_files']);
    expect(result.reason).toBe(
      'Not behavior-adding: tdd="true" frontmatter absent; <behavior> block missing or empty; <files> has no non-test source file',
    );
  });

  it.each([
    ["TDD = 'TRUE'", true],
    ['data-tdd="true"', true],
    ['tdd=true', false],
    ['mytdd="true"', false],
  ])('tdd attribute %s → %s', (attrs, expected) => {
    expect(taskIsBehaviorAdding(task(attrs, 'x', 'src/a.ts')).checks.tddTrue).toBe(expected);
  });

  it('reads only the first <behavior> block, without attributes', () => {
    expect(taskIsBehaviorAdding('tdd="true" <behavior></behavior><behavior>real</behavior><files>a.ts</files>').checks.hasBehaviorBlock).toBe(false);
    expect(taskIsBehaviorAdding('tdd="true" <behavior kind="ui">x</behavior><files>a.ts</files>').checks.hasBehaviorBlock).toBe(false);
  });

  it.each([
    ['src/a.ts', true],
    ['src/types.test.d.ts', true],
    ['.envrc', true],
    ['tsconfig.jsonc', true],
    ['packages/util/__tests__/slug.ts', true],
    ['docs/X.md', false],
    ['config.json', false],
    ['src/a.test.ts', false],
    ['src/B.SPEC.JS', false],
    ['test/helpers.ts', false],
    ['packages/util/test/slug.ts', false],
    ['config/app.yaml', false],
    ['.env', false],
    ['deploy/.env.local', false],
    ['settings.toml', false],
  ])('source file %s → %s', (path, expected) => {
    expect(isSourceFile(path)).toBe(expected);
  });

  it('splits <files> on newlines and commas and strips one bullet', () => {
    expect(taskIsBehaviorAdding(task('tdd="true"', 'Print receipts', '- docs/receipts.md, * src/print/receipt.ts')).checks.hasSourceFiles).toBe(true);
    expect(taskIsBehaviorAdding('tdd="true" <behavior>x</behavior>').checks.hasSourceFiles).toBe(false);
  });

  it('reports failing checks as info findings with the data shape of docs/cli.md', async () => {
    const { findings, data } = await verifyTddTask(task('tdd="true"', 'x', 'docs/a.md'));
    expect(findings.map((f) => [f.reason, f.severity])).toEqual([['no_source_files', 'info']]);
    expect(data.behaviorAdding).toEqual({
      isBehaviorAdding: false,
      checks: { tddTrue: true, hasBehaviorBlock: true, hasSourceFiles: false },
      reason: 'Not behavior-adding: <files> has no non-test source file',
    });
  });

  it('stays linear on hostile input (many opening tags, no closing one)', () => {
    const hostile = `tdd="true" ${'<behavior>'.repeat(200_000)}${'<files>'.repeat(200_000)}`;
    const started = Date.now();
    expect(taskIsBehaviorAdding(hostile).codes).toEqual(['behavior_block_missing_or_empty', 'no_source_files']);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('never throws on arbitrary text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('<', '>', '/', 'behavior', 'files', 'tdd', '=', '"true"', ',', '\n', '- ', 'a.ts', 'x') }), (text) => {
        const result = taskIsBehaviorAdding(text);
        expect(result.isBehaviorAdding).toBe(result.codes.length === 0);
      }),
    );
  });
});

describe('tdd: MVP+TDD gate', () => {
  const red = commit('b2', 'test(06-03): cover total rounding', ['src/totals.test.ts'], 'RED: fails with "roundTotal is not defined"');

  it('passes with a RED commit that shows its failure', () => {
    expect(mvpTddGate(facts([red]))).toEqual({ applies: true, tripped: false, reason: null, reasons: [], redCommit: 'b2', inactive: null });
  });

  it('does not apply when MVP or TDD is off or the task adds no behaviour (first reason only)', () => {
    expect(mvpTddGate(facts([], { mvpMode: false, tddMode: false })).inactive).toBe('gate_inactive_mvp_off');
    expect(mvpTddGate(facts([], { tddMode: false })).inactive).toBe('gate_inactive_tdd_off');
    expect(mvpTddGate(facts([], { taskIsBehaviorAdding: false })).inactive).toBe('task_not_behavior_adding');
  });

  it('trips missing_red_commit without a qualifying test commit', () => {
    for (const commits of [
      [commit('a1', 'chore(06-03): scaffold', ['src/totals.ts'])],
      [commit('c3', 'test(06-03): fixtures (RED)', ['src/fixtures/amounts.json'])],
      [commit('c3', 'test(8-2): unpadded (RED)', ['src/a.test.ts'])],
      [commit('c3', 'Test(06-03): upper (RED)', ['src/a.test.ts'])],
      [commit('c3', 'test(06-03) : space (RED)', ['src/a.test.ts'])],
      [commit('m2', 'chore: tidy', ['src/a.test.ts'], 'follow-up to\ntest(06-03): cover total rounding')],
      [commit('p1', 'test(06-03): nested (RED)', ['pkg/tests/x.py'])],
    ]) {
      expect(mvpTddGate(facts(commits))).toMatchObject({ tripped: true, reason: 'missing_red_commit', reasons: ['missing_red_commit'], redCommit: null });
    }
  });

  it('uses the prose test-file rule: root-level and top-level tests/ files qualify', () => {
    expect(mvpTddGate(facts([commit('l1', 'test(06-03): digits (RED)', ['group.test.ts'])])).tripped).toBe(false);
    expect(mvpTddGate(facts([commit('l1', 'test(06-03): digits (RED)', ['tests/group.py'])])).tripped).toBe(false);
    expect(isTestFile('src/a.spec.py')).toBe(true);
    expect(isTestFile('src/tests/a.py')).toBe(false);
  });

  it('looks for RED evidence in the newest qualifying commit', () => {
    expect(hasRedEvidence(commit('x', 'test(06-03): RED: fails on empty input'))).toBe(true);
    expect(hasRedEvidence(commit('x', 'test(06-03): cover total rounding (RED)'))).toBe(true);
    expect(hasRedEvidence(commit('x', 'test(06-03): add test', [], 'details\n   RED: exit 1'))).toBe(true);
    expect(hasRedEvidence(commit('x', 'test(06-03): add test', [], 'the RED: phase'))).toBe(false);
    expect(hasRedEvidence(commit('x', 'test(06-03): red: lower case'))).toBe(false);
    const quiet = commit('d4', 'test(06-03): add test', ['src/a.test.ts']);
    expect(mvpTddGate(facts([quiet]))).toMatchObject({ reason: 'red_commit_not_failing', redCommit: 'd4' });
    expect(mvpTddGate(facts([quiet], { terminalRedEvidence: true })).tripped).toBe(false);
    // the newest qualifying commit is the RED commit
    expect(mvpTddGate(facts([quiet, red])).redCommit).toBe('d4');
  });

  it('trips feat_before_test when a feat commit is older than the oldest test commit', () => {
    const feat = commit('h8', 'feat(06-03): implement', ['src/totals.ts']);
    expect(mvpTddGate(facts([red, feat]))).toMatchObject({ tripped: true, reasons: ['feat_before_test'], redCommit: 'b2' });
    expect(mvpTddGate(facts([feat, red])).tripped).toBe(false);
    const quiet = commit('o2', 'test(06-03): add tests', ['tests/tokenizer.spec.py']);
    expect(mvpTddGate(facts([quiet, feat])).reasons).toEqual(['red_commit_not_failing', 'feat_before_test']);
    // other scopes are ignored
    expect(mvpTddGate(facts([red, commit('j1', 'feat(06-01): other', ['src/o.ts'])])).tripped).toBe(false);
  });

  it('produces data.gate that matches the published schema, from inputs that match theirs', async () => {
    const input = { mvp_mode: true, tdd_mode: true, scope: '06-03', log_newest_first: [{ sha: 'a', subject: 'test(06-03): x', body: '', files: ['a.test.ts'] }] };
    expect(TddGateInputSchema.safeParse(input).success).toBe(true);
    expect(TddReviewInputSchema.safeParse({ plans: [{ plan_id: '1', plan_type: 'tdd' }] }).success).toBe(true);
    const parsed = parseTddGateInput(input);
    if (!parsed.ok) throw new Error(parsed.problem);
    expect(TddGateDecisionSchema.safeParse((await verifyTddGate(parsed.value)).data.gate).success).toBe(true);
  });

  it('reports trips as blockers in check order and inactivity as info', async () => {
    const tripped = await verifyTddGate(facts([commit('o2', 'test(06-03): x', ['a.test.ts']), commit('o1', 'feat(06-03): y')]));
    expect(tripped.findings.map((f) => [f.reason, f.severity])).toEqual([
      ['red_commit_not_failing', 'blocker'],
      ['feat_before_test', 'blocker'],
    ]);
    expect(tripped.data.gate).toEqual({ applies: true, tripped: true, reason: 'red_commit_not_failing', reasons: ['red_commit_not_failing', 'feat_before_test'], redCommit: 'o2' });
    const off = await verifyTddGate(facts([], { mvpMode: false }));
    expect(off.findings.map((f) => [f.reason, f.severity])).toEqual([['gate_inactive_mvp_off', 'info']]);
    expect(off.data.gate).toMatchObject({ applies: false, tripped: false });
  });
});

describe('tdd: gate and review input (docs/cli.md)', () => {
  it('applies defaults and aliases', () => {
    const parsed = parseTddGateInput({ scope: '01-02', commits: [{ sha: 'a', subject: 's' }], task: false, config: { mvp: true, tdd: true } });
    expect(parsed).toEqual({
      ok: true,
      value: { mvpMode: true, tddMode: true, taskIsBehaviorAdding: false, scope: '01-02', terminalRedEvidence: false, commits: [{ sha: 'a', subject: 's', body: '', files: [] }] },
    });
    const defaults = parseTddGateInput({}, { scope: '03-04' });
    expect(defaults).toMatchObject({ ok: true, value: { mvpMode: false, tddMode: false, taskIsBehaviorAdding: true, scope: '03-04' } });
    expect(parseTddGateInput({ scope: 'a-b', task_is_behavior_adding: true }, { taskIsBehaviorAdding: false })).toMatchObject({ value: { taskIsBehaviorAdding: false } });
  });

  it.each([[null], [[]], [{ mvp_mode: 'yes', scope: 'a' }], [{ scope: 'a', log_newest_first: {} }], [{ scope: 'a', log_newest_first: [{ sha: 1 }] }], [{}]])(
    'refuses a malformed gate input %#',
    (value) => {
      expect(parseTddGateInput(value).ok).toBe(false);
    },
  );

  it('reads review plans, scope defaulting to the plan id', () => {
    expect(parseTddReviewInput({ tdd_mode: true, plans: [{ plan_id: '02-01', plan_type: 'tdd' }] })).toEqual({
      ok: true,
      value: { mvpMode: false, tddMode: true, plans: [{ planId: '02-01', planType: 'tdd', scope: '02-01', commits: [] }] },
    });
    expect(parseTddReviewInput({ plans: 'x' }).ok).toBe(false);
    expect(parseTddReviewInput({ plans: [{}] }).ok).toBe(false);
  });

  it('never throws on arbitrary JSON (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(typeof parseTddGateInput(value).ok).toBe('boolean');
        expect(typeof parseTddReviewInput(value).ok).toBe('boolean');
      }),
    );
  });
});

describe('tdd: end-of-phase review', () => {
  const plan = (planId: string, commits: Commit[], planType = 'tdd') => ({ planId, planType, scope: planId, commits });

  it('passes RED then GREEN, with REFACTOR optional', () => {
    const outcome = tddReview({
      mvpMode: true,
      tddMode: true,
      plans: [plan('06-03', [commit('3', 'refactor(06-03): tidy'), commit('2', 'feat(06-03): impl'), commit('1', 'test(06-03): red')])],
    });
    expect(outcome).toMatchObject({ gateViolations: 0, blocking: false, verdictLine: null, violationLines: [] });
    expect(outcome.rows).toEqual([{ plan: '06-03', red: '✓', green: '✓', refactor: '✓', status: 'Pass', reasonCodes: [] }]);
  });

  it('is advisory without MVP and blocking with MVP+TDD', () => {
    const plans = [plan('07-03', []), plan('07-04', [commit('2', 'test(07-04): late'), commit('1', 'feat(07-04): early')]), plan('07-05', [], 'execute')];
    const advisory = tddReview({ mvpMode: false, tddMode: true, plans });
    expect(advisory).toMatchObject({ tddPlans: 2, gateViolations: 2, blocking: false, verdictLine: '⚠ Gate violations are advisory — review before advancing.' });
    expect(advisory.violationLines).toEqual(['⚠ TDD gate violation: Plan 07-03 missing RED phase commit.', '⚠ TDD gate violation: Plan 07-03 missing GREEN phase commit.']);
    expect(advisory.rows.map((row) => [row.red, row.green, row.refactor, row.status, row.reasonCodes])).toEqual([
      ['✗', '✗', '—', 'FAIL', ['tdd_missing_red', 'tdd_missing_green']],
      ['✓', '✓', '—', 'FAIL', ['tdd_green_before_red']],
    ]);
    const blocking = tddReview({ mvpMode: true, tddMode: true, plans });
    expect(blocking).toMatchObject({ blocking: true, verdictLine: 'Phase blocked: 2 TDD plan(s) violate the RED→GREEN gate sequence under MVP+TDD.' });
  });

  it('does not run with TDD off or without TDD plans', async () => {
    const off = await verifyTddReview({ mvpMode: true, tddMode: false, plans: [plan('1', [])] });
    expect(off.findings.map((f) => [f.reason, f.severity])).toEqual([['gate_inactive_tdd_off', 'info']]);
    expect(off.data.gate).toMatchObject({ blocking: false, gateViolations: 0 });
    const none = await verifyTddReview({ mvpMode: true, tddMode: true, plans: [plan('1', [], 'execute')] });
    expect(none.findings.map((f) => f.reason)).toEqual(['review_no_tdd_plans']);
  });

  it('reports violations as blockers when blocking, warnings when advisory', async () => {
    const plans = [plan('02-01', [commit('1', 'feat(02-01): impl')])];
    const blocking = await verifyTddReview({ mvpMode: true, tddMode: true, plans });
    expect(blocking.findings.map((f) => [f.reason, f.severity, f.message])).toEqual([
      ['tdd_missing_red', 'blocker', '⚠ TDD gate violation: Plan 02-01 missing RED phase commit.'],
    ]);
    const advisory = await verifyTddReview({ mvpMode: false, tddMode: true, plans });
    expect(advisory.findings.map((f) => f.severity)).toEqual(['warning']);
  });
});

describe('tdd: reading a repository through the host', () => {
  const RS = '\x1e';
  const US = '\x1f';
  const output = `${RS}bbb${US}feat(01-01): impl${US}${US}\n\0src/a.ts\0\0${RS}aaa${US}test(01-01): add test (RED)${US}RED: fails\nsecond line\n${US}\n\0src/a.test.ts\0src/b.test.ts\0`;

  it('parses git log -z --name-only output', () => {
    expect(parseCommitLog(output)).toEqual([
      { sha: 'bbb', subject: 'feat(01-01): impl', body: '', files: ['src/a.ts'] },
      { sha: 'aaa', subject: 'test(01-01): add test (RED)', body: 'RED: fails\nsecond line', files: ['src/a.test.ts', 'src/b.test.ts'] },
    ]);
    expect(parseCommitLog('')).toEqual([]);
  });

  it('never throws on arbitrary git output (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('\x1e', '\x1f', '\0', '\n', 'a', 'test(1-1): x', 'src/a.ts') }), (text) => {
        for (const parsed of parseCommitLog(text)) expect(parsed.files.every((file) => file !== '')).toBe(true);
      }),
    );
  });

  it('runs git through the host and refuses a non-repository', async () => {
    const calls: string[][] = [];
    const host = createMemoryHost({
      git: (args, cwd) => {
        calls.push([...args, cwd]);
        return cwd.endsWith('/repo') ? { exitCode: 0, stdout: output, stderr: '' } : { exitCode: 128, stdout: '', stderr: 'fatal: not a git repository' };
      },
    });
    expect((await readCommitLog(host, 'repo')).map((c) => c.sha)).toEqual(['bbb', 'aaa']);
    expect(calls[0]?.[0]).toBe('log');
    await expect(readCommitLog(host, 'elsewhere')).rejects.toThrow(/not a readable git repository/);
  });

  it('resolves MVP/TDD modes from ROADMAP and config', async () => {
    const roadmap = '# Roadmap\n\n### Phase 7: Old\n**Mode:** standard\n\n### Phase 8: Email\n**Mode:** MVP \n';
    expect(roadmapMode(roadmap, '08')).toBe('mvp');
    expect(roadmapMode(roadmap, '7')).toBe('standard');
    expect(roadmapMode(roadmap, '9')).toBeUndefined();
    const host = createMemoryHost({
      files: { '/r/.planning/ROADMAP.md': roadmap, '/r/.planning/config.json': '{"workflow":{"mvp_mode":false,"tdd_mode":true}}' },
    });
    expect(await readRepoModes(host, '/r', '08')).toEqual({ mvp: true, tdd: true });
    expect(await readRepoModes(host, '/r', '09')).toEqual({ mvp: false, tdd: true });
    expect(await readRepoModes(createMemoryHost(), '/r', '1')).toEqual({ mvp: undefined, tdd: undefined });
  });

  it('finds the plans of a phase and their type', async () => {
    expect(planTypeOf('---\nphase: 08\ntype: tdd\n---\n')).toBe('tdd');
    expect(planTypeOf('type: execute\n')).toBe('execute');
    expect(planTypeOf('  type: tdd\n')).toBeNull();
    const host = createMemoryHost({
      files: {
        '/r/.planning/phases/06-invoices/06-03-PLAN.md': '---\ntype: tdd\n---\n',
        '/r/.planning/phases/06-invoices/06-01-PLAN.md': '---\ntype: execute\n---\n',
        '/r/.planning/phases/06-invoices/06-01-SUMMARY.md': 'x',
        '/r/.planning/phases/09-other/09-01-PLAN.md': 'type: tdd\n',
      },
    });
    expect(await readPhasePlans(host, '/r', '6')).toEqual([
      { planId: '06-01', planType: 'execute' },
      { planId: '06-03', planType: 'tdd' },
    ]);
    expect(await readPhasePlans(createMemoryHost(), '/r', '6')).toEqual([]);
  });
});
