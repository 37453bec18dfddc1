import type { Report } from '@gauntlet/contracts/codes';
import { allow, checkFailed, refuse } from '../decision.js';
import { projectPath } from '../project.js';
import { introducedBlockers, blockersOf, warningsOf } from '../ratchet.js';
import { blockReason, countBlockers } from '../reason.js';
import type { HookSettings } from '../settings.js';
import type { HookDecision, HookEnvironment, HookEventName } from '../types.js';

/**
 * The pre-write check (a Claude Code PreToolUse, a pi `tool_call`) and the post-write report
 * (PostToolUse, pi `tool_result`), on a path the config's `files` mapping routes to a command.
 */

export interface ProposedWrite {
  /** The file, as the tool names it (absolute inside the project, or relative to it). */
  path: string;
  /** What the file will hold after the tool runs. */
  content: string;
  /** Whether the file exists now (only then is there a "before" to compare with). */
  exists: boolean;
  /** The tool, for the reason text (`Write`, `edit`). */
  tool: string;
}

/** A report that checked nothing: the path is not mapped (or ignored) by the config. */
const unmapped = (report: Report): boolean => report.results.length === 0;

/**
 * Denies a write that introduces blockers relative to the file on disk (the ratchet). Allows
 * unmapped paths, paths outside the project, and clean or legacy-only content.
 */
export async function checkProposedWrite(write: ProposedWrite, settings: HookSettings, environment: HookEnvironment): Promise<HookDecision> {
  const event: HookEventName = 'PreToolUse';
  const { failClosed, approveClean } = settings.preToolUse;
  const path = projectPath(environment.host, write.path);
  if (path === null) return allow(event, 'not_checked', { notes: [`not checked: ${write.path} is outside the project`] });
  const after = await environment.linter.lintFiles({ paths: [path], overlay: { [path]: write.content } });
  if (!after.ok) return checkFailed(event, `cannot check ${path}: ${after.error}`, failClosed);
  if (unmapped(after.report)) return allow(event, 'not_checked');
  const blockers = blockersOf(after.report);
  const clean = allow(event, 'clean', approveClean ? { approve: true } : {});
  if (blockers.length === 0) return clean;
  let before: typeof blockers = [];
  if (write.exists) {
    const onDisk = await environment.linter.lintFiles({ paths: [path] });
    if (onDisk.ok) before = blockersOf(onDisk.report);
  }
  const introduced = introducedBlockers(before, blockers);
  if (introduced.length === 0) return clean;
  const reason = blockReason({
    headline: `this ${write.tool} would add ${countBlockers(introduced.length)} to ${path}`,
    findings: introduced,
    max: settings.maxFindings,
    footer: before.length > 0 ? `Blockers the file already has on disk do not count (${before.length} of them); fix only the new ones and retry.` : 'Fix the content and retry.',
  });
  return refuse(event, 'write_introduces_blockers', reason, introduced);
}

/** Lints a written file: blockers block (or, with `block: false`, become context), warnings are context. */
export async function checkWrittenFile(file: { path: string; tool: string }, settings: HookSettings, environment: HookEnvironment): Promise<HookDecision> {
  const event: HookEventName = 'PostToolUse';
  const path = projectPath(environment.host, file.path);
  if (path === null) return allow(event, 'not_checked', { notes: [`not checked: ${file.path} is outside the project`] });
  const answer = await environment.linter.lintFiles({ paths: [path] });
  if (!answer.ok) return checkFailed(event, `cannot check ${path}: ${answer.error}`, settings.postToolUse.failClosed);
  if (unmapped(answer.report)) return allow(event, 'not_checked');
  const blockers = blockersOf(answer.report);
  const warnings = warningsOf(answer.report);
  if (blockers.length > 0) {
    const reason = blockReason({
      headline: `${path} has ${countBlockers(blockers.length)} after this ${file.tool}`,
      findings: blockers,
      max: settings.maxFindings,
      footer: 'Fix them with your next edit.',
    });
    if (settings.postToolUse.block) return refuse(event, 'file_has_blockers', reason, blockers);
    return allow(event, 'clean', { context: reason, findings: blockers });
  }
  if (warnings.length === 0) return allow(event, 'clean');
  const context = blockReason({ headline: `${path} has ${warnings.length} warning${warnings.length === 1 ? '' : 's'} (not blocking)`, findings: warnings, max: settings.maxFindings });
  return allow(event, 'clean', { context });
}
