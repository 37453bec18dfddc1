/**
 * How git is run so that nothing from a repository's own configuration executes (see
 * docs/guides/security.md). An agent that can write files can write `.git/config`,
 * `.git/info/attributes` and `.gitattributes`; git would then run its fsmonitor, pager, external
 * diff, textconv and filter drivers, hooks or ssh command for us. Command-line `-c` settings win
 * over every configuration file, so the runner overrides each setting that names a program, and
 * turns off the ones that change what git prints (colour, relative paths, pattern syntax).
 */

/** `-c` settings given to every git call. */
export const SAFE_GIT_CONFIG: readonly string[] = [
  'core.fsmonitor=false',
  'core.hooksPath=/dev/null',
  'core.pager=cat',
  'core.askPass=',
  'core.sshCommand=',
  'core.alternateRefsCommand=',
  'core.untrackedCache=false',
  'core.quotePath=true',
  'credential.helper=',
  'diff.external=',
  'diff.relative=false',
  'diff.noprefix=false',
  'log.showSignature=false',
  'color.ui=false',
  'color.diff=false',
  'color.grep=false',
  'color.status=false',
  'grep.patternType=default',
  'grep.extendedRegexp=false',
  'grep.fallbackToNoIndex=false',
  'protocol.allow=never',
  'safe.bareRepository=explicit',
];

/** Environment variables that name a program git would run, removed from its environment. */
export const UNSAFE_GIT_ENV: readonly string[] = [
  'GIT_EXTERNAL_DIFF',
  'GIT_DIFF_OPTS',
  'GIT_PAGER',
  'PAGER',
  'GIT_EDITOR',
  'GIT_SEQUENCE_EDITOR',
  'GIT_SSH',
  'GIT_SSH_COMMAND',
  'GIT_ASKPASS',
  'SSH_ASKPASS',
  'GIT_PROXY_COMMAND',
  'GIT_EXEC_PATH',
];

/** Environment git runs with: no prompts, no optional index writes, no lazy fetches, C locale. */
export function safeGitEnv(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) if (value !== undefined && !UNSAFE_GIT_ENV.includes(key)) out[key] = value;
  return {
    ...out,
    GIT_TERMINAL_PROMPT: '0',
    GIT_OPTIONAL_LOCKS: '0',
    GIT_NO_LAZY_FETCH: '1',
    GIT_PROTOCOL_FROM_USER: '0',
    GIT_NO_REPLACE_OBJECTS: '1',
    LC_ALL: 'C',
  };
}

/** Flags added right after these subcommands (they would otherwise run external diff or textconv programs). */
const SUBCOMMAND_FLAGS: Readonly<Record<string, readonly string[]>> = {
  diff: ['--no-ext-diff', '--no-textconv', '--no-color'],
  log: ['--no-ext-diff', '--no-textconv', '--no-color', '--no-show-signature'],
  show: ['--no-ext-diff', '--no-textconv', '--no-color', '--no-show-signature'],
  grep: ['--no-textconv', '--no-color'],
};

/** Global options that take the next argument as their value (`git -c k=v diff`). */
const VALUE_OPTIONS = new Set(['-c', '-C', '--git-dir', '--work-tree', '--namespace']);

/**
 * The full argument vector: `--no-pager`, the safe settings, `-c` overrides that empty every
 * filter, diff and merge driver the configuration defines (`drivers`, from `driverSettings`),
 * then the caller's arguments with the subcommand's safety flags.
 */
export function safeGitArgs(args: readonly string[], drivers: readonly string[] = []): string[] {
  const out = ['--no-pager'];
  for (const setting of [...SAFE_GIT_CONFIG, ...drivers]) out.push('-c', setting);
  let i = 0;
  while (i < args.length && (args[i] as string).startsWith('-')) i += VALUE_OPTIONS.has(args[i] as string) ? 2 : 1;
  const subcommand = args[i];
  out.push(...args.slice(0, i + 1));
  if (subcommand !== undefined) out.push(...(SUBCOMMAND_FLAGS[subcommand] ?? []), ...args.slice(i + 1));
  return out;
}

/** The `git config -z --get-regexp` call that lists the configured drivers. */
export const DRIVER_QUERY: readonly string[] = ['config', '-z', '--get-regexp', '^(filter|diff|merge)\\.'];

/** Program-valued keys of each driver section. */
const DRIVER_KEYS: Readonly<Record<string, readonly string[]>> = {
  filter: ['clean', 'smudge', 'process'],
  diff: ['command', 'textconv'],
  merge: ['driver'],
};

/**
 * `-c` settings that empty every program of every driver named in `git config -z --get-regexp`
 * output (`key\nvalue\0` records; the driver name is everything between the section and the
 * last dot, and may itself hold dots). A filter is also made optional, so an emptied required
 * filter is skipped rather than failing the command.
 */
export function driverSettings(output: string): string[] {
  const settings = new Set<string>();
  for (const record of output.split('\0')) {
    const key = record.split('\n', 1)[0] as string;
    const first = key.indexOf('.');
    const last = key.lastIndexOf('.');
    if (first < 0 || last <= first) continue;
    const section = key.slice(0, first).toLowerCase();
    const name = key.slice(first + 1, last);
    for (const program of DRIVER_KEYS[section] ?? []) settings.add(`${section}.${name}.${program}=`);
    if (section === 'filter') settings.add(`filter.${name}.required=false`);
  }
  return [...settings];
}
