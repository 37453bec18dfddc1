import { parseArgs, type ParseArgsConfig } from 'node:util';
import { GauntletError } from '@gauntlet/core';
import type { OptionSpec, OptionValues } from './command.js';
import { findCommand } from './commands/index.js';
import { VALUE_OPTIONS } from './global-options.js';

/** The index of the command name in argv (the first non-option token), or -1. */
export function commandIndex(argv: readonly string[]): number {
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i] as string;
    if (token === '--') return -1;
    if (token.startsWith('-') && token !== '-') {
      if (VALUE_OPTIONS.has(token)) i++;
      continue;
    }
    return findCommand(token) ? i : -1;
  }
  return -1;
}

export interface ParsedArgv {
  values: OptionValues;
  positionals: string[];
}

/**
 * The token after a value flag is always its value, even when it starts with `-`
 * (`--pristine-dir --json` names a directory called `--json`), as getopt does; parseArgs would
 * call it ambiguous, so such pairs are joined as `--flag=value` first.
 */
function attachValues(argv: readonly string[], specs: Readonly<Record<string, OptionSpec>>): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i] as string;
    if (token === '--') {
      out.push(...argv.slice(i));
      break;
    }
    const name = token.startsWith('--') ? token.slice(2) : undefined;
    const next = argv[i + 1];
    if (name !== undefined && !name.includes('=') && specs[name]?.type === 'string' && next !== undefined && next.startsWith('-')) {
      out.push(`${token}=${next}`);
      i++;
    } else {
      out.push(token);
    }
  }
  return out;
}

/** Parses argv against the given option specs with `node:util` parseArgs, strictly. */
export function parseArgv(argv: readonly string[], specs: Readonly<Record<string, OptionSpec>>): ParsedArgv {
  const options: NonNullable<ParseArgsConfig['options']> = {};
  for (const [name, spec] of Object.entries(specs)) {
    options[name] = { type: spec.type, ...(spec.multiple ? { multiple: true } : {}), ...(spec.short ? { short: spec.short } : {}) };
  }
  try {
    const parsed = parseArgs({ args: attachValues(argv, specs), options, strict: true, allowPositionals: true });
    return { values: parsed.values as OptionValues, positionals: parsed.positionals };
  } catch (error) {
    throw new GauntletError('usage', describeParseError(error));
  }
}

function describeParseError(error: unknown): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  const option = /'(-[^']*)'/.exec(message)?.[1];
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option ${option ?? message} (see --help)`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE': {
      const name = option?.split(/[\s,]/)[0];
      if (!name) return message;
      if (/argument missing/.test(message)) return `option ${name} needs a value`;
      return `option ${name} takes no value`;
    }
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `unexpected argument (${message})`;
    default:
      return message;
  }
}
