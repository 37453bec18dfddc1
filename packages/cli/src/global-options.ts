import type { OptionSpec } from './command.js';

/** The global flags of docs/cli.md; every command accepts them, before or after its name. */
export const GLOBAL_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  format: { type: 'string', value: 'text|json|sarif|github', description: 'report format (default text)' },
  'output-file': { type: 'string', value: 'PATH', description: 'write the report there; stdout gets the text report' },
  'max-warnings': { type: 'string', value: 'N', description: 'fail (exit 1) when warnings exceed N' },
  config: { type: 'string', value: 'PATH', description: 'use this config file instead of searching for one' },
  'print-config': { type: 'boolean', description: 'print the resolved config and exit' },
  quiet: { type: 'boolean', description: 'report blockers only' },
  color: { type: 'boolean', description: 'force colour in the text format' },
  'no-color': { type: 'boolean', description: 'no colour (also: NO_COLOR, non-TTY stdout)' },
  'list-rules': { type: 'boolean', description: 'list every rule: id, default severity, reason codes, docs' },
  help: { type: 'boolean', short: 'h', description: 'show help (for the tool, or for a command)' },
  version: { type: 'boolean', short: 'v', description: 'print the version' },
};

/** Global options only meaningful without a command (configured linting). */
export const LINT_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  changed: { type: 'string', value: 'REV', description: 'lint the files changed since REV (git diff --name-only REV, plus untracked)' },
  staged: { type: 'boolean', description: 'lint the staged files (git diff --cached --name-only)' },
};

/** Global options that take a value (so the command name can be found after them). */
export const VALUE_OPTIONS = new Set(
  Object.entries({ ...GLOBAL_OPTIONS, ...LINT_OPTIONS })
    .filter(([, spec]) => spec.type === 'string')
    .map(([name]) => `--${name}`),
);
