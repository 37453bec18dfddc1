import { GauntletError } from '@gauntlet/core';
import { optionFlag } from '../../command.js';
import type { ModeRun } from '../mode.js';
import { DEFAULT_TARGET, INIT_TARGETS, TARGET_OPTIONS } from './targets.js';

export async function main({ io, values, positionals }: ModeRun): Promise<number> {
  const name = positionals[0] ?? DEFAULT_TARGET;
  const target = INIT_TARGETS.find((candidate) => candidate.name === name);
  if (!target) {
    throw new GauntletError('usage', `init: unknown target ${JSON.stringify(name)} (expected ${INIT_TARGETS.map((candidate) => candidate.name).join(', ')})`);
  }
  for (const option of TARGET_OPTIONS) {
    if (values[option] === undefined || target.options?.includes(option)) continue;
    const owners = INIT_TARGETS.filter((candidate) => candidate.options?.includes(option)).map((candidate) => candidate.name);
    throw new GauntletError('usage', `init ${name}: --${option} is an option of init ${owners.join(', init ')}`);
  }
  return target.run({ io, dryRun: optionFlag(values, 'dry-run'), force: optionFlag(values, 'force'), values, positionals: positionals.slice(1) });
}
