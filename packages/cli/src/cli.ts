import type { ErrorReport } from '@gauntlet/contracts/codes';
import type { FormatName, RuleOptions, RuleSettings } from '@gauntlet/core';
import { FORMAT_NAMES, GauntletError, VERSION, isGauntletError, isHostError, visibleText } from '@gauntlet/core';
import { commandIndex, parseArgv } from './argv.js';
import type { CommandSpec, OptionSpec, OptionValues } from './command.js';
import { createCommandContext } from './command-context.js';
import { optionFlag, optionString } from './command.js';
import { findCommand } from './commands/index.js';
import { type ResolvedConfig, resolveConfig } from './config.js';
import { GLOBAL_OPTIONS, LINT_OPTIONS } from './global-options.js';
import { commandHelp, modeHelp, toolHelp } from './help.js';
import { checkInputsExist, parseNonNegativeInt } from './inputs.js';
import type { CliIO } from './io.js';
import { listRules } from './list-rules.js';
import { findMode } from './modes/index.js';
import type { ModeSpec } from './modes/mode.js';
import { findProjectRoot } from './project-root.js';
import { TOOL_NAME, createReportWriter } from './report-writer.js';
import { readRuleConfig, settingsForRules } from './rule-config.js';
import { checkRuleIds } from './rule-ids.js';

/** Settings every run needs, resolved from flags, environment and config. */
export interface RunSettings {
  format: FormatName;
  color: boolean;
  quiet: boolean;
  maxWarnings: number | undefined;
  outputFile: string | undefined;
  rules: RuleSettings;
  ruleOptions: RuleOptions;
}

/**
 * Runs gauntlet-lint with the given arguments and returns its exit code: 0 pass, 1 fail,
 * 2 usage or structural error. All I/O goes through `io`, so it runs in-process in tests.
 */
export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  const jsonErrors = wantsJson(argv);
  try {
    return await runUnguarded(argv, io);
  } catch (thrown) {
    const error = asGauntletError(thrown);
    const known = isGauntletError(error);
    const reason = known ? error.reason : 'internal';
    const message = known
      ? error.message
      : `internal error: ${error instanceof Error ? error.message : String(error)} (this is a bug; please report it)`;
    io.writeStderr(`${TOOL_NAME}: ${oneLine(message)}\n`);
    if (!known && io.env.GAUNTLET_DEBUG && error instanceof Error && error.stack) io.writeStderr(`${error.stack}\n`);
    if (jsonErrors) {
      const payload: ErrorReport = { schemaVersion: 1, error: { reason, message: oneLine(message) } };
      await io.stdout.write(`${JSON.stringify(payload)}\n`);
    }
    return 2;
  }
}

/** One line, every control character escaped: what we print can neither drive a terminal nor start a CI log line. */
export function oneLine(text: string): string {
  return visibleText(text.replace(/\r?\n/g, ' '));
}

/**
 * A host failure that escaped a command (git missing, more output than a call may print, a
 * read refused) is bad input or a bad environment, not a bug: one line, exit 2.
 */
function asGauntletError(error: unknown): unknown {
  if (!isHostError(error)) return error;
  return new GauntletError(error.path === 'git' ? 'usage' : 'input_unreadable', error.path === 'git' ? error.message : `cannot read ${error.path} (${error.message})`);
}

/** `--format json` anywhere (for the error object); an invalid format is reported as usage. */
function wantsJson(argv: readonly string[]): boolean {
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i];
    if (token === '--') break;
    if (token === '--format' && argv[i + 1] === 'json') return true;
    if (token === '--format=json' || token === '--json') return true;
  }
  return false;
}

async function runUnguarded(argv: readonly string[], io: CliIO): Promise<number> {
  const mode = argv[0] === undefined ? undefined : findMode(argv[0]);
  if (mode) return runMode(mode, argv.slice(1), io);
  const at = commandIndex(argv);
  const command = at >= 0 ? findCommand(argv[at] as string) : undefined;
  const rest = at >= 0 ? [...argv.slice(0, at), ...argv.slice(at + 1)] : [...argv];
  const { values, positionals } = parseArgv(rest, command ? { ...GLOBAL_OPTIONS, ...command.options } : { ...GLOBAL_OPTIONS, ...LINT_OPTIONS });

  if (optionFlag(values, 'version')) {
    await io.stdout.write(`${VERSION}\n`);
    return 0;
  }
  if (optionFlag(values, 'help')) {
    await io.stdout.write(command ? commandHelp(command) : toolHelp());
    return 0;
  }
  const settings = await resolveSettings(values, io);
  if (optionFlag(values, 'list-rules')) {
    await io.stdout.write(await listRules(settings.format));
    return 0;
  }
  const config = await resolveConfig(io, optionString(values, 'config'));
  if (optionFlag(values, 'print-config')) {
    await io.stdout.write(`${JSON.stringify({ source: config.source, config: config.config }, null, 2)}\n`);
    return 0;
  }
  const ruleConfig = readRuleConfig(config.config.rules);
  const run: RunSettings = {
    ...settings,
    maxWarnings: settings.maxWarnings ?? config.config.maxWarnings,
    rules: ruleConfig.settings,
    ruleOptions: ruleConfig.options,
  };
  checkRuleIds(run.rules, config.source ?? 'config');
  const root = await findProjectRoot(io.host, config.source === null ? null : config.dir);
  if (!command) {
    if (!config.config.files) await explainMissingCommand(io, positionals);
    const { runConfiguredLint } = await import('./lint.js');
    return runConfiguredLint({ io, values, positionals, config, settings: run, root });
  }
  return runCommand(command, { io, argv: rest, values, positionals, config, settings: run, root });
}

