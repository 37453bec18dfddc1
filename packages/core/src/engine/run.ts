import type { Report, Result } from '@gauntlet/contracts/codes';
import type { Host } from '../host/host.js';
import { VERSION } from '../version.js';
import { createReport, createResult } from './report.js';
import type { RuleOptions, RuleSettings, Verifier } from './verifier.js';

export interface RunInput<TInput> {
  /** The path as given, `-` for stdin, or a record id. */
  id: string;
  input: TInput;
}

export interface RunOptions {
  /** The command name recorded in the report (default: the verifier's id). */
  command?: string;
  host?: Host;
  rules?: RuleSettings;
  options?: Readonly<Record<string, unknown>>;
  ruleOptions?: RuleOptions;
  quiet?: boolean;
  maxWarnings?: number;
  /** Recorded in the report (default: `gauntlet` and this package's version). */
  tool?: { name: string; version: string };
}

/** Verifies one input and wraps the outcome as a `Result`. */
export async function verifyToResult<TInput>(
  verifier: Verifier<TInput>,
  item: RunInput<TInput>,
  options: RunOptions = {},
): Promise<Result> {
  const { findings, data } = await verifier.verify(item.input, {
    host: options.host,
    file: item.id,
    rules: options.rules,
    options: options.options,
    ruleOptions: options.ruleOptions,
  });
  return createResult(item.id, findings, data);
}

/**
 * Runs a verifier over inputs, in order, and returns the report a host would print or act on:
 * `report.verdict` is the gate, `exitCodeOf(report)` its exit code.
 */
export async function run<TInput>(
  verifier: Verifier<TInput>,
  inputs: ReadonlyArray<RunInput<TInput>>,
  options: RunOptions = {},
): Promise<Report> {
  const results: Result[] = [];
  for (const item of inputs) results.push(await verifyToResult(verifier, item, options));
  return createReport(results, {
    command: options.command ?? verifier.id,
    tool: options.tool ?? { name: 'gauntlet', version: VERSION },
    quiet: options.quiet,
    maxWarnings: options.maxWarnings,
  });
}
