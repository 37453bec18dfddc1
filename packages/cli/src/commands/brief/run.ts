import { verifyToResult } from '@gauntlet/core';
import { briefRules, briefVerifier } from '@gauntlet/verifiers';
import type { CommandContext } from '../../command.js';
import { strictUtf8Text } from '../../inputs.js';

export const rules = briefRules;

export async function run(context: CommandContext): Promise<void> {
  await context.forEachInput(context.positionals, async (path) => {
    const input = await context.readInput(path);
    const text = strictUtf8Text(input);
    context.rememberSource(input.id, text);
    await context.emit(await verifyToResult(briefVerifier, { id: input.id, input: text }, { rules: context.rules }));
  });
}
