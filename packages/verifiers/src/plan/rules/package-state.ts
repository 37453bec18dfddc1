import { GauntletError, decodeUtf8, defineRule, isInvalidUtf8, joinPath, lazyPyRegex } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { type PreparedPlan, reportAt } from '../shared.js';

const TABLES = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const;
const SUFFIX = lazyPyRegex('\\s+is\\s+in\\s+package\\.json', 'gi');
const PREFILTER = /package\.json/iu;
const NAME_CHAR = /[A-Za-z0-9_@/\-\u0130\u0131\u017f\u212a]/;

/** Python truthiness of a parsed JSON value. */
function truthy(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value as object).length > 0;
  return true;
}

/**
 * The dependency names of `<repo>/package.json`, `null` when there is none or it is not JSON.
 * Throws (exit 2) where the reference crashes: a top level that is not an object, or a truthy
 * dependency table that is not an object.
 */
async function dependencySet(plan: PreparedPlan, path: string): Promise<Set<string> | null> {
  const stat = await plan.host.stat(path).catch(() => null);
  if (!stat) return null;
  const bytes = await plan.host.readFile(path).catch((error: unknown) => {
    throw new GauntletError('input_unreadable', `${path} cannot be read (${error instanceof Error ? error.message : String(error)})`);
  });
  if (isInvalidUtf8(bytes)) return null;
  let manifest: unknown;
  try {
    manifest = JSON.parse(decodeUtf8(bytes, { stripBom: false }));
  } catch {
    return null;
  }
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) {
    throw new GauntletError('input_invalid', `${path} is not a JSON object (plan-verify cannot read its dependency tables)`);
  }
  const names = new Set<string>();
  for (const table of TABLES) {
    const value = (manifest as Record<string, unknown>)[table];
    if (!truthy(value)) continue;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new GauntletError('input_invalid', `${path}: "${table}" is not an object (plan-verify cannot read it)`);
    }
    for (const name of Object.keys(value)) names.add(name);
  }
  return names;
}

/**
 * Names claimed by ``/`?([A-Za-z0-9_@/-]+)`?\s+is\s+in\s+package\.json/gi`` (all matches), found
 * from each suffix back to the run of name characters before it, so a long line costs linear time.
 */
export function claimedNames(line: string): string[] {
  const out: string[] = [];
  let consumed = 0;
  const suffix = SUFFIX(line);
  suffix.lastIndex = 0;
  for (let m = suffix.exec(line); m; m = suffix.exec(line)) {
    let end = m.index;
    if (end > consumed && line[end - 1] === '`') end--;
    let start = end;
    while (start > consumed && NAME_CHAR.test(line[start - 1] as string)) start--;
    if (start < end) {
      out.push(line.slice(start, end));
      consumed = m.index + m[0].length;
    }
  }
  return out;
}

export const packageState = defineRule<PreparedPlan>({
  id: 'plan/package-state',
  description: 'A "`name` is in package.json" claim for a package that is not a dependency of the repo.',
  severity: 'blocker',
  reasons: [PlanReason.package_state],
  async check(plan, context) {
    if (plan.repo === null) return;
    const manifestPath = joinPath(plan.repo, 'package.json');
    const names = await dependencySet(plan, manifestPath);
    if (names === null) return;
    const { doc } = plan;
    for (let i = 0; i < doc.lines.length; i++) {
      const line = doc.lines[i] as string;
      if (line === '' || !PREFILTER.test(line)) continue;
      for (const name of claimedNames(line)) {
        if (names.has(name)) continue;
        reportAt(context, doc, i, {
          reason: PlanReason.package_state,
          message: `The plan says \`${name}\` is in package.json, but it is not a dependency there.`,
          hint: 'Add the dependency in this plan, or correct the claim.',
          evidence: [`verification: jq .dependencies ${manifestPath}`],
        });
      }
    }
  },
});
