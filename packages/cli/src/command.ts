import type { Result } from '@gauntlet/contracts/codes';
import type { Host, RuleMeta, RuleOptions, RuleSettings } from '@gauntlet/core';
import type { CliIO } from './io.js';

export interface OptionSpec {
  type: 'string' | 'boolean';
  multiple?: boolean;
  short?: string;
  /** Placeholder shown in help, e.g. `DIR`. */
  value?: string;
  description: string;
}

/**
 * What the CLI knows about a command before loading it: enough for `--help` and argument
 * parsing. The verification code lives in `load()`, imported only when the command runs.
 */
export interface CommandSpec {
  name: string;
  /** One line for the command list. */
  summary: string;
  /** Usage lines after `gauntlet-lint <name> `. */
  synopsis: string[];
  /** The family's overview page, `docs/rules/<family>/README.md` (shown in help and docs/cli.md). */
  spec: string;
  options: Readonly<Record<string, OptionSpec>>;
  /** Positional inputs: how many, and whether they are files that must exist (`-` is stdin). */
  inputs: { min: number; max: number | null; files: boolean };
  /** Rule families the command reports (for config validation and `--list-rules`). */
  families: readonly string[];
  /** Extra help text (examples, notes), shown after the options. */
  notes?: string[];
  load(): Promise<CommandModule>;
}

export type OptionValues = Readonly<Record<string, string | boolean | string[] | boolean[] | undefined>>;

/** A file input, read and ready to verify. */
export interface InputFile {
  /** The path as given, `-` for stdin. */
  id: string;
  bytes: Uint8Array;
}

export interface CommandContext {
  readonly command: string;
  readonly values: OptionValues;
  readonly positionals: readonly string[];
  /** The command's arguments as given, for the rare flag whose order matters. */
  readonly argv: readonly string[];
  readonly io: CliIO;
  readonly host: Host;
  readonly rules: RuleSettings;
  /** Per-rule options from the config (checked against the rules' declarations): pass them to the verifier with `rules`. */
  readonly ruleOptions: RuleOptions;
  /**
   * Reads a positional or flag-named input (`-` = stdin) through the input layer (inputs.ts):
   * missing, unreadable, non-regular, linked-out or oversized inputs are a `GauntletError`.
   */
  readInput(path: string, what?: string): Promise<InputFile>;
  /**
   * Runs `check` on each input in order. In a run of several inputs, one that cannot be read or
   * decoded (`input_unreadable`, `input_invalid`, over its cap) becomes a failing result of its
   * own (`core/input`, `core/input-too-large`) and the others are still checked; with one input
   * the error ends the run (exit 2). Commands that take `FILE...` loop through this.
   */
  forEachInput(paths: readonly string[], check: (path: string) => Promise<void>): Promise<void>;
  /**
   * Decoded text of a (possibly huge) input in chunks, for batch modes that must run in bounded
   * memory; UTF-8 with replacement characters, BOM kept. Missing/unreadable inputs exit 2.
   */
  streamText(path: string, what?: string): AsyncIterable<string>;
  /** Lets the text format show code frames for `file`. */
  rememberSource(file: string, text: string): void;
  /** Adds family counts to the report's `summary` (after the docs/cli.md keys, which cannot be replaced). */
  addSummary(counts: Readonly<Record<string, number | string[]>>): void;
  /** Hands one result to the report (in input order). */
  emit(result: Result): Promise<void>;
}

export interface CommandModule {
  /** Every rule the command can report (SARIF `rules[]`, `--list-rules`). */
  rules: readonly RuleMeta[];
  run(context: CommandContext): Promise<void>;
}

/** Typed accessors for option values. */
export const optionString = (values: OptionValues, name: string): string | undefined => {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
};
export const optionStrings = (values: OptionValues, name: string): string[] => {
  const value = values[name];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' ? [value] : [];
};
export const optionFlag = (values: OptionValues, name: string): boolean => values[name] === true;
