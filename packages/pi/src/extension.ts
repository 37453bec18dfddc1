import type { ExtensionAPI, ExtensionContext } from '@mariozechner/pi-coding-agent';
import { createNodeHost, hookResolver, type HookResolverOptions } from '@gauntlet/cli';
import { MAX_FILE_BYTES, checkTurnMarker, decideHook, hookSettings, matchesAny, readHookPayload, readInside, type HookDecision } from '@gauntlet/hosts';
import { phaseTracker } from '@gauntlet/verifiers';
import { isAbsolute, resolve } from 'node:path';
import { readProjectSettings } from './pi-settings.js';
import { renderReport } from './render.js';
import { shellEnvironment } from './shell.js';
import { TRACKER_ENTRY, createTrackerDriver, type TrackerDriver } from './tracker.js';
import { applyPiWrite, piWritePath } from './writes.js';

/**
 * The gauntlet extension for pi (docs/guides/pi.md): the decisions of @gauntlet/hosts on pi's
 * events. `tool_call` of `write`/`edit`: the pre-write check (ratchet, gate-ledger guard);
 * `tool_result` of a write: the findings appended to the result; the end of a skill-owned turn:
 * its first-line gate marker; every tracker tool: `phaseTracker`; and lint tools for the model.
 */

export interface GauntletPiOptions {
  /** Environment variables (`HOME`, `PI_SUBAGENT_DEPTH`); default `process.env`. */
  env?: Readonly<Record<string, string | undefined>>;
}

const WRITE_TOOLS = new Set(['write', 'edit']);
const TRACKER_TOOLS = new Set(['phase_tracker', 'grant_fix_rounds', 'subagent', 'plan_tracker', 'bash']);
const LINT_TOOL = 'gauntlet_lint';
const LINT_FILES_TOOL = 'gauntlet_lint_files';

const text = (value: string) => [{ type: 'text' as const, text: value }];
const absolute = (cwd: string, path: string) => (isAbsolute(path) ? path : resolve(cwd, path));

