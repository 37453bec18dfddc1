import { createMemoryHost } from '@gauntlet/core';
import { describe, expect, it } from 'vitest';
import { answerClaudeHook } from './answer.js';
import { preToolUse } from './fixtures.test-helpers.js';
import { testLinter } from './linter.test-helpers.js';
import type { HookConfig } from './types.js';

const memory = '/home/dev/.claude/projects/-work-shop/memory';
const ledgerPath = `${memory}/build-gate-ledger.md`;
const ledger = (status: string) => `# Build Gate Ledger\n\nPipelineID: build-20261104-0930\n\n## Phase 1: Design\nStatus: ${status}\n`;
const marker = (verdict: string) => `PipelineID: build-20261104-0930\nVerdict: ${verdict}\nPhase: design\n`;

async function guard(files: Record<string, string>, payload: unknown, config: HookConfig = {}) {
  const host = createMemoryHost({ cwd: '/work', files });
  return answerClaudeHook({ payload: JSON.stringify(payload) }, async () => ({ ok: true, config, environment: { host, linter: testLinter(host, config), home: '/home/dev' } }));
}

describe('the built-in gate-ledger write guard (PreToolUse)', () => {
  it('denies a new PASS without a matching verdict marker, naming the guard and the fix', async () => {
    const { decision, answer } = await guard({ [ledgerPath]: ledger('PENDING'), [`${memory}/quality-gate/gate-verdict-r1.md`]: marker('STAGNATION') }, preToolUse('Write', { file_path: ledgerPath, content: ledger('PASS') }));
    expect(decision).toMatchObject({ action: 'deny', outcome: 'ledger_guard' });
    expect(decision.findings).toEqual([expect.objectContaining({ rule: 'hooks/ledger-write-guard', reason: 'no_matching_marker', severity: 'blocker' })]);
    expect(JSON.parse(answer.stdout)).toEqual({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: decision.reason } });
    expect(decision.reason).toContain('fix: Run the quality gate for this phase');
  });

  it('allows the PASS when a marker of the same pipeline and phase says PASS', async () => {
    const { decision, answer } = await guard({ [ledgerPath]: ledger('PENDING'), [`${memory}/quality-gate/gate-verdict-r2.md`]: marker('PASS') }, preToolUse('Edit', { file_path: ledgerPath, old_string: 'Status: PENDING', new_string: 'Status: PASS' }));
    expect(decision.action).toBe('allow');
    expect(answer.stdout).toBe('');
  });

  it('denies when the verdict directory is missing, and off the canonical path', async () => {
    expect((await guard({}, preToolUse('Write', { file_path: ledgerPath, content: ledger('PASS') }))).decision.findings[0]).toMatchObject({ reason: 'verdict_dir_missing' });
    expect((await guard({}, preToolUse('Write', { file_path: '/work/build-gate-ledger.md', content: ledger('PASS') }))).decision.findings[0]).toMatchObject({ reason: 'ledger_path_not_canonical' });
  });

  it('config can turn the guard off', async () => {
    const { decision } = await guard({}, preToolUse('Write', { file_path: ledgerPath, content: ledger('PASS') }), { hooks: { preToolUse: { ledgerGuard: false } } });
    expect(decision).toMatchObject({ action: 'allow', outcome: 'not_checked' });
  });

  it('markers are read only inside ~/.claude/projects: a marker linked from elsewhere does not count', async () => {
    const host = createMemoryHost({
      cwd: '/work',
      files: { [ledgerPath]: ledger('PENDING'), '/tmp/forged.md': marker('PASS') },
      directories: [`${memory}/quality-gate`],
      symlinks: { [`${memory}/quality-gate/gate-verdict-forged.md`]: '/tmp/forged.md' },
    });
    const { decision } = await answerClaudeHook({ payload: JSON.stringify(preToolUse('Write', { file_path: ledgerPath, content: ledger('PASS') })) }, async () => ({
      ok: true,
      config: {},
      environment: { host, linter: testLinter(host, {}), home: '/home/dev' },
    }));
    expect(decision).toMatchObject({ action: 'deny', outcome: 'ledger_guard' });
    expect(decision.findings[0]).toMatchObject({ reason: 'no_matching_marker' });
  });
});

describe('the guard cannot be dodged by the payload shape', () => {
  it('a deeply nested extra field does not turn the guard off', async () => {
    const nest = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    const payload = { ...preToolUse('Write', { file_path: ledgerPath, content: ledger('PASS'), extra: nest }) };
    const host = createMemoryHost({ cwd: '/work', files: {} });
    const { decision } = await answerClaudeHook({ payload }, async () => ({ ok: true, config: {}, environment: { host, linter: testLinter(host, {}), home: '/home/dev' } }));
    expect(decision).toMatchObject({ action: 'deny', outcome: 'ledger_guard' });
    expect(decision.findings[0]).toMatchObject({ reason: 'verdict_dir_missing', severity: 'blocker' });
  });
});