/** A mode is named first (`gauntlet-lint mcp ...`) and parses only its own options. */
async function runMode(mode: ModeSpec, argv: readonly string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseArgv(argv, { ...mode.options, help: GLOBAL_OPTIONS.help as OptionSpec });
  if (optionFlag(values, 'help')) {
    await io.stdout.write(modeHelp(mode));
    return 0;
  }
  const { min, max } = mode.positionals;
  if (positionals.length < min || (max !== null && positionals.length > max)) {
    throw new GauntletError('usage', `${mode.name}: unexpected arguments (usage: ${TOOL_NAME} ${mode.name} ${mode.synopsis[0]})`);
  }
  const module = await mode.load();
  return module.main({ io, values, positionals });
}

/** Without a command and without a `files` mapping there is nothing to do: say why. */
async function explainMissingCommand(io: CliIO, positionals: readonly string[]): Promise<never> {
  const first = positionals[0];
  if (first !== undefined && !first.includes('.') && !first.includes('/') && (await io.host.stat(first).catch(() => null)) === null) {
    throw new GauntletError('usage', `unknown command ${JSON.stringify(first)} (see --help)`);
  }
  throw new GauntletError('usage', 'no command given and no "files" mapping in a config (see --help)');
}

async function resolveSettings(values: OptionValues, io: CliIO): Promise<Omit<RunSettings, 'rules' | 'ruleOptions'>> {
  // `--json` is the alias some commands declare (docs/rules/patches/README.md#decisions).
  const format = optionString(values, 'format') ?? (optionFlag(values, 'json') ? 'json' : 'text');
  if (!(FORMAT_NAMES as readonly string[]).includes(format)) {
    throw new GauntletError('usage', `unknown format ${JSON.stringify(format)} (expected ${FORMAT_NAMES.join(', ')})`);
  }
  const maxWarningsFlag = optionString(values, 'max-warnings');
  const noColor = optionFlag(values, 'no-color') || (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== '');
  return {
    format: format as FormatName,
    color: !noColor && (optionFlag(values, 'color') || io.stdoutIsTTY),
    quiet: optionFlag(values, 'quiet'),
    maxWarnings: maxWarningsFlag === undefined ? undefined : parseNonNegativeInt(maxWarningsFlag, '--max-warnings'),
    outputFile: optionString(values, 'output-file'),
  };
}

export interface CommandRun {
  io: CliIO;
  /** The arguments after the command name was removed. */
  argv: readonly string[];
  values: OptionValues;
  positionals: readonly string[];
  config: ResolvedConfig;
  settings: RunSettings;
  /** The project root named inputs are held to (project-root.ts). */
  root?: string;
}

/** Checks a command's positional inputs, loads it, and writes its report. */
export async function runCommand(command: CommandSpec, run: CommandRun): Promise<number> {
  const { io, values, positionals, settings } = run;
  const { min, max } = command.inputs;
  if (positionals.length < min) {
    throw new GauntletError('usage', `${command.name} needs ${min === 1 ? 'an input' : `${min} inputs`} (usage: ${TOOL_NAME} ${command.name} ${command.synopsis[0]})`);
  }
  if (max !== null && positionals.length > max) {
    throw new GauntletError('usage', `${command.name} takes ${max === 0 ? 'no inputs' : `at most ${max} input${max === 1 ? '' : 's'}`} (got ${positionals.length})`);
  }
  const root = run.root ?? io.host.cwd;
  if (command.inputs.files) await checkInputsExist(io, positionals, { root });
  const module = await command.load();
  const ruleSettings = settingsForRules(settings, module.rules);

  const writer = createReportWriter({ io, command: command.name, version: VERSION, ...settings, rules: module.rules });
  const context = createCommandContext(io, writer, { command: command.name, values, positionals, argv: run.argv, rules: ruleSettings, ruleOptions: settings.ruleOptions, root });
  try {
    await module.run(context);
    return (await writer.finish()) === 'fail' ? 1 : 0;
  } catch (error) {
    await writer.abort();
    throw error;
  }
}
