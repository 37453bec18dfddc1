import type { Commit } from './commits.js';
import type { GateFacts } from './gate.js';
import type { ReviewFacts, ReviewPlan } from './review.js';

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function optionalBoolean(object: Record<string, unknown>, key: string): boolean | undefined | string {
  const value = object[key];
  if (value === undefined || value === null) return undefined;
  return typeof value === 'boolean' ? value : `${key} is not a boolean`;
}

function parseCommits(value: unknown, where: string): Parsed<Commit[]> {
  if (value === undefined || value === null) return { ok: true, value: [] };
  if (!Array.isArray(value)) return { ok: false, problem: `${where} is not an array` };
  const commits: Commit[] = [];
  for (const [index, item] of value.entries()) {
    const at = `${where}[${index}]`;
    if (!isObject(item)) return { ok: false, problem: `${at} is not an object` };
    const { sha, subject, body, files } = item;
    if (typeof sha !== 'string') return { ok: false, problem: `${at}.sha is missing or not a string` };
    if (typeof subject !== 'string') return { ok: false, problem: `${at}.subject is missing or not a string` };
    if (body !== undefined && body !== null && typeof body !== 'string') return { ok: false, problem: `${at}.body is not a string` };
    if (files !== undefined && files !== null && !(Array.isArray(files) && files.every((file) => typeof file === 'string'))) {
      return { ok: false, problem: `${at}.files is not an array of strings` };
    }
    commits.push({ sha, subject, body: typeof body === 'string' ? body : '', files: Array.isArray(files) ? (files as string[]) : [] });
  }
  return { ok: true, value: commits };
}

/** Overrides from flags: `--phase P --plan N` (scope), `--task FILE` (the predicate's answer). */
export interface GateOverrides {
  scope?: string;
  taskIsBehaviorAdding?: boolean;
}

/**
 * The gate input of `tdd --log FILE` (docs/rules/tdd/README.md#gate-input): `mvp_mode`, `tdd_mode`,
 * `terminal_red_evidence` default false, `task_is_behavior_adding` default true; aliases
 * `commits`, `task`, `config.{mvp,tdd}`.
 */
export function parseTddGateInput(value: unknown, overrides: GateOverrides = {}): Parsed<GateFacts> {
  if (!isObject(value)) return { ok: false, problem: 'the gate input is not a JSON object' };
  const config = isObject(value.config) ? value.config : {};
  const flags: Record<string, boolean | undefined> = {};
  for (const [key, object, name] of [
    ['mvp_mode', value, 'mvp_mode'],
    ['tdd_mode', value, 'tdd_mode'],
    ['terminal_red_evidence', value, 'terminal_red_evidence'],
    ['task_is_behavior_adding', value, 'task_is_behavior_adding'],
    ['task', value, 'task'],
    ['mvp', config, 'config.mvp'],
    ['tdd', config, 'config.tdd'],
  ] as const) {
    const read = optionalBoolean(object, key);
    if (typeof read === 'string') return { ok: false, problem: read.replace(key, name) };
    flags[name] = read;
  }
  const scope = overrides.scope ?? value.scope;
  if (typeof scope !== 'string') return { ok: false, problem: 'no scope (give --phase P --plan N, or "scope" in the input)' };
  const commits = parseCommits(value.log_newest_first ?? value.commits, value.log_newest_first === undefined ? 'commits' : 'log_newest_first');
  if (!commits.ok) return commits;
  return {
    ok: true,
    value: {
      mvpMode: flags.mvp_mode ?? flags['config.mvp'] ?? false,
      tddMode: flags.tdd_mode ?? flags['config.tdd'] ?? false,
      taskIsBehaviorAdding: overrides.taskIsBehaviorAdding ?? flags.task_is_behavior_adding ?? flags.task ?? true,
      scope,
      terminalRedEvidence: flags.terminal_red_evidence ?? false,
      commits: commits.value,
    },
  };
}

/** The review input of `tdd --review --log FILE`: `{ mvp_mode, tdd_mode, plans: [{plan_id, plan_type, scope, log_newest_first}] }`. */
export function parseTddReviewInput(value: unknown): Parsed<ReviewFacts> {
  if (!isObject(value)) return { ok: false, problem: 'the review input is not a JSON object' };
  const config = isObject(value.config) ? value.config : {};
  const mvp = optionalBoolean(value, 'mvp_mode') ?? optionalBoolean(config, 'mvp');
  const tdd = optionalBoolean(value, 'tdd_mode') ?? optionalBoolean(config, 'tdd');
  if (typeof mvp === 'string') return { ok: false, problem: mvp };
  if (typeof tdd === 'string') return { ok: false, problem: tdd };
  if (!Array.isArray(value.plans)) return { ok: false, problem: 'plans is missing or not an array' };
  const plans: ReviewPlan[] = [];
  for (const [index, item] of value.plans.entries()) {
    const at = `plans[${index}]`;
    if (!isObject(item)) return { ok: false, problem: `${at} is not an object` };
    const planId = item.plan_id;
    if (typeof planId !== 'string') return { ok: false, problem: `${at}.plan_id is missing or not a string` };
    const planType = item.plan_type;
    if (planType !== undefined && planType !== null && typeof planType !== 'string') return { ok: false, problem: `${at}.plan_type is not a string` };
    const scope = item.scope ?? planId;
    if (typeof scope !== 'string') return { ok: false, problem: `${at}.scope is not a string` };
    const commits = parseCommits(item.log_newest_first ?? item.commits, `${at}.log_newest_first`);
    if (!commits.ok) return commits;
    plans.push({ planId, planType: typeof planType === 'string' ? planType : null, scope, commits: commits.value });
  }
  return { ok: true, value: { mvpMode: mvp ?? false, tddMode: tdd ?? false, plans } };
}
