import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fauxAssistantMessage, fauxText, fauxToolCall, registerFauxProvider, type FauxResponseStep } from '@mariozechner/pi-ai';
import { AuthStorage, DefaultResourceLoader, ModelRegistry, SessionManager, createAgentSession, type ExtensionFactory } from '@mariozechner/pi-coding-agent';
import { afterAll, describe, expect, it } from 'vitest';

// The built extension, loaded by pi's own loader into a real agent session that pi-ai's faux
// provider drives with scripted turns: offline, no model, no key.
const EXTENSION = join(__dirname, '..', 'dist', 'extension.js');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function folder(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'gauntlet-pi-'));
  made.push(dir);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

const GOOD = 'gauntlet: question\nKeep the nightly build?\n';
const BAD = 'gauntlet:  question\nKeep the nightly build?\n';
const CONFIG = { files: { 'turns/*.md': 'marker' } };

interface Run {
  cwd: string;
  messages: Array<{ role: string; content?: unknown; customType?: string; toolName?: string; isError?: boolean }>;
  calls: number;
}

async function session(cwd: string, responses: FauxResponseStep[], prompt = 'go', extra: ExtensionFactory[] = []): Promise<Run> {
  const faux = registerFauxProvider();
  faux.setResponses(responses);
  const agentDir = folder();
  try {
    const loader = new DefaultResourceLoader({ cwd, agentDir, additionalExtensionPaths: [EXTENSION], extensionFactories: extra });
    await loader.reload();
    const authStorage = AuthStorage.inMemory();
    authStorage.setRuntimeApiKey('faux', 'offline');
    const { session: agent } = await createAgentSession({
      cwd,
      agentDir,
      model: faux.getModel(),
      resourceLoader: loader,
      sessionManager: SessionManager.inMemory(),
      authStorage,
      modelRegistry: ModelRegistry.create(authStorage),
    });
    // What pi's print and interactive modes do before the first prompt: bind, then session_start.
    const errors: string[] = [];
    await agent.bindExtensions({ onError: (error) => void errors.push(error.error) });
    await agent.prompt(prompt);
    await agent.agent.waitForIdle();
    expect(errors).toEqual([]);
    return { cwd, messages: agent.messages as Run['messages'], calls: faux.state.callCount };
  } finally {
    faux.unregister();
  }
}

