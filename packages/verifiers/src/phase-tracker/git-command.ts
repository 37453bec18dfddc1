import { isAbsolutePath, joinPath, resolvePath } from '@gauntlet/core';

/**
 * Finding `git` invocations in a shell command line the way pi-gauntlet's guards do: not a shell
 * parser, a statement scanner. A statement starts at the beginning, after a newline, `;`, `&`,
 * `|` or `(`; its words run to the next operator. Quotes are not tracked, so `sh -c 'x; git
 * commit'` is a commit (as upstream) and `grep "git commit" log` is not. Each character is read by
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

/** Global options of git that take the next word as their value. */
const VALUE_OPTIONS: readonly string[] = ['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--super-prefix', '--config-env', '--attr-source'];
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

// Character classes by code: 1 = statement break (LF ; & | (), 2 = other word terminator () < >),
// 3 = whitespace inside a statement. Non-ASCII whitespace is looked up with a regex.
const BREAK = 1;
const TERMINATOR = 2;
const SPACE = 3;
const ASCII_CLASS = new Uint8Array(128);
for (const ch of '\n;&|(') ASCII_CLASS[ch.charCodeAt(0)] = BREAK;
for (const ch of ')<>') ASCII_CLASS[ch.charCodeAt(0)] = TERMINATOR;
for (const ch of ' \t\r\v\f') ASCII_CLASS[ch.charCodeAt(0)] = SPACE;
const UNICODE_SPACE = /\s/;

function classOf(command: string, pos: number): number {
  const code = command.charCodeAt(pos);
  if (code < 128) return ASCII_CLASS[code] as number;
  return UNICODE_SPACE.test(command[pos] as string) ? SPACE : 0;
}

/** Shell quote removal, approximately: the words we read never hold spaces. */
const unquote = (word: string) => word.replace(/["']/g, '');

/** Reads the words of one statement on demand; it never reads past the statement's end. */
function statementReader(command: string, start: number): () => string | undefined {
  let pos = start;
  let done = false;
  return () => {
    if (done) return undefined;
    while (pos < command.length && classOf(command, pos) === SPACE) pos++;
    if (pos >= command.length || classOf(command, pos) === BREAK || classOf(command, pos) === TERMINATOR) {
      done = true;
      return undefined;
    }
    const from = pos;
    while (pos < command.length && classOf(command, pos) === 0) pos++;
    return unquote(command.slice(from, pos));
  };
}

/** A later `cd` or `-C` relative to an earlier one lands below it, as in the shell. */
const chain = (previous: string | undefined, next: string) => (previous === undefined || isAbsolutePath(next) ? next : joinPath(previous, next));

/** Every `git <subcommand>` statement of a command line, in order. Never throws. */
export function gitInvocations(command: unknown, options: ScanOptions = {}): GitInvocation[] {
  if (typeof command !== 'string') return [];
  const out: GitInvocation[] = [];
  let cdPath: string | undefined;
  for (let start = 0; start <= command.length; start++) {
    if (start > 0 && classOf(command, start - 1) !== BREAK) continue;
    let first = start;
    while (first < command.length && classOf(command, first) === SPACE) first++;
    if (first >= command.length || classOf(command, first) !== 0) continue; // an empty statement
    const next = statementReader(command, first);
    let word = next();
    if (options.assignments) while (word !== undefined && ASSIGNMENT.test(word)) word = next();
    if (word === 'cd') {
      const dir = next();
      if (dir !== undefined && dir !== '') cdPath = chain(cdPath, dir);
      continue;
    }
    if (word !== 'git') continue;
    let cPath: string | undefined;
    word = next();
    while (word !== undefined && word.startsWith('-')) {
      const value = VALUE_OPTIONS.includes(word) ? next() : undefined;
      if (word === '-C' && value !== undefined) cPath = chain(cPath, value);
      word = next();
    }
    if (word === undefined) continue;
    const args: string[] = [];
    for (let arg = next(); arg !== undefined; arg = next()) args.push(arg);
    out.push({ subcommand: word, args, ...(cPath === undefined ? {} : { cPath }), ...(cdPath === undefined ? {} : { cdPath }) });
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
