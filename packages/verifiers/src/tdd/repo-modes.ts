import type { Host } from '@gauntlet/core';
import { decodeUtf8, joinPath } from '@gauntlet/core';

export interface RepoModes {
  /** From the ROADMAP phase's `**Mode:**` line, else `.planning/config.json` `workflow.mvp_mode`. */
  mvp: boolean | undefined;
  /** From `.planning/config.json` `workflow.tdd_mode`. */
  tdd: boolean | undefined;
}

const MAX_BYTES = 4 * 1024 * 1024;
const PHASE_HEADING = /^#{1,6}\s+Phase\s+(\d+(?:\.\d+)?)\b/i;
const MODE_LINE = /^\s*(?:[-*]\s+)?\*\*Mode:\*\*(.*)$/;

async function readText(host: Host, path: string): Promise<string | undefined> {
  try {
    const stat = await host.stat(path);
    if (stat?.kind !== 'file' || stat.size > MAX_BYTES) return undefined;
    return decodeUtf8(await host.readFile(path), { stripBom: true });
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `**Mode:**` value of phase `phase` in ROADMAP.md (trimmed, lower-cased), if the phase has one. */
export function roadmapMode(roadmap: string, phase: string): string | undefined {
  let inPhase = false;
  for (const line of roadmap.split(/\r?\n/)) {
    const heading = PHASE_HEADING.exec(line);
    if (heading) {
      inPhase = Number(heading[1]) === Number(phase);
      continue;
    }
    if (/^#{1,6}\s/.test(line)) {
      if (inPhase && /^#{1,2}\s/.test(line)) inPhase = false;
      continue;
    }
    const mode = inPhase ? MODE_LINE.exec(line) : null;
    if (mode) return (mode[1] as string).trim().toLowerCase();
  }
  return undefined;
}

/**
 * docs/rules/tdd/README.md#when-the-gate-applies resolution below the CLI flags, from a GSD repository: MVP from the
 * ROADMAP phase line `**Mode:** mvp`, else `.planning/config.json` `workflow.mvp_mode`; TDD
 * from `workflow.tdd_mode`.
 */
export async function readRepoModes(host: Host, repo: string, phase: string): Promise<RepoModes> {
  const modes: RepoModes = { mvp: undefined, tdd: undefined };
  const roadmap = await readText(host, joinPath(repo, '.planning/ROADMAP.md'));
  const mode = roadmap === undefined ? undefined : roadmapMode(roadmap, phase);
  if (mode !== undefined) modes.mvp = mode === 'mvp';
  const configText = await readText(host, joinPath(repo, '.planning/config.json'));
  let config: unknown;
  try {
    config = configText === undefined ? undefined : JSON.parse(configText);
  } catch {
    config = undefined;
  }
  const workflow = isObject(config) && isObject(config.workflow) ? config.workflow : {};
  if (modes.mvp === undefined && typeof workflow.mvp_mode === 'boolean') modes.mvp = workflow.mvp_mode;
  if (typeof workflow.tdd_mode === 'boolean') modes.tdd = workflow.tdd_mode;
  return modes;
}
