import type { CliIO } from '../../io.js';

/** What every init target receives: the shared flags and what follows the target's name. */
export interface InitRun {
  io: CliIO;
  /** Print what would be written; write nothing. */
  dryRun: boolean;
  /** Replace or change what is already there. */
  force: boolean;
  positionals: readonly string[];
}

/**
 * One thing `gauntlet-lint init [TARGET]` sets up. Targets share `--dry-run` and `--force`; each
 * loads its code only when it runs. Add a target here (e.g. `claude`, the hooks block of
 * `.claude/settings.json`) and `init --help` lists it.
 */
export interface InitTarget {
  name: string;
  summary: string;
  run(init: InitRun): Promise<number>;
}

export const DEFAULT_TARGET = 'config';

export const INIT_TARGETS: readonly InitTarget[] = [
  {
    name: 'config',
    summary: 'find the workflows the repository uses and write gauntlet.config.json (the default)',
    run: async (init) => (await import('./config-target.js')).initConfig(init),
  },
];
