import { type Host, type RunBudget, decodeUtf8, isWithin, joinPath, pyRepr, spendBudget } from '@gauntlet/core';

/** What a repo search answered, and the command that answered it (the reference's `verification_command`). */
export interface SearchOutcome {
  found: boolean;
  command: string;
}

const PATHSPECS = [':!**/test-fixtures/**', ':!.build-loop', ':!.navgator'] as const;
const WALK_SKIPPED = new Set(['.git', 'node_modules', 'dist', '.build-loop', '.navgator', 'test-fixtures', '__pycache__']);

/** Repository searches (a `git grep` or a fallback walk each) one run may start: docs/guides/limits.md. */
export const PLAN_REPO_SEARCHES = 256;

/** Per-plan memo: the same pattern gets the same answer, and the fallback walk reads each file once. */
export interface SearchCache {
  answers: Map<string, Promise<SearchOutcome>>;
  walk?: Promise<string[]>;
  /** Searches left to the run; a memoised answer costs nothing. */
  budget?: RunBudget;
}

export const newSearchCache = (budget?: RunBudget): SearchCache => ({ answers: new Map(), budget });

/** The run's search budget is spent: the pattern was not searched. */
export const SEARCH_BUDGET_SPENT = 'budget-spent';

/**
 * The reference's repo search (docs/rules/plan/README.md#repository-search) for a pattern it hands to its back-ends
 * (rule 1: the target escaped by Python's `re.escape`).
 *
 * 1. When `<repo>/.git` exists: `git grep -l --untracked -e <P> -- <exclusions>` in the repo,
 *    through the host. Git reads `<P>` as a POSIX basic regex, exactly as for the reference.
 *    Exit 0 with output = found, exit 1 = not found; anything else falls through.
 * 2. The reference then tries `rg`; we do not (the goldens assume no rg) and go to 3.
 * 3. The reference's Python walk: every file under the repo, skipping any path with a
 *    `.git`/`node_modules`/`dist`/... component, searched for `<P>`'s text literally
 *    (backslashes included, the reference's double-escaping quirk).
 */
export function searchRepo(host: Host, repo: string, pattern: string, cache: SearchCache): Promise<SearchOutcome> | typeof SEARCH_BUDGET_SPENT {
  let answer = cache.answers.get(pattern);
  if (!answer) {
    if (cache.budget !== undefined && !spendBudget(cache.budget)) return SEARCH_BUDGET_SPENT;
    answer = search(host, repo, pattern, cache);
    cache.answers.set(pattern, answer);
  }
  return answer;
}

async function search(host: Host, repo: string, pattern: string, cache: SearchCache): Promise<SearchOutcome> {
  const dotGit = await host.stat(joinPath(repo, '.git')).catch(() => null);
  if (dotGit) {
    const args = ['grep', '-l', '--untracked', '-e', pattern, '--', ...PATHSPECS];
    const out = await host.git(args, { cwd: repo }).catch(() => null);
    if (out && (out.exitCode === 0 || out.exitCode === 1)) {
      return { found: out.exitCode === 0 && out.stdout.trim() !== '', command: ['git', '-C', repo, ...args].join(' ') };
    }
  }
  cache.walk ??= walkFiles(host, repo);
  const files = await cache.walk;
  const command = `python-fallback:rglob (pattern=${pyRepr(pattern)})`;
  for (const path of files) {
    const bytes = await host.readFile(path).catch(() => null);
    if (!bytes) continue;
    // errors="ignore": undecodable bytes are dropped.
    if (decodeUtf8(bytes).replace(/\ufffd/g, '').includes(pattern)) return { found: true, command };
  }
  return { found: false, command };
}

/** A linked file is searched only when its target lies inside the repository (nothing outside is read). */
async function staysInside(host: Host, repo: string, path: string): Promise<boolean> {
  try {
    return isWithin(await host.realpath(repo), await host.realpath(path));
  } catch {
    return false;
  }
}

async function walkFiles(host: Host, repo: string): Promise<string[]> {
  // The reference skips a file when ANY component of its absolute path is excluded, the repo's
  // own ancestors included.
  if (repo.split('/').some((part) => WALK_SKIPPED.has(part))) return [];
  const out: string[] = [];
  const visit = async (dir: string): Promise<void> => {
    const entries = await host.readDir(dir).catch(() => []);
    for (const entry of entries) {
      if (WALK_SKIPPED.has(entry.name)) continue;
      const path = joinPath(dir, entry.name);
      const kind = entry.kind === 'symlink' ? (await host.stat(path).catch(() => null))?.kind : entry.kind;
      if (kind === 'directory' && entry.kind !== 'symlink') await visit(path);
      else if (kind === 'file' && (entry.kind !== 'symlink' || (await staysInside(host, repo, path)))) out.push(path);
    }
  };
  await visit(repo);
  return out;
}
