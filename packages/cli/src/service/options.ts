import type { Host } from '@gauntlet/core';
import { GauntletError } from '@gauntlet/core';
import type { CommandSpec, OptionSpec } from '../command.js';
import { GLOBAL_OPTIONS, LINT_OPTIONS } from '../global-options.js';
import { checkInsideRoot } from './paths.js';

/** One option a lint request may set, described for validation and for tool schemas. */
export interface ServiceOption {
  /** The CLI's long option name (`bind-only`). */
  name: string;
  kind: 'boolean' | 'string' | 'integer';
  /** Repeatable: an array of values (a single value is accepted too). */
  multiple: boolean;
  /** The value names a file or directory, which must stay inside the working directory. */
  path: boolean;
  /** The value placeholder of the CLI's help (`DIR`, `N`), if any. */
  value?: string;
  description: string;
}

/** Value placeholders of options that name a file or a directory. */
export const PATH_PLACEHOLDERS: ReadonlySet<string> = new Set(['FILE', 'FILE.jsonl', 'DIR', 'D', 'PATH']);
/** Value placeholders of options whose value is not a path (a test keeps every option in one set). */
export const VALUE_PLACEHOLDERS: ReadonlySet<string> = new Set(['N', 'P', 'NAME', 'ID', 'REV', 'REF', 'RE', 'OWNER/NAME', 'v1', 'strict|schema']);

function fromSpec(name: string, spec: OptionSpec): ServiceOption {
  return {
    name,
    kind: spec.type,
    multiple: spec.multiple === true,
    path: spec.value !== undefined && PATH_PLACEHOLDERS.has(spec.value),
    ...(spec.value === undefined ? {} : { value: spec.value }),
    description: spec.description,
  };
}

/** The global options that shape a report (format, colour and output file do not apply here). */
const REPORT_OPTIONS: readonly ServiceOption[] = [
  { ...fromSpec('max-warnings', GLOBAL_OPTIONS['max-warnings'] as OptionSpec), kind: 'integer' },
  fromSpec('quiet', GLOBAL_OPTIONS.quiet as OptionSpec),
  fromSpec('config', GLOBAL_OPTIONS.config as OptionSpec),
];

/** What a request for `command` may set: the command's own options, then the report options. */
export function commandOptions(command: CommandSpec): ServiceOption[] {
  return [...Object.entries(command.options).map(([name, spec]) => fromSpec(name, spec)), ...REPORT_OPTIONS];
}

/** What a configured-lint request may set (`gauntlet-lint [files...]`). */
export function filesOptions(): ServiceOption[] {
  return [...Object.entries(LINT_OPTIONS).map(([name, spec]) => fromSpec(name, spec)), ...REPORT_OPTIONS];
}

const describe = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `a ${typeof value}`;
};

function stringValue(option: ServiceOption, name: string, value: unknown, who: string): string {
  if (option.kind === 'integer') {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
      throw new GauntletError('usage', `${who}: option "${name}" expects a non-negative integer (got ${describe(value)})`);
    }
    return String(value);
  }
  if (typeof value !== 'string') throw new GauntletError('usage', `${who}: option "${name}" expects a string (got ${describe(value)})`);
  // A command line cannot carry NUL; refusing it keeps every request something the CLI could be given.
  if (value.includes('\0')) throw new GauntletError('usage', `${who}: option "${name}" contains a NUL character`);
  return value;
}

/**
 * Checks request options against the allowed ones and turns them into command-line tokens
 * (`--name` for a true flag, `--name=value` for values, in the order given, which matters for
 * the rare flags where the last one wins). A name may be written in snake case (`bind_only`);
 * errors name it as given. Unknown names and wrong types are usage errors; `null` counts as not
 * given. Path values are held inside the working directory.
 */
export async function optionTokens(host: Host, options: unknown, allowed: readonly ServiceOption[], who: string): Promise<string[]> {
  if (options === undefined || options === null) return [];
  if (typeof options !== 'object' || Array.isArray(options)) throw new GauntletError('usage', `${who}: options must be an object (got ${describe(options)})`);
  const tokens: string[] = [];
  for (const [name, value] of Object.entries(options)) {
    const option = allowed.find((candidate) => candidate.name === name || candidate.name.replace(/-/g, '_') === name);
    if (!option) {
      throw new GauntletError('usage', `${who}: unknown option ${JSON.stringify(name)} (options: ${allowed.map((known) => known.name).join(', ')})`);
    }
    if (value === undefined || value === null) continue;
    if (option.kind === 'boolean') {
      if (typeof value !== 'boolean') throw new GauntletError('usage', `${who}: option "${name}" expects true or false (got ${describe(value)})`);
      if (value) tokens.push(`--${option.name}`);
      continue;
    }
    if (Array.isArray(value) && !option.multiple) throw new GauntletError('usage', `${who}: option "${name}" takes one value (got an array)`);
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = stringValue(option, name, item, who);
      if (option.path) await checkInsideRoot(host, text, `--${option.name} ${JSON.stringify(text)}`);
      tokens.push(`--${option.name}=${text}`);
    }
  }
  return tokens;
}
