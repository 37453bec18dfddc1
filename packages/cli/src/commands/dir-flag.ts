import { GauntletError } from '@gauntlet/core';
import type { CommandContext } from '../command.js';
import { describeHostError } from '../inputs.js';

/** A folder named by a flag must exist and be a folder: exit 2 otherwise (one line, no trace). */
export async function requireDirectory(context: CommandContext, path: string, flag: string): Promise<string> {
  let stat;
  try {
    stat = await context.host.stat(path);
  } catch (error) {
    throw new GauntletError('input_unreadable', `cannot read ${flag} ${path} (${describeHostError(error)})`);
  }
  if (stat === null) throw new GauntletError('input_missing', `cannot read ${flag} ${path} (no such directory)`);
  if (stat.kind !== 'directory') throw new GauntletError('input_unreadable', `cannot read ${flag} ${path} (not a directory)`);
  return path;
}
