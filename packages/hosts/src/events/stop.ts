import { allow, checkFailed, refuse } from '../decision.js';
import type { StopPayload } from '../payload.js';
import { blockersOf } from '../ratchet.js';
import { blockReason, countBlockers } from '../reason.js';
import type { HookSettings } from '../settings.js';
import type { HookDecision, HookEnvironment } from '../types.js';

/**
 * Stop, the delivery gate: lint the files changed in the work tree (tracked changes against
 * the base revision plus untracked files a mapping routes). While `stop_hook_active`, blockers
 * are reported as a system message and the stop is allowed (the loop guard).
 */
export async function decideStop(payload: StopPayload, settings: HookSettings, environment: HookEnvironment): Promise<HookDecision> {
  const event = 'Stop';
  const config = settings.stop;
  if (!config.enabled || !settings.hasFileMapping) return allow(event, 'not_checked');
  const answer = await environment.linter.lintFiles({ changed: config.base });
  if (!answer.ok) return checkFailed(event, `cannot lint the changed files: ${answer.error}`, config.failClosed);
  const blockers = blockersOf(answer.report);
  if (blockers.length === 0) return allow(event, answer.report.results.length === 0 ? 'not_checked' : 'clean');
  const files = [...new Set(answer.report.results.filter((result) => result.verdict === 'fail').map((result) => result.id))];
  const reason = blockReason({
    headline: `${countBlockers(blockers.length)} in the changed files (${files.slice(0, 5).join(', ')}${files.length > 5 ? ', …' : ''})`,
    findings: blockers,
    max: settings.maxFindings,
    footer: 'Fix them before you finish.',
  });
  if (payload.stopHookActive && !config.blockWhenActive) return allow(event, 'loop_guard', { systemMessage: reason, findings: blockers });
  return refuse(event, 'changes_have_blockers', reason, blockers);
}
