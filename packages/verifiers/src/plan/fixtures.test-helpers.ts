import { type GitOutput, type Host, createMemoryHost } from '@gauntlet/core';

/** Plan text from lines (joined with `\n`, or the given line ending). */
export const lines = (...text: string[]): string => text.join('\n');
export const crlf = (...text: string[]): string => text.join('\r\n');

/**
 * A memory host with a repository at /repo (a `.git` unless `git: false`) whose `git grep`
 * searches the files the way git does for simple targets: `re.escape`d text read as a basic
 * regex, an unbalanced `\(` rejected (exit 128), the exclusion pathspecs honoured.
 */
export function repoHost(files: Record<string, string>, options: { git?: boolean } = {}): { host: Host; calls: string[][] } {
  const repoFiles = Object.fromEntries(Object.entries(files).map(([path, content]) => [`/repo/${path}`, content]));
  if (options.git !== false) repoFiles['/repo/.git/HEAD'] = 'ref: refs/heads/main\n';
  const calls: string[][] = [];
  const host = createMemoryHost({
    cwd: '/work',
    files: repoFiles,
    git: (args, cwd): GitOutput => {
      calls.push([...args]);
      if (args[0] !== 'grep' || cwd !== '/repo') return { exitCode: 128, stdout: '', stderr: 'fatal' };
      const pattern = args[args.indexOf('-e') + 1] as string;
      if ((pattern.match(/\\\(/g) ?? []).length !== (pattern.match(/\\\)/g) ?? []).length) return { exitCode: 128, stdout: '', stderr: 'Unmatched ( or \\(' };
      const literal = pattern.replace(/\\(.)/g, '$1');
      const hits = Object.entries(files)
        .filter(([path, content]) => !path.includes('/test-fixtures/') && !path.startsWith('.build-loop/') && content.split('\n').some((line) => line.includes(literal)))
        .map(([path]) => path);
      return hits.length > 0 ? { exitCode: 0, stdout: `${hits.join('\n')}\n`, stderr: '' } : { exitCode: 1, stdout: '', stderr: '' };
    },
  });
  return { host, calls };
}

/** The `git grep` command a repository search reports as evidence (plan/delete-with-callers). */
export const grepCommand = (pattern: string, repo = '/repo'): string =>
  `verification: git -C ${repo} grep -l --untracked -e ${pattern} -- :!**/test-fixtures/** :!.build-loop :!.navgator`;
