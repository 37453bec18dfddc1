import type { Host } from '@gauntlet/core';
import { compareCodePoints, decodeUtf8, joinPath } from '@gauntlet/core';

export interface PhasePlan {
  /** The plan file's name without `-PLAN.md` (`08-02`): also its commit scope. */
  planId: string;
  /** `tdd` when the plan has a line starting `type: tdd`; the other `type:` value, or null. */
  planType: string | null;
}

const PLAN_SUFFIX = '-PLAN.md';
const LEADING_NUMBER = /^(\d+(?:\.\d+)?)/;
const TYPE_LINE = /^type:[ \t]*(\S+)/;
const MAX_BYTES = 4 * 1024 * 1024;

const samePhase = (name: string, phase: string) => {
  const number = LEADING_NUMBER.exec(name)?.[1];
  return number !== undefined && Number(number) === Number(phase);
};

/** The plan's type from its PLAN.md: docs/rules/tdd/README.md#end-of-phase-review "a line exactly starting `type: tdd`". */
export function planTypeOf(text: string): string | null {
  let other: string | null = null;
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('type: tdd')) return 'tdd';
    other ??= TYPE_LINE.exec(line)?.[1] ?? null;
  }
  return other;
}

/**
 * The plans of a phase in a GSD repository: `.planning/phases/<phase>-<name>/<id>-PLAN.md`
 * (the phase directory matched by its leading number, so `8` finds `08-auth`), sorted by id.
 */
export async function readPhasePlans(host: Host, repo: string, phase: string): Promise<PhasePlan[]> {
  const phasesDir = joinPath(repo, '.planning/phases');
  let directories;
  try {
    directories = (await host.readDir(phasesDir)).filter((entry) => entry.kind === 'directory' && samePhase(entry.name, phase));
  } catch {
    return [];
  }
  const plans: PhasePlan[] = [];
  for (const directory of directories) {
    const dir = joinPath(phasesDir, directory.name);
    for (const entry of await host.readDir(dir).catch(() => [])) {
      if (entry.kind !== 'file' || !entry.name.endsWith(PLAN_SUFFIX)) continue;
      const path = joinPath(dir, entry.name);
      const stat = await host.stat(path).catch(() => null);
      const text = stat && stat.size <= MAX_BYTES ? decodeUtf8(await host.readFile(path).catch(() => new Uint8Array())) : '';
      plans.push({ planId: entry.name.slice(0, -PLAN_SUFFIX.length), planType: planTypeOf(text) });
    }
  }
  return plans.sort((a, b) => compareCodePoints(a.planId, b.planId));
}
