/**
 * The in-process lint service: the CLI's own command path, run on inputs a host hands over
 * (an MCP tool call, a hook payload, an HTTP request), answering with exactly the report
 * `--format json` prints or the one-line error the CLI exits 2 with. See docs/architecture.md (CLI).
 */
export { lintCommand } from './lint-command.js';
export { lintFiles } from './lint-files.js';
export { overlayHost } from './overlay-host.js';
export { commandOptions, filesOptions } from './options.js';
export type { ServiceOption } from './options.js';
export type { LintCommandRequest, LintEnvironment, LintError, LintFilesRequest, LintOptions, LintOutcome } from './types.js';
