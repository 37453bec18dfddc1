import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { CommandSpec } from '../../command.js';
import { COMMANDS } from '../../commands/index.js';
import { type ServiceOption, commandOptions, filesOptions } from '../../service/index.js';
import type { JsonSchema, ObjectSchema } from './json-schemas.js';

export const FILES_TOOL = 'lint_files';
export const EXPLAIN_TOOL = 'explain_rule';

/** `lint_<command>` in snake case. */
export const toolNameOf = (command: string): string => `lint_${command.replace(/-/g, '_')}`;
/** A tool property is the CLI's long option name in snake case (`bind-only` → `bind_only`). */
export const propertyOf = (option: string): string => option.replace(/-/g, '_');

/** Every tool only reads files (and asks git); the same call gives the same answer. */
const ANNOTATIONS: NonNullable<Tool['annotations']> = { readOnlyHint: true, idempotentHint: true, destructiveHint: false, openWorldHint: false };

const REPORT_NOTE =
  'Answers with the gauntlet-lint JSON report (schemaVersion 1): verdict "fail" means a blocker remains; each finding has rule, reason, severity, message, line and a hint. ' +
  'Bad input (unknown option, path outside the working directory, unreadable file) is an error result with one line.';

function optionSchema(option: ServiceOption): JsonSchema {
  const notes = [option.description];
  if (option.path) notes.push(`a path inside the working directory${option.value ? ` (${option.value})` : ''}`);
  else if (option.value) notes.push(`value: ${option.value}`);
  const description = notes.join('; ');
  if (option.kind === 'boolean') return { type: 'boolean', description };
  if (option.kind === 'integer') return { type: 'integer', minimum: 0, description };
  if (option.multiple) return { type: 'array', items: { type: 'string' }, description: `${description} (one or more)` };
  return { type: 'string', description };
}

function optionProperties(options: readonly ServiceOption[]): Record<string, JsonSchema> {
  return Object.fromEntries(options.map((option) => [propertyOf(option.name), optionSchema(option)]));
}

function inputProperties(command: CommandSpec): Record<string, JsonSchema> {
  if (command.inputs.max === 0) return {};
  const optional = command.inputs.min === 0 ? ' Optional: some options name their own inputs.' : '';
  return {
    path: {
      type: 'string',
      description: `The file to check, relative to the server's working directory (an absolute path inside it works too). Give path or text.${optional}`,
    },
    text: {
      type: 'string',
      description: 'The content to check when it is not (yet) in a file. With path as well, it is checked as the content of that file (the file is not read).',
    },
  };
}

export function commandTool(command: CommandSpec, outputSchema: ObjectSchema | undefined): Tool {
  const inputs = command.inputs.max === 0 ? 'Its inputs are named by its options.' : 'Give the artifact as path or text.';
  return {
    name: toolNameOf(command.name),
    title: `gauntlet-lint ${command.name}`,
    description: `${command.summary.charAt(0).toUpperCase()}${command.summary.slice(1)}. ${inputs} ${REPORT_NOTE} Rule pages: explain_rule, or the resources gauntlet://rules/${command.families[0] ?? ''}/….`,
    inputSchema: { type: 'object', properties: { ...inputProperties(command), ...optionProperties(commandOptions(command)) }, additionalProperties: false },
    ...(outputSchema ? { outputSchema } : {}),
    annotations: { ...ANNOTATIONS, title: `gauntlet-lint ${command.name}` },
  };
}

export function filesTool(outputSchema: ObjectSchema | undefined): Tool {
  return {
    name: FILES_TOOL,
    title: 'gauntlet-lint (configured files)',
    description:
      'Lint files through the "files" mapping of gauntlet.config.json (each glob names the command for its files), as `gauntlet-lint FILE...` does. ' +
      `Paths no glob maps are skipped; no paths means every configured file; changed/staged ask git. ${REPORT_NOTE}`,
    inputSchema: {
      type: 'object',
      properties: {
        paths: { type: 'array', items: { type: 'string' }, description: 'Files to lint, relative to the working directory (or absolute inside it).' },
        ...optionProperties(filesOptions()),
      },
      additionalProperties: false,
    },
    ...(outputSchema ? { outputSchema } : {}),
    annotations: { ...ANNOTATIONS, title: 'gauntlet-lint (configured files)' },
  };
}

export const explainTool: Tool = {
  name: EXPLAIN_TOOL,
  title: 'Explain a gauntlet rule',
  description: 'The docs page of a rule: what it checks, why, every reason code with a failing and a passing example, how to configure it. Use the rule id of a finding.',
  inputSchema: {
    type: 'object',
    properties: { rule: { type: 'string', description: 'A rule id, <family>/<rule-name>, e.g. plan/numeric-drift (the "rule" of a finding).' } },
    required: ['rule'],
    additionalProperties: false,
  },
  annotations: { ...ANNOTATIONS, title: 'Explain a gauntlet rule' },
};

/** Every tool; without the schema files (a broken install) the lint tools declare no outputSchema. */
export function listTools(outputSchema: ObjectSchema | undefined): Tool[] {
  return [...COMMANDS.map((command) => commandTool(command, outputSchema)), filesTool(outputSchema), explainTool];
}

export type ToolTarget = { kind: 'command'; command: CommandSpec } | { kind: 'files' } | { kind: 'explain' };

export function findTool(name: string): ToolTarget | undefined {
  if (name === FILES_TOOL) return { kind: 'files' };
  if (name === EXPLAIN_TOOL) return { kind: 'explain' };
  const command = COMMANDS.find((candidate) => toolNameOf(candidate.name) === name);
  return command ? { kind: 'command', command } : undefined;
}
