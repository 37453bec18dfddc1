import type { Host } from '@gauntlet/core';
import { GauntletError } from '@gauntlet/core';
import type { Commit } from './commits.js';

const RECORD = '\x1e';
const FIELD = '\x1f';
/** History the gate reads at most (newest first). */
export const MAX_COMMITS = 10_000;

/**
 * The branch log, newest first, with the files each commit touched, read through the host's
 * git (`git log -z --name-only`). A directory that is not a git work tree is `input_invalid`.
 */
export async function readCommitLog(host: Host, repo: string, maxCommits = MAX_COMMITS): Promise<Commit[]> {
  const run = await host.git(
    ['log', '-z', '--name-only', '--no-renames', `--max-count=${maxCommits}`, `--format=${RECORD}%H${FIELD}%s${FIELD}%b${FIELD}`],
    { cwd: repo },
  );
  if (run.exitCode !== 0) {
    // An empty repository (no commits yet) has an empty log, not an error.
    if (/does not have any commits/.test(run.stderr)) return [];
    const why = run.stderr.trim().split('\n')[0] || `git log exited ${run.exitCode}`;
    throw new GauntletError('input_invalid', `${repo} is not a readable git repository (${why})`);
  }
  return parseCommitLog(run.stdout);
}

/** Parses the output of the `git log` call above (exported for tests). */
export function parseCommitLog(output: string): Commit[] {
  const commits: Commit[] = [];
  for (const record of output.split(RECORD)) {
    if (record.trim() === '') continue;
    const [sha = '', subject = '', body = '', ...rest] = record.split(FIELD);
    const files = rest.join(FIELD).split(/[\0\n]/).filter((file) => file !== '');
    commits.push({ sha: sha.replace(/^\0+/, ''), subject, body: body.replace(/\n+$/, ''), files });
  }
  return commits;
}
