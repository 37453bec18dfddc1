import type { RuleOptions, RuleSettings } from '@gauntlet/core';
import type { CommandContext, OptionValues } from './command.js';
import { readInputFile, streamInputText } from './inputs.js';
import type { CliIO } from './io.js';
import type { ReportWriter } from './report-writer.js';

export interface CommandInvocation {
  command: string;
  values: OptionValues;
  positionals: readonly string[];
  argv: readonly string[];
  rules: RuleSettings;
  ruleOptions?: RuleOptions;
}

/** The context a command runs in: its arguments, the Node I/O, and the report it writes to. */
export function createCommandContext(io: CliIO, writer: ReportWriter, invocation: CommandInvocation): CommandContext {
  return {
    ...invocation,
    ruleOptions: invocation.ruleOptions ?? {},
    io,
    host: io.host,
    readInput: (path, what) => readInputFile(io, path, what),
    streamText: (path, what) => streamInputText(io, path, what),
    rememberSource: writer.rememberSource,
    addSummary: writer.addSummary,
    emit: writer.emit,
  };
}
