import { GauntletError, decodeUtf8, defineRule, joinPath, pyFnmatch, pyReprList, pyStrip } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { type PreparedPlan, py, reportAt } from '../shared.js';

export const DEFAULT_FORBIDDEN_PATHS = ['project.yml', '.github/workflows/*', 'package-lock.json', 'pnpm-lock.yaml', 'Package.resolved'] as const;
const FILES_OWNED = py('^\\s*files_owned\\s*:\\s*(.*)$');

/**
 * `dispatch.forbiddenPaths` of `<repo>/.build-loop/config.json` when it is a list of strings
 * (stripped, empty ones dropped), else the defaults. A config path that exists but cannot be
 * read (a directory) is a reference crash: exit 2.
 */
async function forbiddenPaths(plan: PreparedPlan): Promise<readonly string[]> {
  if (plan.repo === null) return DEFAULT_FORBIDDEN_PATHS;
  const path = joinPath(plan.repo, '.build-loop/config.json');
  const stat = await plan.host.stat(path).catch(() => null);
  if (!stat) return DEFAULT_FORBIDDEN_PATHS;
  const bytes = await plan.host.readFile(path).catch((error: unknown) => {
    throw new GauntletError('input_unreadable', `${path} cannot be read (${error instanceof Error ? error.message : String(error)})`);
  });
  let config: unknown;
  try {
    config = JSON.parse(decodeUtf8(bytes));
  } catch {
    return DEFAULT_FORBIDDEN_PATHS;
  }
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return DEFAULT_FORBIDDEN_PATHS;
  const dispatch = (config as Record<string, unknown>).dispatch;
  if (typeof dispatch !== 'object' || dispatch === null || Array.isArray(dispatch)) return DEFAULT_FORBIDDEN_PATHS;
  const list = (dispatch as Record<string, unknown>).forbiddenPaths;
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) return DEFAULT_FORBIDDEN_PATHS;
  return (list as string[]).map((item) => pyStrip(item)).filter((item) => item !== '');
}

const isClassChar = (code: number): boolean =>
  (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x5f || code === 0x2e || code === 0x2f || code === 0x2d || code === 0x2a;
const isAlnum = (code: number): boolean => (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);

/**
 * Capture group 1 of every match of
 * ``[`"']?([A-Za-z0-9_.\/\-*]+\.[A-Za-z0-9]+|\.?[A-Za-z0-9_.\/\-*]+\/[A-Za-z0-9_.\/\-*]+)[`"']?``
 * (find-all), computed per run of class characters in linear time: the first alternative ends at
 * the alphanumeric run after the run's last `.`+alphanumeric, the second takes the rest of the run
 * when a `/` with a character on each side remains.
 */
export function ownedPathTokens(value: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < value.length) {
    if (!isClassChar(value.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < value.length && isClassChar(value.charCodeAt(i))) i++;
    const end = i;
    let lastDot = -1;
    for (let k = end - 2; k >= start; k--) {
      if (value.charCodeAt(k) === 0x2e && isAlnum(value.charCodeAt(k + 1))) {
        lastDot = k;
        break;
      }
    }
    const lastSlash = value.lastIndexOf('/', end - 2);
    let pos = start;
    while (pos < end) {
      if (lastDot >= pos + 1) {
        let stop = lastDot + 1;
        while (stop < end && isAlnum(value.charCodeAt(stop))) stop++;
        out.push(value.slice(pos, stop));
        pos = stop;
      } else if (lastSlash >= pos + 1) {
        out.push(value.slice(pos, end));
        pos = end;
      } else {
        break;
      }
    }
  }
  return out;
}

export const forbiddenPathConflict = defineRule<PreparedPlan>({
  id: 'plan/forbidden-path-conflict',
  description: 'A files_owned: line claims a path that dispatch.forbiddenPaths (or the defaults) forbids.',
  severity: 'warning',
  reasons: [PlanReason.forbidden_path_conflict],
  async check(plan, context) {
    const { doc } = plan;
    const owned: number[] = [];
    for (let i = 0; i < doc.lines.length; i++) {
      const line = doc.lines[i] as string;
      if (line !== '' && line.includes(':') && FILES_OWNED.test(line)) owned.push(i);
    }
    const forbidden = await forbiddenPaths(plan);
    if (forbidden.length === 0) return;
    for (const i of owned) {
      const value = (FILES_OWNED.exec(doc.lines[i] as string) as RegExpExecArray)[1] as string;
      const hits = ownedPathTokens(value).filter((token) => forbidden.some((pattern) => pyFnmatch(token, pattern)));
      if (hits.length === 0) continue;
      reportAt(context, doc, i, {
        reason: PlanReason.forbidden_path_conflict,
        message: `Chunk requires editing forbidden path(s): ${pyReprList(hits)}. Either relax \`dispatch.forbiddenPaths\` in .build-loop/config.json or rescope the chunk before Phase 3 dispatch.`,
        hint: 'Rescope the chunk, or change dispatch.forbiddenPaths deliberately.',
      });
    }
  },
});
