import { verifyToResult } from '@gauntlet/core';
import { checklistRules, checklistVerifier } from '@gauntlet/verifiers';
import type { CommandContext } from '../../command.js';
import { strictUtf8Text } from '../../inputs.js';

export const rules = checklistRules;

export async function run(context: CommandContext): Promise<void> {
  // One input on the command line; configured linting may route several files here.
  await context.forEachInput(context.positionals, async (path) => {
    const input = await context.readInput(path);
    const text = strictUtf8Text(input);
    context.rememberSource(input.id, text);
    const result = await verifyToResult(
      checklistVerifier,
      { id: input.id, input: { path: input.id, text } },
      { host: context.host, rules: context.rules },
    );
    await context.emit(result);
  });
}
