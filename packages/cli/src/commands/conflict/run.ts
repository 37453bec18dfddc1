import { GauntletError, decodeUtf8, verifyToResult } from '@gauntlet/core';
import { conflictRules, conflictVerifier } from '@gauntlet/verifiers';
import { type CommandContext, optionFlag, optionString } from '../../command.js';

export const rules = conflictRules;

const DEFAULT_OPERATION = 'the operation';

export async function run(context: CommandContext): Promise<void> {
  // Configured linting passes no flags: the banner then names "the operation".
  const operation = optionString(context.values, 'operation') ?? DEFAULT_OPERATION;
  if (operation.trim() === '') throw new GauntletError('usage', '--operation needs a name (the operation the gate guards, e.g. import)');
  const strictInfo = optionFlag(context.values, 'strict-info');
  await context.forEachInput(context.positionals, async (path) => {
    const input = await context.readInput(path);
    const text = decodeUtf8(input.bytes, { stripBom: true });
    context.rememberSource(input.id, text);
    await context.emit(await verifyToResult(conflictVerifier, { id: input.id, input: text }, { rules: context.rules, options: { operation, strictInfo } }));
  });
}
