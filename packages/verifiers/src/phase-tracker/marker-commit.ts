import { isWithin, joinPath } from '@gauntlet/core';
import { flowGuardApplies } from './flow-entry.js';
import { parseGitCommit, resolveRepoDir } from './git-command.js';
import type { TrackerContext, TrackerOutcome, TrackerState } from './types.js';

/** Line 1 of a context draft that must not be committed as a spec (exactly; a trailing space is not it). */
export const CONTEXT_DRAFT_MARKER = '# CONTEXT DRAFT - NOT A SPEC - fully replaced at spec-writing';

/** The two readers `findMarkerFile` is given, so that it does no I/O itself. */
export interface MarkerReaders {
  /** The names directly inside a directory, or `null` when it cannot be listed. */
  listDir(dir: string): readonly string[] | null;
  /** The text of a file before its first LF, or `null` when it cannot be read. */
  firstLine(path: string): string | null;
}

const attempt = <T>(read: () => T): T | null => {
  try {
    return read();
  } catch {
    return null;
  }
};

const isPlainName = (name: unknown): name is string => typeof name === 'string' && name !== '' && name !== '.' && name !== '..' && !/[/\\\0]/.test(name);

/** Line 1 without a byte-order mark and without the CR of a CRLF ending. */
const normalizedFirstLine = (line: string) => line.replace(/^\uFEFF/, '').replace(/\r$/, '');

/**
 * The first file directly inside a spec dir under `root` whose line 1 is the context-draft
 * marker, or `undefined`. Spec dirs that would leave `root` are skipped; names are visited in
 * code-point order; a reader that throws counts as one that found nothing.
 */
export function findMarkerFile(root: string, specDirs: readonly string[], readers: MarkerReaders): string | undefined {
  for (const specDir of specDirs) {
    if (typeof specDir !== 'string' || specDir.includes('\0')) continue;
    const dir = joinPath(root, specDir);
    if (!isWithin(root, dir)) continue;
    const names = attempt(() => readers.listDir(dir));
    if (!Array.isArray(names)) continue;
    for (const name of names.filter(isPlainName).sort()) {
      const path = `${dir}/${name}`;
      const line = attempt(() => readers.firstLine(path));
      if (typeof line === 'string' && normalizedFirstLine(line) === CONTEXT_DRAFT_MARKER) return path;
    }
  }
  return undefined;
}

/** The marker commit guard acts while brainstorm is in progress and the flow guards are on. */
export function markerGuardApplies(flowGuardsActive: boolean, brainstormStatus: string): boolean {
  return flowGuardsActive && brainstormStatus === 'in_progress';
}

/**
 * Refuses a `git commit` (also behind `NAME=value` prefixes) while a spec dir of the repository
 * it runs in holds a context draft. `cwd` is the session's working directory.
 */
export function markerCommitGuard(state: TrackerState, context: TrackerContext, command: string, cwd: string, readers: MarkerReaders): TrackerOutcome {
  const { flowGuards } = context.settings;
  if (context.child || !markerGuardApplies(flowGuardApplies(state.entered, flowGuards.enforce), state.phases.brainstorm.status)) return { ok: true };
  const target = parseGitCommit(command, { assignments: true });
  if (target === undefined) return { ok: true };
  const file = findMarkerFile(resolveRepoDir(target, cwd), flowGuards.specDirs, readers);
  if (file === undefined) return { ok: true };
  return {
    ok: false,
    code: 'draft_marker_commit_blocked',
    error: `${file} is still a context draft (line 1 is the CONTEXT DRAFT marker); write the spec over it before committing`,
    file,
  };
}
