import { GauntletError } from '@gauntlet/core';
import { optionFlag } from '../../command.js';
import type { ModeRun } from '../mode.js';
import { DEFAULT_TARGET, INIT_TARGETS } from './targets.js';

export async function main({ io, values, positionals }: ModeRun): Promise<number> {
  const name = positionals[0] ?? DEFAULT_TARGET;
  const target = INIT_TARGETS.find((candidate) => candidate.name === name);
  if (!target) {
    throw new GauntletError('usage', `init: unknown target ${JSON.stringify(name)} (expected ${INIT_TARGETS.map((candidate) => candidate.name).join(', ')})`);
  }
  return target.run({ io, dryRun: optionFlag(values, 'dry-run'), force: optionFlag(values, 'force'), positionals: positionals.slice(1) });
}
