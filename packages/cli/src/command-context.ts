import { type RuleOptions, type RuleSettings, createResult, inputProblem, inputTooLarge, isGauntletError } from '@gauntlet/core';
import type { CommandContext, OptionValues } from './command.js';
import { type InputScope, InputTooLargeError, readInputFile, streamInputText } from './inputs.js';
import type { CliIO } from './io.js';
import type { ReportWriter } from './report-writer.js';

export interface CommandInvocation {
  command: string;
  values: OptionValues;
  positionals: readonly string[];
  argv: readonly string[];
  rules: RuleSettings;
  ruleOptions?: RuleOptions;
  /** The project root named inputs are held to (project-root.ts); default: the working directory. */
  root?: string;
  /**
   * Whether the run has more than one input overall (a configured run hands each command only
   * its share); default: more than one positional.
   */
  batch?: boolean;
}

/** The context a command runs in: its arguments, the Node I/O, and the report it writes to. */
export function createCommandContext(io: CliIO, writer: ReportWriter, invocation: CommandInvocation): CommandContext {
  const scope: InputScope = { root: invocation.root ?? io.host.cwd };
  const batch = invocation.batch ?? invocation.positionals.length > 1;
  const { root: _root, batch: _batch, ...rest } = invocation;
  return {
    ...rest,
    ruleOptions: invocation.ruleOptions ?? {},
    io,
    host: io.host,
    readInput: (path, what) => readInputFile(io, path, what, scope),
    streamText: (path, what) => streamInputText(io, path, what, scope),
    async forEachInput(paths, check) {
      for (const path of paths) {
        try {
          await check(path);
        } catch (error) {
          if (!batch && paths.length <= 1) throw error;
          if (error instanceof InputTooLargeError) await writer.emit(createResult(path, [inputTooLarge(path, error.size, error.cap, 'an input file')]));
          else if (isGauntletError(error) && (error.reason === 'input_unreadable' || error.reason === 'input_invalid')) {
            await writer.emit(createResult(path, [inputProblem(path, error.reason, error.message)]));
          } else throw error;
        }
      }
    },
    rememberSource: writer.rememberSource,
    addSummary: writer.addSummary,
    emit: writer.emit,
  };
}
