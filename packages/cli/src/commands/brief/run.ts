import { GauntletError, decodeUtf8, isInvalidUtf8, verifyToResult } from '@gauntlet/core';
import { briefRules, briefVerifier } from '@gauntlet/verifiers';
import type { CommandContext } from '../../command.js';

export const rules = briefRules;

export async function run(context: CommandContext): Promise<void> {
  for (const path of context.positionals) {
    const input = await context.readInput(path);
    if (isInvalidUtf8(input.bytes)) throw new GauntletError('input_invalid', `${input.id} is not valid UTF-8`);
    const text = decodeUtf8(input.bytes);
    context.rememberSource(input.id, text);
    await context.emit(await verifyToResult(briefVerifier, { id: input.id, input: text }, { rules: context.rules }));
  }
}
