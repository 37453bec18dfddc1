/**
 * @gauntlet/cli: `gauntlet-lint` as a function. `runCli(argv, io)` returns the exit code; pass
 * `createNodeIO()` for the real process or your own `CliIO` (an in-memory host, captured output).
 */
export { runCli } from './cli.js';
export type { RunSettings } from './cli.js';
export type { CliIO, OutputSink } from './io.js';
export { createNodeIO } from './node-io.js';
export { createNodeHost } from './node-host.js';
export { COMMANDS } from './commands/index.js';
export type { CommandSpec, OptionSpec } from './command.js';
export { cliReference } from './reference.js';
export { lintCommand, lintFiles, overlayHost } from './service/index.js';
export type { LintCommandRequest, LintEnvironment, LintError, LintFilesRequest, LintOptions, LintOutcome } from './service/index.js';
export { hookResolver, claudeReadRoots, serviceLinter, type HookResolverOptions } from './modes/hook/environment.js';