const textOf = (message: { content?: unknown }) =>
  typeof message.content === 'string' ? message.content : Array.isArray(message.content) ? (message.content as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n') : '';
const toolResults = (run: Run, name: string) => run.messages.filter((message) => message.role === 'toolResult' && message.toolName === name);

describe('the gauntlet pi extension in a real pi session (faux provider)', () => {
  it('blocks a write that introduces blockers, lets a clean one through, and reports what a write left', async () => {
    const cwd = folder({ 'gauntlet.config.json': JSON.stringify(CONFIG), 'turns/legacy.md': BAD });
    const run = await session(cwd, [
      fauxAssistantMessage([fauxToolCall('write', { path: 'turns/new.md', content: BAD })], { stopReason: 'toolUse' }),
      fauxAssistantMessage([fauxToolCall('write', { path: 'turns/ok.md', content: GOOD })], { stopReason: 'toolUse' }),
      fauxAssistantMessage([fauxToolCall('edit', { path: 'turns/legacy.md', edits: [{ oldText: 'nightly', newText: 'weekly' }] })], { stopReason: 'toolUse' }),
      fauxAssistantMessage('Done.'),
    ]);
    const writes = toolResults(run, 'write');
    expect(writes[0]?.isError).toBe(true);
    expect(textOf(writes[0]!)).toContain('gauntlet: this Write would add 1 blocker to turns/new.md');
    expect(textOf(writes[0]!)).toContain('marker/grammar (marker_spacing)');
    expect(existsSync(join(cwd, 'turns/new.md'))).toBe(false);
    expect(writes[1]?.isError).toBe(false);
    expect(readFileSync(join(cwd, 'turns/ok.md'), 'utf8')).toBe(GOOD);
    // The ratchet lets the legacy file be edited; the result then reports its remaining blocker.
    const edit = toolResults(run, 'edit')[0]!;
    expect(edit.isError).toBe(false);
    expect(readFileSync(join(cwd, 'turns/legacy.md'), 'utf8')).toContain('weekly');
    expect(textOf(edit)).toContain('turns/legacy.md has 1 blocker after this Write');
  });

  it('checks the first-line marker of a skill-owned turn and gives the model one turn to fix it', async () => {
    const cwd = folder({ 'gauntlet.config.json': JSON.stringify(CONFIG) });
    const run = await session(cwd, [fauxAssistantMessage('Here is my question: keep it?'), fauxAssistantMessage('gauntlet: question\nKeep it?')], '/skill:brainstorming plan the cache');
    const nudge = run.messages.find((message) => message.customType === 'gauntlet-marker');
    expect(nudge).toBeDefined();
    expect(textOf(nudge!)).toContain('marker/placement (marker_missing)');
    expect(run.calls).toBe(2);
    expect(textOf(run.messages.at(-1)!)).toMatch(/^gauntlet: question/);
  });

  it('does not check turns that no skill owns', async () => {
    const cwd = folder({ 'gauntlet.config.json': JSON.stringify(CONFIG) });
    const run = await session(cwd, [fauxAssistantMessage('Plain answer.')], 'what time is it');
    expect(run.messages.some((message) => message.customType === 'gauntlet-marker')).toBe(false);
    expect(run.calls).toBe(1);
  });

  it('registers lint tools the model can call on its own output', async () => {
    const cwd = folder({ 'gauntlet.config.json': JSON.stringify(CONFIG), 'turns/legacy.md': BAD });
    const run = await session(cwd, [
      fauxAssistantMessage([fauxToolCall('gauntlet_lint', { command: 'marker', text: BAD })], { stopReason: 'toolUse' }),
      fauxAssistantMessage([fauxToolCall('gauntlet_lint', { command: 'marker', text: GOOD })], { stopReason: 'toolUse' }),
      fauxAssistantMessage([fauxToolCall('gauntlet_lint_files', { paths: ['turns/legacy.md'] })], { stopReason: 'toolUse' }),
      fauxAssistantMessage('Checked.'),
    ]);
    const [bad, good] = toolResults(run, 'gauntlet_lint');
    expect(textOf(bad!)).toContain('marker text: fail, 1 blocker');
    expect(textOf(bad!)).toContain('marker/grammar (marker_spacing)');
    expect(textOf(good!)).toContain('pass (1 checked');
    expect(textOf(toolResults(run, 'gauntlet_lint_files')[0]!)).toContain('turns/legacy.md:1 marker/grammar');
  });

  it('hooks.pi.tools false takes the lint tools out of the session', async () => {
    const cwd = folder({ 'gauntlet.config.json': JSON.stringify({ ...CONFIG, hooks: { pi: { tools: false } } }) });
    const run = await session(cwd, [fauxAssistantMessage([fauxToolCall('gauntlet_lint', { command: 'marker', text: BAD })], { stopReason: 'toolUse' }), fauxAssistantMessage('Done.')]);
    const result = toolResults(run, 'gauntlet_lint')[0]!;
    expect(result.isError).toBe(true);
    expect(textOf(result)).not.toContain('marker/grammar');
  });

  it('drives the phase tracker: complete verify without a conformance review is refused; a git switch during implement too', async () => {
    const cwd = folder({ 'gauntlet.config.json': JSON.stringify(CONFIG) });
    execFileSync('git', ['init', '-q'], { cwd });
    // pi-gauntlet's phase_tracker tool, as a stand-in: it answers ok; the extension decides.
    const tracker: ExtensionFactory = (pi) => {
      pi.registerTool({
        name: 'phase_tracker',
        label: 'phase tracker',
        description: 'track phases',
        parameters: { type: 'object', properties: { action: { type: 'string' }, phase: { type: 'string' }, reason: { type: 'string' } }, required: ['action'] } as never,
        execute: async (_id, params) => ({ content: [{ type: 'text', text: `ok ${JSON.stringify(params)}` }], details: {} }),
      });
    };
    const phase = (action: string, phase: string, reason?: string) => fauxAssistantMessage([fauxToolCall('phase_tracker', { action, phase, ...(reason ? { reason } : {}) })], { stopReason: 'toolUse' });
    const run = await session(
      cwd,
      [
        phase('start', 'brainstorm'),
        phase('complete', 'brainstorm'),
        phase('skip', 'plan', 'the ticket is the plan'),
        phase('start', 'implement'),
        fauxAssistantMessage([fauxToolCall('bash', { command: 'git switch -c feature' })], { stopReason: 'toolUse' }),
        phase('complete', 'implement'),
        phase('start', 'verify'),
        phase('complete', 'verify'),
        fauxAssistantMessage([fauxText('Stopping here.')]),
      ],
      'ship it',
      [tracker],
    );
    const results = toolResults(run, 'phase_tracker');
    expect(results.map((result) => result.isError)).toEqual([false, false, false, false, false, false, true]);
    expect(textOf(results[6]!)).toContain('gauntlet phase tracker (closure_review_missing): no conformance-reviewer dispatch observed');
    const bash = toolResults(run, 'bash')[0]!;
    expect(bash.isError).toBe(true);
    expect(textOf(bash)).toContain('gauntlet phase tracker (');
  });
});
