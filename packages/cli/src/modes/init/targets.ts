import type { OptionValues } from '../../command.js';
import type { CliIO } from '../../io.js';

/** What every init target receives: the shared flags, the mode's options, and what follows the target's name. */
export interface InitRun {
  io: CliIO;
  /** Print what would be written; write nothing. */
  dryRun: boolean;
  /** Replace or change what is already there. */
  force: boolean;
  /** Every option of the mode; a target reads the ones it declares in `options`. */
  values: OptionValues;
  positionals: readonly string[];
}

/**
 * One thing `gauntlet-lint init [TARGET]` sets up. Targets share `--dry-run` and `--force`; an
 * option of one target only (`--http`) is refused for the others. Each loads its code only when
 * it runs. Add a target here and `init --help` lists it.
 */
export interface InitTarget {
  name: string;
  summary: string;
  /** The mode's options that only this target takes. */
  options?: readonly string[];
  run(init: InitRun): Promise<number>;
}

export const DEFAULT_TARGET = 'config';

export const INIT_TARGETS: readonly InitTarget[] = [
  {
    name: 'config',
    summary: 'find the workflows the repository uses and write gauntlet.config.json (the default)',
    run: async (init) => (await import('./config-target.js')).initConfig(init),
  },
  {
    name: 'claude',
    summary: 'merge the hooks into .claude/settings.json (keeps every existing hook and setting; idempotent)',
    options: ['http', 'port'],
    run: async (init) => (await import('./claude-target.js')).runClaudeTarget(init),
  },
];

/** The options some target declares for itself (refused with any other target). */
export const TARGET_OPTIONS: ReadonlySet<string> = new Set(INIT_TARGETS.flatMap((target) => target.options ?? []));
