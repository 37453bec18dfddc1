import { docsUrl } from '@gauntlet/core';
import type { CommandSpec, OptionSpec } from './command.js';
import { COMMANDS } from './commands/index.js';
import { GLOBAL_OPTIONS, LINT_OPTIONS } from './global-options.js';
import { MODES } from './modes/index.js';
import type { ModeSpec } from './modes/mode.js';

const TOOL = 'gauntlet-lint';

function optionLines(options: Readonly<Record<string, OptionSpec>>): string[] {
  const rows = Object.entries(options).map(([name, spec]) => {
    const flag = `${spec.short ? `-${spec.short}, ` : ''}--${name}${spec.value ? ` ${spec.value}` : ''}${spec.multiple ? ' (repeatable)' : ''}`;
    return [flag, spec.description] as const;
  });
  const width = Math.max(...rows.map(([flag]) => flag.length), 0) + 2;
  return rows.map(([flag, description]) => `  ${flag.padEnd(width)}${description}`);
}

const EXIT_CODES = 'Exit codes: 0 pass (warnings allowed unless --max-warnings), 1 a blocker remains, 2 usage or input error.';

export function toolHelp(): string {
  const width = Math.max(...COMMANDS.map((command) => command.name.length), ...MODES.map((mode) => mode.name.length)) + 2;
  const modes = MODES.length === 0 ? [] : ['', 'Other modes (named first):', ...MODES.map((mode) => `  ${mode.name.padEnd(width)}${mode.summary}`)];
  return [
    `Usage: ${TOOL} <command> [options] [inputs...]`,
    `       ${TOOL} [options] [files...]        (configured linting: the "files" globs of the config choose the command)`,
    '',
    'Deterministic checks of what AI coding agents hand back: receipts, plans, partitions, gate markers, specs, ledgers, patches.',
    '',
    'Commands:',
    ...COMMANDS.map((command) => `  ${command.name.padEnd(width)}${command.summary}`),
    ...modes,
    '',
    'Global options:',
    ...optionLines(GLOBAL_OPTIONS),
    '',
    'Configured linting (no command):',
    ...optionLines(LINT_OPTIONS),
    '',
    `An input "-" is standard input. ${TOOL} <command> --help describes a command.`,
    EXIT_CODES,
    'Config: gauntlet.config.json or package.json#gauntlet, searched upward from the working directory.',
    `Rules: ${TOOL} --list-rules; each rule's page is under ${docsUrl('docs/rules/')} (the package ships a copy in docs/rules/).`,
    '',
  ].join('\n');
}

export function commandHelp(command: CommandSpec): string {
  const lines = [
    ...command.synopsis.map((synopsis, i) => `${i === 0 ? 'Usage: ' : '       '}${TOOL} ${command.name} ${synopsis}`),
    '',
    `${command.summary.charAt(0).toUpperCase()}${command.summary.slice(1)} (${command.spec}).`,
    '',
  ];
  if (Object.keys(command.options).length > 0) lines.push('Options:', ...optionLines(command.options), '');
  lines.push('Global options:', ...optionLines(GLOBAL_OPTIONS), '');
  if (command.notes) lines.push(...command.notes, '');
  lines.push(`Rules: ${command.families.map((family) => docsUrl(`docs/rules/${family}/`)).join(' ')}`, EXIT_CODES, '');
  return lines.join('\n');
}

export function modeHelp(mode: ModeSpec): string {
  const lines = [
    ...mode.synopsis.map((synopsis, i) => `${i === 0 ? 'Usage: ' : '       '}${TOOL} ${mode.name} ${synopsis}`),
    '',
    `${mode.summary.charAt(0).toUpperCase()}${mode.summary.slice(1)}.`,
    '',
  ];
  if (Object.keys(mode.options).length > 0) lines.push('Options:', ...optionLines(mode.options), '');
  if (mode.notes) lines.push(...mode.notes, '');
  return lines.join('\n');
}
