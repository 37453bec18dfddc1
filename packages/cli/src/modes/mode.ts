import type { OptionSpec, OptionValues } from '../command.js';
import type { CliIO } from '../io.js';

/**
 * A mode is a subcommand that is not a lint command: it runs gauntlet-lint as something else
 * (an MCP server, a hook, a local HTTP server) or sets a repository up. It has its own options,
 * takes no report format, and returns its own exit code.
 */
export interface ModeSpec {
  name: string;
  /** One line for the command list. */
  summary: string;
  /** Usage lines after `gauntlet-lint <name> `. */
  synopsis: string[];
  options: Readonly<Record<string, OptionSpec>>;
  /** Positional arguments it accepts (`max: null` = any number). */
  positionals: { min: number; max: number | null };
  /** Extra help text, shown after the options. */
  notes?: string[];
  load(): Promise<ModeModule>;
}

export interface ModeRun {
  io: CliIO;
  values: OptionValues;
  positionals: readonly string[];
}

export interface ModeModule {
  /** Runs the mode; resolves to the process exit code. Usage errors throw `GauntletError`. */
  main(run: ModeRun): Promise<number>;
}
