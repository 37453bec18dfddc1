import type { GateFacts, ReviewFacts } from '@gauntlet/verifiers';
import { GauntletError, decodeUtf8, verifyToResult } from '@gauntlet/core';
import {
  parseTddGateInput,
  parseTddReviewInput,
  readCommitLog,
  readPhasePlans,
  readRepoModes,
  taskIsBehaviorAdding,
  tddGateRules,
  tddGateVerifier,
  tddReviewRules,
  tddReviewVerifier,
  tddTaskRules,
  tddTaskVerifier,
} from '@gauntlet/verifiers';
import { type CommandContext, optionFlag, optionString } from '../../command.js';
import { describeHostError, parseJsonInput } from '../../inputs.js';

export const rules = [...tddTaskRules, ...tddGateRules, ...tddReviewRules];

export async function run(context: CommandContext): Promise<void> {
  const { values } = context;
  const log = optionString(values, 'log');
  const repo = optionString(values, 'repo');
  const task = optionString(values, 'task');
  const review = optionFlag(values, 'review');
  if (log !== undefined && repo !== undefined) throw new GauntletError('usage', 'tdd takes --log FILE or --repo DIR, not both');

  if (review) {
    if (repo !== undefined) return runReviewFromRepo(context, repo);
    if (log === undefined) throw new GauntletError('usage', 'tdd --review needs --log FILE (the review input) or --repo DIR --phase P');
    return runReview(context, log);
  }
  if (log === undefined && repo === undefined) {
    // Configured linting passes mapped task files as positionals (no flags): the predicate alone.
    const tasks = task === undefined ? context.positionals : [task];
    if (tasks.length === 0) throw new GauntletError('usage', 'tdd needs --log FILE, --repo DIR or --task FILE (see --help)');
    await context.forEachInput(tasks, (path) => runTask(context, path));
    return;
  }
  return runGate(context, { log, repo, task });
}

async function readText(context: CommandContext, path: string, what: string): Promise<{ id: string; text: string }> {
  const input = await context.readInput(path, what);
  return { id: input.id, text: decodeUtf8(input.bytes, { stripBom: true }) };
}

async function runTask(context: CommandContext, path: string): Promise<void> {
  const { id, text } = await readText(context, path, 'task');
  context.rememberSource(id, text);
  await context.emit(await verifyToResult(tddTaskVerifier, { id, input: text }, { rules: context.rules }));
}

async function runReview(context: CommandContext, path: string): Promise<void> {
  const { id, text } = await readText(context, path, 'review input');
  const parsed = parseTddReviewInput(parseJsonInput(text, id));
  if (!parsed.ok) throw new GauntletError('input_invalid', `${id} is not a TDD review input (${parsed.problem})`);
  const facts: ReviewFacts = parsed.value;
  await context.emit(await verifyToResult(tddReviewVerifier, { id, input: facts }, { rules: context.rules }));
}

/** The review from a GSD repository: the phase's PLAN.md files give the plans, git the log. */
async function runReviewFromRepo(context: CommandContext, repo: string): Promise<void> {
  const phase = optionString(context.values, 'phase');
  if (phase === undefined) throw new GauntletError('usage', 'tdd --review --repo needs --phase P');
  await requireDirectory(context, repo);
  const commits = await readCommitLog(context.host, repo);
  const modes = await readRepoModes(context.host, repo, phase);
  const plans = await readPhasePlans(context.host, repo, phase);
  const facts: ReviewFacts = {
    mvpMode: optionFlag(context.values, 'mvp') || (modes.mvp ?? false),
    tddMode: optionFlag(context.values, 'tdd') || (modes.tdd ?? false),
    plans: plans.map((plan) => ({ planId: plan.planId, planType: plan.planType, scope: plan.planId, commits })),
  };
  await context.emit(await verifyToResult(tddReviewVerifier, { id: repo, input: facts }, { rules: context.rules }));
}

function scopeOf(context: CommandContext): string | undefined {
  const phase = optionString(context.values, 'phase');
  const plan = optionString(context.values, 'plan');
  if ((phase === undefined) !== (plan === undefined)) throw new GauntletError('usage', 'give --phase P and --plan N together');
  return phase === undefined ? undefined : `${phase}-${plan}`;
}

async function runGate(context: CommandContext, flags: { log?: string; repo?: string; task?: string }): Promise<void> {
  const scope = scopeOf(context);
  let taskIsBehaviorAdding: boolean | undefined;
  if (flags.task !== undefined) taskIsBehaviorAdding = taskIsBehaviorAddingOf((await readText(context, flags.task, 'task')).text);
  const forced = {
    mvp: optionFlag(context.values, 'mvp') || undefined,
    tdd: optionFlag(context.values, 'tdd') || undefined,
    red: optionFlag(context.values, 'red-evidence') || undefined,
  };

  let id: string;
  let facts: GateFacts;
  if (flags.log !== undefined) {
    const { id: logId, text } = await readText(context, flags.log, 'gate input');
    const parsed = parseTddGateInput(parseJsonInput(text, logId), { scope, taskIsBehaviorAdding });
    if (!parsed.ok) throw new GauntletError('input_invalid', `${logId} is not an MVP+TDD gate input (${parsed.problem})`);
    id = logId;
    facts = {
      ...parsed.value,
      mvpMode: forced.mvp ?? parsed.value.mvpMode,
      tddMode: forced.tdd ?? parsed.value.tddMode,
      terminalRedEvidence: forced.red ?? parsed.value.terminalRedEvidence,
    };
  } else {
    const repo = flags.repo as string;
    if (scope === undefined) throw new GauntletError('usage', 'tdd --repo needs --phase P --plan N');
    await requireDirectory(context, repo);
    const commits = await readCommitLog(context.host, repo);
    const modes = await readRepoModes(context.host, repo, scope.slice(0, scope.indexOf('-')));
    id = repo;
    facts = {
      mvpMode: forced.mvp ?? modes.mvp ?? false,
      tddMode: forced.tdd ?? modes.tdd ?? false,
      taskIsBehaviorAdding: taskIsBehaviorAdding ?? true,
      scope,
      terminalRedEvidence: forced.red ?? false,
      commits,
    };
  }
  await context.emit(await verifyToResult(tddGateVerifier, { id, input: facts }, { rules: context.rules }));
}

const taskIsBehaviorAddingOf = (text: string) => taskIsBehaviorAdding(text).isBehaviorAdding;

async function requireDirectory(context: CommandContext, path: string): Promise<void> {
  let stat;
  try {
    stat = await context.host.stat(path);
  } catch (error) {
    throw new GauntletError('input_unreadable', `cannot read repository ${path} (${describeHostError(error)})`);
  }
  if (stat === null) throw new GauntletError('input_missing', `repository not found: ${path}`);
  if (stat.kind !== 'directory') throw new GauntletError('input_unreadable', `cannot read repository ${path} (not a directory)`);
}