export function createGauntletExtension(options: GauntletPiOptions = {}): (pi: ExtensionAPI) => void {
  const env = options.env ?? process.env;
  return function gauntlet(pi: ExtensionAPI): void {
    const resolverFor = (cwd: string) => hookResolver({ host: createNodeHost(cwd), env, root: cwd } satisfies HookResolverOptions);
    const environmentFor = async (cwd: string) => resolverFor(cwd)(cwd);
    const child = Number(env.PI_SUBAGENT_DEPTH ?? '0') >= 1;
    let tracker: TrackerDriver = createTrackerDriver(phaseTracker.trackerContext({ settings: {}, subagent_child: child }));
    let activeSkill: string | null = null;
    let markerNudged = false;

    const decide = async (cwd: string, payload: Record<string, unknown>): Promise<HookDecision | null> => {
      const resolution = await environmentFor(cwd);
      const reading = readHookPayload({ ...payload, cwd, session_id: 'pi', transcript_path: '' });
      if (!resolution.ok || !reading.ok) return null;
      return decideHook(reading.payload, resolution.config, resolution.environment);
    };

    pi.on('session_start', async (_event, ctx) => {
      const settings = await readProjectSettings(ctx.cwd);
      tracker = createTrackerDriver(phaseTracker.trackerContext({ settings, subagent_child: child }));
      const recorded = ctx.sessionManager
        .getBranch()
        .filter((entry) => entry.type === 'custom' && entry.customType === TRACKER_ENTRY)
        .map((entry) => (entry as { data?: unknown }).data);
      tracker.restore(recorded);
      const resolution = await environmentFor(ctx.cwd);
      if (resolution.ok && !hookSettings(resolution.config).pi.tools) {
        pi.setActiveTools(pi.getActiveTools().filter((name) => name !== LINT_TOOL && name !== LINT_FILES_TOOL));
      }
    });

    pi.on('input', async (event) => {
      const skill = /^\/skill:([\w.-]+)/.exec(event.text)?.[1];
      activeSkill = skill ?? null;
      markerNudged = false;
      return { action: 'continue' as const };
    });

    pi.on('agent_end', async () => {
      activeSkill = null;
    });

    pi.on('tool_call', async (event, ctx) => {
      const input = event.input as Record<string, unknown>;
      if (TRACKER_TOOLS.has(event.toolName)) {
        const refused = tracker.check(event.toolName, input, ctx.cwd, shellEnvironment(ctx.cwd));
        if (refused && !refused.ok) return { block: true, reason: `gauntlet phase tracker (${refused.code}): ${refused.error}` };
        return undefined;
      }
      if (!WRITE_TOOLS.has(event.toolName)) return undefined;
      const path = piWritePath(input);
      if (path === null) return undefined;
      const file = absolute(ctx.cwd, path);
      let existing: string | null = null;
      if (event.toolName === 'edit') {
        const resolution = await environmentFor(ctx.cwd);
        if (!resolution.ok) return undefined;
        const read = await readInside(resolution.environment.host, file, [ctx.cwd], MAX_FILE_BYTES);
        if (!read.ok) return undefined;
        existing = read.text;
      }
      const content = applyPiWrite(event.toolName, input, existing);
      if (!content.ok) return undefined;
      const decision = await decide(ctx.cwd, { hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: file, content: content.content } });
      return decision?.action === 'deny' ? { block: true, reason: decision.reason ?? 'gauntlet: blocked' } : undefined;
    });

    pi.on('tool_result', async (event, ctx) => {
      const input = event.input as Record<string, unknown>;
      if (TRACKER_TOOLS.has(event.toolName)) {
        const recorded = tracker.commit(event.toolName, input, event.details, event.isError);
        if (recorded) pi.appendEntry(TRACKER_ENTRY, recorded);
        return undefined;
      }
      if (!WRITE_TOOLS.has(event.toolName) || event.isError) return undefined;
      const path = piWritePath(input);
      if (path === null) return undefined;
      const decision = await decide(ctx.cwd, { hook_event_name: 'PostToolUse', tool_name: 'Write', tool_input: { file_path: absolute(ctx.cwd, path) }, tool_response: {} });
      const report = decision?.reason ?? decision?.context;
      return report === undefined ? undefined : { content: [...event.content, ...text(report)] };
    });

    pi.on('turn_end', async (event, ctx: ExtensionContext) => {
      const message = event.message as { role?: string; content?: unknown };
      if (message.role !== 'assistant' || activeSkill === null || !Array.isArray(message.content)) return;
      const blocks = message.content as Array<{ type?: string; text?: string }>;
      if (blocks.some((block) => block.type === 'toolCall')) return;
      const resolution = await environmentFor(ctx.cwd);
      if (!resolution.ok) return;
      const settings = hookSettings(resolution.config);
      const skills = settings.pi.marker.skills;
      if (skills.length > 0 && !matchesAny(skills, activeSkill)) return;
      const turn = blocks.filter((block) => block.type === 'text' && typeof block.text === 'string').map((block) => block.text as string).join('\n');
      const decision = await checkTurnMarker(turn, settings, resolution.config.rules);
      if (decision.action === 'allow') return;
      const reason = decision.reason ?? 'gauntlet: the turn has no valid first-line marker';
      if (ctx.hasUI) ctx.ui.notify(reason.split('\n')[0] ?? reason, 'warning');
      // One nudge per prompt: the model gets a turn to restate its marker, never a loop.
      pi.sendMessage({ customType: 'gauntlet-marker', content: reason, display: true, details: { findings: decision.findings } }, { deliverAs: 'followUp', triggerTurn: !markerNudged });
      markerNudged = true;
    });

    pi.registerTool({
      name: LINT_TOOL,
      label: 'gauntlet lint',
      description:
        'Lint an artifact with gauntlet-lint before you hand it back: a receipt, plan, spec, gate marker, ledger, partition... Give the command and either the text or a path in the project (or both: the text linted as that file). Answers pass or the blockers with rule, line and fix.',
      promptSnippet: 'gauntlet_lint: check a receipt, plan, spec or gate marker with gauntlet-lint before ending your turn',
      parameters: {
        type: 'object',
        properties: {
          command: { type: 'string', description: 'The gauntlet-lint command: receipt, plan, marker, spec, ledger, partition, brief, ...' },
          text: { type: 'string', description: 'The text to lint' },
          path: { type: 'string', description: 'A file in the project (with text: the name the text is linted as)' },
        },
        required: ['command'],
        additionalProperties: false,
      } as never,
      async execute(_id, params, _signal, _update, ctx) {
        const { command, text: body, path } = params as { command: string; text?: string; path?: string };
        const resolution = await environmentFor(ctx.cwd);
        if (!resolution.ok) return { content: text(`gauntlet: ${resolution.note}`), details: {} };
        if (body === undefined && path === undefined) return { content: text('gauntlet: give the text to lint, or a path'), details: {} };
        const { linter } = resolution.environment;
        const answer = await linter.lintText({ command, ...(body === undefined ? {} : { text: body }), ...(path === undefined ? {} : { path }) });
        if (!answer.ok) return { content: text(`gauntlet: ${answer.error}`), details: {} };
        return { content: text(renderReport(answer.report, `${command} ${path ?? 'text'}`, hookSettings(resolution.config).maxFindings)), details: { report: answer.report } };
      },
    });

    pi.registerTool({
      name: LINT_FILES_TOOL,
      label: 'gauntlet lint files',
      description: "Lint files of the project through its gauntlet.config.json mapping (each file goes to the command its glob names). Answers pass or the blockers with rule, line and fix.",
      promptSnippet: 'gauntlet_lint_files: lint project files through the gauntlet.config.json mapping',
      parameters: {
        type: 'object',
        properties: { paths: { type: 'array', items: { type: 'string' }, description: 'Files in the project' } },
        required: ['paths'],
        additionalProperties: false,
      } as never,
      async execute(_id, params, _signal, _update, ctx) {
        const { paths } = params as { paths: string[] };
        const resolution = await environmentFor(ctx.cwd);
        if (!resolution.ok) return { content: text(`gauntlet: ${resolution.note}`), details: {} };
        const answer = await resolution.environment.linter.lintFiles({ paths });
        if (!answer.ok) return { content: text(`gauntlet: ${answer.error}`), details: {} };
        return { content: text(renderReport(answer.report, paths.join(', '), hookSettings(resolution.config).maxFindings)), details: { report: answer.report } };
      },
    });
  };
}

export default createGauntletExtension();
