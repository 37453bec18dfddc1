import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HookCallbackMatcher, HookEvent, HookInput } from '@anthropic-ai/claude-agent-sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { gauntletHooks } from '../src/agent-sdk.js';
import { BIN, tempDir } from './helpers.js';
import { HOOK_CONFIG, RECEIPT_FAIL, RECEIPT_PASS, TURN_BAD, TURN_OK, payloads } from './hook-fixtures.js';

const { dir: home, cleanup: cleanHome } = tempDir();
const { dir: project, cleanup } = tempDir({ 'gauntlet.config.json': JSON.stringify(HOOK_CONFIG), 'turns/ok.md': TURN_OK, 'turns/legacy.md': TURN_BAD });
afterAll(() => {
  cleanup();
  cleanHome();
});
const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=e2e@example.test', '-c', 'user.name=e2e', ...args], { cwd: project });
git('init', '-q');
git('add', '-A');
git('commit', '-qm', 'fixture');
writeFileSync(join(project, 'turns/draft.md'), TURN_BAD);

// Compiled by tsc: the callbacks are the SDK's HookCallbackMatcher[] per event.
const hooks = gauntletHooks({ root: project, env: { HOME: home } }) satisfies Partial<Record<HookEvent, HookCallbackMatcher[]>>;

async function call(event: 'PreToolUse' | 'PostToolUse' | 'SubagentStop' | 'Stop', payload: object) {
  const matcher = hooks[event]?.[0];
  if (!matcher) throw new Error(`no ${event} matcher`);
  return matcher.hooks[0]!(payload as HookInput, undefined, { signal: new AbortController().signal });
}

function bin(payload: object): string {
  return spawnSync(process.execPath, [BIN, 'hook'], { cwd: project, input: JSON.stringify(payload), encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: home } }).stdout;
}

const cases: Array<[string, 'PreToolUse' | 'PostToolUse' | 'SubagentStop' | 'Stop', object]> = [
  ['PreToolUse pass', 'PreToolUse', payloads.write(project, 'turns/new.md', TURN_OK)],
  ['PreToolUse fail', 'PreToolUse', payloads.write(project, 'turns/new.md', TURN_BAD)],
  ['PostToolUse pass', 'PostToolUse', payloads.written(project, 'turns/ok.md')],
  ['PostToolUse fail', 'PostToolUse', payloads.written(project, 'turns/legacy.md')],
  ['SubagentStop pass', 'SubagentStop', payloads.subagentStop(project, { last_assistant_message: RECEIPT_PASS })],
  ['SubagentStop fail', 'SubagentStop', payloads.subagentStop(project, { last_assistant_message: RECEIPT_FAIL })],
  ['Stop fail', 'Stop', payloads.stop(project)],
  ['Stop loop guard', 'Stop', payloads.stop(project, { stop_hook_active: true })],
];

describe('@gauntlet/cli/agent-sdk', () => {
  it('hooks the four events, tool events matched to the write tools', () => {
    expect(Object.keys(hooks)).toEqual(['PreToolUse', 'PostToolUse', 'SubagentStop', 'Stop']);
    expect(hooks.PreToolUse?.[0]?.matcher).toBe('Write|Edit|MultiEdit');
    expect(hooks.Stop?.[0]?.matcher).toBeUndefined();
  });

  it.each(cases)('%s: the callback answers what `gauntlet-lint hook` prints', async (_, event, payload) => {
    const output = await call(event, payload);
    const printed = bin(payload);
    expect(printed === '' ? {} : JSON.parse(printed)).toEqual(output);
    if (printed !== '') expect(printed).toBe(`${JSON.stringify(output)}\n`);
  });

  it('a fail blocks with the reason; a pass answers an empty object', async () => {
    expect(await call('Stop', payloads.stop(project))).toEqual({ decision: 'block', reason: expect.stringContaining('turns/draft.md') });
    expect(await call('SubagentStop', payloads.subagentStop(project, { last_assistant_message: RECEIPT_FAIL }))).toEqual({ decision: 'block', reason: expect.stringContaining('receipt/tests-claims') });
    expect(await call('SubagentStop', payloads.subagentStop(project, { last_assistant_message: RECEIPT_PASS }))).toEqual({});
  });

  it('a payload of the wrong event or shape is allowed, never thrown', async () => {
    const seen: string[] = [];
    const quiet = gauntletHooks({ root: project, env: {}, onDecision: (decision) => seen.push(decision.outcome) });
    const stop = quiet.Stop?.[0]?.hooks[0];
    expect(await stop?.({ hook_event_name: 'PreToolUse' }, undefined, { signal: new AbortController().signal })).toEqual({});
    expect(await stop?.(null, undefined, { signal: new AbortController().signal })).toEqual({});
    expect(seen).toEqual(['event_unknown', 'payload_malformed']);
  });
});
