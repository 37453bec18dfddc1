import { type Host, decodeUtf8, joinPath, pyRepr } from '@gauntlet/core';

/** What a repo search answered, and the command that answered it (the reference's `verification_command`). */
export interface SearchOutcome {
  found: boolean;
  command: string;
}

const PATHSPECS = [':!**/test-fixtures/**', ':!.build-loop', ':!.navgator'] as const;
const WALK_SKIPPED = new Set(['.git', 'node_modules', 'dist', '.build-loop', '.navgator', 'test-fixtures', '__pycache__']);

/** Per-plan memo: the same pattern gets the same answer, and the fallback walk reads each file once. */
export interface SearchCache {
  answers: Map<string, Promise<SearchOutcome>>;
  walk?: Promise<string[]>;
}

export const newSearchCache = (): SearchCache => ({ answers: new Map() });

/**
 * The reference's repo search (plan-verify.md §1.7) for a pattern it hands to its back-ends
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
export function searchRepo(host: Host, repo: string, pattern: string, cache: SearchCache): Promise<SearchOutcome> {
  let answer = cache.answers.get(pattern);
  if (!answer) {
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
      else if (kind === 'file') out.push(path);
    }
  };
  await visit(repo);
  return out;
}
