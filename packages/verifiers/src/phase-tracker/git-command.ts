import { isAbsolutePath, joinPath, resolvePath } from '@gauntlet/core';

/**
 * Finding `git` invocations in a shell command line the way pi-gauntlet's guards do: not a shell
 * parser, a statement scanner. A statement starts at the beginning, after a newline, `;`, `&`,
 * `|` or `(`; its words run to the next operator. Quotes are not tracked, so `sh -c 'x; git
 * commit'` is a commit (as upstream) and `echo "git commit"` is not. Each character is read by
 * at most one statement, so any input is scanned in linear time.
 */

/** Where a commit runs: `git -C <dir>` and the last `cd <dir>` before it (absent members omitted). */
export interface GitCommitTarget {
  cPath?: string;
  cdPath?: string;
}

export interface GitInvocation extends GitCommitTarget {
  subcommand: string;
  /** The words after the subcommand, up to the end of the statement. */
  args: string[];
}

export interface ScanOptions {
  /**
   * Skip `NAME=value` prefixes (`GIT_DIR=x git commit`). Off in `parseGitCommit`, which keeps
   * upstream's known gap; on in the guards, which must not fail open.
   */
  assignments?: boolean;
}

const STATEMENT_BREAKS = '\n;&|(';
const WORD_TERMINATORS = '\n;&|()<>';
/** Global options of git that take the next word as their value. */
const VALUE_OPTIONS: readonly string[] = ['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--super-prefix', '--config-env', '--attr-source'];
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

const isInlineSpace = (ch: string) => ch !== '\n' && /\s/.test(ch);
const endsWord = (ch: string) => WORD_TERMINATORS.includes(ch) || /\s/.test(ch);
/** Shell quote removal, approximately: the words we read never hold spaces. */
const unquote = (word: string) => word.replace(/["']/g, '');

/** The words of the statement starting at `start`, unquoted. */
function statementWords(command: string, start: number): string[] {
  const words: string[] = [];
  let pos = start;
  for (;;) {
    while (pos < command.length && isInlineSpace(command[pos] as string)) pos++;
    if (pos >= command.length || WORD_TERMINATORS.includes(command[pos] as string)) return words;
    const from = pos;
    while (pos < command.length && !endsWord(command[pos] as string)) pos++;
    words.push(unquote(command.slice(from, pos)));
  }
}

/** A later `cd` or `-C` relative to an earlier one lands below it, as in the shell. */
const chain = (previous: string | undefined, next: string) => (previous === undefined || isAbsolutePath(next) ? next : joinPath(previous, next));

/** Every `git <subcommand>` statement of a command line, in order. Never throws. */
export function gitInvocations(command: unknown, options: ScanOptions = {}): GitInvocation[] {
  if (typeof command !== 'string') return [];
  const out: GitInvocation[] = [];
  let cdPath: string | undefined;
  for (let start = 0; start <= command.length; start++) {
    if (start > 0 && !STATEMENT_BREAKS.includes(command[start - 1] as string)) continue;
    const words = statementWords(command, start);
    let i = 0;
    if (options.assignments) while (i < words.length && ASSIGNMENT.test(words[i] as string)) i++;
    if (words[i] === 'cd' && words[i + 1] !== undefined && words[i + 1] !== '') {
      cdPath = chain(cdPath, words[i + 1] as string);
      continue;
    }
    if (words[i] !== 'git') continue;
    let cPath: string | undefined;
    i++;
    while (i < words.length && (words[i] as string).startsWith('-')) {
      const option = words[i] as string;
      if (option === '-C' && words[i + 1] !== undefined) cPath = chain(cPath, words[i + 1] as string);
      i += VALUE_OPTIONS.includes(option) ? 2 : 1;
    }
    const subcommand = words[i];
    if (subcommand === undefined) continue;
    out.push({ subcommand, args: words.slice(i + 1), ...(cPath === undefined ? {} : { cPath }), ...(cdPath === undefined ? {} : { cdPath }) });
  }
  return out;
}

/**
 * The first `git commit` of a command line and where it runs (`{}` when neither `-C` nor `cd`
 * is involved), or `undefined` when the line commits nothing. `commit-graph`, `commit-tree` and
 * `commitish` are other words. Arbitrary strings never throw.
 */
export function parseGitCommit(command: string, options: ScanOptions = {}): GitCommitTarget | undefined {
  const commit = gitInvocations(command, options).find((invocation) => invocation.subcommand === 'commit');
  if (commit === undefined) return undefined;
  const { cPath, cdPath } = commit;
  return { ...(cPath === undefined ? {} : { cPath }), ...(cdPath === undefined ? {} : { cdPath }) };
}

/** The directory a commit runs in: `-C` resolved against the `cd` directory, the `cd` directory against the session cwd. */
export function resolveRepoDir(target: GitCommitTarget, cwd: string): string {
  const base = target.cdPath === undefined ? cwd : resolvePath(cwd, target.cdPath);
  return target.cPath === undefined ? base : resolvePath(base, target.cPath);
}
